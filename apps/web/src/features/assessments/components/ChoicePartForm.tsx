import { useEffect, useId, useState } from 'react';
import { Progress, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PartFormProps } from '../usePartedAttempt';
import { PartFooter } from './PartFooter';

/** One question of a part: a group of labelled radio buttons, named by `legend`. */
export interface ChoiceQuestion<V extends string | number> {
  id: string;
  legend: string;
  /** Test id of the question's fieldset. */
  testId: string;
  options: { value: V; label: string; testId: string }[];
}

interface Props<V extends string | number> extends PartFormProps<Record<string, V>> {
  /** Test ids of the footer (PartFooter's prefix) and of the part: `<prefix>-part` (cf, bf, cs). */
  prefix: string;
  /** 1.. */
  part: number;
  parts: number;
  title: string;
  stem: string;
  questions: readonly ChoiceQuestion<V>[];
  /** `pair`: two statements side by side (one under the other on a phone); `scale`: a row of five short answers (stacked below tablet width). */
  layout: 'pair' | 'scale';
  /** The live count; the refusal once a save left questions open; the mark on each open one. */
  texts: { answered: (done: number, total: number) => string; missing: (count: number) => string; open: string };
}

/**
 * One part of a test whose every question is one choice among a few options — the one way to build
 * such a part: the conflict-handling test's pairs (ConflictPartForm), the personality test's and the
 * communication-style test's five-point statements (PersonalityPartForm, CommunicationPartForm). One
 * question a row, each a native radio group in a fieldset named by its legend (arrow keys move within
 * it, Tab to the next). A live count of the questions answered; saving with questions left open says
 * how many and marks each of them (its message tied to the group); the answers come back to `initial`
 * when the part changes, and a save hands `onSave` the part's answers in question order.
 */
export function ChoicePartForm<V extends string | number>({ prefix, part, parts, title, stem, questions, layout, texts, initial, done, onSave, ...footer }: Props<V>) {
  const { t } = useTranslation('assessment');
  const [values, setValues] = useState<Record<string, V>>(initial);
  const [tried, setTried] = useState(false);
  const id = useId();
  useEffect(() => {
    setValues(initial);
    setTried(false);
  }, [part, initial]);

  const isAnswered = (q: ChoiceQuestion<V>) => values[q.id] !== undefined && values[q.id] !== null;
  const answered = questions.filter(isAnswered).length;
  const missing = questions.length - answered;

  const save = () => {
    if (missing > 0) {
      setTried(true);
      return;
    }
    onSave(Object.fromEntries(questions.map((q) => [q.id, values[q.id]])));
  };

  return (
    <section className={`choice-part choice-part--${layout}`} data-testid={`${prefix}-part`} data-part={part} aria-labelledby={`${id}-title`}>
      <Progress percent={Math.round((done / parts) * 100)} size="small" aria-label={t('test.progress')} />
      <Typography.Title level={4} id={`${id}-title`} className="tr-part__title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{stem}</Typography.Paragraph>
      {questions.map((q) => {
        const open = tried && !isAnswered(q);
        return (
          <fieldset key={q.id} className={`choice-item${open ? ' choice-item--open' : ''}`} data-testid={q.testId} aria-describedby={open ? `${id}-${q.id}-error` : undefined}>
            <legend className="choice-item__legend">{q.legend}</legend>
            <Radio.Group name={`${id}-${q.id}`} className="choice-item__options" value={values[q.id]} onChange={(e) => setValues((cur) => ({ ...cur, [q.id]: e.target.value as V }))}>
              {q.options.map((o) => (
                <Radio key={o.value} value={o.value} className="choice-item__option" data-testid={o.testId}>
                  {o.label}
                </Radio>
              ))}
            </Radio.Group>
            {open && (
              <div id={`${id}-${q.id}-error`} className="choice-item__error">
                {texts.open}
              </div>
            )}
          </fieldset>
        );
      })}
      <PartFooter
        prefix={prefix}
        state={missing === 0 ? 'exact' : 'few'}
        status={texts.answered(answered, questions.length)}
        error={tried && missing > 0 ? texts.missing(missing) : null}
        onNext={save}
        {...footer}
      />
    </section>
  );
}
