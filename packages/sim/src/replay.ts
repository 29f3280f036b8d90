/**
 * Settles several rounds in a row from `initialState`: round k uses roundsOfDecisions[k] and
 * seeds[k]. To re-run from round r (a lecturer's correction or a "what if"), pass the state stored
 * before round r and the stored decisions and seeds from round r on, with any decision changed:
 * earlier rounds are untouched and later ones are recomputed. Returns the state after each round.
 * Every engine's `replay` is this loop over its own `settle`; `inputError` is the engine's error.
 */
export function replayRounds<State, Decisions, Params, Results>(
  settle: (state: State, decisions: Decisions, params: Params, seed: number) => { state: State; results: Results },
  inputError: (problems: string[]) => Error,
  initialState: State,
  roundsOfDecisions: readonly Decisions[],
  params: Params,
  seeds: readonly number[],
): { state: State; states: State[]; results: Results[] } {
  if (seeds.length !== roundsOfDecisions.length) {
    throw inputError([`replay needs one seed per round: ${roundsOfDecisions.length} rounds, ${seeds.length} seeds`]);
  }
  const states: State[] = [];
  const results: Results[] = [];
  let state = initialState;
  roundsOfDecisions.forEach((decisions, k) => {
    const settled = settle(state, decisions, params, seeds[k]);
    state = settled.state;
    states.push(state);
    results.push(settled.results);
  });
  return { state, states, results };
}
