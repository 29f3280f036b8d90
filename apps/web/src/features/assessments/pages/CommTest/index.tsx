import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { communication } from '@sandtable/sim/assessments';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { PageHeading } from '../../../../components/PageHeading';
import { AttemptFrame } from '../../components/AttemptFrame';
import { AttemptClosed } from '../../components/LoadFrame';
import { CommunicationPartForm, type ScaleAnswers } from '../../components/CommunicationPartForm';
import { A } from '../../hooks';
import { TEST_PATHS } from '../../testPaths';
import { usePartedAttempt } from '../../usePartedAttempt';
import '../../assessments.css';

const RESULT = TEST_PATHS.communication.result;

/**
 * `/comm-test?assessmentId=`: the communication-style test, three parts of eight statements on a
 * five-point scale, each part saved as it is finished; resumes at the first unfinished part; the
 * last save submits and opens the report.
 */
export default function CommTestPage() {
  return <AttemptFrame back="/test">{(assessmentId, attempt) => <TestView assessmentId={assessmentId} attempt={attempt} />}</AttemptFrame>;
}

function TestView({ assessmentId, attempt }: { assessmentId: number; attempt: Attempt }) {
  const { t } = useTranslation('assessment');
  const taking = usePartedAttempt<ScaleAnswers>(assessmentId, attempt, { parts: communication.PARTS.length, result: RESULT, report: A.communicationReport });

  if (attempt.status === 'finished' || attempt.status === 'expired') return <AttemptClosed status={attempt.status} resultHref={`${RESULT}?assessmentId=${assessmentId}`} />;

  return (
    <div className="assessment-page" data-testid="cs-test">
      <PageHeading title={t('cs.title')} lead={`${attempt.assessment.courseName ?? t('list.open')} · ${t('cs.lead')}`} />
      {taking.resumedAt && <Alert className="assessment-note" type="info" showIcon title={t('test.resumed', { n: taking.resumedAt })} data-testid="cs-resumed" />}
      <Card className="page-card">
        <CommunicationPartForm part={Number(taking.current)} {...taking.form} />
      </Card>
    </div>
  );
}
