import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { LEARNER_ROLES } from '@sandtable/shared/auth/roles';
import type { Db } from '../../db/client';
import { users, loginEvents, activityDays } from '../../db/schema';

/**
 * The admin dashboard's counts. Days are calendar days in the database session's time zone
 * (TIME_ZONE); `companyId` is the caller's scope (undefined: every company).
 */
export interface Period {
  days: number;
  companyId?: number;
}

/** The first day of the period, as SQL (today counts as one of the days). */
const since = (days: number) => sql`current_date - ${days - 1}::int`;

/** One point per day of the period, zeros included, oldest first; days by the database's calendar. */
async function fillDays(db: Db, days: number, rows: { date: string; count: number }[]) {
  // Both drivers answer raw SQL with { rows }.
  const calendar = (await db.execute(
    sql`select to_char(d, 'YYYY-MM-DD') as date from generate_series(${since(days)}, current_date, interval '1 day') as d`,
  )) as unknown as { rows: { date: string }[] };
  const byDate = new Map(rows.map((r) => [String(r.date), r.count]));
  return calendar.rows.map(({ date }) => ({ date, count: byDate.get(date) ?? 0 }));
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
        newInPeriod: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since(p.days)}))::int`,
      })
      .from(users)
      .where(scope),
    db.select({ classification: users.classification, count: sql<number>`count(*)::int` }).from(users).where(scope).groupBy(users.classification),
    db
      .select({ date: day, count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(scope, gte(users.createdAt, since(p.days))))
      .groupBy(day),
  ]);
  return { totals, byClass, series: await fillDays(db, p.days, perDay) };
}

/** Logins per day. */
export async function countLogins(db: Db, p: Period) {
  const day = sql<string>`to_char(${loginEvents.createdAt}, 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(loginEvents)
    .innerJoin(users, eq(users.id, loginEvents.userId))
    .where(and(gte(loginEvents.createdAt, since(p.days)), inCompany(p.companyId)))
    .groupBy(day);
  return fillDays(db, p.days, perDay);
}

/** People active per day, and how many different people were active in the period. */
export async function countActive(db: Db, p: Period) {
  const scope = and(gte(activityDays.day, since(p.days)), inCompany(p.companyId));
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
  return { inPeriod: distinct.count, series: await fillDays(db, p.days, perDay) };
}
