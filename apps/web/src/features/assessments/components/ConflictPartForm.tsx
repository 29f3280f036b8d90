import { useEffect, useId, useState } from 'react';
import { Progress, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { conflict } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { langOf } from '../hooks';
import { PartFooter } from './PartFooter';

export type PairAnswers = Record<string, conflict.OptionId>;

interface Props extends PartFormProps<PairAnswers> {
  /** 1..3 */
  part: number;
}

/**
 * One part of the conflict-handling test: ten pairs, one a row, each two labelled radio buttons (a
 * native radio group: arrow keys move within the pair, Tab to the next). A live count of the pairs
 * answered; saving with pairs left open says how many and marks each of them.
 */
export function ConflictPartForm({ part, initial, done, onSave, ...footer }: Props) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const [values, setValues] = useState<PairAnswers>(initial);
  const [tried, setTried] = useState(false);
  const id = useId();
  useEffect(() => {
    setValues(initial);
    setTried(false);
  }, [part, initial]);

  const pairs = conflict.PARTS[part - 1].pairs;
  const answered = pairs.filter((p) => values[p.id]).length;
  const missing = pairs.length - answered;

  const save = () => {
    if (missing > 0) {
      setTried(true);
      return;
    }
    onSave(Object.fromEntries(pairs.map((p) => [p.id, values[p.id]])));
  };

  return (
    <section className="cf-part" data-testid="cf-part" data-part={part} aria-labelledby={`${id}-title`}>
      <Progress percent={Math.round((done / conflict.PARTS.length) * 100)} size="small" aria-label={t('test.progress')} />
      <Typography.Title level={4} id={`${id}-title`} className="tr-part__title">
        {t('cf.part', { n: part, total: conflict.PARTS.length })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{conflict.STEM[lang]}</Typography.Paragraph>
      {pairs.map((pair) => {
        const n = conflict.PAIRS.indexOf(pair) + 1;
        const open = tried && !values[pair.id];
        return (
          <fieldset key={pair.id} className={`cf-pair${open ? ' cf-pair--open' : ''}`} data-testid={`cf-pair-${pair.id}`} aria-describedby={open ? `${id}-${pair.id}-error` : undefined}>
            <legend className="cf-pair__legend">{t('cf.pair', { n })}</legend>
            <Radio.Group
              name={`${id}-${pair.id}`}
              className="cf-pair__options"
              value={values[pair.id]}
              onChange={(e) => setValues((cur) => ({ ...cur, [pair.id]: e.target.value as conflict.OptionId }))}
            >
              {conflict.OPTIONS.map((o) => (
                <Radio key={o} value={o} className="cf-pair__option" data-testid={`cf-${pair.id}-${o}`}>
                  {pair[o].text[lang]}
                </Radio>
              ))}
            </Radio.Group>
            {open && (
              <div id={`${id}-${pair.id}-error`} className="cf-pair__error">
                {t('validation:cf_missing_answer')}
              </div>
            )}
          </fieldset>
        );
      })}
      <PartFooter
        prefix="cf"
        state={missing === 0 ? 'exact' : 'few'}
        status={t('cf.answered', { done: answered, total: pairs.length })}
        error={tried && missing > 0 ? t('cf.missing', { count: missing }) : null}
        onNext={save}
        {...footer}
      />
    </section>
  );
}
