import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Col, Empty, Form, InputNumber, Row, Select, Space, Typography } from 'antd';
import { KeyOutlined, MessageOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { invitationEndpoints } from '@sandtable/shared/contracts/invitations';
import { phoneSchema } from '@sandtable/shared/rules/account';
import { INVITE_DEFAULT_USES, INVITE_VALIDITY_MONTHS, MEMBERS_ADDED_AT_ONCE_MAX } from '@sandtable/shared/rules/constants';
import { issueText } from '@sandtable/shared/i18n/issues';
import { PageHeading } from '../../../../../components/PageHeading';
import { TimeText } from '../../../../../components/format';
import { formFailure } from '../../../../../lib/forms';
import { BootSwatch, CourseTags } from '../../../detail/components/CourseTags';
import { useCourse } from '../../../../../api/courses';
import { CodesTable } from '../../components/CodesTable';
import { InviteCourseSelect } from '../../components/InviteCourseSelect';
import { useInviteByMobile, useSaveCodes } from '../../hooks';
import '../../../detail/detail.css';
import '../../invite.css';

/** The limits the server checks (invitationEndpoints.save), read from its schema. */
const SAVE_FIELDS = invitationEndpoints.save.request.shape;
const range = (n: { minValue: number | null; maxValue: number | null }) => ({ min: n.minValue!, max: n.maxValue! });
const LIMITS = { count: range(SAVE_FIELDS.count), uses: range(SAVE_FIELDS.uses.unwrap()), validMonths: range(SAVE_FIELDS.validMonths.unwrap()) };

/** `/initiate-invitation`: pick a course (or `?courseId=`), create codes, invite by mobile, manage codes. */
export default function InitiateInvitationPage() {
  const { t } = useTranslation('courseDetail');
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get('courseId')) || 0;
  const detail = useCourse(courseId, { live: true });

  return (
    <>
      <PageHeading
        title={t('menu:initiateInvitation')}
        lead={t('invite.lead')}
        extra={
          courseId > 0 && (
            <Link to={`/has-invite-participants/${courseId}`}>
              <Button icon={<TeamOutlined />}>{t('invite.toInvited')}</Button>
            </Link>
          )
        }
      />
      <div className="stack">
        <Card className="page-card">
          <Form layout="vertical">
            <Form.Item label={t('invite.course')} htmlFor="invite-course" className="invite-course-pick">
              <InviteCourseSelect id="invite-course" value={courseId || undefined} onChange={(id) => setParams(id ? { courseId: String(id) } : {})} data-testid="invite-course" />
            </Form.Item>
          </Form>
          {detail.data && <CourseLine detail={detail.data} />}
        </Card>
        {!courseId ? (
          <Card>
            <Empty description={t('invite.pickFirst')} />
          </Card>
        ) : detail.data ? (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <GenerateCodes detail={detail.data} />
              </Col>
              <Col xs={24} xl={12}>
                <InviteByMobile detail={detail.data} />
              </Col>
            </Row>
            <Card title={t('invite.codesTitle')} className="page-card">
              <CodesTable courseId={courseId} />
            </Card>
          </>
        ) : detail.isError ? (
          <Alert type="error" showIcon title={t('page.notFound')} />
        ) : null}
      </div>
    </>
  );
}

function CourseLine({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const { course } = detail;
  return (
    <div className="invite-course-line" data-testid="invite-course-line">
      <Space wrap size={[12, 4]}>
        <Link to={`/general-coursedetails?id=${course.id}`}>{course.name}</Link>
        <CourseTags course={course} />
        <Typography.Text type="secondary">
          <TimeText value={course.startAt} /> · {t('header.seatsValue', { taken: course.seatsTaken, total: course.participants })}
        </Typography.Text>
      </Space>
    </div>
  );
}

function teamOptions(detail: CourseDetail) {
  return detail.teams.map((team) => ({
    value: team.id,
    disabled: team.full,
    label: (
      <span className="team-title">
        <BootSwatch colour={team.colour} />
        {team.name} ({team.members.length}/{team.capacity})
      </span>
    ),
  }));
}

interface CodeValues {
  count: number;
  uses: number;
  validMonths: number;
  teamId?: number;
}

/** Codes to hand out: how many (required, a number), uses each, months valid, optionally one team. */
function GenerateCodes({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const [form] = Form.useForm<CodeValues>();
  const save = useSaveCodes();
  const [failure, setFailure] = useState<string | null>(null);
  const whole = (key: keyof typeof LIMITS) => [
    { required: true, message: t(`invite.${key}Required`) },
    { type: 'integer' as const, ...LIMITS[key], message: t('invite.wholeBetween', LIMITS[key]) },
  ];

  const onFinish = (values: CodeValues) => {
    setFailure(null);
    save.mutate(
      { courseId: detail.course.id, ...values, teamId: values.teamId ?? null },
      {
        onSuccess: ({ list }) => void message.success(t('invite.created', { count: list.length })),
        onError: (error) => setFailure(formFailure(form, error)),
      },
    );
  };

  return (
    <Card title={<span className="home-section__title"><KeyOutlined /> {t('invite.generateTitle')}</span>} className="page-card invite-card" data-testid="generate-codes">
      <Typography.Paragraph type="secondary">{t('invite.generateLead', { months: INVITE_VALIDITY_MONTHS, uses: INVITE_DEFAULT_USES })}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} className="form-dialog__failure" />}
      <Form<CodeValues> form={form} layout="vertical" onFinish={onFinish} initialValues={{ uses: INVITE_DEFAULT_USES, validMonths: INVITE_VALIDITY_MONTHS }}>
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item name="count" label={t('invite.count')} rules={whole('count')}>
              <InputNumber className="full-width" precision={0} {...LIMITS.count} placeholder="10" data-testid="invite-count" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="uses" label={t('invite.usesEach')} rules={whole('uses')}>
              <InputNumber className="full-width" precision={0} {...LIMITS.uses} data-testid="invite-uses" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="validMonths" label={t('invite.validMonths')} rules={whole('validMonths')}>
              <InputNumber className="full-width" precision={0} {...LIMITS.validMonths} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="teamId" label={t('course:field.team')} extra={t('invite.teamHint')}>
          <Select allowClear placeholder={t('invite.anyTeam')} options={teamOptions(detail)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="invite-generate">
          {t('invite.generate')}
        </Button>
      </Form>
    </Card>
  );
}

interface MobileValues {
  mobiles: string[];
  teamId?: number;
}

/** Up to 10 mobiles: each gets a personal code by SMS. */
function InviteByMobile({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const [form] = Form.useForm<MobileValues>();
  const invite = useInviteByMobile();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = (values: MobileValues) => {
    setFailure(null);
    invite.mutate(
      { courseId: detail.course.id, mobiles: values.mobiles.map((m) => m.trim()), teamId: values.teamId ?? null },
      {
        onSuccess: ({ list }) => {
          void message.success(t('invite.sent', { count: list.length }));
          form.resetFields();
        },
        onError: (error) => setFailure(formFailure(form, error)),
      },
    );
  };

  const mobilesRule = {
    validator: async (_: unknown, value: string[] | undefined) => {
      if (!value?.length) throw new Error(t('invite.mobilesRequired'));
      if (value.length > MEMBERS_ADDED_AT_ONCE_MAX) throw new Error(t('invite.mobilesMax', { max: MEMBERS_ADDED_AT_ONCE_MAX }));
      for (const mobile of value) {
        const parsed = phoneSchema.safeParse(mobile);
        if (!parsed.success) throw new Error(`${mobile}: ${issueText(t, { ...parsed.error.issues[0], path: [] })}`);
      }
    },
  };

  return (
    <Card title={<span className="home-section__title"><MessageOutlined /> {t('invite.mobileTitle')}</span>} className="page-card invite-card" data-testid="invite-mobiles">
      <Typography.Paragraph type="secondary">{t('invite.mobileLead', { max: MEMBERS_ADDED_AT_ONCE_MAX })}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} className="form-dialog__failure" />}
      <Form<MobileValues> form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="mobiles" label={t('invite.mobiles')} rules={[mobilesRule]} extra={t('invite.mobilesHint')}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，', ' ', ';', '\n']} placeholder={t('invite.mobilesPlaceholder')} maxCount={MEMBERS_ADDED_AT_ONCE_MAX} data-testid="invite-mobile-input" />
        </Form.Item>
        <Form.Item name="teamId" label={t('course:field.team')}>
          <Select allowClear placeholder={t('invite.anyTeam')} options={teamOptions(detail)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.isPending} data-testid="invite-send">
          {t('invite.send')}
        </Button>
      </Form>
    </Card>
  );
}
