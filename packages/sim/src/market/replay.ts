import { replayRounds } from '../replay';
import { MarketInputError } from './errors';
import { settle } from './settle';
import type { MarketParams, MarketState, RoundDecisions, RoundResult } from './types';

/** Several market rounds in a row (see `replayRounds`); a re-run from round r starts from the state stored before it. */
export function replay(
  initialState: MarketState,
  roundsOfDecisions: readonly RoundDecisions[],
  params: MarketParams,
  seeds: readonly number[],
): { state: MarketState; states: MarketState[]; results: RoundResult[] } {
  return replayRounds(settle, (problems) => new MarketInputError(problems), initialState, roundsOfDecisions, params, seeds);
}
