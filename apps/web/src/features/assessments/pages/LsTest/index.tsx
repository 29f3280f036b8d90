import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { useEndpointMutation } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { failureText } from '../../../../lib/forms';
import { A, langOf } from '../../hooks';
import { TEST_PATHS } from '../../testPaths';
import { AttemptFrame } from '../../components/AttemptFrame';
import { AttemptClosed } from '../../components/LoadFrame';
import { LeadershipPartFields, type LeadershipPart } from '../../components/LeadershipParts';
import '../../assessments.css';

type Part = LeadershipPart;

/**
 * `/ls-test?assessmentId=`: the leadership-style questionnaire in its two parts — how often (every
 * statement on the five-point scale) and what you would do (a first and a second choice per
 * situation) — each saved when finished; resumes at the unfinished part; the last save submits.
 */
export default function LsTestPage() {
  return <AttemptFrame back="/test">{(assessmentId, attempt) => <Questionnaire assessmentId={assessmentId} attempt={attempt} />}</AttemptFrame>;
}

function Questionnaire({ assessmentId, attempt }: { assessmentId: number; attempt: Attempt }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [answers, setAnswers] = useState(attempt.answers);
  const [unfinished, setUnfinished] = useState(attempt.unfinished);
  const [part, setPart] = useState<Part>(attempt.unfinished[0] === 'scenarios' ? 'scenarios' : 'frequency');
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useEndpointMutation(A.save, { invalidates: [A.myTests] });
  const submit = useEndpointMutation(A.submit, { invalidates: [A.myTests, A.attempt, A.leadershipReport] });
  const resumed = attempt.status === 'in_progress' && attempt.unfinished[0] === 'scenarios';

  if (attempt.status === 'finished' || attempt.status === 'expired') return <AttemptClosed status={attempt.status} resultHref={`${TEST_PATHS.leadership.result}?assessmentId=${assessmentId}`} />;

  const onFinish = async (values: Record<string, unknown>) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({ assessmentId, part, answers: values });
      setAnswers(saved.answers);
      setUnfinished(saved.unfinished);
      if (saved.unfinished.length === 0) {
        await submit.mutateAsync({ assessmentId });
        void message.success(t('ls.submitted'));
        void navigate(`${TEST_PATHS.leadership.result}?assessmentId=${assessmentId}`);
        return;
      }
      void message.success(t('ls.saved'));
      setPart(saved.unfinished[0] === 'frequency' ? 'frequency' : 'scenarios');
      window.scrollTo({ top: 0 });
    } catch (error) {
      setServerError(failureText(error));
    }
  };
  const last = unfinished.every((p) => p === part);

  return (
    <div className="assessment-page" data-testid="ls-test">
      <PageHeading title={t('ls.title')} lead={attempt.assessment.courseName ?? t('list.open')} />
      {resumed && <Alert className="assessment-note" type="info" showIcon title={t('ls.resumed')} data-testid="ls-resumed" />}
      <Card className="page-card" title={t(`ls.part_${part}`)}>
        <Form key={part} form={form} layout="vertical" requiredMark={false} initialValues={answers[part] ?? {}} onFinish={(v) => void onFinish(v)} data-testid={`ls-part-${part}`}>
          <LeadershipPartFields part={part} perspective="self" lang={lang} />
          {serverError && <Alert type="error" showIcon title={serverError} className="assessment-note" />}
          <Space wrap>
            {part === 'scenarios' && <Button onClick={() => setPart('frequency')}>{t('ls.prev')}</Button>}
            <Button type="primary" htmlType="submit" loading={save.isPending || submit.isPending} data-testid="ls-save">
              {last ? t('ls.submit') : t('ls.next')}
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
