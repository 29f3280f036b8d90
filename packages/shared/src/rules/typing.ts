import { PHONE_LENGTH } from './constants';

/**
 * What the forms do to typed input, without zod (rules/account.ts has the schemas): the login
 * page uses these before it loads any schema (docs/decisions/performance.md §12).
 */
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** Removes punctuation and whitespace, as typed into numeric and code fields (spec §5). */
export function stripPunctuation(input: string): string {
  return input.replace(/[\s\p{P}\p{S}]/gu, '');
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
