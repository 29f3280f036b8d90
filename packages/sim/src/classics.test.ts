import { describe, expect, it } from 'vitest';
import { classicCases } from './classics';

describe('classicCases', () => {
  it('lists every change case and synergy scenario once, with both languages filled', () => {
    const cases = classicCases();
    expect(new Set(cases.map((c) => c.key)).size).toBe(cases.length);
    expect(cases.filter((c) => c.gameId === 'CM').length).toBeGreaterThanOrEqual(2);
    expect(cases.filter((c) => c.gameId === 'TS').map((c) => c.tsVersion)).toEqual([1, 2, 3, 4]);
    for (const c of cases) for (const text of [c.title, c.situation]) expect(text.zh.length * text.en.length).toBeGreaterThan(0);
  });
});
