import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamRole } from '@sandtable/sim/assessments';
import type { ObserverTask } from '@sandtable/shared/contracts/assessments';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { PartForm, type PartAnswers } from '../../components/PartForm';
import { A, numberParam } from '../../hooks';
import '../../assessments.css';

/**
 * `/belbinOtherTest?token=` (a link, no login needed) or `?invitationId=` (a colleague of the course):
 * the observer's team-role test in the third person, sent whole after the seventh part.
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
  const [sheet, setSheet] = useState<Record<number, PartAnswers>>({});
  const [index, setIndex] = useState(0);
  const [sent, setSent] = useState(task.status === 'answered');
  const [serverError, setServerError] = useState<string | null>(null);
  const answer = useEndpointMutation(A.observerAnswer, { invalidates: [A.observerTasks] });
  const part = teamRole.PARTS[index];
  const initial = useMemo(() => sheet[part.part] ?? {}, [sheet, part.part]);

  if (sent) {
    return (
      <Card className="assessment-page" data-testid="observer-done">
        <Result status="success" title={t('other.thanks')} subTitle={t('other.thanksText', { name: task.subjectName })} extra={'invitationId' in reference && <Link to="/belbin">{t('test.backToList')}</Link>} />
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
  const onSave = (answers: PartAnswers) => {
    const next = { ...sheet, [part.part]: answers };
    setSheet(next);
    setServerError(null);
    if (index < teamRole.PARTS.length - 1) {
      setIndex(index + 1);
      window.scrollTo({ top: 0 });
      return;
    }
    const whole = Object.assign({}, ...Object.values(next)) as Record<string, number>;
    answer.mutate({ ...reference, answers: whole }, { onSuccess: () => setSent(true), onError: (e) => setServerError(failureText(e)) });
  };
  return (
    <div className="assessment-page" data-testid="belbin-other-test">
      <PageHeading title={t('test.otherTitle', { name: task.subjectName })} lead={t('other.lead')} />
      <Card className="page-card">
        <PartForm
          part={part}
          perspective="others"
          initial={initial}
          done={index}
          last={index === teamRole.PARTS.length - 1}
          busy={answer.isPending}
          serverError={serverError}
          onBack={index > 0 ? () => setIndex(index - 1) : undefined}
          onSave={onSave}
        />
      </Card>
    </div>
  );
}
