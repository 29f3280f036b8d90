import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Input, Select, Space, Typography } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail, Team } from '@sandtable/shared/contracts/courses';
import { failureText, formFailure } from '../../../../lib/forms';
import type { ChapterState, SectionKey } from '../chapters';
import { useCourseAction } from '../hooks';
import { ChapterBar } from './ChapterBar';
import { LockedChapter } from './LockedChapter';
import { UnlockButton } from './ManagePanel';
import { BootSwatch } from './CourseTags';

const PLAN = api.courses.submitActionPlan.request.shape.plan;
export const PLAN_MIN = PLAN.minLength ?? 20;
export const PLAN_MAX = PLAN.maxLength ?? 5000;

/**
 * Chapter 3, the action plan: after the simulation the captain (or a manager) names the team's
 * operator, who writes the team's plan; the rest of the team reads it.
 */
export function ChapterThree({ detail, state, section }: { detail: CourseDetail; state: ChapterState; section: SectionKey }) {
  const { t } = useTranslation('courseDetail');
  const { me, abilities, teams } = detail;
  const myTeam = me?.teamId ? teams.find((team) => team.id === me.teamId) : undefined;
  const title = t(`menu.${section.slice(4)}`);
  const locked = state.status === 'locked';

  let body;
  if (locked && (me || section === 'ch3.plan')) body = <LockedChapter chapter={3} manager={!me && abilities.unlock} />;
  else if (section === 'ch3.operator') {
    body = me ? (
      myTeam ? (
        <Operator detail={detail} team={myTeam} canChoose={me.captain && chapterTwoDone(detail) && !me.actionPlan} />
      ) : (
        <Alert type="info" showIcon title={t('ch3.noTeam')} />
      )
    ) : (
      <Space orientation="vertical" size={12} className="full-width">
        {teams.map((team) => (
          <Operator key={team.id} detail={detail} team={team} canChoose={abilities.manageTeams} titled />
        ))}
        {teams.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('teams.none')} />}
      </Space>
    );
  } else {
    body = me ? <ActionPlan detail={detail} team={myTeam} state={state} /> : <Typography.Paragraph type="secondary">{t('ch3.planManager')}</Typography.Paragraph>;
  }

  return (
    <div className="chapter" data-testid="chapter-content-3">
      <ChapterBar member={detail.me !== null} state={state} section={title} actions={locked && abilities.unlock ? <UnlockButton detail={detail} chapter={3} /> : undefined} />
      {body}
    </div>
  );
}

/** A captain names the operator once their own simulation is completed (the server's rule too). */
function chapterTwoDone(detail: CourseDetail): boolean {
  return detail.me?.chapters.some((c) => c.chapter === 2 && c.status === 'completed') ?? false;
}

function Operator({ detail, team, canChoose, titled }: { detail: CourseDetail; team: Team; canChoose: boolean; titled?: boolean }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const choose = useCourseAction(api.courses.chooseOperator);
  const operator = team.members.find((m) => m.operator);
  const [picked, setPicked] = useState<number | undefined>(operator?.userId);

  const save = () => {
    if (!picked) return;
    choose.mutate(
      { courseId: detail.course.id, teamId: team.id, userId: picked },
      {
        onSuccess: () => void message.success(t('ch3.operatorSaved', { name: team.members.find((m) => m.userId === picked)?.name ?? '' })),
        onError: (error) => {
          const text = failureText(error);
          if (text) void message.error(text);
        },
      },
    );
  };

  return (
    <Card
      size="small"
      className="operator-card"
      data-testid={`operator-${team.id}`}
      title={
        titled ? (
          <span className="team-title">
            <BootSwatch colour={team.colour} />
            {team.name}
          </span>
        ) : (
          t('ch3.myTeam', { team: team.name })
        )
      }
    >
      <Space orientation="vertical" size={12} className="full-width">
        <div>
          <Typography.Text type="secondary">{t('ch3.operatorIs')} </Typography.Text>
          {operator ? (
            <Typography.Text strong data-testid="operator-name">
              {operator.name}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" data-testid="operator-none">
              {t('ch3.noOperator')}
            </Typography.Text>
          )}
        </div>
        {canChoose && team.members.length > 0 && (
          <Space.Compact className="operator-card__pick">
            <Select
              value={picked}
              onChange={setPicked}
              placeholder={t('ch3.pickOperator')}
              options={team.members.map((m) => ({ value: m.userId, label: m.name }))}
              className="operator-card__select"
              data-testid="operator-select"
            />
            <Button type="primary" icon={<UserSwitchOutlined />} loading={choose.isPending} disabled={!picked || picked === operator?.userId} onClick={save} data-testid="operator-save">
              {t('ch3.chooseOperator')}
            </Button>
          </Space.Compact>
        )}
        {!canChoose && !operator && !titled && <Typography.Text type="secondary">{t('ch3.operatorHint')}</Typography.Text>}
      </Space>
    </Card>
  );
}

function ActionPlan({ detail, team, state }: { detail: CourseDetail; team: Team | undefined; state: ChapterState }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ plan: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useCourseAction(api.courses.submitActionPlan);
  const me = detail.me!;
  const operator = team?.members.find((m) => m.operator || m.userId === team.operatorId);

  if (me.actionPlan) {
    return (
      <Card size="small" title={t('ch3.planBy', { name: operator?.name ?? t('course:field.operator') })} data-testid="action-plan">
        <Typography.Paragraph className="chapter__text">{me.actionPlan}</Typography.Paragraph>
      </Card>
    );
  }
  if (!me.operator || state.status !== 'open') {
    return <Alert type="info" showIcon title={operator ? t('ch3.waitingFor', { name: operator.name }) : t('ch3.waitingOperator')} data-testid="plan-waiting" />;
  }
  const onFinish = ({ plan }: { plan: string }) => {
    setFailure(null);
    submit.mutate(
      { courseId: detail.course.id, plan },
      {
        onSuccess: () => void message.success(t('ch3.planSaved')),
        onError: (error) => setFailure(formFailure(form, error)),
      },
    );
  };
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} data-testid="plan-form">
      <Typography.Paragraph type="secondary">{t('ch3.planLead')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} className="form-dialog__failure" />}
      <Form.Item
        name="plan"
        label={t('ch3.planLabel')}
        rules={[
          { required: true, whitespace: true, message: t('ch3.planRequired') },
          { min: PLAN_MIN, message: t('ch3.planTooShort', { min: PLAN_MIN }) },
        ]}
      >
        <Input.TextArea rows={10} maxLength={PLAN_MAX} showCount placeholder={t('ch3.planPlaceholder')} data-testid="plan-input" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="plan-submit">
        {t('ch3.submitPlan')}
      </Button>
    </Form>
  );
}
