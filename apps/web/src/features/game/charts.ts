import type { ChartOption } from '../../components/charts/types';

/** ECharts options of the game's results, pure so they are unit-tested. */

export interface RoundSeries {
  name: string;
  data: readonly (number | null)[];
  color?: string;
}

export interface RoundsChartOptions {
  /** Values are fractions shown as percentages. */
  percent?: boolean;
  /** Money in fen, shown in yuan. */
  money?: boolean;
  /** Ranks: 1 at the top, whole numbers only. */
  rank?: boolean;
  /** Lowest rank on the axis (the number of teams). */
  maxRank?: number;
  /** Points on the 0–100 scale (scores, indices): the whole scale, so small moves look small. */
  points?: boolean;
}

/** One line per team (or one for my team) over the rounds. */
export function roundsLineOption(rounds: readonly string[], series: readonly RoundSeries[], options: RoundsChartOptions = {}): ChartOption {
  const scale = options.money ? 0.01 : options.percent ? 100 : 1;
  const digits = options.percent || options.money ? 2 : options.rank ? 0 : 2;
  const format = (v: number) => (options.percent ? `${v.toFixed(1)}%` : options.money ? v.toLocaleString('en-US', { maximumFractionDigits: 0 }) : String(v));
  // Axis ticks: whole percentages (a 0.1% step would repeat labels).
  const tick = (v: number) => (options.percent ? `${Math.round(v)}%` : format(v));
  return {
    color: series.map((s) => s.color).filter((c): c is string => !!c).length === series.length ? series.map((s) => s.color!) : undefined,
    tooltip: { trigger: 'axis', valueFormatter: (v) => (typeof v === 'number' ? format(v) : String(v ?? '—')) },
    legend: series.length > 1 ? { top: 0, left: 0, icon: 'roundRect', type: 'scroll' } : undefined,
    grid: { top: series.length > 1 ? 40 : 16, left: 8, right: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: [...rounds] },
    yAxis: options.rank
      ? { type: 'value', inverse: true, min: 1, max: options.maxRank, minInterval: 1 }
      : options.points
        ? { type: 'value', min: 0, max: 100 }
        : // Shares and money from zero (a share's small moves are not drama); indices and scores zoom in.
        { type: 'value', axisLabel: { formatter: (v: number) => tick(v) }, scale: !options.money && !options.percent },
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data.map((v) => (v == null ? null : Number((v * scale).toFixed(digits)))),
      smooth: false,
      showSymbol: true,
      symbolSize: 7,
      connectNulls: false,
    })),
  };
}
