import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { LEARNER_ROLES } from '@sandtable/shared/auth/roles';
import type { Db } from '../../db/client';
import { users, loginEvents, activityDays } from '../../db/schema';
import { dailySeries, periodStart } from '../../db/calendar';

/**
 * The admin dashboard's counts. Days are calendar days in the database session's time zone
 * (TIME_ZONE); `companyId` is the caller's scope (undefined: every company).
 */
export interface Period {
  days: number;
  companyId?: number;
}

const inCompany = (companyId?: number): SQL | undefined => (companyId === undefined ? undefined : eq(users.companyId, companyId));

/** Learners: totals, per classification, and new accounts per day. */
export async function countLearners(db: Db, p: Period) {
  const scope = and(inArray(users.role, [...LEARNER_ROLES]), inCompany(p.companyId));
  const day = sql<string>`to_char(${users.createdAt}, 'YYYY-MM-DD')`;
  const [[totals], byClass, perDay] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
        newInPeriod: sql<number>`(count(*) filter (where ${users.createdAt} >= ${periodStart(p.days)}))::int`,
      })
      .from(users)
      .where(scope),
    db.select({ classification: users.classification, count: sql<number>`count(*)::int` }).from(users).where(scope).groupBy(users.classification),
    db
      .select({ date: day, count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(scope, gte(users.createdAt, periodStart(p.days))))
      .groupBy(day),
  ]);
  return { totals, byClass, series: await dailySeries(db, p.days, perDay) };
}

/** Logins per day. */
export async function countLogins(db: Db, p: Period) {
  const day = sql<string>`to_char(${loginEvents.createdAt}, 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(loginEvents)
    .innerJoin(users, eq(users.id, loginEvents.userId))
    .where(and(gte(loginEvents.createdAt, periodStart(p.days)), inCompany(p.companyId)))
    .groupBy(day);
  return dailySeries(db, p.days, perDay);
}

/** People active per day, and how many different people were active in the period. */
export async function countActive(db: Db, p: Period) {
  const scope = and(gte(activityDays.day, periodStart(p.days)), inCompany(p.companyId));
  const [perDay, [distinct]] = await Promise.all([
    db
      .select({ date: sql<string>`to_char(${activityDays.day}, 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
      .from(activityDays)
      .innerJoin(users, eq(users.id, activityDays.userId))
      .where(scope)
      .groupBy(activityDays.day),
    db
      .select({ count: sql<number>`count(distinct ${activityDays.userId})::int` })
      .from(activityDays)
      .innerJoin(users, eq(users.id, activityDays.userId))
      .where(scope),
  ]);
  return { inPeriod: distinct.count, series: await dailySeries(db, p.days, perDay) };
}
