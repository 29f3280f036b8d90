// The golden scenario: four teams with different strategies over three rounds, whose every result
// is checked in (golden.json) and compared exactly. Any change to the model's numbers shows up here
// as a diff to review. After an intended change, regenerate and commit the file with:
//   UPDATE_GOLDEN=1 npx vitest run --project sim
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultMarketParams } from './params';
import { replay } from './replay';
import { roundSeed } from './seeds';
import { initialState } from './state';
import type { MarketParams, RoundDecisions } from './types';

const GOLDEN = new URL('./golden.json', import.meta.url);
const GAME_SEED = 20_240_601;
const TEAMS = ['discounter', 'premium', 'balanced', 'lean'];

/** Round by round: a price cutter, a premium brand, a middle-of-the-road team and one that under-produces. */
const ROUNDS: RoundDecisions[] = [
  {
    discounter: { price: 13_000, plannedProduction: 1_300, overtimePercent: 30, marketing: 1_000_000, research: 300_000 },
    premium: { price: 21_000, plannedProduction: 800, overtimePercent: 0, marketing: 2_000_000, research: 1_500_000 },
    balanced: { price: 16_000, plannedProduction: 1_000, overtimePercent: 10, marketing: 1_200_000, research: 600_000 },
    lean: { price: 15_500, plannedProduction: 600, overtimePercent: 0, marketing: 800_000, research: 300_000 },
  },
  {
    discounter: { price: 12_500, plannedProduction: 1_400, overtimePercent: 30, marketing: 1_000_000, research: 300_000 },
    premium: { price: 22_000, plannedProduction: 700, overtimePercent: 0, marketing: 2_500_000, research: 1_500_000 },
    balanced: { price: 15_800, plannedProduction: 1_100, overtimePercent: 20, marketing: 1_400_000, research: 700_000 },
    lean: { price: 15_000, plannedProduction: 650, overtimePercent: 0, marketing: 800_000, research: 300_000 },
  },
  {
    discounter: { price: 13_500, plannedProduction: 1_500, overtimePercent: 30, marketing: 1_200_000, research: 400_000 },
    premium: { price: 20_000, plannedProduction: 700, overtimePercent: 5, marketing: 2_500_000, research: 2_000_000 },
    balanced: { price: 15_500, plannedProduction: 1_200, overtimePercent: 20, marketing: 1_500_000, research: 800_000 },
    lean: { price: 14_500, plannedProduction: 400, overtimePercent: 0, marketing: 500_000, research: 0 },
  },
];

describe('golden scenario: 4 teams, 3 rounds', () => {
  it('reproduces the checked-in results exactly', () => {
    const state = initialState(defaultMarketParams, TEAMS);
    const seeds = ROUNDS.map((_, k) => roundSeed(GAME_SEED, k + 1));
    const { states, results } = replay(state, ROUNDS, defaultMarketParams, seeds);
    // Compared as JSON, which is how the server stores them.
    const actual = JSON.parse(JSON.stringify({ gameSeed: GAME_SEED, seeds, results, finalState: states.at(-1) }));
    if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(GOLDEN, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(fs.readFileSync(GOLDEN, 'utf8')));
  });
});

describe('a game started before customer segments existed', () => {
  // The parameter snapshot such a game stored: one kind of customer, weighing price, marketing and
  // quality by attractionWeights, and no segments.
  const { segments: _segments, ...rest } = defaultMarketParams;
  const legacyParams = {
    ...rest,
    attractionWeights: { price: 0.8, marketing: 0.1, quality: 0.1 },
    attractionTemperature: 12.5,
    marketingHalfSpend: 1_200_000,
    qualityHalfStock: 2_400_000,
    initialQualityStock: 2_400_000,
  } as unknown as MarketParams;

  it('reads as one segment of every customer and settles deterministically', () => {
    const seeds = ROUNDS.map((_, k) => roundSeed(GAME_SEED, k + 1));
    const play = () => replay(initialState(legacyParams, TEAMS), ROUNDS, legacyParams, seeds);
    const first = play();
    for (const round of first.results) for (const team of round.teams) expect(team.segmentShares).toEqual([team.preferenceShare]);
    expect(JSON.stringify(play())).toBe(JSON.stringify(first));
  });
});
