// Generators for the change engine's property tests: random but valid games, histories and decisions.
import fc from 'fast-check';
import { CASES, caseOf } from './cases';
import { LEVERS, leverOf } from './levers';
import { LEVEL_KEYS } from './levels';
import { defaultChangeParams } from './params';
import { replay } from './replay';
import { initialState } from './state';
import type { CmDecision, CmParams, CmState, LeverPlay, RoundDecisions } from './types';

export const teamIds = (count: number) => Array.from({ length: count }, (_, i) => `team-${i + 1}`);

export const paramsArb: fc.Arbitrary<CmParams> = fc
  .record({
    caseId: fc.constantFrom(...CASES.map((c) => c.id)),
    level: fc.constantFrom(...LEVEL_KEYS),
    budget: fc.constantFrom(40, 100, 160),
  })
  .map((rest) => ({ ...defaultChangeParams, ...rest }));

/** Any play of the case, targets fitting each lever's scope. */
export const playArb = (params: CmParams): fc.Arbitrary<LeverPlay> => {
  const c = caseOf(params.caseId)!;
  return fc.constantFrom(...LEVERS).chain((lever) =>
    (lever.scope === 'all'
      ? fc.constant(null)
      : lever.scope === 'group'
        ? fc.constantFrom(...c.departments.map((d) => d.key))
        : fc.constantFrom(...c.stakeholders.map((s) => s.id))
    ).map((target) => ({ lever: lever.key, target })),
  );
};

/** Keeps plays in order while they fit the budget and repeat nothing: always a valid decision. */
export function withinBudget(plays: readonly LeverPlay[], budget: number): CmDecision {
  const kept: LeverPlay[] = [];
  const seen = new Set<string>();
  let left = budget;
  for (const play of plays) {
    const cost = leverOf(play.lever)!.cost;
    const key = `${play.lever}>${play.target}`;
    if (cost > left || seen.has(key)) continue;
    seen.add(key);
    kept.push(play);
    left -= cost;
  }
  return { plays: kept };
}

export const decisionArb = (params: CmParams): fc.Arbitrary<CmDecision> =>
  fc.array(playArb(params), { maxLength: 16 }).map((plays) => withinBudget(plays, params.budget));

export const roundDecisionsArb = (params: CmParams, ids: readonly string[]): fc.Arbitrary<RoundDecisions> =>
  fc.tuple(...ids.map(() => decisionArb(params))).map((list) => Object.fromEntries(ids.map((id, i) => [id, list[i]])));

export const seedArb = fc.integer({ min: 0, max: 0xffffffff });

export interface Scenario {
  params: CmParams;
  state: CmState;
  decisions: RoundDecisions;
  seed: number;
}

/** A game of 1..maxTeams teams after 0..6 random rounds, with this round's decisions and seed. */
export const scenarioArb = (maxTeams = 4): fc.Arbitrary<Scenario> =>
  fc.tuple(paramsArb, fc.integer({ min: 1, max: maxTeams }), fc.integer({ min: 0, max: 6 })).chain(([params, count, pastRounds]) => {
    const ids = teamIds(count);
    return fc
      .tuple(
        fc.array(roundDecisionsArb(params, ids), { minLength: pastRounds, maxLength: pastRounds }),
        fc.array(seedArb, { minLength: pastRounds, maxLength: pastRounds }),
        roundDecisionsArb(params, ids),
        seedArb,
      )
      .map(([history, seeds, decisions, seed]) => ({ params, state: replay(initialState(params, ids), history, params, seeds).state, decisions, seed }));
  });
