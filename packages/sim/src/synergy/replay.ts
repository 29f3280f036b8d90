import { replayRounds } from '../replay';
import { SynergyInputError } from './errors';
import { settle } from './settle';
import type { TsDecisions, TsParams, TsRoundResult, TsState } from './types';

/**
 * The exercise again from `initialState` (see `replayRounds`): one round, so a lecturer's reset of one
 * team is a replay with that team's new decision and everyone else's as stored.
 */
export function replay(
  initialState: TsState,
  roundsOfDecisions: readonly TsDecisions[],
  params: TsParams,
  seeds: readonly number[],
): { state: TsState; states: TsState[]; results: TsRoundResult[] } {
  return replayRounds(settle, (problems) => new SynergyInputError(problems), initialState, roundsOfDecisions, params, seeds);
}
