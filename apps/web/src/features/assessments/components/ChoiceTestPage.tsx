import type { ComponentType } from 'react';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Attempt, Instrument } from '@sandtable/shared/contracts/assessments';
import type { Endpoint } from '@sandtable/shared/contracts/endpoint';
import { PageHeading } from '../../../components/PageHeading';
import { TEST_PATHS } from '../testPaths';
import { usePartedAttempt, type PartFormProps } from '../usePartedAttempt';
import { AttemptFrame } from './AttemptFrame';
import { AttemptClosed } from './LoadFrame';
import '../assessments.css';

interface ChoiceTest<Answers> {
  instrument: Instrument;
  /** The page's test-id prefix (`cf`, `bf`, `cs`): `<prefix>-test`, `<prefix>-resumed`. */
  prefix: string;
  parts: number;
  /** The report query the submit makes stale. */
  report: Endpoint;
  title: string;
  lead: string;
  /** The instrument's part form (on ChoicePartForm). */
  Part: ComponentType<{ part: number } & PartFormProps<Answers>>;
}

/**
 * A self-report test of one choice per item, taken part by part (the conflict-handling,
 * personality and communication-style tests): each part saved as it is finished, resumed at the
 * first unfinished one; the last save submits and opens the instrument's report.
 */
export function ChoiceTestPage<Answers extends Record<string, unknown>>(test: ChoiceTest<Answers>) {
  return <AttemptFrame back="/test">{(assessmentId, attempt) => <TestView assessmentId={assessmentId} attempt={attempt} test={test} />}</AttemptFrame>;
}

function TestView<Answers extends Record<string, unknown>>({ assessmentId, attempt, test }: { assessmentId: number; attempt: Attempt; test: ChoiceTest<Answers> }) {
  const { t } = useTranslation('assessment');
  const result = TEST_PATHS[test.instrument].result;
  const taking = usePartedAttempt<Answers>(assessmentId, attempt, { parts: test.parts, result, report: test.report });
  if (attempt.status === 'finished' || attempt.status === 'expired') return <AttemptClosed status={attempt.status} resultHref={`${result}?assessmentId=${assessmentId}`} />;
  const { Part } = test;
  return (
    <div className="assessment-page" data-testid={`${test.prefix}-test`}>
      <PageHeading title={test.title} lead={`${attempt.assessment.courseName ?? t('list.open')} · ${test.lead}`} />
      {taking.resumedAt && <Alert className="assessment-note" type="info" showIcon title={t('test.resumed', { n: taking.resumedAt })} data-testid={`${test.prefix}-resumed`} />}
      <Card className="page-card">
        <Part part={Number(taking.current)} {...taking.form} />
      </Card>
    </div>
  );
}
