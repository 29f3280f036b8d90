import { useEffect, useRef, useState } from 'react';
import type { SetFieldErrors } from '../../../lib/forms';
import { useLocale } from '../../../i18n/useLocale';

/** One field of a plain form: its check (null: fine) and what typing is cleaned to. */
export interface PlainField {
  check(value: string): Promise<string | null>;
  normalize?: (value: string) => string;
}

/**
 * The login page's forms without antd's Form, with antd's behaviour: a field is checked as it is
 * typed into and all of them on submit, with the shared rules (`fieldError` in lib/forms, as
 * antd's `zodRule`); the server's messages go on fields through `setFieldErrors` (`formFailure`);
 * messages shown are checked again in the new language after a switch.
 */
export function usePlainForm<N extends string>(fields: Record<N, PlainField>, onChange?: () => void) {
  const names = Object.keys(fields) as N[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((name) => [name, ''])) as Record<N, string>);
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});
  const current = useRef({ values, errors });
  current.current = { values, errors };
  // A later check of a field wins over an earlier one still running.
  const runs = useRef<Partial<Record<N, number>>>({});

  const validate = async (name: N, value = current.current.values[name]): Promise<boolean> => {
    const run = (runs.current[name] ?? 0) + 1;
    runs.current[name] = run;
    const message = await fields[name].check(value);
    if (runs.current[name] === run) setErrors((shown) => ({ ...shown, [name]: message ?? undefined }));
    return message === null;
  };

  const change = (name: N, typed: string) => {
    const value = fields[name].normalize?.(typed) ?? typed;
    current.current.values = { ...current.current.values, [name]: value };
    setValues(current.current.values);
    onChange?.();
    void validate(name, value);
  };

  /** Checks `only` (default: every field); resolves to the values when all pass, else null. */
  const validateAll = async (only: readonly N[] = names): Promise<Record<N, string> | null> => {
    const passed = await Promise.all(only.map((name) => validate(name)));
    return passed.every(Boolean) ? current.current.values : null;
  };

  const setFieldErrors: SetFieldErrors = (list) => {
    for (const { field } of list) runs.current[String(field) as N] = (runs.current[String(field) as N] ?? 0) + 1;
    setErrors((shown) => ({ ...shown, ...Object.fromEntries(list.map(({ field, message }) => [String(field), message])) }));
  };

  const locale = useLocale();
  // The locale last checked in (not a "first run" flag: StrictMode runs effects twice).
  const checkedIn = useRef(locale);
  useEffect(() => {
    if (checkedIn.current === locale) return;
    checkedIn.current = locale;
    for (const name of Object.keys(current.current.errors) as N[]) if (current.current.errors[name]) void validate(name);
    // validate reads the latest values through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  /** The props of a field's input: value, change, message. */
  const field = (name: N) => ({ name, value: values[name], error: errors[name], onValueChange: (value: string) => change(name, value) });

  return { values, errors, field, validate, validateAll, setFieldErrors };
}
