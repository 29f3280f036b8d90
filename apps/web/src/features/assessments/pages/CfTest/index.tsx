import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { conflict } from '@sandtable/sim/assessments';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { PageHeading } from '../../../../components/PageHeading';
import { AttemptFrame } from '../../components/AttemptFrame';
import { AttemptClosed } from '../../components/LoadFrame';
import { ConflictPartForm, type PairAnswers } from '../../components/ConflictPartForm';
import { A } from '../../hooks';
import { TEST_PATHS } from '../../testPaths';
import { usePartedAttempt } from '../../usePartedAttempt';
import '../../assessments.css';

const RESULT = TEST_PATHS.conflict.result;

/**
 * `/cf-test?assessmentId=`: the conflict-handling test, three parts of ten forced-choice pairs, each
 * part saved as it is finished; resumes at the first unfinished part; the last save submits and
 * opens the report.
 */
export default function CfTestPage() {
  return <AttemptFrame back="/test">{(assessmentId, attempt) => <TestView assessmentId={assessmentId} attempt={attempt} />}</AttemptFrame>;
}

function TestView({ assessmentId, attempt }: { assessmentId: number; attempt: Attempt }) {
  const { t } = useTranslation('assessment');
  const taking = usePartedAttempt<PairAnswers>(assessmentId, attempt, { parts: conflict.PARTS.length, result: RESULT, report: A.conflictReport });

  if (attempt.status === 'finished' || attempt.status === 'expired') return <AttemptClosed status={attempt.status} resultHref={`${RESULT}?assessmentId=${assessmentId}`} />;

  return (
    <div className="assessment-page" data-testid="cf-test">
      <PageHeading title={t('cf.title')} lead={`${attempt.assessment.courseName ?? t('list.open')} · ${t('cf.lead')}`} />
      {taking.resumedAt && <Alert className="assessment-note" type="info" showIcon title={t('test.resumed', { n: taking.resumedAt })} data-testid="cf-resumed" />}
      <Card className="page-card">
        <ConflictPartForm part={Number(taking.current)} {...taking.form} />
      </Card>
    </div>
  );
}
