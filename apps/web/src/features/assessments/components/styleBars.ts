import type { ChartOption } from '../../../components/charts/types';

/**
 * The leadership-style pages' chart: one bar per style (in `styles`' order, by name) for each series,
 * on the scores' 0–100 scale; a legend once there is more than one series.
 */
export function styleBars(styles: readonly string[], series: readonly { name: string; data: number[] }[]): ChartOption {
  const legend = series.length > 1;
  return {
    tooltip: { trigger: 'axis' },
    ...(legend ? { legend: { top: 0 } } : {}),
    grid: { left: 8, right: 16, top: legend ? 36 : 8, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: [...styles] },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: series.map((s) => ({ type: 'bar', ...s })),
  };
}
