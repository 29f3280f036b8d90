import { NOT_STARTED_STATUSES } from '@sandtable/shared/machines/course';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { Tx } from '../../db/client';
import { courseMembers, courses, teams } from '../../db/schema';
import { fail } from '../../lib/errors';
import { isUniqueViolation } from '../../db/errors';
import { isTeamOf } from './course.repo';

/**
 * The lock order of every membership change: the course row first (takeSeat's UPDATE takes it
 * when joining; leaving and moving take it here), then team rows, then member rows. Two changes
 * in one course therefore queue on the course instead of deadlocking on each other's teams (two
 * members swapping teams at the same instant). NO KEY UPDATE, like an UPDATE of the counters:
 * inserting a member (a foreign key to the course) is not blocked by it.
 */
export async function lockMembership(tx: Tx, courseId: number): Promise<void> {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('no key update');
}

/**
 * Seats and team places move only by conditional UPDATEs (DESIGN §4): `seats_taken < participants`
 * is checked and incremented in one statement, which PostgreSQL serialises on the row, so two
 * people racing for the last seat cannot both get it. Call inside the joining transaction: a
 * later failure rolls the seat back. Releasing is only ever done for a member row this
 * transaction deleted or moved (the RETURNING of that statement), so a place is freed once.
 */
export async function takeSeat(tx: Tx, courseId: number, whenFull = Errors.courseFull): Promise<void> {
  const taken = await tx
    .update(courses)
    .set({ seatsTaken: sql`${courses.seatsTaken} + 1` })
    .where(and(eq(courses.id, courseId), lt(courses.seatsTaken, courses.participants)))
    .returning({ id: courses.id });
  if (taken.length === 0) fail(whenFull);
}

async function releaseSeat(tx: Tx, courseId: number): Promise<void> {
  await tx
    .update(courses)
    .set({ seatsTaken: sql`${courses.seatsTaken} - 1` })
    .where(eq(courses.id, courseId));
}

/** A place in a team, the same way: a full team refuses (spec §4 "selectable or full"). */
export async function takeTeamPlace(tx: Tx, courseId: number, teamId: number): Promise<void> {
  const taken = await tx
    .update(teams)
    .set({ memberCount: sql`${teams.memberCount} + 1` })
    .where(and(eq(teams.id, teamId), eq(teams.courseId, courseId), lt(teams.memberCount, teams.capacity)))
    .returning({ id: teams.id });
  if (taken.length === 0) {
    fail((await isTeamOf(tx, courseId, teamId)) ? Errors.teamFull : Errors.notFound);
  }
}

async function releaseTeamPlace(tx: Tx, teamId: number): Promise<void> {
  await tx
    .update(teams)
    .set({ memberCount: sql`${teams.memberCount} - 1` })
    .where(eq(teams.id, teamId));
}

export type JoinedVia = (typeof courseMembers.$inferInsert)['joinedVia'];

/**
 * Enrols a user: a seat, a team place when a team is given, and the member row. A user already in
 * the course is refused with alreadyEnrolled (the unique index decides under concurrency).
 */
export async function enrol(tx: Tx, courseId: number, userId: number, teamId: number | null, via: JoinedVia, whenFull = Errors.courseFull): Promise<number> {
  await takeSeat(tx, courseId, whenFull);
  if (teamId !== null) await takeTeamPlace(tx, courseId, teamId);
  try {
    // A savepoint: on PostgreSQL a failed statement would otherwise abort the whole transaction.
    const [row] = await tx.transaction((sp) => sp.insert(courseMembers).values({ courseId, userId, teamId, joinedVia: via }).returning({ id: courseMembers.id }));
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) fail(Errors.alreadyEnrolled);
    throw err;
  }
}

/**
 * Moves a member to another team (or out of teams), keeping both teams' counts right. The member
 * row changes only if it is still in the team the caller read; otherwise (a concurrent move or
 * removal won) courseStateChanged, and no count moves.
 */
export async function moveToTeam(tx: Tx, member: { id: number; courseId: number; teamId: number | null }, teamId: number | null): Promise<void> {
  if (member.teamId === teamId) return;
  await lockMembership(tx, member.courseId);
  const moved = await tx
    .update(courseMembers)
    .set({ teamId })
    .where(and(eq(courseMembers.id, member.id), member.teamId === null ? isNull(courseMembers.teamId) : eq(courseMembers.teamId, member.teamId)))
    .returning({ id: courseMembers.id });
  if (moved.length === 0) fail(Errors.courseStateChanged);
  if (teamId !== null) await takeTeamPlace(tx, member.courseId, teamId);
  if (member.teamId !== null) await releaseTeamPlace(tx, member.teamId);
}

/** A member leaving a team gives up its captaincy (and the operator's role). */
export async function leaveTeamRoles(tx: Tx, teamId: number, userId: number): Promise<void> {
  await tx
    .update(teams)
    .set({
      captainId: sql`case when ${teams.captainId} = ${userId} then null else ${teams.captainId} end`,
      operatorId: sql`case when ${teams.operatorId} = ${userId} then null else ${teams.operatorId} end`,
    })
    .where(eq(teams.id, teamId));
}

/**
 * Takes a member out of the course: the member row is deleted, and the seat and the team place
 * of the row actually deleted are freed (captaincy cleared). False when the row was already gone
 * (a concurrent leave or removal won): nothing is freed then.
 */
export async function removeMember(tx: Tx, member: { id: number; courseId: number }): Promise<boolean> {
  await lockMembership(tx, member.courseId);
  const [gone] = await tx.delete(courseMembers).where(eq(courseMembers.id, member.id)).returning({ teamId: courseMembers.teamId, userId: courseMembers.userId });
  if (!gone) return false;
  if (gone.teamId !== null) {
    await releaseTeamPlace(tx, gone.teamId);
    await leaveTeamRoles(tx, gone.teamId, gone.userId);
  }
  await releaseSeat(tx, member.courseId);
  return true;
}

/** Whether a seat of a course can still be given back: the course has not begun. */
export async function seatReturnable(tx: Tx, courseId: number): Promise<boolean> {
  // Locked as joining locks it: the clock cannot start the course between this answer and the commit.
  const [row] = await tx.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId)).for('no key update');
  return !!row && (NOT_STARTED_STATUSES as readonly string[]).includes(row.status);
}

/**
 * A seat bought back (a refund): the buyer leaves the course if it has not begun, and only the
 * membership a purchase made (someone added by its managers stays); its seat frees with the row.
 */
export async function leaveBoughtSeat(tx: Tx, courseId: number, userId: number): Promise<boolean> {
  if (!(await seatReturnable(tx, courseId))) return false;
  const [member] = await tx
    .select({ id: courseMembers.id, courseId: courseMembers.courseId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId), eq(courseMembers.joinedVia, 'purchase')));
  return member ? removeMember(tx, member) : false;
}

/**
 * A seat held for an order of an open session's seat (modules/shop): taken when the order is
 * placed, by the same conditional UPDATE as any join, so a session is never sold beyond its seats.
 * `seats_taken` then counts members and seats held by orders awaiting payment; the hold ends with
 * the order — `releaseHeldSeat` when it is cancelled or expires, `enrolOnHeldSeat` when it is paid.
 */
export const holdSeat = (tx: Tx, courseId: number) => takeSeat(tx, courseId);
export const releaseHeldSeat = releaseSeat;

/** The paid order's holder becomes a member on the seat held for them; already one (added meanwhile): the hold is released. */
export async function enrolOnHeldSeat(tx: Tx, courseId: number, userId: number): Promise<boolean> {
  const [row] = await tx.insert(courseMembers).values({ courseId, userId, teamId: null, joinedVia: 'purchase' }).onConflictDoNothing().returning({ id: courseMembers.id });
  if (!row) await releaseSeat(tx, courseId);
  return !!row;
}
