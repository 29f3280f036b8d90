import type { ChartOption } from '../../components/charts/types';

/**
 * The CM enterprise statistics' view logic (docs/decisions/web-cm.md "Enterprise statistics"): a
 * group's label and the bar chart of the groups' mean scores, pure so it is unit-tested.
 */

export const STATS_VIEWS = ['company', 'department', 'group', 'member'] as const;
export type StatsView = (typeof STATS_VIEWS)[number];

export interface StatsGroup {
  companyName?: string | null;
  departmentName?: string | null;
  groupName?: string | null;
  members: number;
  courses: number;
  averageScore: number | null;
  averageAdoption: number | null;
  averageAdopted: number | null;
}

/** A group's name as the table and chart show it: a department with its company; `none` for a missing name. */
export function groupLabel(view: Exclude<StatsView, 'member'>, g: StatsGroup, none: string): string {
  if (view === 'company') return g.companyName || none;
  if (view === 'department') return `${g.departmentName || none} · ${g.companyName || none}`;
  return g.groupName || none;
}

/** Bars of the groups' mean overall score (0–100), best first, at most `limit` (the table has them all). */
export function scoreBarsOption(groups: readonly { label: string; averageScore: number | null }[], series: string, limit = 12): ChartOption {
  const top = groups
    .filter((g) => g.averageScore !== null)
    .sort((a, b) => b.averageScore! - a.averageScore!)
    .slice(0, limit);
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => (typeof v === 'number' ? v.toFixed(1) : String(v ?? '—')) },
    grid: { top: 16, left: 8, right: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: top.map((g) => g.label), axisLabel: { interval: 0, rotate: top.length > 4 ? 30 : 0 } },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: [{ type: 'bar', name: series, data: top.map((g) => Number(g.averageScore!.toFixed(1))), barMaxWidth: 40 }],
  };
}
