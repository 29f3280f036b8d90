import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { courseEndpoints, CourseDetail } from '@sandtable/shared/contracts/courses';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { coursePolicy, managesCourse } from './course.policy';
import { findMemberById, findTeam } from './course.repo';
import { addTeam, claimCaptaincy, isTeamMember, listManagedTeams, renameTeam, updateTeam } from './team.repo';
import { accessCourse, courseDetail, membersOf, requireAbility, resolveStudents, type View } from './course.service';
import { enrol, leaveTeamRoles, lockMembership, moveToTeam, removeMember } from './membership.repo';

type Req<K extends keyof typeof courseEndpoints> = z.output<(typeof courseEndpoints)[K]['request']>;

/** Moves a member to a team (guarded by moveToTeam against concurrent changes), with the captaincy that follows. */
export async function switchTeam(tx: Tx, member: { id: number; courseId: number; teamId: number | null; userId: number }, teamId: number): Promise<void> {
  if (member.teamId === teamId) return;
  await moveToTeam(tx, member, teamId);
  if (member.teamId !== null) await leaveTeamRoles(tx, member.teamId, member.userId);
  await claimCaptaincy(tx, teamId, member.userId);
}


/** A member picks or changes their team before the course starts; a full team refuses. */
export async function pickTeam(deps: AppDeps, view: View, input: Req<'pickTeam'>): Promise<CourseDetail> {
  const access = await accessCourse(deps, view.actor, input.courseId);
  const { course, member } = access;
  if (!member) fail(managesCourse(view.actor, course) ? Errors.courseStateChanged : Errors.notFound);
  if (!coursePolicy.can(view.actor, 'pickTeam', access)) fail(Errors.courseStateChanged);
  await deps.db.transaction((tx) => switchTeam(tx, member!, input.teamId));
  return courseDetail(deps, view, course.id);
}

/**
 * Adds or edits a team. Managers (abilities.manageTeams) add teams and edit everything; the captain
 * of a team edits only its name and colour. Names are unique per course (the unique index decides).
 */
export async function saveTeam(deps: AppDeps, view: View, input: Req<'teamSave'>): Promise<CourseDetail> {
  const { actor } = view;
  const access = await accessCourse(deps, actor, input.courseId);
  const { course, member } = access;
  const manager = coursePolicy.can(actor, 'manageTeams', access);
  if (!manager) {
    if (managesCourse(actor, course)) fail(Errors.courseStateChanged);
    if (!member || input.teamId == null) fail(Errors.notTeamCaptain);
  }
  await deps.db.transaction(async (tx) => {
    if (input.teamId == null) {
      if (input.captainId != null) failFields([{ path: ['captainId'], message: 'validation:invalid_value' }]);
      await nameUnique(() => addTeam(tx, course.id, { name: input.name, colour: input.colour, capacity: input.capacity }));
      return;
    }
    const team = (await findTeam(tx, course.id, input.teamId)) ?? fail(Errors.notFound);
    if (!manager) {
      if (team.captainId !== actor.userId || member!.teamId !== team.id) fail(Errors.notTeamCaptain);
      await nameUnique(() => renameTeam(tx, team.id, { name: input.name, colour: input.colour }));
      return;
    }
    if (input.captainId != null) {
      if (!(await isTeamMember(tx, course.id, team.id, input.captainId))) failFields([{ path: ['captainId'], message: 'validation:invalid_value' }]);
    }
    const updated = await nameUnique(() =>
      updateTeam(tx, team.id, { name: input.name, colour: input.colour, capacity: input.capacity, ...(input.captainId === undefined ? {} : { captainId: input.captainId }) }),
    );
    if (!updated) failFields([{ path: ['capacity'], message: 'validation:teamOverCapacity' }]);
  });
  return courseDetail(deps, view, course.id);
}

async function nameUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'teams_course_name_key')) failFields([{ path: ['name'], message: 'validation:teamNameTaken' }]);
    throw err;
  }
}

/**
 * Managers add up to ten people by name and mobile (new mobiles get accounts with the initial
 * password; known ones only within the caller's scope, under their own name), into an optional
 * team: seats and team places are taken like every other join.
 */
export async function addMembers(deps: AppDeps, view: View, input: Req<'addMembers'>): Promise<CourseDetail> {
  const { course } = await requireAbility(deps, view.actor, input.courseId, 'manageTeams');
  const rows = input.members.map((m, i) => ({ ...m, path: ['members', i] as (string | number)[] }));
  const first = new Map<string, number>();
  const twice = rows.flatMap((r, i) => (first.has(r.mobile) ? [{ path: [...r.path, 'mobile'], message: 'validation:mobileTwice' }] : (first.set(r.mobile, i), [])));
  if (twice.length) failFields(twice);
  await deps.db.transaction(async (tx) => {
    const ids = await resolveStudents(tx, view.actor, rows, input.initialPassword, course.companyId, deps.config.PASSWORD_HASH_COST);
    for (const r of rows) {
      const userId = ids.get(r.mobile)!;
      await enrol(tx, course.id, userId, input.teamId ?? null, 'manager');
      if (input.teamId != null) await claimCaptaincy(tx, input.teamId, userId);
    }
  });
  return courseDetail(deps, view, course.id);
}

/** Managers remove members (irreversible: the membership goes, the seat is freed) and move them between teams. */
export async function editMembers(deps: AppDeps, view: View, input: Req<'editMembers'>): Promise<CourseDetail> {
  const { course } = await requireAbility(deps, view.actor, input.courseId, 'manageTeams');
  const removed = new Set(input.remove);
  const moves = input.move.filter((m) => !removed.has(m.memberId));
  await deps.db.transaction(async (tx) => {
    // Locked first, so the rows read below stay as read until the changes are made.
    await lockMembership(tx, course.id);
    const rows = await membersOf(tx, course.id, [...new Set([...input.remove, ...moves.map((m) => m.memberId)])]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of removed) if (!(await removeMember(tx, byId.get(id)!))) fail(Errors.courseStateChanged);
    for (const m of moves) {
      // Read again: an earlier move in this batch may have changed the row.
      await switchTeam(tx, (await findMemberById(tx, m.memberId))!, m.teamId);
    }
  });
  return courseDetail(deps, view, course.id);
}

/** Teams across the courses the caller manages: search by team or course name, paged. */
export async function listTeams(deps: AppDeps, actor: Actor, f: Req<'teamList'>) {
  const { rows, total } = await listManagedTeams(deps.db, actor, f);
  return {
    list: rows.map(({ team: t, courseName, captainName }) => ({
      id: t.id,
      courseId: t.courseId,
      name: t.name,
      colour: t.colour,
      capacity: t.capacity,
      captainId: t.captainId,
      operatorId: t.operatorId,
      full: t.memberCount >= t.capacity,
      courseName,
      memberCount: t.memberCount,
      captainName,
    })),
    total,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}
