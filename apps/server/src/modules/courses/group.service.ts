import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { COURSE_STATUSES } from '@sandtable/shared/machines/course';
import { maskPhone } from '@sandtable/shared/format/phone';
import { LEARNER_ROLES } from '@sandtable/shared/auth/roles';
import type { courseGroupEndpoints, CourseGroup, CourseGroupSummary } from '@sandtable/shared/contracts/courseGroups';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { courseGroupCourses, courseGroupMembers, courseGroups, courseMembers, courses, users } from '../../db/schema';
import { likePattern } from '../../db/like';
import { findCourseRow, listCourses, managedCondition } from './course.repo';
import { presentSummary } from './course.presenter';
import { peopleScope } from '../user';

type Req<K extends keyof typeof courseGroupEndpoints> = z.output<(typeof courseGroupEndpoints)[K]['request']>;
type GroupRow = typeof courseGroups.$inferSelect;

/**
 * Who runs a course group: the chief admin; the lecturer who created it; an enterprise user for
 * their company's groups — the same shape as who runs a course (course.policy managesCourse).
 */
export function managesGroup(actor: Actor, group: Pick<GroupRow, 'createdBy' | 'companyId'>): boolean {
  if (actor.role === 'chief_admin') return true;
  if (actor.role === 'lecturer') return group.createdBy === actor.userId;
  if (actor.role === 'enterprise') return actor.companyId !== null && group.companyId === actor.companyId;
  return false;
}

/** The groups a caller manages, in the WHERE clause (DESIGN §3). */
function managedGroups(actor: Actor): SQL {
  switch (actor.role) {
    case 'chief_admin':
      return sql`true`;
    case 'lecturer':
      return eq(courseGroups.createdBy, actor.userId);
    case 'enterprise':
      return actor.companyId === null ? sql`false` : eq(courseGroups.companyId, actor.companyId);
    default:
      return sql`false`;
  }
}

const LIVE_STATUSES = COURSE_STATUSES.filter((s) => s !== 'disabled');

const summaryColumns = {
  group: courseGroups,
  courseCount: sql<number>`(select count(*) from ${courseGroupCourses} gc where gc.group_id = ${courseGroups.id})::int`,
  memberCount: sql<number>`(select count(*) from ${courseGroupMembers} gm where gm.group_id = ${courseGroups.id})::int`,
};

function presentGroupSummary(row: { group: GroupRow; courseCount: number; memberCount: number }): CourseGroupSummary {
  const g = row.group;
  return { id: g.id, name: g.name, description: g.description, companyId: g.companyId, courseCount: row.courseCount, memberCount: row.memberCount, createdAt: g.createdAt.toISOString() };
}

async function loadGroup(db: Db | Tx, id: number) {
  const [row] = await db.select(summaryColumns).from(courseGroups).where(eq(courseGroups.id, id));
  return row;
}

/** A group the caller manages; any other (or none): not found. */
async function managedGroup(deps: AppDeps, actor: Actor, id: number) {
  const row = await loadGroup(deps.db, id);
  if (!row || !managesGroup(actor, row.group)) fail(Errors.notFound);
  return row!;
}

/** Courses go into a group only from the caller's managed courses (not disabled): else not found. */
async function checkCourses(tx: Tx, actor: Actor, courseIds: number[]): Promise<void> {
  const found = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, courseIds), managedCondition(actor), inArray(courses.status, LIVE_STATUSES)));
  if (found.length !== courseIds.length) fail(Errors.notFound);
}

async function setCourses(tx: Tx, groupId: number, courseIds: number[]): Promise<void> {
  await tx.delete(courseGroupCourses).where(eq(courseGroupCourses.groupId, groupId));
  await tx.insert(courseGroupCourses).values(courseIds.map((courseId, position) => ({ groupId, courseId, position })));
}

/** Group names are unique (the index decides); a taken name is a validation failure on `name`. */
async function nameUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'course_groups_name_key')) failFields([{ path: ['name'], message: 'validation:groupNameTaken' }]);
    throw err;
  }
}

export async function createGroup(deps: AppDeps, actor: Actor, input: Req<'create'>): Promise<CourseGroup> {
  const id = await nameUnique(() =>
    deps.db.transaction(async (tx) => {
      await checkCourses(tx, actor, input.courseIds);
      const [row] = await tx
        .insert(courseGroups)
        .values({ name: input.name, description: input.description ?? null, companyId: actor.role === 'enterprise' ? actor.companyId : null, createdBy: actor.userId })
        .returning({ id: courseGroups.id });
      await setCourses(tx, row.id, input.courseIds);
      return row.id;
    }),
  );
  return getGroup(deps, actor, id);
}

export async function editGroup(deps: AppDeps, actor: Actor, input: Req<'edit'>): Promise<CourseGroup> {
  const { group } = await managedGroup(deps, actor, input.id);
  await nameUnique(() =>
    deps.db.transaction(async (tx) => {
      await checkCourses(tx, actor, input.courseIds);
      await tx
        .update(courseGroups)
        .set({ name: input.name, description: input.description ?? null })
        .where(eq(courseGroups.id, group.id));
      await setCourses(tx, group.id, input.courseIds);
    }),
  );
  return getGroup(deps, actor, group.id);
}

/**
 * Adds and removes a group's learners: active student accounts within the caller's scope (an
 * enterprise user's company, a lecturer's courses: peopleScope); anyone else is not found.
 * Adding someone already in it changes nothing.
 */
export async function editGroupMembers(deps: AppDeps, actor: Actor, input: Req<'editMembers'>): Promise<CourseGroup> {
  const { group } = await managedGroup(deps, actor, input.groupId);
  const add = [...new Set(input.add)];
  if (add.length) {
    const learners = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, add), inArray(users.role, [...LEARNER_ROLES]), eq(users.status, 'active'), peopleScope(actor)));
    if (learners.length !== add.length) fail(Errors.notFound);
  }
  await deps.db.transaction(async (tx) => {
    if (input.remove.length) await tx.delete(courseGroupMembers).where(and(eq(courseGroupMembers.groupId, group.id), inArray(courseGroupMembers.userId, input.remove)));
    if (add.length)
      await tx
        .insert(courseGroupMembers)
        .values(add.map((userId) => ({ groupId: group.id, userId })))
        .onConflictDoNothing();
  });
  return getGroup(deps, actor, group.id);
}

export async function selectGroups(deps: AppDeps, actor: Actor, input: Req<'select'>) {
  const where = and(managedGroups(actor), input.keyword ? ilike(courseGroups.name, likePattern(input.keyword)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select(summaryColumns)
      .from(courseGroups)
      .where(where)
      .orderBy(desc(courseGroups.createdAt), desc(courseGroups.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(courseGroups).where(where),
  ]);
  return { list: rows.map(presentGroupSummary), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** The courses a manager may put in a group: those they manage, not disabled, the latest first. */
export async function selectGroupableCourses(deps: AppDeps, actor: Actor, input: Req<'selectCourses'>) {
  const { rows, total } = await listCourses(deps.db, actor, { ...input, scope: 'managed', status: [...LIVE_STATUSES], sort: 'startAt', order: 'desc' });
  return { list: rows.map((r) => presentSummary(r)), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export async function groupByName(deps: AppDeps, actor: Actor, input: Req<'byName'>) {
  const [row] = await deps.db.select(summaryColumns).from(courseGroups).where(eq(courseGroups.name, input.name));
  return { taken: !!row, group: row && managesGroup(actor, row.group) ? presentGroupSummary(row) : null };
}

/** A group with its courses in order and its learners' progress: its managers and its learners. */
export async function getGroup(deps: AppDeps, actor: Actor, id: number): Promise<CourseGroup> {
  const row = await loadGroup(deps.db, id);
  const manage = !!row && managesGroup(actor, row.group);
  const [mine] = row && !manage ? await deps.db.select().from(courseGroupMembers).where(and(eq(courseGroupMembers.groupId, id), eq(courseGroupMembers.userId, actor.userId))) : [];
  if (!row || (!manage && !mine)) fail(Errors.notFound);
  return groupDetail(deps, actor, row!, manage);
}

async function groupDetail(deps: AppDeps, actor: Actor, row: NonNullable<Awaited<ReturnType<typeof loadGroup>>>, manage: boolean): Promise<CourseGroup> {
  const db = deps.db;
  const order = await db.select().from(courseGroupCourses).where(eq(courseGroupCourses.groupId, row.group.id)).orderBy(asc(courseGroupCourses.position));
  const courseIds = order.map((o) => o.courseId);
  const [courseRows, memberRows] = await Promise.all([
    Promise.all(courseIds.map((cid) => findCourseRow(db, actor, cid))),
    db
      .select({ userId: courseGroupMembers.userId, name: users.name, mobile: users.mobile })
      .from(courseGroupMembers)
      .innerJoin(users, eq(users.id, courseGroupMembers.userId))
      .where(and(eq(courseGroupMembers.groupId, row.group.id), manage ? peopleScope(actor) : eq(courseGroupMembers.userId, actor.userId)))
      .orderBy(asc(courseGroupMembers.addedAt), asc(courseGroupMembers.userId)),
  ]);
  const enrolments =
    courseIds.length && memberRows.length
      ? await db
          .select({ courseId: courseMembers.courseId, userId: courseMembers.userId, progress: courseMembers.progress })
          .from(courseMembers)
          .where(and(inArray(courseMembers.courseId, courseIds), inArray(courseMembers.userId, memberRows.map((m) => m.userId))))
      : [];
  return {
    ...presentGroupSummary(row),
    courses: courseRows.filter((c) => c !== undefined).map((c) => presentSummary(c)),
    members: memberRows.map((m) => {
      const progress = courseIds.map((courseId) => ({ courseId, progress: enrolments.find((e) => e.courseId === courseId && e.userId === m.userId)?.progress ?? ('not_enrolled' as const) }));
      return { userId: m.userId, name: m.name, mobile: manage || m.userId === actor.userId ? m.mobile : m.mobile && maskPhone(m.mobile), progress, completedCourses: progress.filter((p) => p.progress === 'completed').length };
    }),
    manage,
  };
}

/** The groups the caller is a learner of, the latest added first. */
export async function myGroups(deps: AppDeps, actor: Actor) {
  const rows = await deps.db
    .select(summaryColumns)
    .from(courseGroups)
    .innerJoin(courseGroupMembers, and(eq(courseGroupMembers.groupId, courseGroups.id), eq(courseGroupMembers.userId, actor.userId)))
    .orderBy(desc(courseGroupMembers.addedAt), desc(courseGroups.id));
  return { list: await Promise.all(rows.map((r) => groupDetail(deps, actor, r, false))) };
}
