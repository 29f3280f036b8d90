// The market must teach: no fixed lever pulled to an extreme may pay. The strategies and the runner
// are in tournament.ts, which also prints the table of docs/simulations/market.md §13.
import { describe, expect, it } from 'vitest';
import { meanRank, runTournament, winRate, type StrategyRecord } from './tournament';

describe('strategy tournament: every 4-team combination of the strategies, 6 rounds, default market', () => {
  const records = runTournament({ seedsPerGame: 4 });
  const of = (prefix: string): StrategyRecord => {
    const found = records.find((r) => r.name.startsWith(prefix));
    if (!found) throw new Error(`no strategy ${prefix}`);
    return found;
  };
  const extremes = ['price at the minimum', 'price at the maximum', 'produce little', 'produce a lot', 'no marketing', 'heavy marketing'];

  it('the balanced strategy ranks better on average than every extreme one', () => {
    for (const name of extremes) expect(meanRank(of('balanced')), name).toBeLessThan(meanRank(of(name)));
  });

  it('price costs volume: above the competitive price, each higher fixed price ranks worse, and the maximum almost never wins', () => {
    expect(meanRank(of('price 1.6x'))).toBeLessThan(meanRank(of('price 2.2x')));
    expect(meanRank(of('price 2.2x'))).toBeLessThan(meanRank(of('price at the maximum')));
    expect(winRate(of('price at the maximum'))).toBeLessThanOrEqual(0.05);
    expect(of('price at the maximum').profitSum).toBeLessThan(of('price 1.6x').profitSum);
  });

  it('the computer-run team plays sensibly but does not dominate: it beats the extremes, not the balanced team', () => {
    for (const name of extremes) expect(meanRank(of('computer')), name).toBeLessThan(meanRank(of(name)));
    expect(meanRank(of('computer'))).toBeGreaterThan(meanRank(of('balanced')));
  });
});
