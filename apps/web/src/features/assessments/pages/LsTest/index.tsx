import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Form, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadership } from '@sandtable/sim/assessments';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { failureText } from '../../../../lib/forms';
import { A, langOf, useAssessmentParams } from '../../hooks';
import { TEST_PATHS } from '../../testPaths';
import { AttemptClosed, LoadFrame } from '../../components/LoadFrame';
import '../../assessments.css';

type Part = 'frequency' | 'scenarios';

/**
 * `/ls-test?assessmentId=`: the leadership-style questionnaire in its two parts — how often (every
 * statement on the five-point scale) and what you would do (a first and a second choice per
 * situation) — each saved when finished; resumes at the unfinished part; the last save submits.
 */
export default function LsTestPage() {
  const { assessmentId } = useAssessmentParams();
  const attempt = useEndpointQuery(A.attempt, { assessmentId: assessmentId ?? 0 }, { enabled: assessmentId !== undefined });
  return (
    <LoadFrame query={attempt} hasId={assessmentId !== undefined} back="/test">
      {(data) => <Questionnaire key={data.id} assessmentId={assessmentId!} attempt={data} />}
    </LoadFrame>
  );
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
          {part === 'frequency' ? <FrequencyItems lang={lang} /> : <Scenarios lang={lang} />}
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

/** Part 1: every statement on the five-point scale, under the self form's stem. */
function FrequencyItems({ lang }: { lang: 'zh' | 'en' }) {
  const { t } = useTranslation('assessment');
  const stem = leadership.STEMS.frequency.self[lang];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('ls.frequencyHint')}</Typography.Paragraph>
      {leadership.FREQUENCY_ITEMS.map((item, i) => (
        <Form.Item key={item.id} name={item.id} label={`${i + 1}. ${stem}${lang === 'en' ? ' ' : ''}${item.text[lang]}${lang === 'en' ? '?' : '？'}`} rules={[{ required: true, message: t('ls.required') }]}>
          <Radio.Group className="ls-scale" options={leadership.FREQUENCY_SCALE.map((label, k) => ({ value: k + 1, label: label[lang] }))} data-testid={`ls-item-${item.id}`} />
        </Form.Item>
      ))}
    </>
  );
}

/** Part 2: per situation a first and a different second choice among the six styles' responses. */
function Scenarios({ lang }: { lang: 'zh' | 'en' }) {
  const { t } = useTranslation('assessment');
  return (
    <>
      <Typography.Paragraph type="secondary">{leadership.STEMS.scenario.self[lang]}</Typography.Paragraph>
      {leadership.SCENARIOS.map((scenario, i) => {
        const options = scenario.options.map((o) => ({ value: o.style, label: o.text[lang] }));
        return (
          <fieldset key={scenario.id} className="ls-scenario" data-testid={`ls-scenario-${scenario.id}`}>
            <legend>
              {i + 1}. {scenario.situation[lang]}
            </legend>
            <Form.Item name={[scenario.id, 'first']} label={t('ls.first')} rules={[{ required: true, message: t('ls.required') }]}>
              <Select options={options} aria-label={`${t('ls.first')} ${i + 1}`} data-testid={`ls-first-${scenario.id}`} />
            </Form.Item>
            <Form.Item
              name={[scenario.id, 'second']}
              label={t('ls.second')}
              dependencies={[[scenario.id, 'first']]}
              rules={[
                { required: true, message: t('ls.required') },
                ({ getFieldValue }) => ({
                  validator: (_, value) => (value && value === getFieldValue([scenario.id, 'first']) ? Promise.reject(new Error(t('ls.sameChoice'))) : Promise.resolve()),
                }),
              ]}
            >
              <Select options={options} aria-label={`${t('ls.second')} ${i + 1}`} data-testid={`ls-second-${scenario.id}`} />
            </Form.Item>
          </fieldset>
        );
      })}
    </>
  );
}
