import { useEffect, useRef } from 'react';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import type { Head } from '@sandtable/shared/contracts/envelope';
import { issueText } from '@sandtable/shared/i18n/issues';
import { i18n } from '../i18n';
import { useLocale } from '../i18n/useLocale';

/**
 * An antd form rule from a shared zod schema: the form checks exactly what the server checks,
 * with the same translated message. `field` names the field in generic messages.
 */
export function zodRule(schema: z.ZodType, field: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new Error(issueText(i18n.t, { ...issue, path: [field, ...issue.path] }));
    },
  };
}

/** Shows a 100001 response's per-field messages on the form's fields. */
export function showFieldErrors(form: FormInstance, head: Head): boolean {
  if (!head.fields?.length) return false;
  form.setFields(head.fields.map(({ field, message }) => ({ name: field, errors: [message] })));
  return true;
}

/** Re-runs the validation of fields that show an error, so the messages follow a language switch. */
export function useRevalidateOnLocaleChange(form: FormInstance) {
  const locale = useLocale();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const failing = form.getFieldsError().filter((field) => field.errors.length > 0).map((field) => field.name);
    if (failing.length > 0) void form.validateFields(failing).catch(() => undefined);
  }, [locale, form]);
}
