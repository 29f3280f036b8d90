// Generators for the market's property tests: random but always valid markets, histories and
// decisions, tilted towards the hard cases (stock-outs and spillover, idle capacity, overdrafts).
import fc from 'fast-check';
import { OVERTIME_MAX_PERCENT } from './constants';
import { defaultMarketParams, priceRange } from './params';
import { replay } from './replay';
import { initialState } from './state';
import type { MarketParams, MarketState, RoundDecisions, TeamDecision } from './types';

export const teamIds = (count: number) => Array.from({ length: count }, (_, i) => `team-${i + 1}`);

/** Default parameters with the levers that change the model's paths varied. */
export const paramsArb: fc.Arbitrary<MarketParams> = fc
  .record({
    initialStock: fc.integer({ min: 0, max: 2_000 }),
    initialCapacity: fc.integer({ min: 1, max: 2_500 }),
    initialCash: fc.integer({ min: -5_000_000, max: 30_000_000 }),
    demandNoise: fc.constantFrom(0, 0.05, 0.2),
    attractionTemperature: fc.constantFrom(1, 12.5, 40),
    segments: fc.array(
      fc
        .record({ size: fc.integer({ min: 1, max: 10 }), price: fc.integer({ min: 0, max: 10 }), marketing: fc.integer({ min: 0, max: 10 }), quality: fc.integer({ min: 0, max: 10 }) })
        .filter((s) => s.price + s.marketing + s.quality > 0)
        .map(({ size, ...weights }) => ({ key: 'segment', size, weights })),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map((rest) => ({ ...defaultMarketParams, ...rest }));

export const decisionArb = (params: MarketParams): fc.Arbitrary<TeamDecision> => {
  const { min, max } = priceRange(params);
  return fc.record({
    price: fc.integer({ min, max }),
    plannedProduction: fc.integer({ min: 0, max: 3_000 }),
    overtimePercent: fc.integer({ min: 0, max: OVERTIME_MAX_PERCENT }),
    marketing: fc.integer({ min: 0, max: 5_000_000 }),
    research: fc.integer({ min: 0, max: 3_000_000 }),
  });
};

export const roundDecisionsArb = (params: MarketParams, ids: readonly string[]): fc.Arbitrary<RoundDecisions> =>
  fc.tuple(...ids.map(() => decisionArb(params))).map((list) => Object.fromEntries(ids.map((id, i) => [id, list[i]])));

export const seedArb = fc.integer({ min: 0, max: 0xffffffff });

export interface Scenario {
  params: MarketParams;
  state: MarketState;
  decisions: RoundDecisions;
  seed: number;
}

/** A market of 1..maxTeams teams after 0..2 random rounds, with this round's decisions and seed. */
export const scenarioArb = (maxTeams = 8): fc.Arbitrary<Scenario> =>
  fc.tuple(paramsArb, fc.integer({ min: 1, max: maxTeams }), fc.integer({ min: 0, max: 2 })).chain(([params, count, pastRounds]) => {
    const ids = teamIds(count);
    return fc
      .tuple(
        fc.array(roundDecisionsArb(params, ids), { minLength: pastRounds, maxLength: pastRounds }),
        fc.array(seedArb, { minLength: pastRounds, maxLength: pastRounds }),
        roundDecisionsArb(params, ids),
        seedArb,
      )
      .map(([history, seeds, decisions, seed]) => ({
        params,
        state: replay(initialState(params, ids), history, params, seeds).state,
        decisions,
        seed,
      }));
  });
