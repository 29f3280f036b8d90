import type { ReactNode } from 'react';
import { Radio } from 'antd';

interface Props<V extends string | number> {
  /** The CSS block: `<block>`, `--open`, `__legend`, `__options`, `__option`, `__error` (cf-pair, bf-item). */
  block: string;
  testId: string;
  /** The group's accessible name. */
  legend: ReactNode;
  /** The radio group's name (unique on the page). */
  name: string;
  options: readonly { value: V; label: ReactNode; testId: string }[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** Shown under the options, and tied to the group, while the item is marked open. */
  error: string | null;
  errorId: string;
}

/**
 * One question of a test part answered by one choice (a conflict-handling pair, a personality
 * statement): a fieldset named by its legend holding a native radio group (arrow keys move within
 * it, Tab to the next item), marked with its message while it is open after a refused save.
 */
export function ChoiceItem<V extends string | number>({ block, testId, legend, name, options, value, onChange, error, errorId }: Props<V>) {
  return (
    <fieldset className={`${block}${error ? ` ${block}--open` : ''}`} data-testid={testId} aria-describedby={error ? errorId : undefined}>
      <legend className={`${block}__legend`}>{legend}</legend>
      <Radio.Group name={name} className={`${block}__options`} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} className={`${block}__option`} data-testid={o.testId}>
            {o.label}
          </Radio>
        ))}
      </Radio.Group>
      {error && (
        <div id={errorId} className={`${block}__error`}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
