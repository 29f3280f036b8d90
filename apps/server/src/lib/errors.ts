import { ZodError } from 'zod';
import type { ErrorDef } from '@sandtable/shared/errors/catalogue';

/**
 * An expected business failure: becomes `{ head: { code, message } }` with the catalogue's
 * message in the caller's language. Anything else thrown is a bug and becomes 999999.
 */
export class BusinessError extends Error {
  constructor(
    readonly def: ErrorDef,
    readonly params: Record<string, unknown> = {},
  ) {
    super(`${def.code} ${def.key}`);
    this.name = 'BusinessError';
  }
}

export const fail = (def: ErrorDef, params?: Record<string, unknown>): never => {
  throw new BusinessError(def, params);
};

/**
 * A validation failure found by a service rather than the schema (a rule that needs the database):
 * answered like a schema failure, 100001 naming the field in the caller's language.
 */
export const failFields = (issues: { path: (string | number)[]; message: string; params?: Record<string, unknown> }[]): never => {
  throw new ZodError(issues.map((i) => ({ code: 'custom' as const, input: undefined, ...i })));
};
