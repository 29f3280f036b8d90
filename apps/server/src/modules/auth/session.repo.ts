import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users, companies, activityDays } from '../../db/schema';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db | Tx,
  input: { userId: number; ttlMs: number; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    csrfToken,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500),
  });
  return { token, csrfToken, expiresAt };
}

/** Every request with a cookie runs this: prepared once per database handle (halves its cost on PGlite). */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: { id: sessions.id, userId: sessions.userId, csrfToken: sessions.csrfToken, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
      user: users,
      companyName: companies.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')))
    .limit(1)
    .prepare('find_session');
}

/** The live session with this id (the cookie token's hash), with its user (disabled users have no live session). */
export async function findSession(db: Db, id: string) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ id });
  return row ?? null;
}

const TOUCH_EVERY_MS = 60_000;

/**
 * Sliding expiry and the day's activity mark (admin dashboard), written at most once a minute per
 * session so that reads stay reads. Answers the new times when it wrote them.
 */
export async function touchSession(
  db: Db,
  session: { id: string; userId: number; lastSeenAt: Date },
  ttlMs: number,
): Promise<{ lastSeenAt: number; expiresAt: number } | null> {
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) return null;
  const expiresAt = new Date(now + ttlMs);
  await db.update(sessions).set({ lastSeenAt: sql`now()`, expiresAt }).where(eq(sessions.id, session.id));
  await db
    .insert(activityDays)
    .values({ userId: session.userId, day: sql`current_date` })
    .onConflictDoNothing();
  return { lastSeenAt: now, expiresAt: expiresAt.getTime() };
}

/** Marks the user active today (also done at login, whose session is fresh). */
export async function markActive(db: Db | Tx, userId: number): Promise<void> {
  await db.insert(activityDays).values({ userId, day: sql`current_date` }).onConflictDoNothing();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of an account, or every other one (`keep`, the caller's own). */
export async function deleteSessionsOf(db: Db | Tx, userId: number, keep?: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep === undefined ? undefined : ne(sessions.id, keep)));
}

export async function deleteExpiredSessions(db: Db): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id });
  return rows.length;
}
