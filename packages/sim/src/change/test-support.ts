// Generators for the change engine's property tests: random but valid games, histories and decisions.
import fc from 'fast-check';
import { CASES, caseOf } from './cases';
import { LEVERS, leverOf } from './levers';
import { LEVEL_KEYS } from './levels';
import { defaultChangeParams } from './params';
import { replay } from './replay';
import { initialState } from './state';
import type { CmDecision, CmParams, CmState, LeverPlay, RoundDecisions } from './types';
import { roundDecisionsArb as roundDecisionsOf, scenarioArbOf, type Scenario as SharedScenario } from '../test-support';

export { seedArb, teamIds } from '../test-support';


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

export const roundDecisionsArb = (params: CmParams, ids: readonly string[]): fc.Arbitrary<RoundDecisions> => roundDecisionsOf(decisionArb(params), ids);

export type Scenario = SharedScenario<CmParams, CmState, CmDecision>;

/** A game of 1..maxTeams teams after 0..6 random rounds, with this round's decisions and seed. */
export const scenarioArb = (maxTeams = 4): fc.Arbitrary<Scenario> => scenarioArbOf({ paramsArb, decisionArb, initialState, replay }, maxTeams, 6);
