import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { COURSE_STATUSES } from '@sandtable/shared/machines/course';
import { maskPhone } from '@sandtable/shared/format/phone';
import type { courseGroupEndpoints, CourseGroup, CourseGroupSummary } from '@sandtable/shared/contracts/courseGroups';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findCourseRow, listCourses } from './course.repo';
import { presentSummary } from './course.presenter';
import {
  changeGroupMembers,
  countManagedCourses,
  countScopedLearners,
  enrolments,
  findGroup,
  findGroupByName,
  groupCourseIds,
  groupMembersFor,
  groupsOfLearner,
  insertGroup,
  isGroupMember,
  listManagedGroups,
  setGroupCourses,
  updateGroup,
  type GroupRow,
  type GroupSummaryRow,
} from './group.repo';

type Req<K extends keyof typeof courseGroupEndpoints> = z.output<(typeof courseGroupEndpoints)[K]['request']>;

/**
 * Who runs a course group: the chief admin; the lecturer who created it; an enterprise user for
 * their company's groups — the same shape as who runs a course (course.policy managesCourse), and
 * as the WHERE clause of group.repo's listManagedGroups.
 */
export function managesGroup(actor: Actor, group: Pick<GroupRow, 'createdBy' | 'companyId'>): boolean {
  if (actor.role === 'chief_admin') return true;
  if (actor.role === 'lecturer') return group.createdBy === actor.userId;
  if (actor.role === 'enterprise') return actor.companyId !== null && group.companyId === actor.companyId;
  return false;
}

const LIVE_STATUSES = COURSE_STATUSES.filter((s) => s !== 'disabled');

function presentGroupSummary(row: GroupSummaryRow): CourseGroupSummary {
  const g = row.group;
  return { id: g.id, name: g.name, description: g.description, companyId: g.companyId, courseCount: row.courseCount, memberCount: row.memberCount, createdAt: g.createdAt.toISOString() };
}

/** A group the caller manages; any other (or none): not found. */
async function managedGroup(deps: AppDeps, actor: Actor, id: number) {
  const row = await findGroup(deps.db, id);
  if (!row || !managesGroup(actor, row.group)) fail(Errors.notFound);
  return row!;
}

/** Courses go into a group only from the caller's managed courses (not disabled): else not found. */
async function checkCourses(tx: Tx, actor: Actor, courseIds: number[]): Promise<void> {
  if ((await countManagedCourses(tx, actor, courseIds, LIVE_STATUSES)) !== courseIds.length) fail(Errors.notFound);
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
      const id = await insertGroup(tx, { name: input.name, description: input.description ?? null, companyId: actor.role === 'enterprise' ? actor.companyId : null, createdBy: actor.userId });
      await setGroupCourses(tx, id, input.courseIds);
      return id;
    }),
  );
  return getGroup(deps, actor, id);
}

export async function editGroup(deps: AppDeps, actor: Actor, input: Req<'edit'>): Promise<CourseGroup> {
  const { group } = await managedGroup(deps, actor, input.id);
  await nameUnique(() =>
    deps.db.transaction(async (tx) => {
      await checkCourses(tx, actor, input.courseIds);
      await updateGroup(tx, group.id, { name: input.name, description: input.description ?? null });
      await setGroupCourses(tx, group.id, input.courseIds);
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
  if (add.length && (await countScopedLearners(deps.db, actor, add)) !== add.length) fail(Errors.notFound);
  await deps.db.transaction((tx) => changeGroupMembers(tx, group.id, add, input.remove));
  return getGroup(deps, actor, group.id);
}

export async function selectGroups(deps: AppDeps, actor: Actor, input: Req<'select'>) {
  const { rows, total } = await listManagedGroups(deps.db, actor, input);
  return { list: rows.map(presentGroupSummary), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** The courses a manager may put in a group: those they manage, not disabled, the latest first. */
export async function selectGroupableCourses(deps: AppDeps, actor: Actor, input: Req<'selectCourses'>) {
  const { rows, total } = await listCourses(deps.db, actor, { ...input, scope: 'managed', status: [...LIVE_STATUSES], sort: 'startAt', order: 'desc' });
  return { list: rows.map((r) => presentSummary(r)), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export async function groupByName(deps: AppDeps, actor: Actor, input: Req<'byName'>) {
  const row = await findGroupByName(deps.db, input.name);
  return { taken: !!row, group: row && managesGroup(actor, row.group) ? presentGroupSummary(row) : null };
}

/** A group with its courses in order and its learners' progress: its managers and its learners. */
export async function getGroup(deps: AppDeps, actor: Actor, id: number): Promise<CourseGroup> {
  const row = await findGroup(deps.db, id);
  const manage = !!row && managesGroup(actor, row.group);
  const mine = !!row && !manage && (await isGroupMember(deps.db, id, actor.userId));
  if (!row || (!manage && !mine)) fail(Errors.notFound);
  return groupDetail(deps, actor, row!, manage);
}

async function groupDetail(deps: AppDeps, actor: Actor, row: GroupSummaryRow, manage: boolean): Promise<CourseGroup> {
  const db = deps.db;
  const courseIds = await groupCourseIds(db, row.group.id);
  const [courseRows, memberRows] = await Promise.all([Promise.all(courseIds.map((cid) => findCourseRow(db, actor, cid))), groupMembersFor(db, actor, row.group.id, manage)]);
  const progressRows = await enrolments(db, courseIds, memberRows.map((m) => m.userId));
  return {
    ...presentGroupSummary(row),
    courses: courseRows.filter((c) => c !== undefined).map((c) => presentSummary(c)),
    members: memberRows.map((m) => {
      const progress = courseIds.map((courseId) => ({ courseId, progress: progressRows.find((e) => e.courseId === courseId && e.userId === m.userId)?.progress ?? ('not_enrolled' as const) }));
      return { userId: m.userId, name: m.name, mobile: manage || m.userId === actor.userId ? m.mobile : m.mobile && maskPhone(m.mobile), progress, completedCourses: progress.filter((p) => p.progress === 'completed').length };
    }),
    manage,
  };
}

/** The groups the caller is a learner of, the latest added first. */
export async function myGroups(deps: AppDeps, actor: Actor) {
  const rows = await groupsOfLearner(deps.db, actor.userId);
  return { list: await Promise.all(rows.map((r) => groupDetail(deps, actor, r, false))) };
}
