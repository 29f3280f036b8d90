import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, courseMembers, courses, courseStatusHistory, games } from '../../db/schema';
import { dailySeries, periodStart } from '../../db/calendar';
import type { Actor } from '../../lib/actor';
import { managedCondition, scopeCondition, type CourseFilter } from './course.repo';

/** The latest status changes of the courses in a scope of the caller's, newest first. */
export function latestStatusChanges(db: Db, actor: Actor, scope: CourseFilter['scope'], limit: number) {
  return db
    .select({ courseId: courses.id, courseName: courses.name, gameId: courses.gameId, reason: courseStatusHistory.reason, at: courseStatusHistory.at })
    .from(courseStatusHistory)
    .innerJoin(courses, eq(courses.id, courseStatusHistory.courseId))
    .where(scopeCondition(actor, scope))
    .orderBy(desc(courseStatusHistory.at), desc(courseStatusHistory.id))
    .limit(limit);
}

/** Running or paused games of the courses the caller is a member of or manages, the latest started first. */
export function runningGamesFor(db: Db, actor: Actor) {
  return db
    .select({ courseId: courses.id, courseName: courses.name, gameId: courses.gameId, status: games.status, startedAt: games.startedAt })
    .from(games)
    .innerJoin(courses, eq(courses.id, games.courseId))
    .where(and(inArray(games.status, ['running', 'paused']), or(scopeCondition(actor, 'mine'), managedCondition(actor))))
    .orderBy(desc(games.startedAt), desc(games.id));
}

/** The courses the caller manages, counted per status (statuses with none are absent). */
export function countManagedByStatus(db: Db, actor: Actor) {
  return db
    .select({ status: courses.status, count: sql<number>`count(*)::int` })
    .from(courses)
    .where(managedCondition(actor))
    .groupBy(courses.status);
}

/** Managed courses starting per day over the last `days` days, every day present, oldest first. */
export async function countStartsPerDay(db: Db, actor: Actor, days: number) {
  const first = periodStart(days);
  const day = sql<string>`to_char(${courses.startAt}, 'YYYY-MM-DD')`;
  const counts = await db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(courses)
    .where(and(managedCondition(actor), gte(courses.startAt, first), sql`${courses.startAt} < current_date + 1`))
    .groupBy(day);
  return dailySeries(db, days, counts);
}

/**
 * Over the courses the caller manages: completed courses; learners who completed (any course);
 * members of completed courses and those of them who completed; certificates issued.
 */
export async function completionCounts(db: Db, actor: Actor) {
  const scope = managedCondition(actor);
  const [[c], [m], [cert]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(courses).where(and(scope, eq(courses.status, 'completed'))),
    db
      .select({
        learners: sql<number>`(count(*) filter (where ${courseMembers.progress} = 'completed'))::int`,
        inCompleted: sql<number>`(count(*) filter (where ${courses.status} = 'completed'))::int`,
        doneInCompleted: sql<number>`(count(*) filter (where ${courses.status} = 'completed' and ${courseMembers.progress} = 'completed'))::int`,
      })
      .from(courseMembers)
      .innerJoin(courses, eq(courses.id, courseMembers.courseId))
      .where(scope),
    db.select({ n: sql<number>`count(*)::int` }).from(certificates).innerJoin(courses, eq(courses.id, certificates.courseId)).where(scope),
  ]);
  return { courses: c.n, ...m, certificates: cert.n };
}
