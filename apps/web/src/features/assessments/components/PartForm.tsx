import { useEffect, useId, useState } from 'react';
import { InputNumber, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamRole, type Perspective } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import type { PartFormProps } from '../usePartedAttempt';
import { langOf, partTotal } from '../hooks';
import { PartFooter } from './PartFooter';

export type PartAnswers = Record<string, number>;

interface Props extends PartFormProps<PartAnswers> {
  part: teamRole.Part;
  perspective: Perspective;
}

/**
 * One part of the team-role test: exactly 10 whole points over its statements, with a live message
 * of the total (too few, too many, exact) read out as the points change. The same form for the self
 * and the observers' test; only the stem and instruction change (third person for observers).
 */
export function PartForm({ part, perspective, initial, done, onSave, ...footer }: Props) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const [values, setValues] = useState<Record<string, number | null>>(initial);
  const [tried, setTried] = useState(false);
  const statusId = useId();
  useEffect(() => {
    setValues(initial);
    setTried(false);
  }, [part.part, initial]);

  const limit = teamRole.POINTS_PER_PART;
  const total = partTotal(values);
  const state = total === limit ? 'exact' : total < limit ? 'few' : 'many';
  const message =
    state === 'exact' ? t('test.exact') : t(state === 'few' ? 'validation:tr_too_few_points' : 'validation:tr_too_many_points', { total, limit });

  const save = () => {
    if (state !== 'exact') {
      setTried(true);
      return;
    }
    const answers: PartAnswers = {};
    for (const s of part.statements) if ((values[s.id] ?? 0) > 0) answers[s.id] = values[s.id]!;
    onSave(answers);
  };

  return (
    <section className="tr-part" data-testid="tr-part" data-part={part.part} aria-labelledby={`${statusId}-title`}>
      <Progress percent={Math.round((done / teamRole.PARTS.length) * 100)} size="small" aria-label={t('test.progress')} />
      <Typography.Title level={4} id={`${statusId}-title`} className="tr-part__title">
        {t('test.part', { n: part.part, total: teamRole.PARTS.length })} · {part.stem[perspective][lang]}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{teamRole.INSTRUCTION[perspective][lang]}</Typography.Paragraph>
      <ol className="tr-statements">
        {part.statements.map((s) => (
          <li key={s.id} className="tr-statement">
            <label htmlFor={`${statusId}-${s.id}`} className="tr-statement__text">
              {s.text[lang]}
            </label>
            <InputNumber
              id={`${statusId}-${s.id}`}
              className="tr-statement__points"
              min={0}
              precision={0}
              inputMode="numeric"
              value={values[s.id] ?? null}
              onChange={(v) => setValues((cur) => ({ ...cur, [s.id]: typeof v === 'number' ? v : null }))}
              aria-describedby={statusId}
              data-testid={`points-${s.id}`}
            />
          </li>
        ))}
      </ol>
      <PartFooter
        prefix="tr"
        statusId={statusId}
        state={state}
        status={<><strong>{t('test.total', { total, limit })}</strong> <span>{message}</span></>}
        error={tried && state !== 'exact' ? message : null}
        onNext={save}
        {...footer}
      />
    </section>
  );
}
