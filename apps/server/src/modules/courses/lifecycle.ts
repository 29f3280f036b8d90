import { and, eq, gt, sql } from 'drizzle-orm';
import { courseMachine, type CourseEvent, type CourseStatus } from '@sandtable/shared/machines/course';
import { minTeamsToStart } from '@sandtable/shared/rules/course';
import type { Db, Tx } from '../../db/client';
import { courses, courseStatusHistory, teams } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { defineLifecycle, transition } from '../../lib/transition';
import type { CourseRow } from './course.repo';

/** The queue whose jobs wake a course up at its sign-up deadline, start and end. */
export const COURSE_CLOCK_QUEUE = 'course-clock';

/** The course's status changes through the transition helper (lib/transition.ts), with its history table. */
export const courseLifecycle = defineLifecycle({
  machine: courseMachine,
  table: courses,
  record: (tx, c) => tx.insert(courseStatusHistory).values({ courseId: c.id, fromStatus: c.from, toStatus: c.to, reason: c.event, actorId: c.actorId, actorKind: c.actorKind }),
});

/**
 * Moves a course from `from` (the status the caller decided on) to `to`. False when the course was
 * no longer in `from` (another instance or a retried job got there first): the caller does nothing more.
 */
export async function moveCourse(tx: Tx, courseId: number, from: CourseStatus, to: CourseStatus, event: CourseEvent, actorId: number | null, extra: Partial<Pick<typeof courses.$inferInsert, 'startAt' | 'endAt' | 'registrationDeadline'>> = {}): Promise<boolean> {
  const moved = await transition(tx, courseLifecycle, courseId, { from, to, event, actorId, set: { updatedAt: sql`now()`, ...extra } });
  return moved.ok;
}

/** The transition the clock owes a course at `now`, if any. */
export async function dueTransition(db: Db | Tx, course: CourseRow, now: number): Promise<{ to: CourseStatus; reason: CourseEvent } | null> {
  const { status } = course;
  if ((status === 'inviting' || status === 'upcoming') && now >= course.startAt.getTime()) {
    const filled = await filledTeams(db, course.id);
    // Spec §4: fewer than the minimum teams at the start means a failed start.
    return filled >= minTeamsToStart(course.gameId) ? { to: 'in_progress', reason: 'started' } : { to: 'failed_start', reason: 'too_few_teams' };
  }
  if (status === 'inviting' && now >= course.registrationDeadline.getTime()) return { to: 'upcoming', reason: 'registration_closed' };
  if (status === 'in_progress' && now >= course.endAt.getTime()) return { to: 'completed', reason: 'ended' };
  return null;
}

/** Teams with at least one member. */
export async function filledTeams(db: Db | Tx, courseId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teams)
    .where(and(eq(teams.courseId, courseId), gt(teams.memberCount, 0)));
  return n;
}

/**
 * Applies every transition the clock owes a course (a server down over the start and the end
 * catches up: inviting -> in_progress -> completed). Idempotent: a job that runs twice, or a job
 * made stale by a date change, finds nothing due and does nothing.
 */
export async function advanceCourse(deps: Pick<AppDeps, 'db'>, courseId: number, now = Date.now()): Promise<CourseStatus | null> {
  for (let step = 0; step < 4; step++) {
    const moved = await deps.db.transaction(async (tx) => {
      const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
      if (!course) return null;
      const due = await dueTransition(tx, course, now);
      if (!due) return null;
      return (await moveCourse(tx, course.id, course.status, due.to, due.reason, null)) ? due.to : null;
    });
    if (!moved) break;
  }
  const [row] = await deps.db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return row?.status ?? null;
}

/** Courses the clock owes a transition now: the catch-up at boot, after downtime. */
export async function advanceDueCourses(deps: Pick<AppDeps, 'db'>, now = Date.now()): Promise<number> {
  const at = new Date(now);
  const due = await deps.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      sql`(${courses.status} in ('inviting','upcoming') and ${courses.startAt} <= ${at})
       or (${courses.status} = 'inviting' and ${courses.registrationDeadline} <= ${at})
       or (${courses.status} = 'in_progress' and ${courses.endAt} <= ${at})`,
    );
  for (const { id } of due) await advanceCourse(deps, id, now);
  return due.length;
}

/**
 * Persisted wake-ups at the course's sign-up deadline, start and end (they survive a restart). A
 * date change schedules new ones; the old ones find nothing due when they fire.
 */
export async function scheduleCourseClock(deps: Pick<AppDeps, 'jobs'>, course: Pick<CourseRow, 'id' | 'registrationDeadline' | 'startAt' | 'endAt'>): Promise<void> {
  for (const at of [course.registrationDeadline, course.startAt, course.endAt]) {
    await deps.jobs.schedule(COURSE_CLOCK_QUEUE, { courseId: course.id }, at);
  }
}

/** Registers the clock's worker; call before the job queue starts. */
export function registerCourseClock(deps: Pick<AppDeps, 'db' | 'jobs'>): void {
  deps.jobs.work<{ courseId: number }>(COURSE_CLOCK_QUEUE, async ({ courseId }) => {
    await advanceCourse(deps, courseId);
  });
}
