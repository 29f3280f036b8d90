import type { ChartOption } from '../../components/charts/types';

/** ECharts options of the admin dashboard, pure so they are unit-tested. */

export interface DailySeries {
  name: string;
  points: readonly { date: string; count: number }[];
}

/** "2026-03-07" -> "03-07": the year is in the period selector, not on every tick. */
export const shortDate = (date: string) => date.slice(5);

/** Several per-day counts over the same days, one line each. */
export function dailyLinesOption(series: readonly DailySeries[], colors: readonly string[]): ChartOption {
  const dates = series[0]?.points.map((p) => p.date) ?? [];
  return {
    color: [...colors],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, left: 0, icon: 'roundRect' },
    grid: { top: 40, left: 8, right: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: dates.map(shortDate) },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.points.map((p) => p.count),
      // Straight segments: a smoothed curve would suggest values between the days.
      smooth: false,
      // Dots only where a short period leaves room for them.
      showSymbol: dates.length <= 31,
      symbolSize: 6,
    })),
  };
}

/** Parts of a whole (students by classification) as a ring with a legend below. */
export function shareOption(parts: readonly { name: string; value: number }[], colors: readonly string[]): ChartOption {
  return {
    color: [...colors],
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, left: 'center', icon: 'circle' },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: parts.map((p) => ({ ...p })),
      },
    ],
  };
}
