// Queries of the assessments module (docs/decisions/assessments.md). Services own the transactions
// and pass their handle; every query that returns a person is called only after the service has
// checked the caller may see that person (assessment.policy.ts).
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Instrument } from '@sandtable/shared/contracts/assessments';
import type { Db, Tx } from '../../db/client';
import {
  assessmentAnswers, assessmentAttemptHistory, assessmentAttempts, assessmentResults, assessments, courseMembers, courses,
  observerInvitationHistory, observerInvitations, teams, users,
} from '../../db/schema';
import { actorKindOf, defineLifecycle } from '../../lib/transition';
import { attemptMachine, observerMachine } from '@sandtable/shared/machines/assessment';

type Handle = Db | Tx;

export const attemptLifecycle = defineLifecycle({
  machine: attemptMachine,
  table: assessmentAttempts,
  record: (tx, c) => tx.insert(assessmentAttemptHistory).values({ attemptId: c.id, fromStatus: c.from, toStatus: c.to, reason: c.event, actorId: c.actorId, actorKind: actorKindOf(c.actorId, c.actorKind) }),
});

export const observerLifecycle = defineLifecycle({
  machine: observerMachine,
  table: observerInvitations,
  record: (tx, c) => tx.insert(observerInvitationHistory).values({ invitationId: c.id, fromStatus: c.from, toStatus: c.to, reason: c.event, actorId: c.actorId, actorKind: actorKindOf(c.actorId, c.actorKind) }),
});

const assessmentColumns = {
  id: assessments.id,
  instrument: assessments.instrument,
  version: assessments.version,
  courseId: assessments.courseId,
  courseName: courses.name,
  deadline: assessments.deadline,
  anonymityThreshold: assessments.anonymityThreshold,
  reportsReleased: assessments.reportsReleased,
  teamIds: assessments.teamIds,
};
export type AssessmentRow = {
  id: number; instrument: Instrument; version: number; courseId: number | null; courseName: string | null; deadline: Date | null;
  anonymityThreshold: number; reportsReleased: boolean; teamIds: number[] | null;
};

/** Whether a course member (the course_members row in the query) takes the test: every member, or those of its teams. */
export const takesTest = (assessmentId: number | SQL): SQL =>
  sql`not exists (select 1 from ${assessments} a where a.id = ${assessmentId} and a.team_ids is not null and not coalesce(${courseMembers.teamId} = any(a.team_ids), false))`;

export async function findAssessment(db: Handle, id: number): Promise<AssessmentRow | undefined> {
  const [row] = await db.select(assessmentColumns).from(assessments).leftJoin(courses, eq(courses.id, assessments.courseId)).where(eq(assessments.id, id));
  return row;
}

export async function findCourseAssessment(db: Handle, courseId: number, instrument: Instrument): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select(assessmentColumns)
    .from(assessments)
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .where(and(eq(assessments.courseId, courseId), eq(assessments.instrument, instrument)));
  return row;
}

/** A course's test's anonymity threshold and whether its reports are released to members. */
export async function setSettings(tx: Tx, id: number, settings: { anonymityThreshold: number; reportsReleased: boolean; teamIds: number[] | null }): Promise<void> {
  await tx.update(assessments).set(settings).where(eq(assessments.id, id));
}

/** Inserts the course's assessment, or sets the deadline of the one it has (one per instrument and course). */
export async function upsertCourseAssessment(tx: Tx, values: { courseId: number; instrument: Instrument; version: number; deadline: Date | null; createdBy: number }): Promise<number> {
  const [row] = await tx
    .insert(assessments)
    .values(values)
    .onConflictDoUpdate({ target: [assessments.courseId, assessments.instrument], targetWhere: sql`${assessments.courseId} IS NOT NULL`, set: { deadline: values.deadline } })
    .returning({ id: assessments.id });
  return row.id;
}

/** The assessments a person has: those of the courses they are a member of, and the open ones. */
export async function assessmentsOf(db: Handle, userId: number, courseId?: number) {
  // A course test of theirs: they are a member of its course, and of one of its teams when it has some.
  const theirs = sql`exists (select 1 from ${courseMembers} cm where cm.course_id = ${assessments.courseId} and cm.user_id = ${userId} and (${assessments.teamIds} is null or coalesce(cm.team_id = any(${assessments.teamIds}), false)))`;
  return db
    .select({
      ...assessmentColumns,
      attemptId: assessmentAttempts.id,
      status: assessmentAttempts.status,
      submittedAt: assessmentAttempts.submittedAt,
    })
    .from(assessments)
    .leftJoin(courses, eq(courses.id, assessments.courseId))
    .leftJoin(assessmentAttempts, and(eq(assessmentAttempts.assessmentId, assessments.id), eq(assessmentAttempts.userId, userId)))
    .where(courseId === undefined ? or(isNull(assessments.courseId), theirs) : and(eq(assessments.courseId, courseId), theirs))
    .orderBy(asc(assessments.id));
}

/** The person's submitted results, newest first, whatever became of the course since (/evaluate-score). */
export async function resultsOf(db: Handle, userId: number) {
  return db
    .select({ ...assessmentColumns, attemptId: assessmentAttempts.id, status: assessmentAttempts.status, submittedAt: assessmentAttempts.submittedAt, chosenRoles: assessmentAttempts.chosenRoles, scores: assessmentResults.scores })
    .from(assessmentAttempts)
    .innerJoin(assessmentResults, eq(assessmentResults.attemptId, assessmentAttempts.id))
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .leftJoin(courses, eq(courses.id, assessments.courseId))
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.status, 'finished')))
    .orderBy(desc(assessmentAttempts.submittedAt), desc(assessmentAttempts.id));
}

export type AttemptRow = typeof assessmentAttempts.$inferSelect;

export async function findAttempt(db: Handle, assessmentId: number, userId: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(assessmentAttempts).where(and(eq(assessmentAttempts.assessmentId, assessmentId), eq(assessmentAttempts.userId, userId)));
  return row;
}

/** The attempt locked for the rest of the transaction (saves and submits of one attempt serialise on it). */
export async function lockAttempt(tx: Tx, id: number): Promise<AttemptRow> {
  const [row] = await tx.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id)).for('update');
  return row;
}

/** A new attempt (pending), or undefined when one already exists (a concurrent first save made it). */
export async function insertAttempt(tx: Tx, assessmentId: number, userId: number): Promise<AttemptRow | undefined> {
  const [row] = await tx.insert(assessmentAttempts).values({ assessmentId, userId }).onConflictDoNothing().returning();
  return row;
}

export async function setChosenRoles(tx: Tx, attemptId: number, roles: string[]): Promise<void> {
  await tx.update(assessmentAttempts).set({ chosenRoles: roles, updatedAt: sql`now()` }).where(eq(assessmentAttempts.id, attemptId));
}

export async function touchAttempt(tx: Tx, attemptId: number): Promise<void> {
  await tx.update(assessmentAttempts).set({ updatedAt: sql`now()` }).where(eq(assessmentAttempts.id, attemptId));
}

export async function answersOf(db: Handle, attemptId: number): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.select({ part: assessmentAnswers.part, answers: assessmentAnswers.answers }).from(assessmentAnswers).where(eq(assessmentAnswers.attemptId, attemptId));
  return Object.fromEntries(rows.map((r) => [r.part, r.answers]));
}

export async function saveAnswers(tx: Tx, attemptId: number, part: string, answers: Record<string, unknown>): Promise<void> {
  await tx
    .insert(assessmentAnswers)
    .values({ attemptId, part, answers })
    .onConflictDoUpdate({ target: [assessmentAnswers.attemptId, assessmentAnswers.part], set: { answers, savedAt: sql`now()` } });
}

export async function insertResult(tx: Tx, values: typeof assessmentResults.$inferInsert): Promise<void> {
  await tx.insert(assessmentResults).values(values);
}

export async function resultOf(db: Handle, attemptId: number) {
  const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.attemptId, attemptId));
  return row;
}

export async function nameOf(db: Handle, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

// ---- observers ----

export type InvitationRow = typeof observerInvitations.$inferSelect;

/**
 * Inserts an invitation only while the attempt has fewer than `max` (one conditional statement:
 * INSERT … SELECT … WHERE count < max), so repeated calls cannot go past it; undefined when full.
 * The caller holds the attempt's row lock, so concurrent invitations count one after the other.
 */
export async function insertInvitation(tx: Tx, values: { attemptId: number; observerId?: number; tokenHash?: string; expiresAt: Date; createdBy: number }, max: number): Promise<{ id: number } | undefined> {
  const result = await tx.execute(sql`
    insert into ${observerInvitations} (attempt_id, observer_id, token_hash, expires_at, created_by)
    select ${values.attemptId}, ${values.observerId ?? null}::int, ${values.tokenHash ?? null}::text, ${values.expiresAt.toISOString()}::timestamptz, ${values.createdBy}
    where (select count(*) from ${observerInvitations} where attempt_id = ${values.attemptId}) < ${max}
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows[0];
}

/** An attempt's invitations with the invited person's name (never the answers). */
export async function invitationsOf(db: Handle, attemptId: number) {
  return db
    .select({ id: observerInvitations.id, status: observerInvitations.status, observerId: observerInvitations.observerId, observerName: users.name, expiresAt: observerInvitations.expiresAt })
    .from(observerInvitations)
    .leftJoin(users, eq(users.id, observerInvitations.observerId))
    .where(eq(observerInvitations.attemptId, attemptId))
    .orderBy(asc(observerInvitations.id));
}

const taskColumns = {
  invitation: observerInvitations,
  instrument: assessments.instrument,
  version: assessments.version,
  subjectId: assessmentAttempts.userId,
  subjectName: users.name,
  courseName: courses.name,
};

function tasks(db: Handle) {
  return db
    .select(taskColumns)
    .from(observerInvitations)
    .innerJoin(assessmentAttempts, eq(assessmentAttempts.id, observerInvitations.attemptId))
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .innerJoin(users, eq(users.id, assessmentAttempts.userId))
    .leftJoin(courses, eq(courses.id, assessments.courseId));
}
export type TaskRow = Awaited<ReturnType<typeof findTaskById>>;

export async function findTaskById(db: Handle, id: number) {
  const [row] = await tasks(db).where(eq(observerInvitations.id, id));
  return row;
}

export async function findTaskByToken(db: Handle, tokenHash: string) {
  const [row] = await tasks(db).where(eq(observerInvitations.tokenHash, tokenHash));
  return row;
}

export async function tasksOfObserver(db: Handle, observerId: number) {
  return tasks(db).where(eq(observerInvitations.observerId, observerId)).orderBy(asc(observerInvitations.id));
}

/** Who has already rated the attempt's person (named invitations and logged-in link answers). */
export async function ratersOf(db: Handle, attemptId: number): Promise<number[]> {
  const rows = await db
    .select({ observerId: observerInvitations.observerId, answeredBy: observerInvitations.answeredBy })
    .from(observerInvitations)
    .where(and(eq(observerInvitations.attemptId, attemptId), eq(observerInvitations.status, 'answered')));
  return rows.flatMap((r) => [r.observerId ?? r.answeredBy].filter((x): x is number => x !== null));
}

/** The answered sheets about an attempt's person, each with a rater key that never names a link's observer. */
export async function observerSheets(db: Handle, attemptId: number): Promise<{ raterId: string; answers: Record<string, unknown> }[]> {
  const rows = await db
    .select({ id: observerInvitations.id, observerId: observerInvitations.observerId, answeredBy: observerInvitations.answeredBy, answers: observerInvitations.answers })
    .from(observerInvitations)
    .where(and(eq(observerInvitations.attemptId, attemptId), eq(observerInvitations.status, 'answered')))
    .orderBy(asc(observerInvitations.id));
  return rows.map((r) => ({ raterId: r.observerId !== null ? `u${r.observerId}` : r.answeredBy !== null ? `u${r.answeredBy}` : `link${r.id}`, answers: r.answers ?? {} }));
}

// ---- courses and teams, as the assessments need them ----

export async function teamOf(db: Handle, teamId: number) {
  const [row] = await db.select({ id: teams.id, name: teams.name, courseId: teams.courseId }).from(teams).where(eq(teams.id, teamId));
  return row;
}

/** The members of a course (or of one of its teams) with their attempt at an assessment and its stored result. */
export async function membersWithResults(db: Handle, courseId: number, assessmentId: number, teamId?: number) {
  return db
    .select({
      userId: courseMembers.userId,
      name: users.name,
      teamId: courseMembers.teamId,
      status: assessmentAttempts.status,
      chosenRoles: assessmentAttempts.chosenRoles,
      scores: assessmentResults.scores,
    })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .leftJoin(assessmentAttempts, and(eq(assessmentAttempts.assessmentId, assessmentId), eq(assessmentAttempts.userId, courseMembers.userId)))
    .leftJoin(assessmentResults, eq(assessmentResults.attemptId, assessmentAttempts.id))
    .where(and(eq(courseMembers.courseId, courseId), teamId === undefined ? undefined : eq(courseMembers.teamId, teamId), takesTest(assessmentId)))
    .orderBy(asc(courseMembers.id));
}

/** People of a company's department: `null` those with none given. */
const inDepartment = (department: string | null) => (department === null ? isNull(users.department) : eq(users.department, department));

/**
 * The submitted results of a company's people for one instrument, newest first (a person may have
 * several); of one department only when `department` is given (null: the people with none).
 */
export async function companyResults(db: Handle, companyId: number, instrument: Instrument, department?: string | null) {
  return db
    .select({ userId: users.id, department: users.department, scores: assessmentResults.scores })
    .from(assessmentResults)
    .innerJoin(assessmentAttempts, eq(assessmentAttempts.id, assessmentResults.attemptId))
    .innerJoin(users, eq(users.id, assessmentAttempts.userId))
    .where(and(eq(users.companyId, companyId), eq(assessmentResults.instrument, instrument), department === undefined ? undefined : inDepartment(department)))
    .orderBy(desc(assessmentResults.scoredAt), desc(assessmentResults.attemptId));
}

/** Where a person sits in their company: its id (null: none) and their department. */
export async function placeOf(db: Handle, userId: number) {
  const [row] = await db.select({ companyId: users.companyId, department: users.department }).from(users).where(eq(users.id, userId));
  return row;
}

/** How many people a company's department has now. */
export async function departmentSize(db: Handle, companyId: number, department: string | null): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.companyId, companyId), inDepartment(department)));
  return row?.n ?? 0;
}

export async function findCourseMemberById(db: Handle, memberId: number) {
  const [row] = await db.select().from(courseMembers).where(eq(courseMembers.id, memberId));
  return row;
}
