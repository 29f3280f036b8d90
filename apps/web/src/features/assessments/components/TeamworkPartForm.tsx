import { useTranslation } from 'react-i18next';
import { teamwork } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { langOf } from '../hooks';
import { ChoicePartForm } from './ChoicePartForm';

export type AgreementAnswers = Record<string, teamwork.AgreementValue>;

/** One part of the teamwork-status test (1..3): ten statements about the team, each a group of the five agreement answers as labelled radio buttons (ChoicePartForm). */
export function TeamworkPartForm({ part, ...form }: PartFormProps<AgreementAnswers> & { part: number }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const total = teamwork.PARTS.length;
  const questions = teamwork.PARTS[part - 1].items.map((item) => ({
    id: item.id,
    legend: t('tw.item', { n: teamwork.ITEMS.indexOf(item) + 1, text: item.text[lang] }),
    testId: `tw-item-${item.id}`,
    options: teamwork.AGREEMENT.map((v) => ({ value: v, label: teamwork.AGREEMENT_LABELS[v][lang], testId: `tw-${item.id}-${v}` })),
  }));
  const texts = { answered: (done: number, of: number) => t('tw.answered', { done, total: of }), missing: (count: number) => t('tw.missing', { count }), open: t('validation:tw_missing_answer') };
  return <ChoicePartForm<teamwork.AgreementValue> prefix="tw" part={part} parts={total} title={t('tw.part', { n: part, total })} stem={teamwork.STEM[lang]} questions={questions} layout="scale" texts={texts} {...form} />;
}
