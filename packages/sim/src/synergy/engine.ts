import type { GameEngine, TeamScore } from '../engine';
import { MAX_ITEMS, MAX_MEMBERS, MAX_TEAMS, MIN_ITEMS, MIN_TEAMS } from './constants';
import { fillMissing, pickDecision } from './decisions';
import { defaultSynergyParams, paramProblems, paramsWith } from './params';
import { limitsPosition, previewDecision, suggestedDecision, synergyPosition, type TsDraft, type TsPosition, type TsPreview } from './preview';
import { replay } from './replay';
import { ruleFigures, type TsRuleFigures } from './rules';
import { settle } from './settle';
import { initialState } from './state';
import type { TsDecision, TsParams, TsRoundResult, TsState } from './types';
import { validateDecision } from './validate';

export type SynergyEngine = GameEngine<TsParams, TsState, TsDecision, TsRoundResult, TsPosition, TsPreview, TsRuleFigures, TsDraft>;

/**
 * The team-synergy exercise (docs/simulations/synergy.md) behind the game-engine interface: one
 * round whose decision is a team's individual rankings and its consensus. The phases (briefing to
 * debrief) are the server's timeline around it; the engine validates the rankings they gather and
 * scores them once.
 */
export const synergyEngine: SynergyEngine = {
  gameId: 'TS',
  teams: { min: MIN_TEAMS, max: MAX_TEAMS },

  defaultParams: defaultSynergyParams,
  paramsWith,
  readParams: (json) => json as TsParams,
  paramProblems,
  scoreWeights: (params) => ({ ...params.scoreWeights }),

  initialState,
  // Static bounds by count: the roster's size and the consensus's items (12–15 by scenario). That
  // each ranking is a permutation of the scenario's items is validateDecision's, with the engine's codes.
  decisionFields: {
    individuals: { unit: 'units', min: 0, max: MAX_MEMBERS },
    consensus: { unit: 'units', min: MIN_ITEMS, max: MAX_ITEMS },
  },
  validateDecision,
  pickDecision,
  fillMissing,

  settle,
  replay,
  teamScores: (results): TeamScore[] =>
    results.teams.map((t) => ({ teamId: t.teamId, score: t.score, rank: t.rank, overallScore: t.overallScore, overallRank: t.overallRank })),

  position: synergyPosition,
  limitsPosition,
  suggestedDecision,
  preview: previewDecision,
  rules: ruleFigures,
};
