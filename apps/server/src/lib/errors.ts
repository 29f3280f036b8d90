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
