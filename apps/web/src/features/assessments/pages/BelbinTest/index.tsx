import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamRole } from '@sandtable/sim/assessments';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { AttemptClosed, LoadFrame } from '../../components/LoadFrame';
import { PartForm, type PartAnswers } from '../../components/PartForm';
import { A, useAssessmentParams } from '../../hooks';
import '../../assessments.css';

/** `/belbinTest?assessmentId=`: the team-role test part by part, each part saved as it is finished; resumes at the first unfinished part. */
export default function BelbinTestPage() {
  const { assessmentId } = useAssessmentParams();
  const attempt = useEndpointQuery(A.attempt, { assessmentId: assessmentId ?? 0 }, { enabled: assessmentId !== undefined });
  return (
    <LoadFrame query={attempt} hasId={assessmentId !== undefined} back="/belbin">
      {(data) => <TestView key={data.id} assessmentId={assessmentId!} attempt={data} />}
    </LoadFrame>
  );
}

function TestView({ assessmentId, attempt }: { assessmentId: number; attempt: Attempt }) {
  const { t } = useTranslation('assessment');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(attempt.answers as Record<string, PartAnswers>);
  const [unfinished, setUnfinished] = useState(attempt.unfinished);
  const resumedAt = attempt.status === 'in_progress' && Object.keys(attempt.answers).length > 0 ? attempt.unfinished[0] : undefined;
  const [current, setCurrent] = useState(attempt.unfinished[0] ?? '1');
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useEndpointMutation(A.save, { invalidates: [A.myTests] });
  const submit = useEndpointMutation(A.submit, { invalidates: [A.myTests, A.attempt, A.teamRoleReport] });
  const part = teamRole.PARTS.find((p) => String(p.part) === current) ?? teamRole.PARTS[0];
  const initial = useMemo(() => answers[current] ?? {}, [answers, current]);

  if (attempt.status === 'finished' || attempt.status === 'expired') return <AttemptClosed status={attempt.status} resultHref={`/belbinResult?assessmentId=${assessmentId}`} />;

  const last = unfinished.length === 0 || (unfinished.length === 1 && unfinished[0] === current);
  const onSave = async (partAnswers: PartAnswers) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({ assessmentId, part: current, answers: partAnswers });
      setAnswers(saved.answers as Record<string, PartAnswers>);
      setUnfinished(saved.unfinished);
      if (saved.unfinished.length === 0) {
        await submit.mutateAsync({ assessmentId });
        void message.success(t('test.submitted'));
        void navigate(`/belbinResult?assessmentId=${assessmentId}`);
        return;
      }
      void message.success(t('test.saved', { n: current }));
      const later = saved.unfinished.find((p) => Number(p) > Number(current));
      setCurrent(later ?? saved.unfinished[0]);
      window.scrollTo({ top: 0 });
    } catch (error) {
      setServerError(failureText(error));
    }
  };
  const previous = String(Number(current) - 1);

  return (
    <div className="assessment-page" data-testid="belbin-test">
      <PageHeading title={t('test.title')} lead={attempt.assessment.courseName ?? t('list.open')} />
      {resumedAt && <Alert className="assessment-note" type="info" showIcon title={t('test.resumed', { n: resumedAt })} data-testid="tr-resumed" />}
      <Card className="page-card">
        <PartForm
          part={part}
          perspective="self"
          initial={initial}
          done={teamRole.PARTS.length - unfinished.length}
          last={last}
          busy={save.isPending || submit.isPending}
          serverError={serverError}
          onBack={Number(current) > 1 ? () => setCurrent(previous) : undefined}
          onSave={(a) => void onSave(a)}
        />
      </Card>
    </div>
  );
}
