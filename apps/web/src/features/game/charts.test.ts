import { describe, expect, it } from 'vitest';
import { roundsLineOption } from './charts';

describe('roundsLineOption', () => {
  it('draws shares as percentages from zero, one line per team in its colour', () => {
    const option = roundsLineOption(['R1', 'R2'], [
      { name: '红队', color: '#f00', data: [0.2561, 0.258] },
      { name: '蓝队', color: '#00f', data: [0.3, null] },
    ], { percent: true });
    expect(option.color).toEqual(['#f00', '#00f']);
    const series = option.series as { name: string; data: (number | null)[] }[];
    expect(series.map((s) => s.data)).toEqual([[25.61, 25.8], [30, null]]);
    expect((option.yAxis as { scale: boolean }).scale).toBe(false);
    expect(option.legend).toBeDefined();
  });

  it('shows money in yuan, ranks inverted with 1 on top, points on the whole 0–100 scale', () => {
    const money = roundsLineOption(['R1'], [{ name: 'A', data: [2_594_000] }], { money: true });
    expect((money.series as { data: number[] }[])[0].data).toEqual([25_940]);
    expect(money.legend).toBeUndefined();
    const rank = roundsLineOption(['R1'], [{ name: 'A', data: [2] }], { rank: true, maxRank: 4 });
    expect(rank.yAxis).toMatchObject({ inverse: true, min: 1, max: 4, minInterval: 1 });
    const points = roundsLineOption(['R1'], [{ name: 'A', data: [71.84] }], { points: true });
    expect(points.yAxis).toMatchObject({ min: 0, max: 100 });
  });
});
