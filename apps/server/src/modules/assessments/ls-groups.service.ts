// Lecturer-built groupings of a course's leadership-style test (spec buildLsGroup, updateLsGroup,
// onePersonInAGroup, groupInfo, groupListInfo, getLs; docs/decisions/assessments.md "Leadership
// groups"): named groups of the course's members, each group's profile under the anonymity rule.
import type { z } from 'zod';
import { leadership, othersView } from '@sandtable/sim/assessments';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { assessmentEndpoints, CourseLs, LsGroup, LsGroupList } from '@sandtable/shared/contracts/assessments';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findCourse, managesCourse } from '../courses';
import type { FieldIssue } from './instruments';
import * as repo from './assessment.repo';
import { heldFromMembers } from './assessment.service';
import * as groups from './ls-groups.repo';

type Req<K extends keyof typeof assessmentEndpoints> = z.output<(typeof assessmentEndpoints)[K]['request']>;
type GroupsInput = Req<'updateLsGroup'>['groups'];

/** The course's leadership-style test, when the caller manages its course; anything else is "not found" (also the results' calls, ls-results.service.ts). */
export async function managedLeadership(db: Db | Tx, actor: Actor, assessmentId: number): Promise<repo.AssessmentRow & { courseId: number }> {
  const a = await repo.findAssessment(db, assessmentId);
  if (!a || a.instrument !== 'leadership' || a.courseId === null) return fail(Errors.notFound);
  const course = await findCourse(db, a.courseId);
  if (!course || !managesCourse(actor, course)) fail(Errors.notFound);
  return { ...a, courseId: a.courseId };
}

/**
 * Refuses a person outside the course or another grouping's group (the shared schema has already
 * refused repeated names and a person in two groups).
 */
function checkGroups(input: GroupsInput, courseMembers: ReadonlySet<number>, ownGroups: ReadonlySet<number>): void {
  const issues: FieldIssue[] = [];
  for (const [i, g] of input.entries()) {
    if (g.id !== undefined && !ownGroups.has(g.id)) issues.push({ path: ['groups', i, 'id'], message: 'validation:invalid_value' });
    for (const [j, userId] of g.memberIds.entries()) {
      if (!courseMembers.has(userId)) issues.push({ path: ['groups', i, 'memberIds', j], message: 'validation:ls_not_course_member' });
    }
  }
  if (issues.length) failFields(issues);
}

/** A grouping's name is unique per test: the index decides, the form hears which field. */
async function namedUniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'ls_group_lists_name_key')) failFields([{ path: ['name'], message: 'validation:ls_grouping_name_taken' }]);
    throw err;
  }
}

type MemberResult = Awaited<ReturnType<typeof repo.membersWithResults>>[number];

const presentMember = (m: MemberResult) => ({ userId: m.userId, name: m.name, status: m.status ?? 'pending' });

/** A group's members and its profile, from the test's anonymity threshold of submitted members on (3 unless raised). */
function presentGroup(group: { id: number; name: string }, members: readonly MemberResult[], threshold: number) {
  const finished = members.filter((m) => m.status === 'finished' && m.scores);
  return {
    groupId: group.id,
    name: group.name,
    members: members.map(presentMember),
    finished: finished.length,
    profile: othersView(finished.length, () => leadership.groupProfile(finished.map((m) => m.scores as unknown as leadership.StyleScores)), threshold),
  };
}

/** Who of the course is in which group; people who left the course drop out of their group. */
async function membership(db: Db | Tx, list: groups.GroupListRow, courseId: number) {
  const [people, rows, own] = await Promise.all([repo.membersWithResults(db, courseId, list.assessmentId), groups.groupMembersOf(db, list.id), groups.groupsOf(db, list.id)]);
  const groupOf = new Map(rows.map((r) => [r.userId, r.groupId]));
  return { people, groupOf, own };
}

async function presentList(db: Db | Tx, list: groups.GroupListRow, courseId: number): Promise<LsGroupList> {
  const [{ people, groupOf, own }, a] = await Promise.all([membership(db, list, courseId), repo.findAssessment(db, list.assessmentId)]);
  const threshold = a!.anonymityThreshold;
  return {
    id: list.id, assessmentId: list.assessmentId, courseId, name: list.name,
    groups: own.map((g) => presentGroup(g, people.filter((p) => groupOf.get(p.userId) === g.id), threshold)),
    unassigned: people.filter((p) => !groupOf.has(p.userId)).map(presentMember),
  };
}

/** The grouping, locked, when the caller manages its course. */
async function managedList(tx: Tx, actor: Actor, groupListId: number) {
  const list = (await groups.lockGroupList(tx, groupListId)) ?? fail(Errors.notFound);
  const a = await managedLeadership(tx, actor, list.assessmentId);
  return { list, courseId: a.courseId };
}

const memberIdsOf = async (db: Db | Tx, courseId: number, assessmentId: number) => new Set((await repo.membersWithResults(db, courseId, assessmentId)).map((m) => m.userId));

export async function courseLs(deps: AppDeps, actor: Actor, input: Req<'courseLs'>): Promise<CourseLs> {
  const course = await findCourse(deps.db, input.courseId);
  if (!course || !managesCourse(actor, course)) fail(Errors.notFound);
  const a = await repo.findCourseAssessment(deps.db, input.courseId, 'leadership');
  if (!a) return { assessmentId: null, groupLists: [] };
  return { assessmentId: a.id, groupLists: await groups.groupListsOf(deps.db, a.id) };
}

export async function buildLsGroup(deps: AppDeps, actor: Actor, input: Req<'buildLsGroup'>): Promise<LsGroupList> {
  return deps.db.transaction(async (tx) => {
    const a = await managedLeadership(tx, actor, input.assessmentId);
    checkGroups(input.groups, await memberIdsOf(tx, a.courseId, a.id), new Set());
    const id = await namedUniquely(() => groups.insertGroupList(tx, { assessmentId: a.id, name: input.name, createdBy: actor.userId }));
    await groups.replaceGroups(tx, id, input.groups);
    return presentList(tx, { id, assessmentId: a.id, name: input.name }, a.courseId);
  });
}

export async function updateLsGroup(deps: AppDeps, actor: Actor, input: Req<'updateLsGroup'>): Promise<LsGroupList> {
  return deps.db.transaction(async (tx) => {
    const { list, courseId } = await managedList(tx, actor, input.groupListId);
    const own = new Set((await groups.groupsOf(tx, list.id)).map((g) => g.id));
    checkGroups(input.groups, await memberIdsOf(tx, courseId, list.assessmentId), own);
    await namedUniquely(() => groups.renameGroupList(tx, list.id, input.name));
    await groups.replaceGroups(tx, list.id, input.groups);
    return presentList(tx, { ...list, name: input.name }, courseId);
  });
}

export async function onePersonInAGroup(deps: AppDeps, actor: Actor, input: Req<'onePersonInAGroup'>): Promise<LsGroupList> {
  return deps.db.transaction(async (tx) => {
    const { list, courseId } = await managedList(tx, actor, input.groupListId);
    if (!(await memberIdsOf(tx, courseId, list.assessmentId)).has(input.userId)) failFields([{ path: ['userId'], message: 'validation:ls_not_course_member' }]);
    if (input.groupId !== null && !(await groups.groupsOf(tx, list.id)).some((g) => g.id === input.groupId)) failFields([{ path: ['groupId'], message: 'validation:invalid_value' }]);
    await groups.setMemberGroup(tx, list.id, input.userId, input.groupId);
    return presentList(tx, list, courseId);
  });
}

export async function deleteLsGroup(deps: AppDeps, actor: Actor, input: Req<'deleteLsGroup'>): Promise<{ deleted: number }> {
  return deps.db.transaction(async (tx) => {
    const { list } = await managedList(tx, actor, input.groupListId);
    return { deleted: await groups.deleteGroupList(tx, list.id) };
  });
}

export async function groupListInfo(deps: AppDeps, actor: Actor, input: Req<'groupListInfo'>): Promise<LsGroupList> {
  const list = (await groups.findGroupList(deps.db, input.groupListId)) ?? fail(Errors.notFound);
  const a = await managedLeadership(deps.db, actor, list.assessmentId);
  return presentList(deps.db, list, a.courseId);
}

/** One group: the course's managers and the group's own members. */
export async function groupInfo(deps: AppDeps, actor: Actor, input: Req<'groupInfo'>): Promise<LsGroup> {
  const group = (await groups.findGroup(deps.db, input.groupId)) ?? fail(Errors.notFound);
  const list = (await groups.findGroupList(deps.db, group.listId))!;
  const a = (await repo.findAssessment(deps.db, list.assessmentId))!;
  const course = (await findCourse(deps.db, a.courseId!)) ?? fail(Errors.notFound);
  const { people, groupOf } = await membership(deps.db, list, course.id);
  const inGroup = people.filter((p) => groupOf.get(p.userId) === group.id);
  // `people` are the course's current members: someone who left it no longer sees the group.
  if (!managesCourse(actor, course)) {
    if (!inGroup.some((p) => p.userId === actor.userId)) fail(Errors.notFound);
    heldFromMembers(a);
  }
  return { assessmentId: a.id, teamId: null, groupListId: list.id, listName: list.name, ...presentGroup(group, inGroup, a.anonymityThreshold) };
}
