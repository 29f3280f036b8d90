import { useTranslation } from 'react-i18next';
import { communication } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { langOf } from '../hooks';
import { ChoicePartForm } from './ChoicePartForm';

export type ScaleAnswers = Record<string, number>;

interface Props extends PartFormProps<ScaleAnswers> {
  /** 1..3 */
  part: number;
}

/**
 * One part of the communication-style test: eight statements, each a group named by the statement
 * with its five answers (1 not at all like me … 5 very much like me) as labelled radio buttons (ChoicePartForm).
 */
export function CommunicationPartForm({ part, ...form }: Props) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const questions = communication.PARTS[part - 1].items.map((item) => ({
    id: item.id,
    legend: `${communication.ITEMS.indexOf(item) + 1}. ${item.text[lang]}`,
    testId: `cs-item-${item.id}`,
    options: communication.SCALE.map((label, k) => ({ value: communication.SCALE_MIN + k, label: label[lang], testId: `cs-${item.id}-${communication.SCALE_MIN + k}` })),
  }));
  return (
    <ChoicePartForm<number>
      prefix="cs"
      part={part}
      parts={communication.PARTS.length}
      title={t('cs.part', { n: part, total: communication.PARTS.length })}
      stem={communication.STEM[lang]}
      questions={questions}
      layout="scale"
      texts={{ answered: (done, total) => t('cs.answered', { done, total }), missing: (count) => t('cs.missing', { count }), open: t('validation:cs_missing_answer') }}
      {...form}
    />
  );
}
