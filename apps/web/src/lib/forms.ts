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
 * An antd form rule from a shared zod schema: the form checks exactly what the server checks,
 * with the same translated message. `field` names the field in generic messages. With `optional`,
 * a blank input passes (the request then sends null for it); `t` translates the message when a
 * feature names its fields its own way.
 */
export function zodRule(schema: z.ZodType, field: string, { optional = false, t }: { optional?: boolean; t?: TFunction } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (optional && (value == null || (typeof value === 'string' && value.trim() === ''))) return;
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new Error(issueText(t ?? i18n.t, { ...issue, path: [field, ...issue.path] }));
    },
  };
}

/** Shows a 100001 response's per-field messages on the form's fields. */
export function showFieldErrors(form: FormInstance, head: Head): boolean {
  if (!head.fields?.length) return false;
  form.setFields(head.fields.map(({ field, message }) => ({ name: field, errors: [message] })));
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
 * (e.g. "mobile taken" -> mobile), next to their fields; anything else is returned for an alert.
 */
export function formFailure(form: FormInstance, error: unknown, codeFields: Record<string, NamePath> = {}): string | null {
  const text = failureText(error);
  if (text === null || showFieldErrors(form, (error as ApiError).head)) return null;
  const field = codeFields[(error as ApiError).code];
  if (field === undefined) return text;
  form.setFields([{ name: field, errors: [text] }]);
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
