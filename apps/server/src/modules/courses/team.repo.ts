import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseMembers, courses, teams, users } from '../../db/schema';
import { likePattern } from '../../db/like';
import type { Actor } from '../../lib/actor';
import { managedCondition, type TeamRow } from './course.repo';

type TeamFields = Pick<typeof teams.$inferInsert, 'name' | 'colour' | 'capacity'>;

/** A team of a course at a given place in its order; answers its id. Throws on a name the course already has. */
export async function insertTeam(tx: Tx, values: TeamFields & { courseId: number; position: number }): Promise<number> {
  const [row] = await tx.insert(teams).values(values).returning({ id: teams.id });
  return row.id;
}

/** A team added to a running setup: placed last, and the course's team count follows it. */
export async function addTeam(tx: Tx, courseId: number, values: TeamFields): Promise<void> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${teams.position}) + 1, 0)::int` })
    .from(teams)
    .where(eq(teams.courseId, courseId));
  await insertTeam(tx, { ...values, courseId, position: next });
  await tx
    .update(courses)
    .set({ teamCount: sql`${courses.teamCount} + 1`, updatedAt: sql`now()` })
    .where(eq(courses.id, courseId));
}

export async function setCaptain(tx: Tx, teamId: number, userId: number): Promise<void> {
  await tx.update(teams).set({ captainId: userId }).where(eq(teams.id, teamId));
}

/** A team without a captain gets the first member who picks it (race-safe: only while still null). */
export async function claimCaptaincy(tx: Tx, teamId: number, userId: number): Promise<void> {
  await tx
    .update(teams)
    .set({ captainId: userId })
    .where(and(eq(teams.id, teamId), isNull(teams.captainId)));
}

/** What a team's captain may change. */
export async function renameTeam(tx: Tx, teamId: number, values: Pick<TeamFields, 'name' | 'colour'>): Promise<void> {
  await tx.update(teams).set(values).where(eq(teams.id, teamId));
}

/**
 * What a manager changes of a team (the captain when given). The capacity may not fall below the
 * members the team has, checked in the same statement: false when it would.
 */
export async function updateTeam(tx: Tx, teamId: number, values: TeamFields & { captainId?: number | null }): Promise<boolean> {
  const updated = await tx
    .update(teams)
    .set(values)
    .where(and(eq(teams.id, teamId), sql`${teams.memberCount} <= ${values.capacity}`))
    .returning({ id: teams.id });
  return updated.length > 0;
}

/** Whether the account is a member of this team of the course. */
export async function isTeamMember(tx: Tx, courseId: number, teamId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: courseMembers.id })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.teamId, teamId), eq(courseMembers.userId, userId)));
  return row !== undefined;
}

/** Names a team's operator while its action plan is not in; false when it already is. */
export async function appointOperator(db: Db, teamId: number, userId: number): Promise<boolean> {
  const updated = await db
    .update(teams)
    .set({ operatorId: userId })
    .where(and(eq(teams.id, teamId), sql`${teams.actionPlan} is null`))
    .returning({ id: teams.id });
  return updated.length > 0;
}

/** Stores a team's action plan from its operator; false when the caller is no longer the operator. */
export async function saveActionPlan(tx: Tx, teamId: number, operatorId: number, plan: string): Promise<boolean> {
  const saved = await tx
    .update(teams)
    .set({ actionPlan: plan, actionPlanAt: sql`now()` })
    .where(and(eq(teams.id, teamId), eq(teams.operatorId, operatorId)))
    .returning({ id: teams.id });
  return saved.length > 0;
}

/** A page of the teams across the courses the caller manages, by team or course name, with the course's and captain's names. */
export async function listManagedTeams(db: Db, actor: Actor, f: { keyword?: string; courseId?: number; pageNum: number; pageSize: number }) {
  const like = f.keyword ? likePattern(f.keyword) : null;
  const where = and(managedCondition(actor), f.courseId ? eq(teams.courseId, f.courseId) : undefined, like ? or(ilike(teams.name, like), ilike(courses.name, like)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ team: teams, courseName: courses.name, captainName: users.name })
      .from(teams)
      .innerJoin(courses, eq(courses.id, teams.courseId))
      .leftJoin(users, eq(users.id, teams.captainId))
      .where(where)
      .orderBy(asc(courses.startAt), asc(courses.id), asc(teams.position), asc(teams.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(teams).innerJoin(courses, eq(courses.id, teams.courseId)).where(where),
  ]);
  return { rows, total };
}

export type { TeamRow };
