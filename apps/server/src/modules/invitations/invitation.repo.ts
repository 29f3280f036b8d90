import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, type INVITATION_STATUSES } from '@sandtable/shared/contracts/invitations';
import type { Db, Tx } from '../../db/client';
import { courseMembers, courses, invitations, invitationUses, teams, users } from '../../db/schema';
import { likePattern } from '../../db/like';

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
type Handle = Db | Tx;

/** A fresh code: 8 characters from the alphabet without look-alikes, from a CSPRNG. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** The status as of now, computed by the database (one clock for the list filter and the rows). */
export const statusSql = sql<InvitationStatus>`case
  when ${invitations.revokedAt} is not null then 'revoked'
  when ${invitations.expiresAt} <= now() then 'expired'
  when ${invitations.used} >= ${invitations.uses} then 'used_up'
  else 'active' end`;

/** The same rule in code, for a row already read. */
export function statusOf(row: Pick<InvitationRow, 'revokedAt' | 'expiresAt' | 'used' | 'uses'>, now = Date.now()): InvitationStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now) return 'expired';
  if (row.used >= row.uses) return 'used_up';
  return 'active';
}

const MAX_ATTEMPTS = 5;

/**
 * Inserts codes; the unique index on code decides collisions: rows that collided get a new code
 * and are inserted again (ON CONFLICT DO NOTHING keeps the transaction usable on PostgreSQL).
 */
export async function insertInvitations(tx: Tx, rows: Omit<typeof invitations.$inferInsert, 'code'>[]): Promise<InvitationRow[]> {
  const inserted: InvitationRow[] = [];
  let pending = rows;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error('could not find free invite codes');
    const batch = pending.map((r) => ({ ...r, code: newCode() }));
    // Two equal codes in one batch: the second collides like an existing one.
    const created = await tx.insert(invitations).values(batch).onConflictDoNothing({ target: invitations.code }).returning();
    inserted.push(...created);
    const got = new Set(created.map((c) => c.code));
    const seen = new Set<string>();
    pending = batch.filter((b) => {
      const ok = got.has(b.code) && !seen.has(b.code);
      seen.add(b.code);
      return !ok;
    }).map(({ code: _code, ...r }) => r);
  }
  return inserted.sort((a, b) => a.id - b.id);
}

const team = alias(teams, 'inv_team');

const listColumns = { invitation: invitations, courseName: courses.name, teamName: team.name, status: statusSql };
export type InvitationListRow = { invitation: InvitationRow; courseName: string; teamName: string | null; status: InvitationStatus };

export async function invitationsById(db: Handle, ids: number[]): Promise<InvitationListRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(listColumns)
    .from(invitations)
    .innerJoin(courses, eq(courses.id, invitations.courseId))
    .leftJoin(team, eq(team.id, invitations.teamId))
    .where(inArray(invitations.id, ids))
    .orderBy(asc(invitations.id));
}

export async function listInvitations(db: Db, f: { courseId: number; status?: InvitationStatus; pageNum: number; pageSize: number }) {
  const where = and(eq(invitations.courseId, f.courseId), f.status ? sql`${statusSql} = ${f.status}` : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(invitations)
      .innerJoin(courses, eq(courses.id, invitations.courseId))
      .leftJoin(team, eq(team.id, invitations.teamId))
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(invitations).where(where),
  ]);
  return { rows, total };
}

export async function findInvitationByCode(db: Handle, code: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.code, code));
  return row;
}

/**
 * Uses a code once, if it can still be used: one conditional UPDATE, which PostgreSQL serialises
 * on the row, so a code of n uses admits exactly n joins however many race for it.
 */
export async function consumeInvitation(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ used: sql`${invitations.used} + 1` })
    .where(and(eq(invitations.id, id), sql`${invitations.used} < ${invitations.uses}`, sql`${invitations.expiresAt} > now()`, isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Withdraws a code nobody has used yet. */
export async function revokeInvitation(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.id, id), isNull(invitations.revokedAt), eq(invitations.used, 0)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export async function findInvitation(db: Handle, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

/** Who joined a course with which code (newest first), with their team in the course. */
export async function listUses(db: Db, f: { courseId: number; pageNum: number; pageSize: number }) {
  const where = eq(invitations.courseId, f.courseId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ code: invitations.code, userId: users.id, name: users.name, mobile: users.mobile, teamName: teams.name, usedAt: invitationUses.usedAt })
      .from(invitationUses)
      .innerJoin(invitations, eq(invitations.id, invitationUses.invitationId))
      .innerJoin(users, eq(users.id, invitationUses.userId))
      .leftJoin(courseMembers, and(eq(courseMembers.courseId, invitations.courseId), eq(courseMembers.userId, invitationUses.userId)))
      .leftJoin(teams, eq(teams.id, courseMembers.teamId))
      .where(where)
      .orderBy(desc(invitationUses.usedAt), desc(invitationUses.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(invitationUses).innerJoin(invitations, eq(invitations.id, invitationUses.invitationId)).where(where),
  ]);
  return { rows, total };
}

/**
 * The personal invitations of a course (those sent to a mobile) and whether that mobile's account
 * is in the course now: joined with the code, or added another way. The name behind a mobile is
 * shown (and searched) only once that person is in the course: inviting a mobile must not reveal
 * whose it is.
 */
export async function listInvited(db: Db, f: { courseId: number; keyword?: string; pageNum: number; pageSize: number }) {
  const invitee = alias(users, 'invitee');
  const where = and(
    eq(invitations.courseId, f.courseId),
    isNotNull(invitations.mobile),
    f.keyword ? or(ilike(invitations.mobile, likePattern(f.keyword)), and(isNotNull(courseMembers.id), ilike(invitee.name, likePattern(f.keyword)))) : undefined,
  );
  const inCourse = () => and(eq(courseMembers.courseId, invitations.courseId), eq(courseMembers.userId, invitee.id));
  const base = () =>
    db
      .select({
        mobile: sql<string>`${invitations.mobile}`,
        name: sql<string | null>`case when ${courseMembers.id} is not null then ${invitee.name} end`,
        code: invitations.code,
        invitedAt: invitations.createdAt,
        joinedAt: sql<Date | null>`coalesce(
          (select u.used_at from ${invitationUses} u where u.invitation_id = ${invitations.id} and u.user_id = ${invitee.id} limit 1),
          ${courseMembers.joinedAt})`.mapWith((v) => (v === null ? null : new Date(v as string))),
        teamName: teams.name,
      })
      .from(invitations)
      .leftJoin(invitee, eq(invitee.mobile, invitations.mobile))
      .leftJoin(courseMembers, inCourse())
      .leftJoin(teams, eq(teams.id, courseMembers.teamId));
  const [rows, [{ total }]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invitations)
      .leftJoin(invitee, eq(invitee.mobile, invitations.mobile))
      .leftJoin(courseMembers, inCourse())
      .where(where),
  ]);
  return { rows, total };
}

/** How many codes and personal invitations each course has. */
export async function invitationCounts(db: Db, courseIds: number[]): Promise<Map<number, { codes: number; invited: number }>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: invitations.courseId, codes: sql<number>`count(*)::int`, invited: sql<number>`count(${invitations.mobile})::int` })
    .from(invitations)
    .where(inArray(invitations.courseId, courseIds))
    .groupBy(invitations.courseId);
  return new Map(rows.map((r) => [r.courseId, { codes: r.codes, invited: r.invited }]));
}

export async function recordUse(tx: Tx, invitationId: number, userId: number): Promise<void> {
  await tx.insert(invitationUses).values({ invitationId, userId }).onConflictDoNothing();
}

/** Why a code cannot be used now, by the database's clock (the one the consuming UPDATE used). */
export async function currentStatus(db: Handle, id: number): Promise<InvitationStatus | undefined> {
  const [row] = await db.select({ status: statusSql }).from(invitations).where(eq(invitations.id, id));
  return row?.status;
}
