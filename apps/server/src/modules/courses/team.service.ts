import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { courseEndpoints, CourseDetail } from '@sandtable/shared/contracts/courses';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { courseMembers, courses, teams, users } from '../../db/schema';
import { likePattern } from '../../db/like';
import { coursePolicy, managesCourse } from './course.policy';
import { managedCondition } from './course.repo';
import { accessCourse, courseDetail, membersOf, requireAbility, resolveStudents, type View } from './course.service';
import { enrol, leaveTeamRoles, lockMembership, moveToTeam, removeMember } from './membership';

type Req<K extends keyof typeof courseEndpoints> = z.output<(typeof courseEndpoints)[K]['request']>;

/** A team without a captain gets the first member who picks it (race-safe: only while still null). */
export async function claimCaptaincy(tx: Tx, teamId: number, userId: number): Promise<void> {
  await tx
    .update(teams)
    .set({ captainId: userId })
    .where(and(eq(teams.id, teamId), isNull(teams.captainId)));
}

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
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${teams.position}) + 1, 0)::int` })
        .from(teams)
        .where(eq(teams.courseId, course.id));
      await nameUnique(() => tx.insert(teams).values({ courseId: course.id, name: input.name, colour: input.colour, capacity: input.capacity, position: next }));
      await tx
        .update(courses)
        .set({ teamCount: sql`${courses.teamCount} + 1`, updatedAt: sql`now()` })
        .where(eq(courses.id, course.id));
      return;
    }
    const [team] = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.id, input.teamId), eq(teams.courseId, course.id)));
    if (!team) fail(Errors.notFound);
    if (!manager) {
      if (team.captainId !== actor.userId || member!.teamId !== team.id) fail(Errors.notTeamCaptain);
      await nameUnique(() => tx.update(teams).set({ name: input.name, colour: input.colour }).where(eq(teams.id, team.id)));
      return;
    }
    if (input.captainId != null) {
      const [captain] = await tx
        .select({ id: courseMembers.id })
        .from(courseMembers)
        .where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.teamId, team.id), eq(courseMembers.userId, input.captainId)));
      if (!captain) failFields([{ path: ['captainId'], message: 'validation:invalid_value' }]);
    }
    // The capacity may not fall below the members the team has (checked in the same statement).
    const updated = await nameUnique(() =>
      tx
        .update(teams)
        .set({ name: input.name, colour: input.colour, capacity: input.capacity, ...(input.captainId === undefined ? {} : { captainId: input.captainId }) })
        .where(and(eq(teams.id, team.id), sql`${teams.memberCount} <= ${input.capacity}`))
        .returning({ id: teams.id }),
    );
    if (updated.length === 0) failFields([{ path: ['capacity'], message: 'validation:teamOverCapacity' }]);
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
      const [current] = await tx.select().from(courseMembers).where(eq(courseMembers.id, m.memberId));
      await switchTeam(tx, current, m.teamId);
    }
  });
  return courseDetail(deps, view, course.id);
}

/** Teams across the courses the caller manages: search by team or course name, paged. */
export async function listTeams(deps: AppDeps, actor: Actor, f: Req<'teamList'>) {
  const like = f.keyword ? likePattern(f.keyword) : null;
  const where = and(managedCondition(actor), f.courseId ? eq(teams.courseId, f.courseId) : undefined, like ? or(ilike(teams.name, like), ilike(courses.name, like)) : undefined);
  const db: Db = deps.db;
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
