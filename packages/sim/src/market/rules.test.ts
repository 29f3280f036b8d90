import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overtimePremiumPerUnit } from './accounts';
import { apportion } from './allocate';
import { MAX_TEAMS, OVERTIME_COST_FACTOR, PRICE_INDEX_MAX, PRICE_INDEX_MIN } from './constants';
import { carryOver, computerDecision, fillMissingDecisions } from './decisions';
import { priceIndex } from './demand';
import { MarketInputError } from './errors';
import { defaultMarketParams, priceRange } from './params';
import { capacityStep, outputBounds, serveDemand, switchingShare } from './production';
import { replay } from './replay';
import { rankTeams, scorecard } from './scorecard';
import { practiceSeed, roundSeed } from './seeds';
import { settle } from './settle';
import { initialState } from './state';
import { roundDecisionsArb, scenarioArb, seedArb, teamIds } from './test-support';
import type { MarketParams, TeamDecision, TeamState } from './types';
import { validateDecision } from './validate';

const params = defaultMarketParams;
const reference: TeamDecision = { price: 16_000, plannedProduction: 1_000, overtimePercent: 30, marketing: 1_200_000, research: 600_000 };
const everyone = (ids: string[], decision: TeamDecision) => Object.fromEntries(ids.map((id) => [id, decision]));

describe('production', () => {
  it('flexes ±30% around the plan, capped by capacity plus the overtime allowed', () => {
    expect(outputBounds(1_000, 0, 2_000)).toEqual({ min: 700, max: 1_300 });
    expect(outputBounds(1_000, 10, 1_100)).toEqual({ min: 700, max: 1_210 });
    expect(outputBounds(2_000, 0, 1_000)).toEqual({ min: 1_000, max: 1_000 });
    expect(outputBounds(0, 30, 1_000)).toEqual({ min: 0, max: 0 });
  });

  it('prices overtime labour at 1.27x: the premium is 27% of labour per overtime unit', () => {
    expect(overtimePremiumPerUnit(params)).toBe(Math.round(params.unitLabourCost * (OVERTIME_COST_FACTOR - 1)));
    expect(overtimePremiumPerUnit(params)).toBe(1_080);
    // One team with no stock and demand beyond capacity: it makes capacity plus all its overtime.
    const p: MarketParams = { ...params, initialStock: 0, initialCapacity: 500, demandNoise: 0 };
    const { results } = settle(initialState(p, ['solo']), { solo: { ...reference, plannedProduction: 650 } }, p, 1);
    const solo = results.teams[0];
    expect(solo.production).toBe(650);
    expect(solo.overtimeProduction).toBe(150);
    expect(solo.costs.labour).toBe(650 * p.unitLabourCost);
    expect(solo.costs.overtimePremium).toBe(150 * 1_080);
  });

  it('sends customers a team cannot serve to one second choice with goods left, by attraction, bounded by its price', () => {
    const served = serveDemand(
      [
        { demand: 100, available: 40, attraction: [1], mix: [1], price: 16_000 },
        { demand: 50, available: 200, attraction: [1], mix: [1], price: 16_000 },
        { demand: 50, available: 55, attraction: [3], mix: [1], price: 20_000 },
      ],
      1.5,
    );
    // 60 unserved, offered 15 / 45. All 15 pay the same price; of the 45 asked 25% more, 72% would
    // (32), but the third team has only 5 left. The other 40 go without.
    expect(served).toEqual({ ownSales: [40, 50, 50], spillover: [0, 15, 5], unmet: 40 });
    expect(serveDemand([{ demand: 10, available: 3, attraction: [1], mix: [1], price: 16_000 }], 1.5)).toEqual({ ownSales: [3], spillover: [0], unmet: 7 });
  });

  it('a lost customer chooses again by the attraction of its own segment', () => {
    // Team 0 sells out; its customers all come from the second segment, where team 2 is the
    // favourite, although team 1 is the favourite of the first.
    const served = serveDemand(
      [
        { demand: 100, available: 0, attraction: [0.1, 1], mix: [0, 1], price: 16_000 },
        { demand: 100, available: 500, attraction: [1, 0.25], mix: [1, 0], price: 16_000 },
        { demand: 100, available: 500, attraction: [0.25, 0.75], mix: [0.5, 0.5], price: 16_000 },
      ],
      1.5,
    );
    expect(served.spillover).toEqual([0, 25, 75]);
  });

  it('lost customers switch fully to the same or a lower price, and like the whole market to a higher one', () => {
    expect(switchingShare(16_000, 16_000, 1.5)).toBe(1);
    expect(switchingShare(16_000, 9_000, 1.5)).toBe(1);
    expect(switchingShare(16_000, 20_000, 1.5)).toBeCloseTo(0.7155, 4);
    expect(switchingShare(16_000, 32_000, 1.5)).toBeCloseTo(0.3536, 4);
    expect(switchingShare(16_000, 30_000, 0)).toBe(1); // a market that ignores price: the old "buy anything in stock"
  });

  it('a higher price never brings a team more of its rivals\' lost customers, all else equal', () => {
    const segments = 2;
    const weightsArb = fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: segments, maxLength: segments });
    const supplierArb = fc.record({
      demand: fc.integer({ min: 0, max: 3_000 }),
      available: fc.integer({ min: 0, max: 3_000 }),
      attraction: weightsArb,
      mix: weightsArb.map((w) => w.map((x) => x / w.reduce((a, b) => a + b, 0))),
      price: fc.integer({ min: 5_000, max: 30_000 }),
    });
    const arb = fc.tuple(
      fc.array(supplierArb, { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 0, max: 25_000 }),
      weightsArb,
      fc.constantFrom(0.5, 1.5, 3),
    );
    fc.assert(
      fc.property(arb, ([suppliers, raise, attractionKept, elasticity]) => {
        // A dearer team is also less attractive in every segment (the price index falls); its rivals are unchanged.
        const attraction = suppliers[0].attraction.map((a, s) => a * attractionKept[s]);
        const dearer = { ...suppliers[0], price: suppliers[0].price + raise, attraction };
        const before = serveDemand(suppliers, elasticity);
        const after = serveDemand([dearer, ...suppliers.slice(1)], elasticity);
        expect(after.spillover[0]).toBeLessThanOrEqual(before.spillover[0]);
      }),
    );
  });

  it('apportions whole units exactly, in proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 25 }), (total, weights) => {
        const parts = apportion(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = weights.reduce((a, b) => a + b, 0);
        parts.forEach((part, i) => expect(Math.abs(part - (sum > 0 ? (total * weights[i]) / sum : total / weights.length))).toBeLessThan(1));
      }),
    );
  });
});

describe('capacity rule', () => {
  const streaks = { highUtilisationStreak: 0, lowUtilisationStreak: 0 };

  it('raises capacity 20% after two consecutive rounds above 90%, then needs two more', () => {
    const first = capacityStep(1_000, 0.95, streaks, params);
    expect(first).toEqual({ nextCapacity: 1_000, change: 0, highUtilisationStreak: 1, lowUtilisationStreak: 0 });
    const second = capacityStep(1_000, 0.91, first, params);
    expect(second).toEqual({ nextCapacity: 1_200, change: 200, highUtilisationStreak: 0, lowUtilisationStreak: 0 });
    expect(capacityStep(1_000, 0.9, first, params).change).toBe(0); // exactly 90% is not "above"
  });

  it('lowers capacity 10% after a round below 60%', () => {
    expect(capacityStep(1_000, 0.59, streaks, params)).toEqual({ nextCapacity: 900, change: -100, highUtilisationStreak: 0, lowUtilisationStreak: 0 });
    expect(capacityStep(1_000, 0.6, streaks, params).change).toBe(0);
    expect(capacityStep(1, 0, streaks, params).nextCapacity).toBe(1);
  });

  it('books the investment in the round that triggers it and applies the new capacity next round', () => {
    const p: MarketParams = { ...params, initialStock: 0, initialCapacity: 800, demandNoise: 0 };
    const ids = ['a', 'b'];
    const busy = everyone(ids, { ...reference, plannedProduction: 1_000 });
    const { states, results } = replay(initialState(p, ids), [busy, busy, busy], p, [1, 2, 3]);
    expect(results[0].teams[0].utilisation).toBeGreaterThan(0.9);
    expect(results[0].teams[0].costs.capacityChange).toBe(0);
    expect(results[1].teams[0].nextCapacity).toBe(960);
    expect(results[1].teams[0].costs.capacityChange).toBe(160 * p.capacityInvestmentPerUnit);
    expect(states[1].teams[0].capacity).toBe(960);
    expect(results[2].teams[0].capacity).toBe(960);
  });
});

describe('price index', () => {
  it('runs from 100 at the lowest allowed price to 10 at the highest, falling with price', () => {
    const { min, max } = priceRange(params);
    expect(priceIndex(min, params)).toBe(PRICE_INDEX_MAX);
    expect(priceIndex(max, params)).toBe(PRICE_INDEX_MIN);
    fc.assert(fc.property(fc.integer({ min, max }), fc.integer({ min, max }), (a, b) => {
      if (a <= b) expect(priceIndex(a, params)).toBeGreaterThanOrEqual(priceIndex(b, params));
    }));
  });

  it('depends on price ratios only: doubling any price lowers the index by the same amount', () => {
    const step = (90 * Math.log(2)) / Math.log(6);
    for (const price of [5_000, 8_000, 12_345, 15_000]) {
      expect(priceIndex(price, params) - priceIndex(2 * price, params)).toBeCloseTo(step, 1);
    }
  });
});

describe('scorecard and ranking', () => {
  it('reads lecturer weights as proportions: scaling them all changes nothing', () => {
    fc.assert(
      fc.property(scenarioArb(), fc.integer({ min: 2, max: 100 }), ({ state, decisions, params: p, seed }, factor) => {
        const w = p.scoreWeights;
        const scaled = { ...p, scoreWeights: { financial: w.financial * factor, customer: w.customer * factor, internal: w.internal * factor, learning: w.learning * factor } };
        expect(settle(state, decisions, scaled, seed)).toEqual(settle(state, decisions, p, seed));
      }),
      { numRuns: 30 },
    );
  });

  it('scores each measure on its own 0–100 scale before averaging, so a disastrous round cannot cancel a good game', () => {
    const score = scorecard(
      {
        teamCount: 4,
        revenue: 100_000,
        profit: -50_000, // margin −50%: below the floor, 0 points
        cumulativeRevenue: 1_000_000,
        cumulativeProfit: 100_000, // margin 10%: halfway from −10% to 30%, 50 points
        marketShare: 0.5, // twice the fair share: 100 points
        demand: 200,
        lostSales: 50, // service level 75%
        sales: 150,
        utilisation: 0.45, // half of 90%: 50 points
        closingStock: 15, // 10% of sales, a fifth of the 50% limit: 80 points
        qualityIndex: 62.5,
      },
      params,
    );
    expect(score).toEqual({ financial: 25, customer: 87.5, internal: 65, learning: 62.5, total: 0.4 * 25 + 0.2 * (87.5 + 65 + 62.5) });
  });

  it('breaks ties by cumulative profit, then by the team order', () => {
    expect(rankTeams([
      { score: 70, cumulativeProfit: 5 },
      { score: 80, cumulativeProfit: 1 },
      { score: 70, cumulativeProfit: 9 },
      { score: 70, cumulativeProfit: 5 },
    ])).toEqual([3, 1, 2, 4]);
  });

  it('a learning-only course ranks teams by quality alone', () => {
    const p: MarketParams = { ...params, scoreWeights: { financial: 0, customer: 0, internal: 0, learning: 1 } };
    const ids = ['low', 'high'];
    const { results } = settle(initialState(p, ids), { low: reference, high: { ...reference, research: 3_000_000 } }, p, 9);
    expect(results.ranking).toEqual(['high', 'low']);
    expect(results.teams[1].score.total).toBe(results.teams[1].qualityIndex);
  });
});

describe('late and computer-run teams', () => {
  it('carries the last decision over unchanged (a copy)', () => {
    const copy = carryOver(reference);
    expect(copy).toEqual(reference);
    expect(copy).not.toBe(reference);
  });

  it('a computer decision is always valid and deterministic for its seed', () => {
    fc.assert(
      fc.property(scenarioArb(25), seedArb, ({ state, params: p }, seed) => {
        for (const team of state.teams) {
          const decision = computerDecision(state, team.teamId, p, seed);
          expect(validateDecision(decision, p)).toEqual([]);
          expect(computerDecision(state, team.teamId, p, seed)).toEqual(decision);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a computer team prices near cost-plus and the market average, and plans for its forecast', () => {
    const state = initialState(params, ['cpu']);
    const decision = computerDecision(state, 'cpu', params, 42);
    expect(decision.price).toBeGreaterThan(15_000);
    expect(decision.price).toBeLessThan(17_000);
    expect(decision.plannedProduction).toBe(Math.round(params.baseDemandPerTeam * 1.03 * 1.1) - params.initialStock);
    expect(() => computerDecision(state, 'nobody', params, 1)).toThrow(MarketInputError);
  });

  describe('a computer team adapts to last round', () => {
    /** One computer team after a round at the reference decision, with `changes` to its position. */
    const after = (changes: Partial<TeamState>, lastAveragePrice = reference.price) => {
      const start = initialState(params, ['cpu']);
      // Last round it sold exactly what it made (production follows sales): no stock, nobody turned away.
      const team: TeamState = { ...start.teams[0], lastDecision: reference, lastDemand: 1_000, stock: 0, lastLostSales: 0, ...changes };
      return computerDecision({ ...start, round: 1, teams: [team], lastAveragePrice }, 'cpu', params, 7);
    };
    const normal = after({});

    it('left with unsold stock, it plans less and cuts its price', () => {
      const overstocked = after({ stock: 400 });
      expect(overstocked.plannedProduction).toBeLessThan(normal.plannedProduction);
      expect(overstocked.price).toBeLessThan(normal.price);
    });

    it('after a stock-out, it plans more than its demand suggests and raises its price a little', () => {
      const soldOut = after({ lastLostSales: 200 });
      expect(soldOut.plannedProduction).toBeGreaterThan(normal.plannedProduction);
      expect(soldOut.price).toBeGreaterThan(normal.price);
      // A state saved before lastLostSales existed reads as "none lost".
      const { lastLostSales: _, ...older } = { ...initialState(params, ['cpu']).teams[0], lastDecision: reference, lastDemand: 1_000, stock: 0 };
      const fromOlder = computerDecision({ ...initialState(params, ['cpu']), round: 1, teams: [older as TeamState] }, 'cpu', params, 7);
      expect(fromOlder).toEqual(normal);
    });

    it('with nothing left over and nobody turned away, it keeps its price where the market is', () => {
      const steady = [1, 2, 3, 4, 5].map((seed) => computerDecision({ ...initialState(params, ['cpu']), round: 1, teams: [{ ...initialState(params, ['cpu']).teams[0], lastDecision: reference, lastDemand: 1_000, stock: 0 }] }, 'cpu', params, seed).price);
      for (const price of steady) expect(Math.abs(price - reference.price)).toBeLessThanOrEqual(reference.price * 0.05);
    });

    it('priced far above the market, it moves toward the market price', () => {
      const dear = after({ lastDecision: { ...reference, price: 28_000 } });
      expect(dear.price).toBeLessThan(24_000);
      expect(dear.price).toBeGreaterThan(reference.price);
      // ... and expects more customers at the lower price.
      expect(dear.plannedProduction).toBeGreaterThan(normal.plannedProduction);
    });

    it('does not follow a price war below 1.2x unit cost', () => {
      const war = after({ lastDecision: { ...reference, price: 8_000 } }, 7_000);
      expect(war.price).toBeGreaterThanOrEqual(Math.floor(1.2 * 10_000 * 0.95));
    });
  });

  it('fills a late team with its last decision, or a computer decision before it has one', () => {
    const ids = ['on-time', 'late'];
    const start = initialState(params, ids);
    const first = fillMissingDecisions(start, { 'on-time': reference }, params, 5);
    expect(first.filled).toEqual([{ teamId: 'late', by: 'computer' }]);
    expect(first.decisions['on-time']).toBe(reference);
    const { state } = settle(start, first.decisions, params, 5);
    const second = fillMissingDecisions(state, { 'on-time': reference }, params, 6);
    expect(second.filled).toEqual([{ teamId: 'late', by: 'carried_over' }]);
    expect(second.decisions.late).toEqual(first.decisions.late);
  });
});

describe('replay', () => {
  const replayArb = fc.integer({ min: 1, max: 6 }).chain((count) => {
    const ids = teamIds(count);
    return fc.tuple(fc.array(roundDecisionsArb(params, ids), { minLength: 1, maxLength: 5 }), fc.integer()).map(([rounds, gameSeed]) => ({
      ids,
      rounds,
      seeds: rounds.map((_, k) => roundSeed(gameSeed, k + 1)),
    }));
  });

  it('equals settling the rounds one by one', () => {
    fc.assert(
      fc.property(replayArb, ({ ids, rounds, seeds }) => {
        const replayed = replay(initialState(params, ids), rounds, params, seeds);
        let state = initialState(params, ids);
        rounds.forEach((decisions, k) => {
          const out = settle(state, decisions, params, seeds[k]);
          expect(replayed.results[k]).toEqual(out.results);
          state = out.state;
        });
        expect(replayed.state).toEqual(state);
      }),
      { numRuns: 50 },
    );
  });

  it('re-runs from a round with one decision changed, leaving earlier rounds alone', () => {
    const ids = ['a', 'b', 'c'];
    const rounds = [everyone(ids, reference), everyone(ids, reference), everyone(ids, reference)];
    const seeds = [11, 12, 13];
    const original = replay(initialState(params, ids), rounds, params, seeds);
    const corrected = { ...rounds[1], b: { ...reference, price: 14_000 } };
    const rerun = replay(original.states[0], [corrected, rounds[2]], params, seeds.slice(1));
    expect(rerun.results[0].round).toBe(2);
    expect(rerun.results[0].teams[1].decision.price).toBe(14_000);
    expect(rerun.results[0]).not.toEqual(original.results[1]);
    expect(replay(original.states[0], rounds.slice(1), params, seeds.slice(1)).results).toEqual(original.results.slice(1));
    expect(() => replay(original.states[0], rounds, params, seeds.slice(1))).toThrow(MarketInputError);
  });
});

describe('market setup and seeds', () => {
  it('holds 1 to 25 teams with unique ids, all starting alike', () => {
    expect(initialState(params, ['only']).teams).toHaveLength(1);
    const full = initialState(params, teamIds(MAX_TEAMS));
    expect(new Set(full.teams.map(({ teamId: _, ...rest }) => JSON.stringify(rest))).size).toBe(1);
    expect(() => initialState(params, [])).toThrow(MarketInputError);
    expect(() => initialState(params, teamIds(MAX_TEAMS + 1))).toThrow(/1 to 25 teams/);
    expect(() => initialState(params, ['x', 'x'])).toThrow(/unique/);
  });

  it('derives a stable, distinct seed for each round of a game', () => {
    const seeds = Array.from({ length: 50 }, (_, k) => roundSeed(2024, k + 1));
    expect(new Set(seeds).size).toBe(50);
    expect(roundSeed(2024, 3)).toBe(seeds[2]);
    for (const seed of seeds) expect(seed >>> 0).toBe(seed);
    const practice = [1, 2, 3].map((k) => practiceSeed(2024, k));
    for (const seed of practice) expect(seeds).not.toContain(seed);
  });

  it('charges overdraft interest on a negative opening balance only', () => {
    const p: MarketParams = { ...params, initialCash: -1_000_000 };
    const { results } = settle(initialState(p, ['a']), { a: reference }, p, 3);
    expect(results.teams[0].costs.interest).toBe(20_000);
    expect(settle(initialState(params, ['a']), { a: reference }, params, 3).results.teams[0].costs.interest).toBe(0);
  });
});

describe('calibration of the default market', () => {
  it('rewards a competitive price: against three teams at the reference decision, the best single-round price is near 1.6x cost', () => {
    const ids = ['me', 'b', 'c', 'd'];
    const p: MarketParams = { ...params, demandNoise: 0 };
    const state = initialState(p, ids);
    const profitAt = (price: number) =>
      settle(state, { ...everyone(ids, reference), me: { ...reference, price, plannedProduction: 1_200 } }, p, 1).results.teams[0].profit;
    const { min, max } = priceRange(p);
    let best = min;
    for (let price = min; price <= max; price += 250) if (profitAt(price) > profitAt(best)) best = price;
    expect(best).toBeGreaterThanOrEqual(14_500);
    expect(best).toBeLessThanOrEqual(17_500);
    expect(profitAt(max)).toBeLessThan(0);
    expect(profitAt(min)).toBeLessThan(0);
  });
});
