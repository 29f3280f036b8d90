import type { ErrorDef } from '@sandtable/shared/errors/catalogue';
import { BusinessError } from '../lib/errors';

/** PostgreSQL's unique_violation (both drivers surface the SQLSTATE, possibly as the cause). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || String((e as Error).message).includes(constraint);
  }
  return false;
}

/**
 * Runs a write and turns a unique violation (optionally of one constraint) into a business error:
 * uniqueness is decided by the index, not by a check-then-insert that races.
 */
export async function uniqueOr<T>(def: ErrorDef, work: () => Promise<T>, constraint?: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, constraint)) throw new BusinessError(def);
    throw err;
  }
}
