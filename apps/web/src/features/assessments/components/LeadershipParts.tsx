import { Form, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadership } from '@sandtable/sim/assessments';

/** The leadership-style questionnaire's two parts (its answer sheet's sections). */
export type LeadershipPart = 'frequency' | 'scenarios';
export const LEADERSHIP_PARTS: readonly LeadershipPart[] = ['frequency', 'scenarios'];

/** Who answers: the person about themselves, or a colleague about them (the same items in the third person). */
type Perspective = 'self' | 'others';

/** A part's fields inside an antd Form: `frequency` every statement on the five-point scale, `scenarios` a first and a different second choice per situation. */
export function LeadershipPartFields({ part, perspective, lang }: { part: LeadershipPart; perspective: Perspective; lang: 'zh' | 'en' }) {
  return part === 'frequency' ? <FrequencyItems perspective={perspective} lang={lang} /> : <Scenarios perspective={perspective} lang={lang} />;
}

function FrequencyItems({ perspective, lang }: { perspective: Perspective; lang: 'zh' | 'en' }) {
  const { t } = useTranslation('assessment');
  const stem = leadership.STEMS.frequency[perspective][lang];
  return (
    <>
      <Typography.Paragraph type="secondary">{t(perspective === 'self' ? 'ls.frequencyHint' : 'ls.frequencyHintOthers')}</Typography.Paragraph>
      {leadership.FREQUENCY_ITEMS.map((item, i) => (
        <Form.Item key={item.id} name={item.id} label={`${i + 1}. ${stem}${lang === 'en' ? ' ' : ''}${item.text[lang]}${lang === 'en' ? '?' : '？'}`} rules={[{ required: true, message: t('ls.required') }]}>
          <Radio.Group className="ls-scale" options={leadership.FREQUENCY_SCALE.map((label, k) => ({ value: k + 1, label: label[lang] }))} data-testid={`ls-item-${item.id}`} />
        </Form.Item>
      ))}
    </>
  );
}

function Scenarios({ perspective, lang }: { perspective: Perspective; lang: 'zh' | 'en' }) {
  const { t } = useTranslation('assessment');
  return (
    <>
      <Typography.Paragraph type="secondary">{leadership.STEMS.scenario[perspective][lang]}</Typography.Paragraph>
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
