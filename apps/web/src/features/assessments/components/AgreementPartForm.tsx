import { useTranslation } from 'react-i18next';
import { AGREEMENT, AGREEMENT_LABELS, type AgreementValue, type Bilingual } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { langOf } from '../hooks';
import { ChoicePartForm } from './ChoicePartForm';

export type AgreementAnswers = Record<string, AgreementValue>;

/** What the form reads of an agreement-scale instrument's bank (the teamwork-status and organisation-health tests). */
export interface AgreementBank {
  ITEMS: readonly { id: string }[];
  PARTS: readonly { items: readonly { id: string; text: Bilingual }[] }[];
  STEM: Bilingual;
}

/**
 * One part of a test of statements on the five-point agreement scale: each statement a group named
 * by it holding the five answers as labelled radio buttons (ChoicePartForm). `prefix` names its
 * texts (`assessment:<prefix>.part`, `.item`, `.answered`, `.missing`, `validation:<prefix>_missing_answer`)
 * and its test ids (`<prefix>-item-<id>`, `<prefix>-<id>-<answer>`).
 */
export function AgreementPartForm({ prefix, bank, part, ...form }: PartFormProps<AgreementAnswers> & { prefix: string; bank: AgreementBank; part: number }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const total = bank.PARTS.length;
  const questions = bank.PARTS[part - 1].items.map((item) => ({
    id: item.id,
    legend: t(`${prefix}.item`, { n: bank.ITEMS.findIndex((i) => i.id === item.id) + 1, text: item.text[lang] }),
    testId: `${prefix}-item-${item.id}`,
    options: AGREEMENT.map((v) => ({ value: v, label: AGREEMENT_LABELS[v][lang], testId: `${prefix}-${item.id}-${v}` })),
  }));
  const texts = { answered: (done: number, of: number) => t(`${prefix}.answered`, { done, total: of }), missing: (count: number) => t(`${prefix}.missing`, { count }), open: t(`validation:${prefix}_missing_answer`) };
  return <ChoicePartForm<AgreementValue> prefix={prefix} part={part} parts={total} title={t(`${prefix}.part`, { n: part, total })} stem={bank.STEM[lang]} questions={questions} layout="scale" texts={texts} {...form} />;
}
