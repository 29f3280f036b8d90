import type { ChartOption } from './types';

/** A chart's data as rows and columns: the text alternative screen readers and keyboards read (WCAG 1.1.1). */
export interface ChartTable {
  /** Column headings after the first (category) column: one per series, or the pie's series name. */
  columns: string[];
  rows: { label: string; values: string[] }[];
}

type Value = number | string | null | undefined | { value?: unknown; name?: string } | unknown[];

const many = <T,>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/** The number or text behind an ECharts data item (a bare value, `{ value }`, or `[x, y]`). */
function raw(item: Value): unknown {
  if (Array.isArray(item)) return item[item.length - 1];
  if (item && typeof item === 'object') return item.value;
  return item;
}

/**
 * Reads the table out of the option the chart draws, so it can never disagree with the picture.
 * Line charts: a row per category of the x axis, a column per series. Pie charts: a row per slice.
 * Values go through the tooltip's `valueFormatter` when there is one (the figures the chart shows).
 */
export function chartTable(option: ChartOption): ChartTable | null {
  const series = many(option.series);
  if (!series.length) return null;
  const tooltip = many(option.tooltip)[0] as { valueFormatter?: (v: unknown) => string } | undefined;
  const show = (item: Value) => {
    const v = raw(item);
    if (v === null || v === undefined || v === '-') return '—';
    return tooltip?.valueFormatter ? tooltip.valueFormatter(v) : typeof v === 'number' ? v.toLocaleString() : String(v);
  };
  if (series[0].type === 'pie') {
    const data = (series[0].data ?? []) as { name?: string; value?: unknown }[];
    return { columns: [String(series[0].name ?? '')], rows: data.map((d) => ({ label: String(d.name ?? ''), values: [show(d as Value)] })) };
  }
  const axis = many(option.xAxis)[0] as { data?: (string | number | { value: string | number })[] } | undefined;
  const categories = (axis?.data ?? []).map((c) => String(typeof c === 'object' ? c.value : c));
  return {
    columns: series.map((s) => String(s.name ?? '')),
    rows: categories.map((label, i) => ({ label, values: series.map((s) => show(((s.data ?? []) as Value[])[i])) })),
  };
}
