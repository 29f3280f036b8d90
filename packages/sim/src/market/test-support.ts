// Generators for the market's property tests: random but always valid markets, histories and
// decisions, tilted towards the hard cases (stock-outs and spillover, idle capacity, overdrafts).
import fc from 'fast-check';
import { OVERTIME_MAX_PERCENT } from './constants';
import { defaultMarketParams, priceRange } from './params';
import { replay } from './replay';
import { initialState } from './state';
import type { MarketParams, MarketState, RoundDecisions, TeamDecision } from './types';
import { roundDecisionsArb as roundDecisionsOf, scenarioArbOf, type Scenario as SharedScenario } from '../test-support';

export { seedArb, teamIds } from '../test-support';


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

export const roundDecisionsArb = (params: MarketParams, ids: readonly string[]): fc.Arbitrary<RoundDecisions> => roundDecisionsOf(decisionArb(params), ids);

export type Scenario = SharedScenario<MarketParams, MarketState, TeamDecision>;

/** A market of 1..maxTeams teams after 0..2 random rounds, with this round's decisions and seed. */
export const scenarioArb = (maxTeams = 8): fc.Arbitrary<Scenario> => scenarioArbOf({ paramsArb, decisionArb, initialState, replay }, maxTeams, 2);
