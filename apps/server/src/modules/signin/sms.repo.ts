import { and, count, desc, eq, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import type { SmsPurpose } from '@sandtable/shared/auth/roles';
import type { Db, Tx } from '../../db/client';
import { smsCodes, smsMessages } from '../../db/schema';
import { likePattern } from '../../db/like';

type Handle = Db | Tx;
const seconds = (n: number) => sql.raw(`interval '${n} seconds'`);

/**
 * Verification codes recently sent to a mobile and from an address (notices do not count).
 * One query: the three limits of sendCode read one scan of the recent rows.
 */
export async function recentCodeMessages(db: Handle, input: { mobile: string; ip: string | undefined; cooldownSeconds: number; daySeconds: number; ipWindowSeconds: number }) {
  const ip = input.ip ?? '';
  const [row] = await db
    .select({
      mobileCooldown: sql<number>`count(*) FILTER (WHERE ${smsMessages.mobile} = ${input.mobile} AND ${smsMessages.createdAt} > now() - ${seconds(input.cooldownSeconds)})`.mapWith(Number),
      mobileDay: sql<number>`count(*) FILTER (WHERE ${smsMessages.mobile} = ${input.mobile} AND ${smsMessages.createdAt} > now() - ${seconds(input.daySeconds)})`.mapWith(Number),
      ipWindow: sql<number>`count(*) FILTER (WHERE ${smsMessages.ip} = ${ip} AND ${smsMessages.createdAt} > now() - ${seconds(input.ipWindowSeconds)})`.mapWith(Number),
    })
    .from(smsMessages)
    .where(
      and(
        sql`${smsMessages.purpose} <> 'notice'`,
        sql`${smsMessages.createdAt} > now() - ${seconds(Math.max(input.daySeconds, input.ipWindowSeconds))}`,
        sql`(${smsMessages.mobile} = ${input.mobile} OR ${smsMessages.ip} = ${ip})`,
      ),
    );
  return row;
}

export type NewMessage = typeof smsMessages.$inferInsert;

/** Records messages; the ids in the order given. */
export async function insertMessages(db: Handle, rows: NewMessage[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db.insert(smsMessages).values(rows).returning({ id: smsMessages.id });
  return inserted.map((r) => r.id);
}

export async function markMessagesSent(db: Handle, ids: number[]): Promise<void> {
  if (ids.length) await db.update(smsMessages).set({ status: 'sent' }).where(inArray(smsMessages.id, ids));
}

export async function insertCode(db: Handle, row: { mobile: string; purpose: SmsPurpose; codeHash: string; ttlSeconds: number }): Promise<void> {
  await db.insert(smsCodes).values({
    mobile: row.mobile,
    purpose: row.purpose,
    codeHash: row.codeHash,
    expiresAt: sql`now() + ${seconds(row.ttlSeconds)}`,
  });
}

/**
 * The newest code for a mobile and purpose: a newer code supersedes the older ones, so only this
 * one can be used. `usable` is decided by the database clock, like the conditional updates below.
 */
export async function newestCode(db: Handle, mobile: string, purpose: SmsPurpose, maxAttempts: number) {
  const [row] = await db
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      usable: sql<boolean>`(${smsCodes.usedAt} IS NULL AND ${smsCodes.expiresAt} > now() AND ${smsCodes.attempts} < ${maxAttempts})`,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return row ?? null;
}

export async function countWrongGuess(db: Handle, id: number): Promise<void> {
  await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, id));
}

/** Single use without locks: only the update that still finds the code unused succeeds. */
export async function markCodeUsed(db: Handle, id: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), sql`${smsCodes.expiresAt} > now()`, lt(smsCodes.attempts, maxAttempts)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

/** The outbox, newest first; `mobile` matches any part of the number. */
export async function listMessages(db: Handle, input: { mobile?: string; pageNum: number; pageSize: number }) {
  const where = input.mobile ? like(smsMessages.mobile, likePattern(input.mobile)) : undefined;
  const [list, [{ total }]] = await Promise.all([
    db
      .select()
      .from(smsMessages)
      .where(where)
      .orderBy(desc(smsMessages.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ total: count() }).from(smsMessages).where(where),
  ]);
  return { list, total };
}
