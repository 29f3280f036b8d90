import {
  changePosition,
  initialState,
  paramsWith,
  pickDecision,
  previewDecision,
  settle,
  type CmParams,
  type CmState,
  type LevelKey,
  type LeverPlay,
  type TeamRoundResult,
} from '@sandtable/sim/change';

/**
 * `/cmOnlineB`, the self-paced practice (docs/decisions/web-cm.md): one learner leads the case's
 * organisation alone against the engine, in the browser — no lecturer, no deadline, no captain; a
 * round settles when they play it. It is practice: nothing is sent to the server or counted in
 * grades. The whole game is this plain object, kept in the browser's storage between visits.
 */

export const PRACTICE_ROUNDS = 8;
export const PRACTICE_TEAM = 'me';
const VERSION = 1;

export interface Practice {
  version: typeof VERSION;
  params: CmParams;
  /** The game's seed; round r settles with roundSeed(seed, r), so a replay gives the same game. */
  seed: number;
  state: CmState;
  /** The learner's result of each settled round, in order. */
  history: TeamRoundResult[];
  /** The plays being built for the next round. */
  plays: LeverPlay[];
}

export function newPractice(caseId: string, level: LevelKey, seed: number): Practice {
  const params = paramsWith({ caseId, level });
  return { version: VERSION, params, seed, state: initialState(params, [PRACTICE_TEAM]), history: [], plays: [] };
}

export const roundSeed = (seed: number, round: number) => (seed + round * 7_919) >>> 0;

export const practiceFinished = (p: Practice) => p.history.length >= PRACTICE_ROUNDS;

export const practicePosition = (p: Practice) => changePosition(p.state, PRACTICE_TEAM, p.params)!;

export const practicePreview = (p: Practice) => previewDecision({ plays: p.plays }, practicePosition(p), p.params);

/** The next round settled with the plays built so far (the caller checks them with the preview first). */
export function playRound(p: Practice): Practice {
  if (practiceFinished(p)) return p;
  const round = p.state.round + 1;
  const { state, results } = settle(p.state, { [PRACTICE_TEAM]: pickDecision({ plays: p.plays }) }, p.params, roundSeed(p.seed, round));
  return { ...p, state, history: [...p.history, results.teams.find((t) => t.teamId === PRACTICE_TEAM)!], plays: [] };
}

/** A stored practice, or null when there is none or it is of another version (it is only practice: start again). */
export function readPractice(text: string | null): Practice | null {
  if (!text) return null;
  try {
    const p = JSON.parse(text) as Practice;
    return p?.version === VERSION && p.state?.teams?.length === 1 && Array.isArray(p.history) && Array.isArray(p.plays) ? p : null;
  } catch {
    return null;
  }
}
