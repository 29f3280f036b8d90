import { config } from 'zod';

/**
 * The one zod instance every schema is built from. Its error map turns every issue into an
 * i18n key (`validation:<code>`), so the server and the web translate the same issue into the
 * caller's language; rules with their own wording pass a key as their message instead.
 * `z` is zod with strings that refuse control characters (./zod-guarded).
 */
config({
  // In the browser our Content-Security-Policy (script-src 'self', no eval) forbids the parsers zod
  // would compile with `new Function`, and zod's one probe for that is reported as a CSP violation
  // (Lighthouse's inspector-issues). jitless skips the probe; it must be set here, before the first
  // z.object() is built. The server keeps the compiled parsers (they are faster).
  jitless: typeof document !== 'undefined',
  customError: (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
      return 'validation:required';
    }
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      return `validation:${issue.code}.${issue.origin === 'string' ? 'string' : issue.origin === 'array' ? 'array' : 'number'}`;
    }
    return `validation:${issue.code}`;
  },
});

export * as z from './zod-guarded';
