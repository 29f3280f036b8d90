import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Radio, Skeleton, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, LoginOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { inviteCodeSchema } from '@sandtable/shared/contracts/invitations';
import { PageHeading } from '../../../../../components/PageHeading';
import { TimeText } from '../../../../../components/format';
import { failureText, zodRule } from '../../../../../lib/forms';
import { BootSwatch, CourseTags } from '../../../detail/components/CourseTags';
import { useInviteInfo, useJoin } from '../../hooks';
import '../../../detail/detail.css';
import '../../invite.css';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

/** A code as typed (any case, stray spaces) -> as the server reads it; null when it cannot be one. */
export function normaliseCode(raw: string | null): string | null {
  const parsed = inviteCodeSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
}

/** No team yet: the learner picks one on the course page before the start. */
const LATER = 0;

/**
 * `/join?code=`: where an invite code (typed on /personal-course-list) or a scanned QR code lands.
 * Shows the course and its teams, lets the learner pick a team or not, and joins.
 */
export default function JoinPage() {
  const { t } = useTranslation('courseDetail');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('code');
  const code = normaliseCode(raw);
  const info = useInviteInfo(code);
  const join = useJoin();
  const [form] = Form.useForm<{ code: string }>();
  const [teamId, setTeamId] = useState<number>(LATER);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => form.setFieldsValue({ code: raw ?? '' }), [form, raw]);
  useEffect(() => {
    setFailure(null);
    setTeamId(info.data?.teamId ?? LATER);
  }, [info.data]);

  const lookUp = ({ code: typed }: { code: string }) => setParams({ code: normaliseCode(typed) ?? typed.trim() });
  const doJoin = () => {
    if (!code) return;
    setFailure(null);
    join.mutate(
      { code, teamId: teamId === LATER ? null : teamId },
      {
        onSuccess: (detail) => void navigate(`/general-coursedetails?id=${detail.course.id}&section=teams`),
        onError: (error) => setFailure(failureText(error)),
      },
    );
  };

  const data = info.data;
  const lookupFailure = info.isError ? failureText(info.error) : null;
  return (
    <>
      <PageHeading title={t('menu:joinCourse')} lead={t('join.lead')} />
      <div className="join-page">
        <Card className="page-card">
          <Form form={form} layout="inline" onFinish={lookUp} className="join-form" data-testid="join-form">
            <Form.Item name="code" label={t('join.code')} rules={[zodRule(inviteCodeSchema, 'code')]} className="join-form__code">
              <Input maxLength={TEXT_MAX.inviteCodeTyped} placeholder={t('join.placeholder')} autoComplete="off" className="join-form__input" data-testid="join-code" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={info.isFetching} data-testid="join-look-up">
              {t('join.lookUp')}
            </Button>
          </Form>
          {raw && !code && <Alert type="error" showIcon title={t('validation:inviteCode')} className="join-page__alert" />}
          {lookupFailure && <Alert type="error" showIcon title={lookupFailure} className="join-page__alert" data-testid="join-error" />}
        </Card>
        {code && info.isPending && (
          <Card>
            <Skeleton active paragraph={{ rows: 5 }} />
          </Card>
        )}
        {data && (
          <Card className="page-card" data-testid="join-course">
            <div className="join-course__head">
              <Typography.Title level={4} className="join-course__name">
                {data.course.name}
              </Typography.Title>
              <CourseTags course={data.course} />
            </div>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'start', label: t('course:field.startAt'), children: <TimeText value={data.course.startAt} /> },
                { key: 'end', label: t('course:field.endAt'), children: <TimeText value={data.course.endAt} /> },
                { key: 'lecturer', label: t('header.lecturer'), children: data.course.lecturer?.name ?? t('header.noLecturer') },
                { key: 'seats', label: t('course:field.seats'), children: t('header.seatsValue', { taken: data.course.seatsTaken, total: data.course.participants }) },
              ]}
            />
            {data.alreadyMember ? (
              <Alert
                type="success"
                showIcon
                icon={<CheckCircleOutlined />}
                title={t('join.already')}
                action={
                  <Link to={`/general-coursedetails?id=${data.course.id}`}>
                    <Button type="primary">{t('join.open')}</Button>
                  </Link>
                }
                data-testid="join-already"
              />
            ) : (
              <>
                <Typography.Title level={5}>{t('join.pickTeam')}</Typography.Title>
                <Typography.Paragraph type="secondary">{data.teamId ? t('join.teamFixed') : t('join.pickTeamLead')}</Typography.Paragraph>
                {data.teams.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('teams.none')} />
                ) : (
                  <Radio.Group value={teamId} onChange={(e) => setTeamId(e.target.value as number)} className="join-teams" data-testid="join-teams">
                    {!data.teamId && (
                      <Radio value={LATER} className="join-team" data-testid="join-team-later">
                        <span className="join-team__name">{t('join.later')}</span>
                        <Typography.Text type="secondary" className="join-team__note">
                          {t('join.laterNote')}
                        </Typography.Text>
                      </Radio>
                    )}
                    {data.teams.map((team) => (
                      <Radio key={team.id} value={team.id} disabled={team.full || (!!data.teamId && data.teamId !== team.id)} className="join-team" data-testid={`join-team-${team.id}`}>
                        <span className="team-title join-team__name">
                          <BootSwatch colour={team.colour} size={14} />
                          {team.name}
                        </span>
                        <Space size={4} className="join-team__note">
                          <Typography.Text type="secondary">{t('teams.seats', { count: team.memberCount, capacity: team.capacity })}</Typography.Text>
                          <Tag color={team.full ? 'error' : 'success'}>{team.full ? t('course:teamFull') : t('course:teamSelectable')}</Tag>
                        </Space>
                      </Radio>
                    ))}
                  </Radio.Group>
                )}
                {failure && <Alert type="error" showIcon title={failure} className="join-page__alert" data-testid="join-failure" />}
                <div className="join-course__actions">
                  <Button type="primary" size="large" icon={<LoginOutlined />} loading={join.isPending} onClick={doJoin} data-testid="join-submit">
                    {teamId === LATER ? t('join.submit') : t('join.submitTeam', { team: data.teams.find((x) => x.id === teamId)?.name ?? '' })}
                  </Button>
                </div>
              </>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
