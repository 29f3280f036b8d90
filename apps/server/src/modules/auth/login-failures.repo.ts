import { and, eq, inArray, sql } from 'drizzle-orm';
import { LOGIN_LOCK } from '@sandtable/shared/rules/constants';
import type { Db, Tx } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** The row of the account-wide count (every address together). */
export const EVERY_ADDRESS = '*';

/** `user:<id>` for an account; `login:<name>` for a name no account has (it locks the same way). */
export const subjectOf = (found: { id: number } | null, login: string) => (found ? `user:${found.id}` : `login:${login}`);

export type Admission = { admitted: true; lockedUntil: Date | null } | { admitted: false; lockedUntil: Date };

/**
 * Counts one password attempt before the password is checked, so simultaneous guesses cannot all
 * pass a lock read earlier: the rows of the subject (this address and the account-wide one) are
 * locked in a fixed order, a locked subject refuses the attempt (not counted, no hash to compute),
 * otherwise both counts go up and the attempt that reaches a limit sets the lock. `lockedUntil` of
 * an admitted attempt is the lock its failure would leave (the caller reports it when the password
 * is wrong); a right password clears the counts (`clearFailures`). Times are the database's.
 */
export async function admitAttempt(db: Db, subject: string, ip: string | undefined): Promise<Admission> {
  const address = ip ?? 'unknown';
  const window = sql.raw(`interval '${LOGIN_LOCK.windowMinutes} minutes'`);
  return db.transaction(async (tx) => {
    await tx
      .insert(loginFailures)
      .values([EVERY_ADDRESS, address].map((a) => ({ subject, address: a })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ address: loginFailures.address, lockedUntil: loginFailures.lockedUntil, locked: sql<boolean>`coalesce(${loginFailures.lockedUntil} > now(), false)` })
      .from(loginFailures)
      .where(and(eq(loginFailures.subject, subject), inArray(loginFailures.address, [EVERY_ADDRESS, address])))
      .orderBy(loginFailures.address)
      .for('update');
    const locks = rows.filter((r) => r.locked).map((r) => r.lockedUntil!);
    if (locks.length) return { admitted: false as const, lockedUntil: latest(locks) };

    const fresh = sql`${loginFailures.windowStart} < now() - ${window}`;
    const failures = sql`CASE WHEN ${fresh} THEN 1 ELSE ${loginFailures.failures} + 1 END`;
    const limit = sql`CASE WHEN ${loginFailures.address} = ${EVERY_ADDRESS} THEN ${LOGIN_LOCK.maxFailuresPerAccount}::int ELSE ${LOGIN_LOCK.maxFailures}::int END`;
    const counted = await tx
      .update(loginFailures)
      .set({
        failures,
        windowStart: sql`CASE WHEN ${fresh} THEN now() ELSE ${loginFailures.windowStart} END`,
        lockedUntil: sql`CASE WHEN (${failures}) >= (${limit}) THEN now() + ${window} END`,
      })
      .where(and(eq(loginFailures.subject, subject), inArray(loginFailures.address, [EVERY_ADDRESS, address])))
      .returning({ lockedUntil: loginFailures.lockedUntil });
    const reached = counted.flatMap((r) => (r.lockedUntil ? [r.lockedUntil] : []));
    return { admitted: true as const, lockedUntil: reached.length ? latest(reached) : null };
  });
}

/**
 * A proven identity clears counts: a right password those of its own address and the account-wide
 * one (another address's lock stays: it may be the guesser's); a code, a reset or another way in
 * all of them.
 */
export async function clearFailures(db: Db | Tx, userId: number, onlyAddress?: string): Promise<void> {
  const subject = subjectOf({ id: userId }, '');
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.subject, subject), onlyAddress === undefined ? undefined : inArray(loginFailures.address, [EVERY_ADDRESS, onlyAddress])));
}

const latest = (dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));
