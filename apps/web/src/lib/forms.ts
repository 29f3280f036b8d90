import { useEffect, useRef } from 'react';
import type { FormInstance, FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Head } from '@sandtable/shared/contracts/envelope';
import { NO_AUTHORITY_CODE, SERVICE_ABNORMAL_CODE } from '@sandtable/shared/errors/catalogue';
import { issueText } from '@sandtable/shared/i18n/issues';
import { ApiError, NETWORK_ERROR_CODE } from '../api/client';
import { i18n } from '../i18n';
import { useLocale } from '../i18n/useLocale';

/**
 * The message of the first issue `schema` finds in `value` (translated, `field` naming the field
 * in generic messages), or null when the value passes: what the server would answer. The core of
 * both form kinds' validation: antd's (`zodRule`) and the plain login form's (`usePlainForm`).
 */
export function fieldError(schema: z.ZodType, field: string, value: unknown, t: TFunction = i18n.t, { optional = false }: { optional?: boolean } = {}): string | null {
  if (optional && (value == null || (typeof value === 'string' && value.trim() === ''))) return null;
  const result = schema.safeParse(value ?? '');
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return issueText(t, { ...issue, path: [field, ...issue.path] });
}

/**
 * An antd form rule from a shared zod schema: the form checks exactly what the server checks,
 * with the same translated message. `field` names the field in generic messages. With `optional`,
 * a blank input passes (the request then sends null for it); `t` translates the message when a
 * feature names its fields its own way.
 */
export function zodRule(schema: z.ZodType, field: string, { optional = false, t }: { optional?: boolean; t?: TFunction } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = fieldError(schema, field, value, t ?? i18n.t, { optional });
      if (message !== null) throw new Error(message);
    },
  };
}

/** A field's place in a form: a name, or a path into a list ('members', 1, 'mobile'). */
export type FieldPath = string | (string | number)[];

/** Puts messages on fields: a plain form's setter, or an antd form (its `setFields`). */
export type SetFieldErrors = (errors: { field: FieldPath; message: string }[]) => void;

function fieldSetter(target: FormInstance | SetFieldErrors): SetFieldErrors {
  if (typeof target === 'function') return target;
  return (errors) => target.setFields(errors.map(({ field, message }) => ({ name: field as NamePath, errors: [message] })));
}

/** Shows a 100001 response's per-field messages on the form's fields. */
export function showFieldErrors(target: FormInstance | SetFieldErrors, head: Head): boolean {
  if (!head.fields?.length) return false;
  fieldSetter(target)(head.fields.map(({ field, message }) => ({ field, message })));
  return true;
}

const HANDLED_BY_CLIENT = [NETWORK_ERROR_CODE, SERVICE_ABNORMAL_CODE, NO_AUTHORITY_CODE];

/**
 * The message of a failed call that the page must show (in an alert or a toast): the server's,
 * in the request's language. The client already reported transport failures, 999999 and 100006
 * (toast or login): null.
 */
export function failureText(error: unknown): string | null {
  if (!(error instanceof ApiError) || HANDLED_BY_CLIENT.includes(error.code)) return null;
  return error.message;
}

/**
 * Where a failed submit is shown: 100001's per-field messages, and the codes in `codeFields`
 * (e.g. "mobile taken" -> mobile), next to their fields (an antd form, or a plain form's
 * `setFieldErrors`); anything else is returned for an alert.
 */
export function formFailure(target: FormInstance | SetFieldErrors, error: unknown, codeFields: Record<string, FieldPath> = {}): string | null {
  const text = failureText(error);
  if (text === null || showFieldErrors(target, (error as ApiError).head)) return null;
  const field = codeFields[(error as ApiError).code];
  if (field === undefined) return text;
  fieldSetter(target)([{ field, message: text }]);
  return null;
}

/** Re-runs the validation of fields that show an error, so the messages follow a language switch. */
export function useRevalidateOnLocaleChange(form: FormInstance) {
  const locale = useLocale();
  // The locale last validated in (not a "first run" flag: StrictMode runs effects twice).
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    const failing = form.getFieldsError().filter((field) => field.errors.length > 0).map((field) => field.name);
    if (failing.length > 0) void form.validateFields(failing).catch(() => undefined);
  }, [locale, form]);
}
