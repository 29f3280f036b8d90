import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLEX_PERCENT } from './constants';
import { defaultMarketParams, priceRange } from './params';
import { settle } from './settle';
import { initialState } from './state';
import { decisionArb, scenarioArb, teamIds } from './test-support';
import type { CostLines, TeamRoundResult } from './types';

const COST_LINES: (keyof Omit<CostLines, 'total'>)[] = [
  'materials', 'labour', 'overtimePremium', 'marketing', 'research', 'holding', 'capacityChange', 'overhead', 'interest',
];

describe('settle: invariants', () => {
  it('never sells more than opening stock plus production, and stock adds up', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ state, decisions, params, seed }) => {
        for (const t of settle(state, decisions, params, seed).results.teams) {
          expect(t.sales).toBeLessThanOrEqual(t.openingStock + t.production);
          expect(t.closingStock).toBe(t.openingStock + t.production - t.sales);
          expect(t.closingStock).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('sells its own customers plus the spillover it received; every customer is counted once', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ state, decisions, params, seed }) => {
        const { market, teams } = settle(state, decisions, params, seed).results;
        for (const t of teams) {
          expect(t.sales).toBeLessThanOrEqual(t.demand + t.spilloverDemand);
          expect(t.lostSales).toBeGreaterThanOrEqual(0);
          expect(t.sales).toBe(t.demand - t.lostSales + t.spilloverDemand);
        }
        expect(sum(teams.map((t) => t.demand))).toBe(market.totalDemand);
        expect(sum(teams.map((t) => t.sales))).toBe(market.totalSales);
        expect(market.totalSales + market.unmetDemand).toBe(market.totalDemand);
        // Spillover comes only from rivals' lost customers: nobody lost, nobody gained, nobody went without.
        const lost = sum(teams.map((t) => t.lostSales));
        for (const t of teams) expect(t.spilloverDemand).toBeLessThanOrEqual(lost - t.lostSales);
        expect(market.unmetDemand).toBe(lost - sum(teams.map((t) => t.spilloverDemand)));
        // A team with goods left served every one of its own customers.
        for (const t of teams) if (t.closingStock > 0) expect(t.lostSales).toBe(0);
      }),
    );
  });

  it('keeps output within the flex band, capacity and the overtime allowed', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ state, decisions, params, seed }) => {
        for (const t of settle(state, decisions, params, seed).results.teams) {
          const plan = t.decision.plannedProduction;
          const overtimeAllowed = Math.floor((t.capacity * t.decision.overtimePercent) / 100);
          expect(t.production).toBeLessThanOrEqual(Math.floor((plan * (100 + FLEX_PERCENT)) / 100));
          expect(t.regularProduction).toBeLessThanOrEqual(t.capacity);
          expect(t.overtimeProduction).toBeLessThanOrEqual(overtimeAllowed);
          expect(t.regularProduction + t.overtimeProduction).toBe(t.production);
          const floor = Math.min(Math.floor((plan * (100 - FLEX_PERCENT)) / 100), t.capacity + overtimeAllowed);
          expect(t.production).toBeGreaterThanOrEqual(floor);
        }
      }),
    );
  });

  it('market shares and preference shares each sum to 1', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ state, decisions, params, seed }) => {
        const { market, teams } = settle(state, decisions, params, seed).results;
        expect(sum(teams.map((t) => t.preferenceShare))).toBeCloseTo(1, 9);
        if (market.totalSales > 0) expect(sum(teams.map((t) => t.marketShare))).toBeCloseTo(1, 9);
        else for (const t of teams) expect(t.marketShare).toBe(0);
      }),
    );
  });

  it('balances money exactly in integer fen: opening cash + revenue − costs = closing cash', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ state, decisions, params, seed }) => {
        const { state: next, results } = settle(state, decisions, params, seed);
        results.teams.forEach((t: TeamRoundResult, i) => {
          const money = [t.revenue, t.profit, t.openingCash, t.closingCash, t.cumulativeProfit, ...Object.values(t.costs)];
          for (const fen of money) expect(Number.isSafeInteger(fen)).toBe(true);
          expect(t.costs.total).toBe(sum(COST_LINES.map((line) => t.costs[line])));
          expect(t.revenue).toBe(t.sales * t.decision.price);
          expect(t.openingCash + t.revenue - t.costs.total).toBe(t.closingCash);
          expect(t.profit).toBe(t.closingCash - t.openingCash);
          expect(next.teams[i].cash).toBe(t.closingCash);
          expect(t.cumulativeProfit).toBe(state.teams[i].cumulativeProfit + t.profit);
        });
      }),
    );
  });

  it('a higher own price never raises the own share, all else equal', () => {
    const arb = scenarioArb().chain((s) => {
      const first = s.state.teams[0].teamId;
      const { max } = priceRange(s.params);
      return fc
        .integer({ min: s.decisions[first].price, max })
        .map((higher) => ({ ...s, first, higher }));
    });
    fc.assert(
      fc.property(arb, ({ state, decisions, params, seed, first, higher }) => {
        const before = settle(state, decisions, params, seed).results.teams[0];
        const after = settle(state, { ...decisions, [first]: { ...decisions[first], price: higher } }, params, seed).results.teams[0];
        expect(after.priceIndex).toBeLessThanOrEqual(before.priceIndex);
        expect(after.preferenceShare).toBeLessThanOrEqual(before.preferenceShare);
      }),
    );
  });

  it('with goods for everyone, the market share (of units sold) also never rises with the own price, up to rounding to whole units', () => {
    const params = { ...defaultMarketParams, initialStock: 100_000 };
    const arb = fc.tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 0, max: 0xffffffff })).chain(([count, seed]) => {
      const ids = teamIds(count);
      const { max } = priceRange(params);
      return fc
        .tuple(fc.tuple(...ids.map(() => decisionArb(params))), fc.integer({ min: 0, max: 10_000 }))
        .map(([list, raise]) => ({ ids, seed, decisions: Object.fromEntries(ids.map((id, i) => [id, list[i]])), higher: Math.min(max, list[0].price + raise) }));
    });
    fc.assert(
      fc.property(arb, ({ ids, seed, decisions, higher }) => {
        const state = initialState(params, ids);
        const before = settle(state, decisions, params, seed).results;
        const after = settle(state, { ...decisions, [ids[0]]: { ...decisions[ids[0]], price: higher } }, params, seed).results;
        // Each team's demand is its exact quota rounded to a whole unit (off by less than one).
        const roundingSlack = 1 / Math.max(1, before.market.totalSales) + 1 / Math.max(1, after.market.totalSales);
        expect(after.teams[0].marketShare).toBeLessThanOrEqual(before.teams[0].marketShare + roundingSlack);
      }),
    );
  });

  it('is deterministic: the same seed and inputs give deep-equal results, even from a JSON copy of the state', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ state, decisions, params, seed }) => {
        const first = settle(state, decisions, params, seed);
        const again = settle(JSON.parse(JSON.stringify(state)), JSON.parse(JSON.stringify(decisions)), params, seed);
        expect(again).toEqual(first);
      }),
    );
  });

  it('never mutates its inputs, and its state and results are plain JSON', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ state, decisions, params, seed }) => {
        const copies = structuredClone({ state, decisions, params });
        const out = settle(state, decisions, params, seed);
        expect({ state, decisions, params }).toEqual(copies);
        expect(JSON.parse(JSON.stringify(out))).toEqual(out);
        for (const team of out.state.teams) {
          for (const whole of [team.cash, team.stock, team.capacity, team.qualityStock, team.cumulativeProfit, team.lastDemand]) {
            expect(Number.isSafeInteger(whole)).toBe(true);
          }
        }
      }),
    );
  });

  it('scores lie in 0–100 and the rankings are permutations of the teams', () => {
    fc.assert(
      fc.property(scenarioArb(25), ({ state, decisions, params, seed }) => {
        const { results } = settle(state, decisions, params, seed);
        for (const t of results.teams) {
          for (const points of [...Object.values(t.score), t.overallScore, t.priceIndex, t.marketingIndex, t.qualityIndex]) {
            expect(points).toBeGreaterThanOrEqual(0);
            expect(points).toBeLessThanOrEqual(100);
          }
        }
        const n = results.teams.length;
        const expectedRanks = Array.from({ length: n }, (_, i) => i + 1);
        expect(results.teams.map((t) => t.rank).sort((a, b) => a - b)).toEqual(expectedRanks);
        expect(results.teams.map((t) => t.overallRank).sort((a, b) => a - b)).toEqual(expectedRanks);
        expect(results.ranking).toEqual([...results.teams].sort((a, b) => a.rank - b.rank).map((t) => t.teamId));
        expect(new Set(results.overallRanking).size).toBe(n);
      }),
    );
  });
});

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
