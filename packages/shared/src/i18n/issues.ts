import type { TFunction } from 'i18next';

/** The parts of a zod issue that translation needs (zod 4 issue shape). */
export interface IssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
}

/** The field an issue is about: its last named path segment ("teams.2.name" -> "name"). */
export function issueField(issue: IssueLike): string {
  const named = [...issue.path].reverse().find((p) => typeof p === 'string');
  return typeof named === 'string' ? named : '';
}

/**
 * One issue in the reader's language. Generic zod messages ("is required") are prefixed with the
 * field's name; a rule's own message (e.g. validation:phone) is a whole sentence and stands alone.
 */
export function issueText(t: TFunction, issue: IssueLike): string {
  const field = issueField(issue);
  // The issue's own details (minimum, maximum, keys…) fill the message's placeholders.
  const details = issue as unknown as Record<string, unknown>;
  const params = { ...details, keys: Array.isArray(details.keys) ? details.keys.join(', ') : undefined };
  const isKey = issue.message.startsWith('validation:');
  const message = isKey ? String(t(issue.message, params)) : issue.message;
  const generic = issue.message === `validation:${issue.code}` || issue.message.startsWith(`validation:${issue.code}.`) || issue.message === 'validation:required';
  if (!generic || !field) return message;
  const fieldName = String(t(`fields:${field}`, { defaultValue: field }));
  return String(t('validation:fieldMessage', { field: fieldName, message }));
}
