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
  return { version: 1, caseId: params.caseId, round: 0, teams: teamIds.map((teamId) => teamAtStart(params, teamId, params.level)) };
}

/** One team's organisation as the case starts it, at `level`. */
function teamAtStart(params: CmParams, teamId: string, level: LevelKey): TeamState {
  const c = caseOf(params.caseId)!;
  return {
    teamId,
    level,
    phase: 'unfreeze',
    credibility: LEVELS[level].credibility,
    people: c.stakeholders.map((s) => ({ id: s.id, state: s.initialState ?? 'unaware', progress: 0, champion: false })),
    cooldowns: {},
    scoreSum: 0,
    lastDecision: null,
  };
}

/**
 * The state with one team's organisation back at the case's start (resetTeamCourse): its people,
 * phase, credibility (its level's start) and cooldowns, no last decision to carry over. Its level
 * and the points it earned in the rounds already played stay: those rounds were played.
 */
export function restartTeam(state: CmState, teamId: string, params: CmParams): CmState {
  const team = state.teams.find((t) => t.teamId === teamId);
  if (!team) throw new ChangeInputError([`no team ${teamId} in this game`]);
  const fresh = { ...teamAtStart(params, teamId, team.level), scoreSum: team.scoreSum };
  return { ...state, teams: state.teams.map((t) => (t.teamId === teamId ? fresh : t)) };
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

/** Two JSON values equal whatever their objects' key order (stored states come back from jsonb reordered). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The state a round starts from when a re-run has recomputed the round before it: `replayed` (the
 * re-run's state after that round) with the lecturer's changes made between the two rounds when they
 * were played — what differs between the stored state after the round (`storedAfter`) and the one the
 * next round started from (`storedNextBefore`). A team whose level differs keeps the switched level;
 * a team whose organisation differs was restarted: it starts again from the case's start, as stored,
 * with the points the re-run gives it (a restart keeps the points earned). Settles change nothing else
 * between rounds, so a team without a change goes on from the re-run as it is.
 */
export function carryInterventions(replayed: CmState, storedAfter: CmState, storedNextBefore: CmState): CmState {
  return {
    ...replayed,
    teams: replayed.teams.map((team) => {
      const after = storedAfter.teams.find((t) => t.teamId === team.teamId);
      const next = storedNextBefore.teams.find((t) => t.teamId === team.teamId);
      if (!after || !next || sameJson(after, next)) return team;
      if (sameJson({ ...after, level: next.level }, next)) return { ...team, level: next.level };
      return { ...next, scoreSum: team.scoreSum };
    }),
  };
}
