import { describe, expect, it } from 'vitest';
import { chartTable } from './chartTable';

describe('chartTable: a chart option read as a table', () => {
  it('a line chart: a row per category, a column per series, values as the tooltip shows them', () => {
    const table = chartTable({
      tooltip: { trigger: 'axis', valueFormatter: (v) => `${String(v)}%` },
      xAxis: { type: 'category', data: ['R1', 'R2'] },
      series: [
        { type: 'line', name: 'Red', data: [12.5, null] },
        { type: 'line', name: 'Blue', data: [{ value: 30 }, 40] },
      ],
    });
    expect(table).toEqual({
      columns: ['Red', 'Blue'],
      rows: [
        { label: 'R1', values: ['12.5%', '30%'] },
        { label: 'R2', values: ['—', '40%'] },
      ],
    });
  });

  it('a pie chart: a row per slice', () => {
    const table = chartTable({ series: [{ type: 'pie', name: 'Students', data: [{ name: 'A', value: 3 }, { name: 'B', value: 1200 }] }] });
    expect(table).toEqual({ columns: ['Students'], rows: [{ label: 'A', values: ['3'] }, { label: 'B', values: [(1200).toLocaleString()] }] });
  });

  it('no series: no table', () => {
    expect(chartTable({})).toBeNull();
  });
});
