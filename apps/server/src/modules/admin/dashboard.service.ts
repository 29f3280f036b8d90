import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { CLASSIFICATIONS, LEARNER_ROLES } from '@sandtable/shared/auth/roles';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { users, loginEvents, activityDays } from '../../db/schema';
import { companyScope } from '../people';

/**
 * The admin dashboard's numbers (/adminHome). Days are calendar days in the database session's
 * time zone (TIME_ZONE).
 */
interface Period {
  days: number;
  companyId?: number;
}

/** The first day of the period, as SQL (today counts as one of the days). */
const since = (days: number) => sql`current_date - ${days - 1}::int`;

/** One point per day of the period, zeros included, oldest first; days by the database's calendar. */
async function fillDays(deps: AppDeps, days: number, rows: { date: string; count: number }[]) {
  // Both drivers answer raw SQL with { rows }.
  const calendar = (await deps.db.execute(
    sql`select to_char(d, 'YYYY-MM-DD') as date from generate_series(${since(days)}, current_date, interval '1 day') as d`,
  )) as unknown as { rows: { date: string }[] };
  const byDate = new Map(rows.map((r) => [String(r.date), r.count]));
  return calendar.rows.map(({ date }) => ({ date, count: byDate.get(date) ?? 0 }));
}

function scopeToCompany(actor: Actor, requested?: number): SQL | undefined {
  const companyId = companyScope(actor, requested);
  return companyId === undefined ? undefined : eq(users.companyId, companyId);
}

export async function studentNumbers(deps: AppDeps, actor: Actor, p: Period) {
  const scope = and(inArray(users.role, [...LEARNER_ROLES]), scopeToCompany(actor, p.companyId));
  const day = sql<string>`to_char(${users.createdAt}, 'YYYY-MM-DD')`;
  const [totals, byClass, perDay] = await Promise.all([
    deps.db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
        newInPeriod: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since(p.days)}))::int`,
      })
      .from(users)
      .where(scope),
    deps.db.select({ classification: users.classification, count: sql<number>`count(*)::int` }).from(users).where(scope).groupBy(users.classification),
    deps.db
      .select({ date: day, count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(scope, gte(users.createdAt, since(p.days))))
      .groupBy(day),
  ]);
  const byClassification = Object.fromEntries(CLASSIFICATIONS.map((c) => [c, byClass.find((r) => r.classification === c)?.count ?? 0]));
  return { ...totals[0], byClassification: byClassification as Record<(typeof CLASSIFICATIONS)[number], number>, series: await fillDays(deps, p.days, perDay) };
}

export async function loginNumbers(deps: AppDeps, actor: Actor, p: Period) {
  const day = sql<string>`to_char(${loginEvents.createdAt}, 'YYYY-MM-DD')`;
  const perDay = await deps.db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(loginEvents)
    .innerJoin(users, eq(users.id, loginEvents.userId))
    .where(and(gte(loginEvents.createdAt, since(p.days)), scopeToCompany(actor, p.companyId)))
    .groupBy(day);
  const series = await fillDays(deps, p.days, perDay);
  return { total: series.reduce((n, d) => n + d.count, 0), today: series.at(-1)!.count, series };
}

export async function activeNumbers(deps: AppDeps, actor: Actor, p: Period) {
  const scope = and(gte(activityDays.day, since(p.days)), scopeToCompany(actor, p.companyId));
  const [perDay, [distinct]] = await Promise.all([
    deps.db
      .select({ date: sql<string>`to_char(${activityDays.day}, 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
      .from(activityDays)
      .innerJoin(users, eq(users.id, activityDays.userId))
      .where(scope)
      .groupBy(activityDays.day),
    deps.db
      .select({ count: sql<number>`count(distinct ${activityDays.userId})::int` })
      .from(activityDays)
      .innerJoin(users, eq(users.id, activityDays.userId))
      .where(scope),
  ]);
  const series = await fillDays(deps, p.days, perDay);
  return { today: series.at(-1)!.count, inPeriod: distinct.count, series };
}
