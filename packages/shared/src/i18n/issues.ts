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
 * Where the field of an issue sits, as a dotted path up to its last named segment:
 * ["teams", 2, "name"] -> "teams.2.name" (a team's name, not the course's); ["mobiles", 0] -> "mobiles".
 */
export function issuePath(issue: IssueLike): string {
  const path = [...issue.path];
  while (path.length && typeof path[path.length - 1] !== 'string') path.pop();
  return path.map(String).join('.');
}

/**
 * One issue in the reader's language. Generic zod messages ("is required") are prefixed with the
 * field's name; a rule's own message (e.g. validation:phone) is a whole sentence and stands alone.
 */
export function issueText(t: TFunction, issue: IssueLike): string {
  const field = issueField(issue);
  // The issue's own details (minimum, maximum, keys…) fill the message's placeholders.
  const details = issue as unknown as Record<string, unknown>;
  const params = { ...details, ...(details.params as object | undefined), keys: Array.isArray(details.keys) ? details.keys.join(', ') : undefined };
  // "At least 1 character" is how zod reports an empty text: say it is required (unless the rule
  // has words of its own).
  const empty = issue.message === 'validation:too_small.string' && details.minimum === 1;
  const key = empty ? 'validation:required' : issue.message;
  const isKey = key.startsWith('validation:');
  const message = isKey ? String(t(key, params)) : key;
  const generic = key === `validation:${issue.code}` || key.startsWith(`validation:${issue.code}.`) || key === 'validation:required';
  if (!generic || !field) return message;
  // Course fields are labelled in the course namespace; everything else in `fields`.
  const fieldName = String(t(`fields:${field}`, { defaultValue: String(t(`course:field.${field}`, { defaultValue: field })) }));
  return String(t('validation:fieldMessage', { field: fieldName, message }));
}
