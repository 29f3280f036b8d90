// Generators every engine's property tests share: team ids, seeds, a round's decisions, and a game
// part-way through (random past rounds replayed from the start). Each engine supplies its own
// parameters and one team's decision (market/test-support.ts, change/test-support.ts).
import fc from 'fast-check';

export const teamIds = (count: number) => Array.from({ length: count }, (_, i) => `team-${i + 1}`);

export const seedArb = fc.integer({ min: 0, max: 0xffffffff });

/** One decision per team, keyed by team id. */
export const roundDecisionsArb = <Decision>(decisionArb: fc.Arbitrary<Decision>, ids: readonly string[]): fc.Arbitrary<Record<string, Decision>> =>
  fc.tuple(...ids.map(() => decisionArb)).map((list) => Object.fromEntries(ids.map((id, i) => [id, list[i]])));

export interface Scenario<Params, State, Decision> {
  params: Params;
  state: State;
  decisions: Record<string, Decision>;
  seed: number;
}

/** What a game scenario is made of: the engine's parameters, one team's decision, its start and its replay. */
export interface ScenarioEngine<Params, State, Decision> {
  paramsArb: fc.Arbitrary<Params>;
  decisionArb: (params: Params) => fc.Arbitrary<Decision>;
  initialState: (params: Params, ids: string[]) => State;
  replay: (state: State, history: Record<string, Decision>[], params: Params, seeds: number[]) => { state: State };
}

/** A game of 1..maxTeams teams after 0..maxPastRounds random rounds, with this round's decisions and seed. */
export const scenarioArbOf = <Params, State, Decision>(engine: ScenarioEngine<Params, State, Decision>, maxTeams: number, maxPastRounds: number): fc.Arbitrary<Scenario<Params, State, Decision>> =>
  fc.tuple(engine.paramsArb, fc.integer({ min: 1, max: maxTeams }), fc.integer({ min: 0, max: maxPastRounds })).chain(([params, count, pastRounds]) => {
    const ids = teamIds(count);
    const decisions = roundDecisionsArb(engine.decisionArb(params), ids);
    return fc
      .tuple(fc.array(decisions, { minLength: pastRounds, maxLength: pastRounds }), fc.array(seedArb, { minLength: pastRounds, maxLength: pastRounds }), decisions, seedArb)
      .map(([history, seeds, current, seed]) => ({ params, state: engine.replay(engine.initialState(params, ids), history, params, seeds).state, decisions: current, seed }));
  });
