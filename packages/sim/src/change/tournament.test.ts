// A game must teach: no fixed lever sequence may dominate, and reading the organisation must pay.
// The strategies and the runner are in tournament.ts, which also prints docs/simulations/change.md §9.
import { describe, expect, it } from 'vitest';
import { ADAPTIVE_STRATEGY, FIXED_STRATEGIES, beatsReference, meanRank, runTournament, winRate, type StrategyRecord } from './tournament';

describe('strategy tournament: every 4-strategy game, both cases, every level, 6 seeds, 8 rounds', { timeout: 60_000 }, () => {
  const records = runTournament();
  const of = (prefix: string): StrategyRecord => {
    const found = records.find((r) => r.name.startsWith(prefix));
    if (!found) throw new Error(`no strategy ${prefix}`);
    return found;
  };
  const fixed = records.filter((r) => r.name !== ADAPTIVE_STRATEGY.name);
  const extremes = ['all communication', 'all incentives', 'one-to-one talks only', 'top-down pressure'];

  it('plays the single-lever extremes, the sequences classes try, a random one and the adaptive play', () => {
    expect(FIXED_STRATEGIES.length).toBeGreaterThanOrEqual(8);
    for (const name of [...extremes, 'coalition first', 'pilot first', 'random', 'textbook', 'sponsor-led', 'communicate, then train']) of(name);
  });

  it('no fixed sequence beats the adaptive play in more than 40% of runs', () => {
    for (const r of fixed) expect(beatsReference(r), r.name).toBeLessThanOrEqual(0.4);
  });

  it('no fixed sequence wins more than 85% of its games, and the adaptive play ranks best on average', () => {
    for (const r of fixed) {
      expect(winRate(r), r.name).toBeLessThanOrEqual(0.85);
      expect(meanRank(of('adaptive')), r.name).toBeLessThan(meanRank(r));
    }
  });

  it('no fixed sequence has the best mean score in every case and level', () => {
    const cells = Object.keys(records[0].cells);
    for (const r of fixed) expect(cells.some((c) => records.some((other) => other.cells[c] > r.cells[c])), r.name).toBe(true);
  });

  it('pulling one kind of lever never works: each extreme wins at most 5% of its games', () => {
    for (const name of extremes) expect(winRate(of(name)), name).toBeLessThanOrEqual(0.05);
  });

  it('resistance bites: every strategy scores less at the fierce level than at the mild one', () => {
    for (const r of records) for (const c of ['factory', 'merger']) expect(r.cells[`${c}/fierce`], `${r.name} ${c}`).toBeLessThanOrEqual(r.cells[`${c}/mild`]);
  });
});
