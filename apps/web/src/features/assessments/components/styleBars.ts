import type { ChartOption } from '../../../components/charts/types';

/**
 * The leadership-style, conflict-handling and personality pages' chart: one bar per style, mode or
 * domain (in `styles`' order, by name) for each series, on a 0–`max` scale (the style scores' 100 unless given); a
 * legend once there is more than one series.
 */
export function styleBars(styles: readonly string[], series: readonly { name: string; data: number[] }[], max = 100): ChartOption {
  const legend = series.length > 1;
  return {
    tooltip: { trigger: 'axis' },
    ...(legend ? { legend: { top: 0 } } : {}),
    grid: { left: 8, right: 16, top: legend ? 36 : 8, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: [...styles] },
    yAxis: { type: 'value', min: 0, max },
    series: series.map((s) => ({ type: 'bar', ...s })),
  };
}
