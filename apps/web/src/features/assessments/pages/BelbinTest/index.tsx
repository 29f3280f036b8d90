import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamRole } from '@sandtable/sim/assessments';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { PageHeading } from '../../../../components/PageHeading';
import { AttemptFrame } from '../../components/AttemptFrame';
import { AttemptClosed } from '../../components/LoadFrame';
import { PartForm, type PartAnswers } from '../../components/PartForm';
import { A } from '../../hooks';
import { usePartedAttempt } from '../../usePartedAttempt';
import '../../assessments.css';

/** `/belbinTest?assessmentId=`: the team-role test part by part, each part saved as it is finished; resumes at the first unfinished part. */
export default function BelbinTestPage() {
  return <AttemptFrame back="/belbin">{(assessmentId, attempt) => <TestView assessmentId={assessmentId} attempt={attempt} />}</AttemptFrame>;
}

function TestView({ assessmentId, attempt }: { assessmentId: number; attempt: Attempt }) {
  const { t } = useTranslation('assessment');
  const taking = usePartedAttempt<PartAnswers>(assessmentId, attempt, { parts: teamRole.PARTS.length, result: '/belbinResult', report: A.teamRoleReport });
  const part = teamRole.PARTS.find((p) => String(p.part) === taking.current) ?? teamRole.PARTS[0];

  if (attempt.status === 'finished' || attempt.status === 'expired') return <AttemptClosed status={attempt.status} resultHref={`/belbinResult?assessmentId=${assessmentId}`} />;

  return (
    <div className="assessment-page" data-testid="belbin-test">
      <PageHeading title={t('test.title')} lead={attempt.assessment.courseName ?? t('list.open')} />
      {taking.resumedAt && <Alert className="assessment-note" type="info" showIcon title={t('test.resumed', { n: taking.resumedAt })} data-testid="tr-resumed" />}
      <Card className="page-card">
        <PartForm part={part} perspective="self" {...taking.form} />
      </Card>
    </div>
  );
}
