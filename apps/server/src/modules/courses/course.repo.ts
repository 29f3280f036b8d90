import { NOT_STARTED_STATUSES } from '@sandtable/shared/machines/course';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { courseFilterSchema } from '@sandtable/shared/contracts/courses';
import type { UnlockableChapter } from '@sandtable/shared/rules/course';
import type { Db, Tx } from '../../db/client';
import { chapterProgress, companies, courseMembers, courses, courseStatusHistory, certificates, teams, users } from '../../db/schema';
import { likePattern } from '../../db/like';
import type { Actor } from '../../lib/actor';

export type CourseRow = typeof courses.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type MemberRow = typeof courseMembers.$inferSelect;
export type CourseFilter = z.output<typeof courseFilterSchema>;

const lecturer = alias(users, 'lecturer');

/** The columns every course list and detail shows, with the lecturer's and company's names. */
const summaryColumns = (actor: Actor) => ({
  course: courses,
  lecturerName: lecturer.name,
  companyName: companies.name,
  // An explicit alias: drizzle renders sub-query columns unqualified.
  enrolled: sql<boolean>`exists (select 1 from ${courseMembers} m where m.course_id = ${courses.id} and m.user_id = ${actor.userId})`.mapWith(Boolean),
});

export type CourseListRow = { course: CourseRow; lecturerName: string | null; companyName: string | null; enrolled: boolean };

/** Which courses a scope holds for this caller, in the WHERE clause (DESIGN §3). */
export function scopeCondition(actor: Actor, scope: CourseFilter['scope']): SQL {
  if (scope === 'mine') return sql`exists (select 1 from ${courseMembers} m where m.course_id = ${courses.id} and m.user_id = ${actor.userId})`;
  if (scope === 'open') return and(eq(courses.kind, 'open'), sql`${courses.status} <> 'disabled'`)!;
  return managedCondition(actor);
}

export function managedCondition(actor: Actor): SQL {
  switch (actor.role) {
    case 'chief_admin':
      return sql`true`;
    case 'lecturer':
      return or(eq(courses.lecturerId, actor.userId), eq(courses.createdBy, actor.userId))!;
    case 'enterprise':
      return actor.companyId === null ? sql`false` : eq(courses.companyId, actor.companyId);
    default:
      return sql`false`;
  }
}

export async function listCourses(db: Db, actor: Actor, f: CourseFilter): Promise<{ rows: CourseListRow[]; total: number }> {
  const where = and(
    scopeCondition(actor, f.scope),
    f.keyword ? ilike(courses.name, likePattern(f.keyword)) : undefined,
    f.status?.length ? inArray(courses.status, f.status) : undefined,
    f.gameId ? eq(courses.gameId, f.gameId) : undefined,
    f.kind ? eq(courses.kind, f.kind) : undefined,
    f.lecturerId ? eq(courses.lecturerId, f.lecturerId) : undefined,
    f.to ? lt(courses.startAt, new Date(f.to)) : undefined,
    f.from ? gte(courses.endAt, new Date(f.from)) : undefined,
  );
  const direction = f.order === 'desc' ? desc : asc;
  const orderBy = f.sort === 'popular' ? [desc(courses.seatsTaken), asc(courses.startAt)] : [direction(f.sort === 'createdAt' ? courses.createdAt : courses.startAt), asc(courses.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns(actor))
      .from(courses)
      .leftJoin(lecturer, eq(lecturer.id, courses.lecturerId))
      .leftJoin(companies, eq(companies.id, courses.companyId))
      .where(where)
      .orderBy(...orderBy)
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(courses).where(where),
  ]);
  return { rows, total };
}

export async function findCourseRow(db: Db | Tx, actor: Actor, id: number): Promise<CourseListRow | undefined> {
  const [row] = await db
    .select(summaryColumns(actor))
    .from(courses)
    .leftJoin(lecturer, eq(lecturer.id, courses.lecturerId))
    .leftJoin(companies, eq(companies.id, courses.companyId))
    .where(eq(courses.id, id));
  return row;
}

export async function findCourse(db: Db | Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

export async function findMember(db: Db | Tx, courseId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)));
  return row;
}

/** Teams with their members (names and mobiles), in the order the course lists them. */
/** A course's teams in their order. */
export function teamsOf(db: Db | Tx, courseId: number) {
  return db.select().from(teams).where(eq(teams.courseId, courseId)).orderBy(asc(teams.position), asc(teams.id));
}

/** Whether `teamId` is one of the course's teams (a team id from a request is checked with it). */
export async function isTeamOf(db: Db | Tx, courseId: number, teamId: number): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(and(eq(teams.id, teamId), eq(teams.courseId, courseId)));
  return row !== undefined;
}

/** One of the course's teams (a team id from a request is looked up with it). */
export async function findTeam(db: Db | Tx, courseId: number, teamId: number): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(and(eq(teams.id, teamId), eq(teams.courseId, courseId)));
  return row;
}

/** A course's status as it is now (re-read inside a transaction: the clock may have just moved it). */
export async function courseStatusOf(db: Db | Tx, courseId: number): Promise<CourseRow['status'] | undefined> {
  const [row] = await db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return row?.status;
}

export async function loadTeams(db: Db | Tx, courseId: number) {
  const [teamRows, memberRows] = await Promise.all([
    teamsOf(db, courseId),
    db
      .select({ member: courseMembers, name: users.name, mobile: users.mobile })
      .from(courseMembers)
      .innerJoin(users, eq(users.id, courseMembers.userId))
      .where(eq(courseMembers.courseId, courseId))
      .orderBy(asc(courseMembers.joinedAt), asc(courseMembers.id)),
  ]);
  return { teamRows, memberRows };
}

export async function loadChapters(db: Db | Tx, memberId: number) {
  return db.select().from(chapterProgress).where(eq(chapterProgress.memberId, memberId));
}

export async function loadCertificate(db: Db | Tx, courseId: number, userId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.courseId, courseId), eq(certificates.userId, userId)));
  return row;
}

export async function loadHistory(db: Db | Tx, courseId: number) {
  return db
    .select({ h: courseStatusHistory, actorName: users.name })
    .from(courseStatusHistory)
    .leftJoin(users, eq(users.id, courseStatusHistory.actorId))
    .where(eq(courseStatusHistory.courseId, courseId))
    .orderBy(asc(courseStatusHistory.at), asc(courseStatusHistory.id));
}

/** Whether the account is an active lecturer's (a led course's lecturer must be). */
export async function isActiveLecturer(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'lecturer'), eq(users.status, 'active')));
  return row !== undefined;
}

export async function insertCourse(tx: Tx, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await tx.insert(courses).values(values).returning();
  return row;
}

/** Marks a course's seats paid with credits, once and before it begins: the row back, or none. */
export async function markPaidWithCredits(tx: Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await tx
    .update(courses)
    .set({ creditsPaid: sql`${courses.participants}`, updatedAt: sql`now()` })
    .where(and(eq(courses.id, id), eq(courses.creditsPaid, 0), inArray(courses.status, [...NOT_STARTED_STATUSES])))
    .returning();
  return row;
}

/** The credits a course's seats were paid with, its row locked until the transaction ends (edits line up behind it). */
export async function lockCreditsPaid(tx: Tx, id: number): Promise<number> {
  // No KEY UPDATE, as membership locks: members may still join while an edit runs.
  const [row] = await tx.select({ creditsPaid: courses.creditsPaid }).from(courses).where(eq(courses.id, id)).for('no key update');
  return row?.creditsPaid ?? 0;
}

/**
 * Changes a course's details while it is still in the status it was read in and its seats still
 * hold its members; answers the changed row, none when either no longer holds.
 */
export async function updateCourseDetails(tx: Tx, course: Pick<CourseRow, 'id' | 'status'>, values: Partial<typeof courses.$inferInsert> & { participants: number }): Promise<CourseRow | undefined> {
  const [row] = await tx
    .update(courses)
    // Seats paid with credits stay paid for all of them (the caller posts the difference).
    .set({ ...values, creditsPaid: sql`CASE WHEN ${courses.creditsPaid} > 0 THEN ${values.participants}::int ELSE 0 END`, updatedAt: sql`now()` })
    .where(and(eq(courses.id, course.id), eq(courses.status, course.status), sql`${courses.seatsTaken} <= ${values.participants}`))
    .returning();
  return row;
}

/**
 * Releases a chapter of a running course (the caller has checked who may). Chapters open in order:
 * releasing 3 releases 2 with it; releasing an open chapter changes nothing. Takes a transaction so
 * the game's start can release chapter 2 in its own. False when the course is not running (nothing
 * released).
 */
export async function releaseChapter(db: Db | Tx, courseId: number, chapter: UnlockableChapter): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ chaptersUnlocked: sql`greatest(${courses.chaptersUnlocked}, ${chapter})`, updatedAt: sql`now()` })
    .where(and(eq(courses.id, courseId), eq(courses.status, 'in_progress')))
    .returning({ id: courses.id });
  return rows.length > 0;
}

/** The memberships with these ids that belong to the course. */
export function findMembers(db: Db | Tx, courseId: number, memberIds: number[]): Promise<MemberRow[]> {
  return db
    .select()
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), inArray(courseMembers.id, memberIds)));
}

export async function findMemberById(db: Db | Tx, memberId: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(courseMembers).where(eq(courseMembers.id, memberId));
  return row;
}
