import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { personality } from '@sandtable/sim/assessments';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { PageHeading } from '../../../../components/PageHeading';
import { AttemptFrame } from '../../components/AttemptFrame';
import { AttemptClosed } from '../../components/LoadFrame';
import { PersonalityPartForm, type LikertAnswers } from '../../components/PersonalityPartForm';
import { A } from '../../hooks';
import { TEST_PATHS } from '../../testPaths';
import { usePartedAttempt } from '../../usePartedAttempt';
import '../../assessments.css';

const RESULT = TEST_PATHS.personality.result;

/**
 * `/bf-test?assessmentId=`: the personality test, five parts of ten statements on a five-point
 * scale, each part saved as it is finished; resumes at the first unfinished part; the last save
 * submits and opens the report.
 */
export default function BfTestPage() {
  return <AttemptFrame back="/test">{(assessmentId, attempt) => <TestView assessmentId={assessmentId} attempt={attempt} />}</AttemptFrame>;
}

function TestView({ assessmentId, attempt }: { assessmentId: number; attempt: Attempt }) {
  const { t } = useTranslation('assessment');
  const taking = usePartedAttempt<LikertAnswers>(assessmentId, attempt, { parts: personality.PARTS.length, result: RESULT, report: A.personalityReport });

  if (attempt.status === 'finished' || attempt.status === 'expired') return <AttemptClosed status={attempt.status} resultHref={`${RESULT}?assessmentId=${assessmentId}`} />;

  return (
    <div className="assessment-page" data-testid="bf-test">
      <PageHeading title={t('bf.title')} lead={`${attempt.assessment.courseName ?? t('list.open')} · ${t('bf.lead')}`} />
      {taking.resumedAt && <Alert className="assessment-note" type="info" showIcon title={t('test.resumed', { n: taking.resumedAt })} data-testid="bf-resumed" />}
      <Card className="page-card">
        <PersonalityPartForm part={Number(taking.current)} {...taking.form} />
      </Card>
    </div>
  );
}
