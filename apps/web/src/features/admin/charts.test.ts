import { describe, expect, it } from 'vitest';
import { dailyLinesOption, shareOption, shortDate } from './charts';

const days = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, count: i }));

describe('dashboard charts', () => {
  it('draw one line per series over the shared days, with short date labels', () => {
    const option = dailyLinesOption(
      [
        { name: 'Logins', points: days(7) },
        { name: 'Active', points: days(7) },
      ],
      ['#111111', '#222222'],
    );
    expect(option.xAxis).toMatchObject({ data: ['03-01', '03-02', '03-03', '03-04', '03-05', '03-06', '03-07'] });
    expect(option.series).toHaveLength(2);
    expect((option.series as { name: string; data: number[]; showSymbol: boolean }[])[1]).toMatchObject({ name: 'Active', data: [0, 1, 2, 3, 4, 5, 6], showSymbol: true });
    expect(option.yAxis).toMatchObject({ minInterval: 1 });
  });

  it('leave out the dots over 90 days, and cope with no series', () => {
    const long = { name: 'x', points: [...days(30), ...days(30), ...days(30)] };
    expect((dailyLinesOption([long], []).series as { showSymbol: boolean }[])[0].showSymbol).toBe(false);
    expect(dailyLinesOption([], []).xAxis).toMatchObject({ data: [] });
    expect(shortDate('2026-12-31')).toBe('12-31');
  });

  it('show shares as a ring', () => {
    const option = shareOption([{ name: 'Free', value: 3 }, { name: 'Paid', value: 1 }], ['#000']);
    expect((option.series as { type: string; data: unknown[] }[])[0]).toMatchObject({ type: 'pie', data: [{ name: 'Free', value: 3 }, { name: 'Paid', value: 1 }] });
  });
});
