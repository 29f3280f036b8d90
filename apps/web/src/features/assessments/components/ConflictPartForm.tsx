import { useTranslation } from 'react-i18next';
import { conflict } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { langOf } from '../hooks';
import { ChoicePartForm } from './ChoicePartForm';

export type PairAnswers = Record<string, conflict.OptionId>;

interface Props extends PartFormProps<PairAnswers> {
  /** 1..3 */
  part: number;
}

/** One part of the conflict-handling test: ten pairs, each its two statements as labelled radio buttons (ChoicePartForm). */
export function ConflictPartForm({ part, ...form }: Props) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const questions = conflict.PARTS[part - 1].pairs.map((pair) => ({
    id: pair.id,
    legend: t('cf.pair', { n: conflict.PAIRS.indexOf(pair) + 1 }),
    testId: `cf-pair-${pair.id}`,
    options: conflict.OPTIONS.map((o) => ({ value: o, label: pair[o].text[lang], testId: `cf-${pair.id}-${o}` })),
  }));
  return (
    <ChoicePartForm<conflict.OptionId>
      prefix="cf"
      part={part}
      parts={conflict.PARTS.length}
      title={t('cf.part', { n: part, total: conflict.PARTS.length })}
      stem={conflict.STEM[lang]}
      questions={questions}
      layout="pair"
      texts={{ answered: (done, total) => t('cf.answered', { done, total }), missing: (count) => t('cf.missing', { count }), open: t('validation:cf_missing_answer') }}
      {...form}
    />
  );
}
