import { useEffect, useId, useState } from 'react';
import { Alert, Button, Progress, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { conflict } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import { langOf } from '../hooks';

export type PairAnswers = Record<string, conflict.OptionId>;

interface Props {
  /** 1..3 */
  part: number;
  /** The part's saved answers (resume). */
  initial: PairAnswers;
  /** Parts finished before this one, for the progress bar. */
  done: number;
  last: boolean;
  busy: boolean;
  /** The server's message for this part, when it refused it. */
  serverError?: string | null;
  onBack?: () => void;
  onSave: (answers: PairAnswers) => void;
}

/**
 * One part of the conflict-handling test: ten pairs, one a row, each two labelled radio buttons (a
 * native radio group: arrow keys move within the pair, Tab to the next). A live count of the pairs
 * answered; saving with pairs left open says how many and marks each of them.
 */
export function ConflictPartForm({ part, initial, done, last, busy, serverError, onBack, onSave }: Props) {
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
      <div className="tr-part__footer">
        <div role="status" aria-live="polite" className={`tr-total tr-total--${missing === 0 ? 'exact' : 'few'}`} data-testid="cf-count" data-missing={missing}>
          {t('cf.answered', { done: answered, total: pairs.length })}
        </div>
        {tried && missing > 0 && <Alert type="error" showIcon role="alert" title={t('cf.missing', { count: missing })} data-testid="cf-missing" />}
        {serverError && <Alert type="error" showIcon title={serverError} data-testid="cf-server-error" />}
        <Space wrap>
          {onBack && (
            <Button onClick={onBack} disabled={busy}>
              {t('cf.prev')}
            </Button>
          )}
          <Button type="primary" loading={busy} onClick={save} data-testid="cf-next">
            {last ? t('cf.submit') : t('cf.next')}
          </Button>
        </Space>
      </div>
    </section>
  );
}
