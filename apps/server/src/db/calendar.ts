import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Periods of whole days ending today, for the dashboards' daily series. Days are calendar days of
 * the database session's time zone (TIME_ZONE).
 */

/** The first day of a period of `days` days, as SQL (today counts as one of the days). */
export const periodStart = (days: number) => sql`current_date - ${days - 1}::int`;

/** One point per day of the period, zeros included, oldest first, from counts per YYYY-MM-DD day. */
export async function dailySeries(db: Db, days: number, rows: { date: string; count: number }[]): Promise<{ date: string; count: number }[]> {
  // Both drivers answer raw SQL with { rows }.
  const calendar = (await db.execute(
    sql`select to_char(d, 'YYYY-MM-DD') as date from generate_series(${periodStart(days)}, current_date, interval '1 day') as d`,
  )) as unknown as { rows: { date: string }[] };
  const byDate = new Map(rows.map((r) => [String(r.date), r.count]));
  return calendar.rows.map(({ date }) => ({ date, count: byDate.get(date) ?? 0 }));
}
