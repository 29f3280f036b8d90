import { useId, useMemo } from 'react';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { conflict } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { useChoicePart } from '../useChoicePart';
import { langOf } from '../hooks';
import { ChoiceItem } from './ChoiceItem';
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
  const id = useId();
  const pairs = conflict.PARTS[part - 1].pairs;
  const ids = useMemo(() => pairs.map((p) => p.id), [pairs]);
  const form = useChoicePart<conflict.OptionId>(ids, initial, onSave);

  return (
    <section className="cf-part" data-testid="cf-part" data-part={part} aria-labelledby={`${id}-title`}>
      <Progress percent={Math.round((done / conflict.PARTS.length) * 100)} size="small" aria-label={t('test.progress')} />
      <Typography.Title level={4} id={`${id}-title`} className="tr-part__title">
        {t('cf.part', { n: part, total: conflict.PARTS.length })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{conflict.STEM[lang]}</Typography.Paragraph>
      {pairs.map((pair) => (
        <ChoiceItem
          key={pair.id}
          block="cf-pair"
          testId={`cf-pair-${pair.id}`}
          legend={t('cf.pair', { n: conflict.PAIRS.indexOf(pair) + 1 })}
          name={`${id}-${pair.id}`}
          options={conflict.OPTIONS.map((o) => ({ value: o, label: pair[o].text[lang], testId: `cf-${pair.id}-${o}` }))}
          value={form.values[pair.id]}
          onChange={(v) => form.set(pair.id, v)}
          error={form.isOpen(pair.id) ? t('validation:cf_missing_answer') : null}
          errorId={`${id}-${pair.id}-error`}
        />
      ))}
      <PartFooter
        prefix="cf"
        state={form.missing === 0 ? 'exact' : 'few'}
        status={t('cf.answered', { done: form.answered, total: pairs.length })}
        error={form.refused ? t('cf.missing', { count: form.missing }) : null}
        onNext={form.save}
        {...footer}
      />
    </section>
  );
}
