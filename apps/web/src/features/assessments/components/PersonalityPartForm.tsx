import { useTranslation } from 'react-i18next';
import { personality } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { langOf } from '../hooks';
import { ChoicePartForm } from './ChoicePartForm';

export type LikertAnswers = Record<string, personality.LikertValue>;

interface Props extends PartFormProps<LikertAnswers> {
  /** 1..5 */
  part: number;
}

/**
 * One part of the personality test: ten statements, each a group named by the statement holding the
 * five points of the scale as labelled radio buttons (ChoicePartForm).
 */
export function PersonalityPartForm({ part, ...form }: Props) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const questions = personality.PARTS[part - 1].items.map((item) => ({
    id: item.id,
    legend: t('bf.item', { n: personality.ITEMS.indexOf(item) + 1, text: item.text[lang] }),
    testId: `bf-item-${item.id}`,
    options: personality.LIKERT.map((v) => ({ value: v, label: personality.LIKERT_LABELS[v][lang], testId: `bf-${item.id}-${v}` })),
  }));
  return (
    <ChoicePartForm<personality.LikertValue>
      prefix="bf"
      part={part}
      parts={personality.PARTS.length}
      title={t('bf.part', { n: part, total: personality.PARTS.length })}
      stem={personality.STEM[lang]}
      questions={questions}
      layout="scale"
      texts={{ answered: (done, total) => t('bf.answered', { done, total }), missing: (count) => t('bf.missing', { count }), open: t('validation:bf_missing_answer') }}
      {...form}
    />
  );
}
