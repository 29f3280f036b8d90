import { useId, useMemo } from 'react';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { personality } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { useChoicePart } from '../useChoicePart';
import { langOf } from '../hooks';
import { ChoiceItem } from './ChoiceItem';
import { PartFooter } from './PartFooter';

export type LikertAnswers = Record<string, personality.LikertValue>;

interface Props extends PartFormProps<LikertAnswers> {
  /** 1..5 */
  part: number;
}

/**
 * One part of the personality test: ten statements, each a group named by the statement holding the
 * five points of the scale as labelled radio buttons (a native radio group: arrow keys move along
 * the scale, Tab to the next statement). A live count of the statements answered; saving with some
 * left open says how many and marks each of them.
 */
export function PersonalityPartForm({ part, initial, done, onSave, ...footer }: Props) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const id = useId();
  const items = personality.PARTS[part - 1].items;
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const form = useChoicePart<personality.LikertValue>(ids, initial, onSave);

  return (
    <section className="bf-part" data-testid="bf-part" data-part={part} aria-labelledby={`${id}-title`}>
      <Progress percent={Math.round((done / personality.PARTS.length) * 100)} size="small" aria-label={t('test.progress')} />
      <Typography.Title level={4} id={`${id}-title`} className="tr-part__title">
        {t('bf.part', { n: part, total: personality.PARTS.length })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{personality.STEM[lang]}</Typography.Paragraph>
      {items.map((item) => (
        <ChoiceItem
          key={item.id}
          block="bf-item"
          testId={`bf-item-${item.id}`}
          legend={t('bf.item', { n: personality.ITEMS.indexOf(item) + 1, text: item.text[lang] })}
          name={`${id}-${item.id}`}
          options={personality.LIKERT.map((v) => ({ value: v, label: personality.LIKERT_LABELS[v][lang], testId: `bf-${item.id}-${v}` }))}
          value={form.values[item.id]}
          onChange={(v) => form.set(item.id, v)}
          error={form.isOpen(item.id) ? t('validation:bf_missing_answer') : null}
          errorId={`${id}-${item.id}-error`}
        />
      ))}
      <PartFooter
        prefix="bf"
        state={form.missing === 0 ? 'exact' : 'few'}
        status={t('bf.answered', { done: form.answered, total: items.length })}
        error={form.refused ? t('bf.missing', { count: form.missing }) : null}
        onNext={form.save}
        {...footer}
      />
    </section>
  );
}
