import { ChangeInputError } from './errors';
import { settle } from './settle';
import type { CmParams, CmState, RoundDecisions, RoundResult } from './types';

/** Several rounds in a row from `initialState` (round k: roundsOfDecisions[k], seeds[k]); a re-run from round r starts from the state stored before it. */
export function replay(
  initialState: CmState,
  roundsOfDecisions: readonly RoundDecisions[],
  params: CmParams,
  seeds: readonly number[],
): { state: CmState; states: CmState[]; results: RoundResult[] } {
  if (seeds.length !== roundsOfDecisions.length) {
    throw new ChangeInputError([`replay needs one seed per round: ${roundsOfDecisions.length} rounds, ${seeds.length} seeds`]);
  }
  const states: CmState[] = [];
  const results: RoundResult[] = [];
  let state = initialState;
  roundsOfDecisions.forEach((decisions, k) => {
    const settled = settle(state, decisions, params, seeds[k]);
    state = settled.state;
    states.push(state);
    results.push(settled.results);
  });
  return { state, states, results };
}
