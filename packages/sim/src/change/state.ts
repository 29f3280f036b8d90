import { caseOf } from './cases';
import { MAX_TEAMS, MIN_TEAMS } from './constants';
import { ChangeInputError } from './errors';
import { LEVELS, isLevel } from './levels';
import { paramProblems } from './params';
import type { CmParams, CmState, LevelKey, TeamState } from './types';

/** A new game: every team leads its own copy of the case's organisation, from the same start. */
export function initialState(params: CmParams, teamIds: readonly string[]): CmState {
  const problems = paramProblems(params);
  if (teamIds.length < MIN_TEAMS || teamIds.length > MAX_TEAMS) problems.push(`a game needs ${MIN_TEAMS} to ${MAX_TEAMS} teams, got ${teamIds.length}`);
  if (teamIds.some((id) => typeof id !== 'string' || id === '')) problems.push('team ids must be non-empty strings');
  if (new Set(teamIds).size !== teamIds.length) problems.push('team ids must be unique');
  if (problems.length) throw new ChangeInputError(problems);
  const c = caseOf(params.caseId)!;
  return {
    version: 1,
    caseId: c.id,
    round: 0,
    teams: teamIds.map(
      (teamId): TeamState => ({
        teamId,
        level: params.level,
        phase: 'unfreeze',
        credibility: LEVELS[params.level].credibility,
        people: c.stakeholders.map((s) => ({ id: s.id, state: s.initialState ?? 'unaware', progress: 0, champion: false })),
        cooldowns: {},
        scoreSum: 0,
        lastDecision: null,
      }),
    ),
  };
}

/**
 * The state with a new level for one team (switchLevel2) or every team (switchLevel, teamId null).
 * It applies from the next round settled; rounds already settled keep the level they were played at
 * (their states are stored), so re-running one of them replays it as it was.
 */
export function withLevel(state: CmState, level: LevelKey, teamId: string | null = null): CmState {
  if (!isLevel(level)) throw new ChangeInputError([`unknown level ${String(level)}`]);
  if (teamId !== null && !state.teams.some((t) => t.teamId === teamId)) throw new ChangeInputError([`no team ${teamId} in this game`]);
  return { ...state, teams: state.teams.map((t) => (teamId === null || t.teamId === teamId ? { ...t, level } : t)) };
}
