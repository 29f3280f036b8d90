import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, App, Button, Card, Form, Modal, Result, Segmented, Space, Steps, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, BulbOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { VALIDATION_FAILED_CODE } from './errors';
import type { CourseKind } from '@sandtable/shared/rules/course';
import { ApiError } from '../../../api/client';
import { PageHeading } from '../../../components/PageHeading';
import { useLocale } from '../../../i18n/useLocale';
import { failureText, useRevalidateOnLocaleChange } from '../../../lib/forms';
import { session } from '../../../lib/storage';
import { DetailsFields } from './components/DetailsFields';
import { TeamsStep } from './components/TeamsStep';
import { CreditsChoice, useCourseCredits } from './components/CreditsChoice';
import { LeaveGuard } from './components/LeaveGuard';
import { useCreateCourse } from './hooks';
import { applyPlan, createRequest, defaultDetails, detailsFromLink, emptyTeams, parseDraft, proposeTeams, serializeDraft, teamIssues, type DetailsValues, type PlanPrefill, type RuleIssue, type TeamsDraft } from './model';
import { detailFieldName, studentOfPath } from './errors';
import './create.css';

/** The route of each kind of course (spec §2: course creation). */
export const CREATE_PATHS: Record<CourseKind, string> = {
  in_house: '/invite-creatCourses',
  special: '/create-generalcourse',
  open: '/create-generalcourse-comm',
};
export const GUIDED_PATH = '/create-generalcourse-AI';

export const draftKey = (kind: CourseKind) => `courseWizard.${kind}`;

/** Paths that belong to course creation: moving between them keeps every draft, so it never asks. */
const isCreationPath = (pathname: string) => (Object.values(CREATE_PATHS) as string[]).includes(pathname) || pathname.startsWith(GUIDED_PATH);

/** How "use this plan" hands the guided flow's proposal to the wizard (router state). */
export interface WizardLocationState {
  planPrefill?: PlanPrefill;
}

/**
 * The two-step course wizard (spec §2): details, then teams and a student table; a batch-import
 * dialog and a success dialog. One component for the three kinds of course. What was typed is kept
 * when the user leaves (the route stays mounted, and a session draft survives a reload).
 */
export function CourseWizard({ kind }: { kind: CourseKind }) {
  const { t } = useTranslation('courseAdmin');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<DetailsValues>();
  const [passwordForm] = Form.useForm<{ initialPassword?: string }>();
  useRevalidateOnLocaleChange(form);
  useRevalidateOnLocaleChange(passwordForm);
  const creator = useCreateCourse();

  // The draft this page starts from: the session's, else a fresh course.
  const [restored] = useState(() => parseDraft(session.get(draftKey(kind))));
  const [initial] = useState<DetailsValues>(() => restored?.details ?? detailsFromLink(defaultDetails(), new URLSearchParams(location.search)));
  const [step, setStep] = useState<0 | 1>(restored?.step ?? 0);
  const [teams, setTeams] = useState<TeamsDraft>(restored?.teams ?? emptyTeams);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [issues, setIssues] = useState<RuleIssue[] | null>(null);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CourseDetail | null>(null);
  const top = useRef<HTMLDivElement>(null);
  /** Something was entered and not yet created: leaving asks (LeaveGuard). */
  const entered = useRef(restored !== null);

  const nameOf = useCallback((n: number) => t('teams.defaultName', { n }), [t]);
  const details = Form.useWatch([], form) as DetailsValues | undefined;
  const current = { ...initial, ...details };
  // Seats paid with course credits: on by default when the credits cover them.
  const credits = useCourseCredits();
  const [creditsChoice, setCreditsChoice] = useState<boolean | null>(null);
  const payWithCredits = !!credits && credits.balance > 0 && (creditsChoice ?? credits.balance >= current.participants);

  const save = useCallback(
    (next: { step?: 0 | 1; teams?: TeamsDraft } = {}) => {
      entered.current = true;
      session.set(draftKey(kind), serializeDraft({ step: next.step ?? step, details: { ...initial, ...form.getFieldsValue(true) }, teams: next.teams ?? teams }));
    },
    [form, initial, kind, step, teams],
  );

  const changeTeams = (next: TeamsDraft) => {
    setTeams(next);
    // The team count follows the teams the user added or removed.
    if (next.teams.length !== form.getFieldValue('teamCount')) form.setFieldValue('teamCount', next.teams.length);
    if (issues) setIssues(teamIssues(next, { gameId: current.gameId, participants: current.participants }));
    save({ teams: next });
  };

  const goTo = (next: 0 | 1, nextTeams = teams) => {
    setStep(next);
    save({ step: next, teams: nextTeams });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const next = async () => {
    const values = await form.validateFields().catch((e: { errorFields?: { name: (string | number)[] }[] }) => {
      if (e.errorFields?.[0]) form.scrollToField(e.errorFields[0].name, { block: 'center' });
      return null;
    });
    if (!values) return;
    const all = { ...initial, ...form.getFieldsValue(true) } as DetailsValues;
    const proposed = proposeTeams(teams, all.teamCount, all.participants, nameOf);
    setTeams(proposed);
    goTo(1, proposed);
  };

  // "Use this plan" from the guided flow: the plan's sizes and times over the details.
  const appliedPlan = useRef<string | null>(null);
  const prefill = (location.state as WizardLocationState | null)?.planPrefill;
  useEffect(() => {
    if (!prefill || location.pathname !== CREATE_PATHS[kind] || appliedPlan.current === location.key) return;
    appliedPlan.current = location.key;
    const values = applyPlan({ ...initial, ...form.getFieldsValue(true) }, prefill, locale);
    form.setFieldsValue(values);
    const proposed = proposeTeams(
      { teams: teams.teams.map((team) => ({ ...team, capacityEdited: false })), pool: teams.pool },
      prefill.plan.teamCount,
      prefill.participants,
      nameOf,
    );
    const sized = { ...proposed, teams: proposed.teams.map((team) => ({ ...team, capacity: Math.max(team.capacity, prefill.plan.teamCapacity) })) };
    setTeams(sized);
    setStep(0);
    session.set(draftKey(kind), serializeDraft({ step: 0, details: values, teams: sized }));
    entered.current = true;
    setShowRestored(false);
    // Leave the state behind so a reload does not apply it again.
    navigate(location.pathname, { replace: true, state: null });
  }, [prefill, location.pathname, location.key, kind, form, initial, locale, teams, nameOf, navigate]);

  const startOver = () => {
    entered.current = false;
    session.remove(draftKey(kind));
    form.resetFields();
    form.setFieldsValue(defaultDetails());
    passwordForm.resetFields();
    setTeams(emptyTeams);
    setIssues(null);
    setServerProblems([]);
    setFailure(null);
    setShowRestored(false);
    setStep(0);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const confirmStartOver = () =>
    modal.confirm({
      title: t('wizard.startOverTitle'),
      content: t('wizard.startOverText'),
      okText: t('wizard.startOver'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: startOver,
    });

  const submit = async () => {
    setFailure(null);
    setServerProblems([]);
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      goTo(0);
      return;
    }
    const all = { ...initial, ...form.getFieldsValue(true) } as DetailsValues;
    const found = teamIssues(teams, { gameId: all.gameId, participants: all.participants });
    setIssues(found);
    if (found.length > 0) {
      top.current?.scrollIntoView?.({ block: 'start' });
      return;
    }
    const password = await passwordForm.validateFields().catch(() => null);
    if (password === null && teams.teams.some((team) => team.members.length > 0)) return;
    creator.mutate(createRequest(all, kind, teams, password?.initialPassword, payWithCredits), {
      onSuccess: (detail) => {
        entered.current = false;
        session.remove(draftKey(kind));
        setCreated(detail);
      },
      onError: (error) => showFailure(error),
    });
  };

  /** A refusal: field messages on step 1's fields (and back there), the password, or listed. */
  const showFailure = (error: unknown) => {
    const text = failureText(error);
    if (text === null) return;
    const fields = error instanceof ApiError && error.code === VALIDATION_FAILED_CODE ? (error.head.fields ?? []) : [];
    if (fields.length === 0) {
      setFailure(text);
      return;
    }
    const listed: string[] = [];
    let onDetails = false;
    for (const { field, path, message } of fields) {
      const name = detailFieldName(path ?? field);
      if (name) {
        form.setFields([{ name, errors: [message] }]);
        onDetails = true;
      } else if (field === 'initialPassword') {
        passwordForm.setFields([{ name: 'initialPassword', errors: [message] }]);
      } else {
        // A student's problem names the student: the table may hold hundreds.
        const student = studentOfPath(path ?? field, teams);
        listed.push(student ? t('wizard.studentProblem', { name: student.name, mobile: student.mobile, message }) : message);
      }
    }
    setServerProblems(listed);
    if (onDetails && listed.length === 0) goTo(0);
    else setFailure(text);
  };

  const closeSuccess = () => {
    setCreated(null);
    startOver();
  };
  /** Leaves for another page: this page stays mounted, so it starts over first. */
  const leaveTo = (path: string) => {
    closeSuccess();
    navigate(path);
  };

  const kindTabs = (['special', 'in_house', 'open'] as const).map((k) => ({ value: k, label: t(`course:kind.${k}`) }));

  return (
    <div className="course-wizard" ref={top} data-testid={`course-wizard-${kind}`}>
      {location.pathname === CREATE_PATHS[kind] && <LeaveGuard entered={entered} stayWithin={isCreationPath} onDiscard={startOver} />}
      <PageHeading
        title={t(`wizard.title.${kind}`)}
        lead={t(`wizard.lead.${kind}`)}
        extra={
          <>
            <Segmented value={kind} options={kindTabs} onChange={(k) => navigate(CREATE_PATHS[k as CourseKind])} data-testid="kind-switch" />
            <Link to={GUIDED_PATH}>
              <Button icon={<BulbOutlined />}>{t('wizard.guided')}</Button>
            </Link>
          </>
        }
      />

      <Card className="page-card course-wizard__steps">
        <Steps
          current={step}
          size="small"
          onChange={(s) => (s === 0 ? goTo(0) : void next())}
          items={[
            { title: t('wizard.step1'), content: t('wizard.step1Hint') },
            { title: t('wizard.step2'), content: t('wizard.step2Hint') },
          ]}
        />
      </Card>

      {showRestored && (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: () => setShowRestored(false) }}
          className="course-wizard__restored"
          title={t('wizard.restored')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={confirmStartOver}>
              {t('wizard.startOver')}
            </Button>
          }
          data-testid="draft-restored"
        />
      )}

      <div hidden={step !== 0}>
        <Card className="page-card">
          <Form<DetailsValues> form={form} layout="vertical" initialValues={initial} onValuesChange={() => save()} requiredMark data-testid="details-form">
            <DetailsFields form={form} kind={kind} mode="create" />
          </Form>
        </Card>
        <div className="course-wizard__actions">
          <Button onClick={confirmStartOver}>{t('wizard.startOver')}</Button>
          <Button type="primary" onClick={next} icon={<ArrowRightOutlined />} iconPlacement="end" data-testid="wizard-next">
            {t('wizard.next')}
          </Button>
        </div>
      </div>

      <div hidden={step !== 1}>
        {step === 1 && <TeamsStep draft={teams} onChange={changeTeams} details={{ kind, gameId: current.gameId, participants: current.participants, teamCount: current.teamCount }} issues={issues} passwordForm={passwordForm} />}
        {(failure || serverProblems.length > 0) && (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="course-wizard__failure"
            title={failure ?? t('wizard.failed')}
            description={
              serverProblems.length > 0 ? (
                <ul className="teams-step__issues">
                  {serverProblems.map((p, i) => (
                    <li key={i}>{p}</li>
                  ))}
                </ul>
              ) : undefined
            }
            data-testid="wizard-failure"
          />
        )}
        <CreditsChoice credits={credits} seats={current.participants} checked={payWithCredits} onChange={setCreditsChoice} />
        <div className="course-wizard__actions">
          <Button icon={<ArrowLeftOutlined />} onClick={() => goTo(0)} data-testid="wizard-back">
            {t('wizard.back')}
          </Button>
          <Button type="primary" icon={<CheckOutlined />} loading={creator.isPending} onClick={submit} data-testid="wizard-create">
            {t('wizard.create')}
          </Button>
        </div>
      </div>

      <Modal open={created !== null} footer={null} onCancel={closeSuccess} width={560} wrapProps={{ 'data-testid': 'success-dialog' }} maskClosable={false}>
        {created && (
          <Result
            status="success"
            title={t('success.title')}
            subTitle={
              <Space orientation="vertical" size={4}>
                <Typography.Text strong data-testid="success-name">
                  {created.course.name}
                </Typography.Text>
                <Typography.Text type="secondary">{t('success.text', { teams: created.teams.length, students: created.teams.reduce((s, team) => s + team.members.length, 0) })}</Typography.Text>
              </Space>
            }
            extra={
              <div className="course-wizard__success-actions">
                <Button type="primary" onClick={() => leaveTo(`/general-coursedetails?id=${created.course.id}${created.course.tsVersion ? `&tsVersion=${created.course.tsVersion}` : ''}`)} data-testid="success-detail">
                  {t('success.detail')}
                </Button>
                <Button onClick={() => leaveTo(`/initiate-invitation?courseId=${created.course.id}`)} data-testid="success-invite">
                  {t('success.invite')}
                </Button>
                <Button onClick={closeSuccess} data-testid="success-another">
                  {t('success.another')}
                </Button>
                <Button type="link" onClick={() => leaveTo('/course-management')} data-testid="success-list">
                  {t('success.list')}
                </Button>
              </div>
            }
          />
        )}
      </Modal>
    </div>
  );
}
