import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { LEARNER_ROLES } from '@sandtable/shared/auth/roles';
import type { CourseStatus } from '@sandtable/shared/machines/course';
import type { Db, Tx } from '../../db/client';
import { courseGroupCourses, courseGroupMembers, courseGroups, courseMembers, courses, users } from '../../db/schema';
import { likePattern } from '../../db/like';
import type { Actor } from '../../lib/actor';
import { peopleScope } from '../user';
import { managedCondition } from './course.repo';

export type GroupRow = typeof courseGroups.$inferSelect;
export type GroupSummaryRow = { group: GroupRow; courseCount: number; memberCount: number };

/** The groups a caller manages, in the WHERE clause (DESIGN §3); group.service's managesGroup says the same of one group. */
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

const summaryColumns = {
  group: courseGroups,
  courseCount: sql<number>`(select count(*) from ${courseGroupCourses} gc where gc.group_id = ${courseGroups.id})::int`,
  memberCount: sql<number>`(select count(*) from ${courseGroupMembers} gm where gm.group_id = ${courseGroups.id})::int`,
};

export async function findGroup(db: Db | Tx, id: number): Promise<GroupSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(courseGroups).where(eq(courseGroups.id, id));
  return row;
}

export async function findGroupByName(db: Db, name: string): Promise<GroupSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(courseGroups).where(eq(courseGroups.name, name));
  return row;
}

/** A page of the groups the caller manages, the latest first. */
export async function listManagedGroups(db: Db, actor: Actor, f: { keyword?: string; pageNum: number; pageSize: number }) {
  const where = and(managedGroups(actor), f.keyword ? ilike(courseGroups.name, likePattern(f.keyword)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(courseGroups)
      .where(where)
      .orderBy(desc(courseGroups.createdAt), desc(courseGroups.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(courseGroups).where(where),
  ]);
  return { rows, total };
}

/** The groups the caller is a learner of, the latest added first. */
export function groupsOfLearner(db: Db, userId: number): Promise<GroupSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(courseGroups)
    .innerJoin(courseGroupMembers, and(eq(courseGroupMembers.groupId, courseGroups.id), eq(courseGroupMembers.userId, userId)))
    .orderBy(desc(courseGroupMembers.addedAt), desc(courseGroups.id));
}

/** How many of these courses the caller manages in one of the given statuses. */
export async function countManagedCourses(tx: Tx, actor: Actor, courseIds: number[], statuses: readonly CourseStatus[]): Promise<number> {
  const found = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, courseIds), managedCondition(actor), inArray(courses.status, [...statuses])));
  return found.length;
}

/** Throws on a name another group has (course_groups_name_key); answers the new group's id. */
export async function insertGroup(tx: Tx, values: typeof courseGroups.$inferInsert): Promise<number> {
  const [row] = await tx.insert(courseGroups).values(values).returning({ id: courseGroups.id });
  return row.id;
}

export async function updateGroup(tx: Tx, groupId: number, values: Pick<GroupRow, 'name' | 'description'>): Promise<void> {
  await tx.update(courseGroups).set(values).where(eq(courseGroups.id, groupId));
}

/** A group's courses become these, in this order. */
export async function setGroupCourses(tx: Tx, groupId: number, courseIds: number[]): Promise<void> {
  await tx.delete(courseGroupCourses).where(eq(courseGroupCourses.groupId, groupId));
  await tx.insert(courseGroupCourses).values(courseIds.map((courseId, position) => ({ groupId, courseId, position })));
}

/** A group's course ids in order. */
export async function groupCourseIds(db: Db, groupId: number): Promise<number[]> {
  const order = await db.select().from(courseGroupCourses).where(eq(courseGroupCourses.groupId, groupId)).orderBy(asc(courseGroupCourses.position));
  return order.map((o) => o.courseId);
}

/** How many of these accounts are active learners within the caller's scope (peopleScope). */
export async function countScopedLearners(db: Db, actor: Actor, userIds: number[]): Promise<number> {
  const learners = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), inArray(users.role, [...LEARNER_ROLES]), eq(users.status, 'active'), peopleScope(actor)));
  return learners.length;
}

/** Adds learners to a group (one already in it stays as they are) and removes others. */
export async function changeGroupMembers(tx: Tx, groupId: number, add: number[], remove: number[]): Promise<void> {
  if (remove.length) await tx.delete(courseGroupMembers).where(and(eq(courseGroupMembers.groupId, groupId), inArray(courseGroupMembers.userId, remove)));
  if (add.length)
    await tx
      .insert(courseGroupMembers)
      .values(add.map((userId) => ({ groupId, userId })))
      .onConflictDoNothing();
}

export async function isGroupMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const [row] = await db.select().from(courseGroupMembers).where(and(eq(courseGroupMembers.groupId, groupId), eq(courseGroupMembers.userId, userId)));
  return row !== undefined;
}

/**
 * A group's learners as the caller may see them: a manager those within their scope
 * (peopleScope), a learner only themselves; in the order they were added.
 */
export function groupMembersFor(db: Db, actor: Actor, groupId: number, manage: boolean) {
  return db
    .select({ userId: courseGroupMembers.userId, name: users.name, mobile: users.mobile })
    .from(courseGroupMembers)
    .innerJoin(users, eq(users.id, courseGroupMembers.userId))
    .where(and(eq(courseGroupMembers.groupId, groupId), manage ? peopleScope(actor) : eq(courseGroupMembers.userId, actor.userId)))
    .orderBy(asc(courseGroupMembers.addedAt), asc(courseGroupMembers.userId));
}

/** The progress of these accounts in these courses (enrolled ones only). */
export async function enrolments(db: Db, courseIds: number[], userIds: number[]) {
  if (!courseIds.length || !userIds.length) return [];
  return db
    .select({ courseId: courseMembers.courseId, userId: courseMembers.userId, progress: courseMembers.progress })
    .from(courseMembers)
    .where(and(inArray(courseMembers.courseId, courseIds), inArray(courseMembers.userId, userIds)));
}
