import { replayRounds } from '../replay';
import { ChangeInputError } from './errors';
import { settle } from './settle';
import type { CmParams, CmState, RoundDecisions, RoundResult } from './types';

/** Several rounds in a row (see `replayRounds`); a re-run from round r starts from the state stored before it. */
export function replay(
  initialState: CmState,
  roundsOfDecisions: readonly RoundDecisions[],
  params: CmParams,
  seeds: readonly number[],
): { state: CmState; states: CmState[]; results: RoundResult[] } {
  return replayRounds(settle, (problems) => new ChangeInputError(problems), initialState, roundsOfDecisions, params, seeds);
}
