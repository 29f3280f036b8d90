import type { z } from 'zod';
import { COURSE_STATUSES, type CourseStatus } from '@sandtable/shared/machines/course';
import { MY_COURSE_STATUSES, myCoursesScope } from '@sandtable/shared/rules/myCourses';
import { minTeamsToStart } from '@sandtable/shared/rules/course';
import type { courseEndpoints, courseFilterSchema } from '@sandtable/shared/contracts/courses';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { findUserWithCompany } from '../user';
import { listCourses } from './course.repo';
import { completionCounts, countManagedByStatus, countStartsPerDay, latestStatusChanges, runningGamesFor } from './dashboard.repo';
import { presentSummary } from './course.presenter';

type Req<K extends keyof typeof courseEndpoints> = z.output<(typeof courseEndpoints)[K]['request']>;
type Filter = z.output<typeof courseFilterSchema>;

/**
 * The home pages' course panels and the admin console's course numbers. "The caller's courses"
 * are the My courses page's (shared rules/myCourses: scope and statuses per tab), by the same
 * WHERE clauses as /course/select.json.
 */
const callerScope = (actor: Actor): Filter['scope'] => myCoursesScope(actor.authorities);

async function coursesIn(deps: AppDeps, actor: Actor, page: Req<'onGoing'>, status: readonly CourseStatus[], order: 'asc' | 'desc') {
  const filter: Filter = { ...page, scope: callerScope(actor), status: [...status], sort: 'startAt', order };
  const { rows, total } = await listCourses(deps.db, actor, filter);
  return { list: rows.map((r) => presentSummary(r)), total, pageNum: page.pageNum, pageSize: page.pageSize };
}

export const onGoing = (deps: AppDeps, actor: Actor, page: Req<'onGoing'>) => coursesIn(deps, actor, page, MY_COURSE_STATUSES.ongoing, 'asc');
export const comingSoon = (deps: AppDeps, actor: Actor, page: Req<'comingSoon'>) => coursesIn(deps, actor, page, MY_COURSE_STATUSES.coming, 'asc');
/** Finished courses, the latest first. */
export const completed = (deps: AppDeps, actor: Actor, page: Req<'completed'>) => coursesIn(deps, actor, page, MY_COURSE_STATUSES.completed, 'desc');

/** The caller's next course to start (not started yet) and the seconds until it does. */
export async function topCountdown(deps: AppDeps, actor: Actor, now = Date.now()) {
  const filter: Filter = { pageNum: 1, pageSize: 1, scope: callerScope(actor), status: [...MY_COURSE_STATUSES.coming], from: new Date(now).toISOString(), sort: 'startAt', order: 'asc' };
  // `from` keeps courses that have not ended; a start already passed waits for the clock: 0 seconds.
  const { rows } = await listCourses(deps.db, actor, filter);
  const next = rows[0];
  if (!next) return { course: null, secondsToStart: null };
  return { course: presentSummary(next, now), secondsToStart: Math.max(0, Math.ceil((next.course.startAt.getTime() - now) / 1000)) };
}

const MESSAGES = 20;

/** The latest status changes of the caller's courses, newest first, as i18n keys with parameters. */
export async function courseMessages(deps: AppDeps, actor: Actor) {
  const rows = await latestStatusChanges(deps.db, actor, callerScope(actor), MESSAGES);
  return {
    list: rows.map((r) => ({
      courseId: r.courseId,
      courseName: r.courseName,
      key: `course:statusReason.${r.reason}`,
      params: (r.reason === 'too_few_teams' ? { minimum: minTeamsToStart(r.gameId) } : {}) as Record<string, string | number>,
      at: r.at.toISOString(),
    })),
  };
}

/**
 * The games the caller can enter now: running or paused, in a course they are a member of or
 * manage (a lecturer's own, an enterprise user's company's, any for the chief admin).
 */
export async function runningGames(deps: AppDeps, actor: Actor) {
  const rows = await runningGamesFor(deps.db, actor);
  return { list: rows.map((r) => ({ ...r, status: r.status as 'running' | 'paused', startedAt: r.startedAt.toISOString() })) };
}

/** The profile fields the completeness meter counts, by their field names. */
export const PROFILE_FIELDS = ['name', 'nickname', 'avatar', 'gender', 'age', 'department', 'position', 'email', 'mobile', 'organisation'] as const;

export async function completeUserInfo(deps: AppDeps, actor: Actor) {
  const { user: u } = (await findUserWithCompany(deps.db, actor.userId))!;
  const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';
  const values: Record<(typeof PROFILE_FIELDS)[number], unknown> = {
    name: u.name,
    nickname: u.nickname,
    avatar: u.avatarUrl,
    gender: u.gender,
    age: u.age,
    department: u.department,
    position: u.positionId,
    email: u.email,
    mobile: u.mobile,
    // A member of a company has their organisation by it.
    organisation: u.organisation ?? u.companyId,
  };
  const missing = PROFILE_FIELDS.filter((f) => !filled(values[f]));
  return { percent: Math.round(((PROFILE_FIELDS.length - missing.length) * 100) / PROFILE_FIELDS.length), missing };
}

/** Courses the caller manages, by status (every status present). */
export async function courseAllNum(deps: AppDeps, actor: Actor) {
  const rows = await countManagedByStatus(deps.db, actor);
  const byStatus = Object.fromEntries(COURSE_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.count ?? 0])) as Record<CourseStatus, number>;
  return { total: rows.reduce((sum, r) => sum + r.count, 0), byStatus };
}

/**
 * Courses starting per day over the last `days` days (today included), every day present, oldest
 * first. Days are calendar days of the database session's time zone (TIME_ZONE).
 */
export async function courseNum(deps: AppDeps, actor: Actor, input: Req<'courseNum'>) {
  return { series: await countStartsPerDay(deps.db, actor, input.days) };
}

/**
 * Completed courses in the caller's scope, learners who completed (progress completed, any
 * course in scope), certificates issued, and the completion rate: completed members over all
 * members of the completed courses (0 when there are none), to four decimals.
 */
export async function allCompleted(deps: AppDeps, actor: Actor) {
  const { courses, learners, inCompleted, doneInCompleted, certificates } = await completionCounts(deps.db, actor);
  const completionRate = inCompleted === 0 ? 0 : Math.round((doneInCompleted / inCompleted) * 10_000) / 10_000;
  return { courses, learners, certificates, completionRate };
}

