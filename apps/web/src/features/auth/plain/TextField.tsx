import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeInvisibleIcon } from '../../../components/plain/icons';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'prefix'> & {
  name: string;
  label: ReactNode;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  /** An icon before the text. */
  prefix?: ReactNode;
  /** A control after the input, joined to it (the "get code" button). */
  addon?: ReactNode;
};

/**
 * A labelled text input in antd's look: its message below it, tied to the input by
 * `aria-describedby` and `aria-invalid`. `type="password"` adds a show/hide toggle.
 */
export function TextField({ name, label, value, error, onValueChange, prefix, addon, type = 'text', id, ...input }: TextFieldProps) {
  const { t } = useTranslation('signin');
  const fallbackId = useId();
  const inputId = id ?? `${fallbackId}-${name}`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const box = (
    <div className={error ? 'input input--error' : 'input'}>
      {prefix && <span className="input__prefix">{prefix}</span>}
      <input
        {...input}
        id={inputId}
        name={name}
        type={type === 'password' && revealed ? 'text' : type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {type === 'password' && (
        <button type="button" className="input__toggle" aria-pressed={revealed} aria-label={t('password.show')} onClick={() => setRevealed((shown) => !shown)}>
          {revealed ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      )}
    </div>
  );
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {addon ? (
        <div className="input-group">
          {box}
          {addon}
        </div>
      ) : (
        box
      )}
      {error && (
        <div className="field__error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}
