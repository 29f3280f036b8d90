import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamRole } from '@sandtable/sim/assessments';
import type { ObserverTask } from '@sandtable/shared/contracts/assessments';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { LEADERSHIP_PARTS, LeadershipPartFields, type LeadershipPart } from '../../components/LeadershipParts';
import { PartForm, type PartAnswers } from '../../components/PartForm';
import { useLocale } from '../../../../i18n/useLocale';
import { A, langOf, numberParam } from '../../hooks';
import '../../assessments.css';

/**
 * `/belbinOtherTest?token=` (a link, no login needed) or `?invitationId=` (a colleague of the course):
 * the observer's test in the third person — the team-role test's seven parts or the leadership-style
 * test's two, by the invitation's instrument — sent whole after the last part.
 */
export default function BelbinOtherTestPage() {
  const { t } = useTranslation('assessment');
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const invitationId = numberParam(params, 'invitationId');
  const ref = token ? { token } : invitationId ? { invitationId } : null;
  const task = useEndpointQuery(A.observerTask, ref ?? { invitationId: 0 }, { enabled: ref !== null });
  if (!ref || task.isError) {
    return (
      <Card>
        <Result status="warning" title={t('other.linkInvalid')} subTitle={failureText(task.error)} />
      </Card>
    );
  }
  if (!task.data) return <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>;
  return <ObserverTest task={task.data} reference={ref} />;
}

function ObserverTest({ task, reference }: { task: ObserverTask; reference: { token: string } | { invitationId: number } }) {
  const { t } = useTranslation('assessment');
  const [sent, setSent] = useState(task.status === 'answered');
  const [serverError, setServerError] = useState<string | null>(null);
  const answer = useEndpointMutation(A.observerAnswer, { invalidates: [A.observerTasks] });

  if (sent) {
    return (
      <Card className="assessment-page" data-testid="observer-done">
        <Result status="success" title={t('other.thanks')} subTitle={t('other.thanksText', { name: task.subjectName })} extra={'invitationId' in reference && <Link to="/test">{t('test.backToList')}</Link>} />
      </Card>
    );
  }
  if (task.status !== 'invited') {
    return (
      <Card>
        <Result status="warning" title={t('test.closed')} />
      </Card>
    );
  }
  const send = (answers: Record<string, unknown>) => {
    setServerError(null);
    answer.mutate({ ...reference, answers }, { onSuccess: () => setSent(true), onError: (e) => setServerError(failureText(e)) });
  };
  const sheet = { busy: answer.isPending, serverError, onSend: send };
  return (
    <div className="assessment-page" data-testid="belbin-other-test">
      <PageHeading title={t('test.otherTitle', { name: task.subjectName })} lead={t(task.instrument === 'leadership' ? 'ls.otherLead' : 'other.lead')} />
      <Card className="page-card">{task.instrument === 'leadership' ? <LeadershipSheet {...sheet} /> : <TeamRoleSheet {...sheet} />}</Card>
    </div>
  );
}

interface SheetProps {
  busy: boolean;
  serverError: string | null;
  /** The whole sheet, sent once after the last part. */
  onSend: (answers: Record<string, unknown>) => void;
}

/** The team-role test in the third person: seven parts of 10 points, sent whole after the seventh. */
function TeamRoleSheet({ busy, serverError, onSend }: SheetProps) {
  const [sheet, setSheet] = useState<Record<number, PartAnswers>>({});
  const [index, setIndex] = useState(0);
  const part = teamRole.PARTS[index];
  const initial = useMemo(() => sheet[part.part] ?? {}, [sheet, part.part]);
  const onSave = (answers: PartAnswers) => {
    const next = { ...sheet, [part.part]: answers };
    setSheet(next);
    if (index < teamRole.PARTS.length - 1) {
      setIndex(index + 1);
      window.scrollTo({ top: 0 });
      return;
    }
    onSend(Object.assign({}, ...Object.values(next)) as Record<string, number>);
  };
  return (
    <PartForm
      part={part}
      perspective="others"
      initial={initial}
      done={index}
      last={index === teamRole.PARTS.length - 1}
      busy={busy}
      serverError={serverError}
      onBack={index > 0 ? () => setIndex(index - 1) : undefined}
      onSave={onSave}
    />
  );
}

/** The leadership-style test in the third person: both parts, sent whole after the second. */
function LeadershipSheet({ busy, serverError, onSend }: SheetProps) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const [form] = Form.useForm();
  const [sheet, setSheet] = useState<Partial<Record<LeadershipPart, Record<string, unknown>>>>({});
  const [index, setIndex] = useState(0);
  const part = LEADERSHIP_PARTS[index];
  const onFinish = (values: Record<string, unknown>) => {
    const next = { ...sheet, [part]: values };
    setSheet(next);
    if (index < LEADERSHIP_PARTS.length - 1) {
      setIndex(index + 1);
      window.scrollTo({ top: 0 });
      return;
    }
    onSend(next);
  };
  return (
    <Form key={part} form={form} layout="vertical" requiredMark={false} initialValues={sheet[part] ?? {}} onFinish={onFinish} data-testid={`ls-part-${part}`}>
      <Typography.Title level={5}>{t(`ls.part_${part}`)}</Typography.Title>
      <LeadershipPartFields part={part} perspective="others" lang={lang} />
      {serverError && <Alert type="error" showIcon title={serverError} className="assessment-note" />}
      <Space wrap>
        {index > 0 && <Button onClick={() => setIndex(index - 1)}>{t('ls.prev')}</Button>}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="ls-save">
          {index === LEADERSHIP_PARTS.length - 1 ? t('ls.send') : t('ls.next')}
        </Button>
      </Space>
    </Form>
  );
}
