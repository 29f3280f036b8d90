import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Empty, Form, Input, InputNumber, Radio, Row, Segmented, Space, Statistic, Tag, Timeline, Typography } from 'antd';
import { BulbOutlined, CheckOutlined, ExperimentOutlined, RobotOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { coursePlanRequestSchema } from '@sandtable/shared/contracts/courses';
import { TIME_FORMAT } from '@sandtable/shared/format/time';
import { COURSE_LIMITS, GAME_IDS, type GameId } from '@sandtable/shared/rules/course';
import { TimeText } from '../../../components/format';
import { PageHeading } from '../../../components/PageHeading';
import { i18n } from '../../../i18n';
import { failureText, useRevalidateOnLocaleChange } from '../../../lib/forms';
import { CREATE_PATHS, type WizardLocationState } from './CourseWizard';
import { usePlan } from './hooks';
import type { CoursePlan, PlanPrefill } from './model';
import { courseRule, requiredRule } from './rules';
import './create.css';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

interface Values {
  gameId: GameId;
  participants: number;
  objectives: string;
  startAt: Dayjs | null;
  hours: number;
}

const HOUR_PRESETS = [4, 7, 14] as const;
const s = coursePlanRequestSchema.shape;

/** The text of a key the planner returns (`plan.reason.…`, `plan.schedule.…`), in this namespace unless it names one. */
export function planText(key: string, params: Record<string, string | number> = {}): string {
  const full = key.includes(':') ? key : `courseAdmin:${key}`;
  return i18n.exists(full) ? String(i18n.t(full, params)) : key;
}

/**
 * The guided flow (`/create-generalcourse-AI`, `-AI-new`): what the organiser knows (participants,
 * objectives, start, hours available) -> the proposed teams, rounds and schedule with the reasons,
 * and "use this plan" to fill the wizard. The new layout puts form and proposal side by side.
 */
export function GuidedPlan({ layout }: { layout: 'stacked' | 'split' }) {
  const { t } = useTranslation('courseAdmin');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLocaleChange(form);
  const planner = usePlan();
  const [asked, setAsked] = useState<Values | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const submit = (values: Values) => {
    setFailure(null);
    const request = { gameId: values.gameId, participants: values.participants, objectives: values.objectives.trim(), startAt: values.startAt!.second(0).millisecond(0).toISOString(), hours: values.hours };
    planner.mutate(request, {
      onSuccess: () => {
        setAsked(values);
        if (layout === 'stacked') setTimeout(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
      },
      onError: (error) => setFailure(failureText(error)),
    });
  };

  const use = (plan: CoursePlan) => {
    if (!asked?.startAt) return;
    const planPrefill: PlanPrefill = { plan, gameId: asked.gameId, participants: asked.participants, startAt: asked.startAt.toISOString(), objectives: asked.objectives.trim() };
    navigate(CREATE_PATHS.special, { state: { planPrefill } satisfies WizardLocationState });
  };

  const hours = Form.useWatch('hours', form);
  const formCard = (
    <Card className="page-card" title={t('plan.askTitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ gameId: 'MS', participants: 24, hours: 7, startAt: dayjs().add(7, 'day').hour(9).minute(0).second(0), objectives: '' }}
        onFinish={submit}
        requiredMark={false}
        data-testid="plan-form"
      >
        <Form.Item name="gameId" label={t('course:field.gameId')}>
          <Radio.Group optionType="button" buttonStyle="solid" options={GAME_IDS.map((g) => ({ value: g, label: t(`course:game.${g}`) }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="participants" label={t('plan.participants')} rules={[courseRule(s.participants, 'participants')]} extra={t('plan.participantsHint')}>
              <InputNumber min={COURSE_LIMITS.plannedParticipants.min} max={COURSE_LIMITS.plannedParticipants.max} precision={0} className="full-width" data-testid="plan-participants" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="startAt" label={t('course:field.startAt')} rules={[requiredRule('startAt')]}>
              <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format={TIME_FORMAT} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} className="full-width" data-testid="plan-start" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('plan.hours')} required extra={t('plan.hoursHint')}>
          <div className="plan-hours">
            <Segmented
              value={(HOUR_PRESETS as readonly number[]).includes(hours) ? hours : 'custom'}
              onChange={(v) => v !== 'custom' && form.setFieldValue('hours', v)}
              options={[...HOUR_PRESETS.map((h) => ({ value: h, label: t(`plan.preset.${h}`) })), { value: 'custom', label: t('plan.preset.custom') }]}
            />
            <Form.Item name="hours" noStyle rules={[courseRule(s.hours, 'hours')]}>
              <InputNumber min={COURSE_LIMITS.plannedHours.min} max={COURSE_LIMITS.plannedHours.max} precision={0} suffix={t('plan.hoursUnit')} className="plan-hours__input" aria-label={t('plan.hours')} data-testid="plan-hours" />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item name="objectives" label={t('plan.objectives')} rules={[courseRule(s.objectives, 'objectives')]} extra={t('plan.objectivesHint')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={TEXT_MAX.objectives} showCount placeholder={t('plan.objectivesPlaceholder')} data-testid="plan-objectives" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} role="alert" className="form-dialog__failure" />}
        <Button type="primary" htmlType="submit" icon={<BulbOutlined />} loading={planner.isPending} block={layout === 'split'} data-testid="plan-submit">
          {planner.data ? t('plan.again') : t('plan.propose')}
        </Button>
      </Form>
    </Card>
  );

  const proposal = planner.data && asked ? <Proposal plan={planner.data} asked={asked} onUse={use} /> : layout === 'split' ? <Card className="page-card plan-placeholder"><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plan.placeholder')} /></Card> : null;

  return (
    <div className="guided-plan">
      <PageHeading title={t('plan.title')} lead={t('plan.lead')} extra={<Button onClick={() => navigate(CREATE_PATHS.special)}>{t('plan.skip')}</Button>} />
      {layout === 'split' ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            {formCard}
          </Col>
          <Col xs={24} lg={14} ref={resultRef}>
            {proposal}
          </Col>
        </Row>
      ) : (
        <div className="stack">
          {formCard}
          <div ref={resultRef}>{proposal}</div>
        </div>
      )}
    </div>
  );
}

function Proposal({ plan, asked, onUse }: { plan: CoursePlan; asked: Values; onUse: (plan: CoursePlan) => void }) {
  const { t } = useTranslation('courseAdmin');
  return (
    <Card
      className="page-card plan-result"
      title={
        <Space wrap>
          {t('plan.resultTitle')}
          <Tag icon={plan.source === 'llm' ? <RobotOutlined /> : <ExperimentOutlined />} color={plan.source === 'llm' ? 'purple' : 'blue'}>
            {t(`plan.source.${plan.source}`)}
          </Tag>
        </Space>
      }
      data-testid="plan-result"
    >
      <Row gutter={[16, 16]} className="plan-result__figures">
        <Col xs={12} md={6}>
          <Statistic title={t('course:field.teamCount')} value={plan.teamCount} data-testid="plan-teams" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('plan.teamCapacity')} value={plan.teamCapacity} suffix={t('plan.perTeam')} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('course:field.rounds')} value={plan.rounds} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('plan.minutesPerRound')} value={plan.minutesPerRound} suffix={t('plan.minutes')} />
        </Col>
      </Row>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="plan-result__times" bordered>
        <Descriptions.Item label={t('course:field.startAt')}>{asked.startAt ? <TimeText value={asked.startAt.toDate()} /> : null}</Descriptions.Item>
        <Descriptions.Item label={t('course:field.endAt')}>
          <TimeText value={plan.endAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('course:field.registrationDeadline')}>
          <TimeText value={plan.registrationDeadline} />
        </Descriptions.Item>
        <Descriptions.Item label={t('plan.practiceRound')}>{plan.practiceRound ? <Tag color="green">{t('plan.yes')}</Tag> : <Tag>{t('plan.no')}</Tag>}</Descriptions.Item>
        {plan.autoRoundAt && (
          <Descriptions.Item label={t('course:field.autoRoundAt')}>
            <TimeText value={plan.autoRoundAt} />
          </Descriptions.Item>
        )}
      </Descriptions>

      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>{t('plan.scheduleTitle')}</Typography.Title>
          <Timeline
            className="plan-result__schedule"
            items={plan.schedule.map((item, i) => {
              const at = dayjs(item.at);
              // The date once per day, then the time alone.
              const newDay = i === 0 || !at.isSame(plan.schedule[i - 1].at, 'day');
              return {
                content: (
                  <div className="plan-result__slot">
                    <span className="plan-result__time tabular">{newDay ? at.format('YYYY-MM-DD HH:mm') : at.format('HH:mm')}</span>
                    <span>{planText(item.key, item.params)}</span>
                  </div>
                ),
              };
            })}
            data-testid="plan-schedule"
          />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>{t('plan.why')}</Typography.Title>
          <ul className="plan-result__reasons" data-testid="plan-reasons">
            {plan.reasons.map((reason, i) => (
              <li key={i}>
                <BulbOutlined className="plan-result__reason-icon" />
                <span>{planText(reason.key, reason.params)}</span>
              </li>
            ))}
          </ul>
        </Col>
      </Row>

      <div className="plan-result__use">
        <Typography.Text type="secondary">{t('plan.useHint')}</Typography.Text>
        <Button type="primary" icon={<CheckOutlined />} onClick={() => onUse(plan)} data-testid="plan-use">
          {t('plan.use')}
        </Button>
      </div>
    </Card>
  );
}
