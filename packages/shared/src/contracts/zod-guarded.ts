import { string as zodString, url as zodUrl } from 'zod';

/**
 * zod as the project uses it: everything of zod, except that every string refuses control
 * characters. PostgreSQL cannot store NUL in text (the insert fails: an HTTP 500), and the other
 * C0 controls are never meant in a name, an account, a keyword or a file name. `string()` is the
 * single-line text of every form field; `multiline()` is for text areas, which may hold tab and
 * line breaks. Contracts, rules and the server get `z` from './zod' (the lint forbids importing
 * zod's own `z`), so no string schema can miss the check.
 */
export * from 'zod';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTER = 'validation:controlCharacter';

/**
 * The check judges what people send, not what the server answers: a response schema may reuse a
 * single-line field for text that legitimately holds line breaks (a stored course introduction),
 * so the server's serializer runs inside `answering` (synchronous, hence no interleaving).
 */
let inAnswer = false;
export function answering<T>(serialize: () => T): T {
  inAnswer = true;
  try {
    return serialize();
  } finally {
    inAnswer = false;
  }
}

// Judged on the trimmed text: zod runs checks in order, so a field's own .trim() comes after this
// one, and a pasted value's trailing line break must still be trimmed, not refused.
const refuses = (controls: RegExp) => (s: string) => inAnswer || !controls.test(s.trim());

export function string(params?: Parameters<typeof zodString>[0]) {
  return zodString(params).refine(refuses(SINGLE_LINE_CONTROLS), { message: CONTROL_CHARACTER, abort: true });
}

/** Text from a text area: tab, line feed and carriage return are allowed. */
export function multiline(params?: Parameters<typeof zodString>[0]) {
  return zodString(params).refine(refuses(MULTI_LINE_CONTROLS), { message: CONTROL_CHARACTER, abort: true });
}

export function url(params?: Parameters<typeof zodUrl>[0]) {
  return zodUrl(params).refine(refuses(SINGLE_LINE_CONTROLS), { message: CONTROL_CHARACTER, abort: true });
}
