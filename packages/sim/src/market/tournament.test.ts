// A game must teach: no fixed strategy may dominate. The strategies and the runner are in
// tournament.ts, which also prints the tables of docs/simulations/market.md §13.
import { describe, expect, it } from 'vitest';
import { COMPUTER_STRATEGY, FIXED_STRATEGIES, meanRank, runTournament, winRate, type StrategyRecord } from './tournament';
import type { MarketParams } from './types';

const extremes = ['price at the minimum', 'price at the maximum', 'produce little', 'produce a lot', 'no marketing', 'heavy marketing'];
const finder = (records: StrategyRecord[]) => (prefix: string): StrategyRecord => {
  const found = records.find((r) => r.name.startsWith(prefix));
  if (!found) throw new Error(`no strategy ${prefix}`);
  return found;
};

describe('strategy tournament: every 4-team combination of the strategies, 6 rounds, each game in its own drawn market', () => {
  const records = runTournament();
  const of = finder(records);
  const fixed = records.filter((r) => r.name !== COMPUTER_STRATEGY.name);

  it('plays a pool of at least 8 fixed strategies, the extremes, the balanced one and the positions classes play', () => {
    expect(FIXED_STRATEGIES.length).toBeGreaterThanOrEqual(8);
    for (const name of [...extremes, 'balanced', 'discounter', 'volume player', 'cost leader', 'quality leader', 'premium brand']) of(name);
    expect(of('balanced').games).toBe(1_365);
  });

  // The target is 35%; drawn markets bring the best fixed strategy from 55% (one market)
  // to 39%, not to 35% (docs/decisions/market-balance.md has the measured tables).
  it('no fixed strategy dominates: none wins more than 42% of its games', () => {
    for (const r of fixed) expect(winRate(r), r.name).toBeLessThanOrEqual(0.42);
  });

  it('the balanced strategy ranks better on average than every extreme one', () => {
    for (const name of extremes) expect(meanRank(of('balanced')), name).toBeLessThan(meanRank(of(name)));
  });

  // Where materials are cheap, 3x cost is a premium price (210 yuan against a reference of 160),
  // so the maximum price wins some drawn markets; it still loses money and ranks near the bottom.
  it('price costs volume: the maximum price rarely wins and earns less than the balanced strategy', () => {
    expect(winRate(of('price at the maximum'))).toBeLessThanOrEqual(0.15);
    expect(of('price at the maximum').profitSum).toBeLessThan(of('balanced').profitSum);
  });

  it('the computer-run team, which reads its market, plays sensibly: it beats every extreme', () => {
    for (const name of extremes) expect(meanRank(of('computer')), name).toBeLessThan(meanRank(of(name)));
  });
});

describe('strategy tournament in the default market alone (the reference market of the calibration)', () => {
  const records = runTournament({ marketFor: (params: MarketParams) => params, seedsPerGame: 1 });
  const of = finder(records);

  // The single-segment market of before let one recipe (heavy R&D at 1.8x cost) win 98% of its games.
  it('no fixed strategy wins more than 60% of its games, and the maximum price almost never wins', () => {
    for (const r of records.filter((x) => x.name !== COMPUTER_STRATEGY.name)) expect(winRate(r), r.name).toBeLessThanOrEqual(0.6);
    expect(winRate(of('price at the maximum'))).toBeLessThanOrEqual(0.05);
  });

  it('the balanced strategy ranks better on average than every extreme one here too', () => {
    for (const name of extremes) expect(meanRank(of('balanced')), name).toBeLessThan(meanRank(of(name)));
  });
});
