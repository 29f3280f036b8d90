import { MarketInputError } from './errors';
import { settle } from './settle';
import type { MarketParams, MarketState, RoundDecisions, RoundResult } from './types';

/**
 * Settles several rounds in a row from `initialState`: round k uses roundsOfDecisions[k] and
 * seeds[k]. To re-run from round r (a lecturer's correction or a "what if"), pass the state stored
 * before round r and the stored decisions and seeds from round r on, with any decision changed:
 * earlier rounds are untouched and later ones are recomputed. Returns the state after each round.
 */
export function replay(
  initialState: MarketState,
  roundsOfDecisions: readonly RoundDecisions[],
  params: MarketParams,
  seeds: readonly number[],
): { state: MarketState; states: MarketState[]; results: RoundResult[] } {
  if (seeds.length !== roundsOfDecisions.length) {
    throw new MarketInputError([`replay needs one seed per round: ${roundsOfDecisions.length} rounds, ${seeds.length} seeds`]);
  }
  const states: MarketState[] = [];
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
