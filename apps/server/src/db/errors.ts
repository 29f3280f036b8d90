/** PostgreSQL's unique_violation (both drivers surface the SQLSTATE, possibly as the cause). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || String((e as Error).message).includes(constraint);
  }
  return false;
}
