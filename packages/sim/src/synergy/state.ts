import { MAX_TEAMS, MIN_TEAMS } from './constants';
import { SynergyInputError } from './errors';
import { paramProblems } from './params';
import type { TsParams, TsState } from './types';

/** A new exercise: every team ranks the same scenario; nothing is scored yet. */
export function initialState(params: TsParams, teamIds: readonly string[]): TsState {
  const problems = paramProblems(params);
  if (teamIds.length < MIN_TEAMS || teamIds.length > MAX_TEAMS) problems.push(`a game needs ${MIN_TEAMS} to ${MAX_TEAMS} teams, got ${teamIds.length}`);
  if (teamIds.some((id) => typeof id !== 'string' || id === '')) problems.push('team ids must be non-empty strings');
  if (new Set(teamIds).size !== teamIds.length) problems.push('team ids must be unique');
  if (problems.length) throw new SynergyInputError(problems);
  return { version: 1, tsVersion: params.tsVersion, round: 0, teams: teamIds.map((teamId) => ({ teamId, lastDecision: null })) };
}
