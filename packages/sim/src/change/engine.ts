import type { GameEngine, TeamScore } from '../engine';
import { MAX_PLAYS, MAX_TEAMS, MIN_TEAMS } from './constants';
import { fillMissing, pickDecision } from './decisions';
import { defaultChangeParams, paramProblems, paramsWith } from './params';
import { changePosition, limitsPosition, previewDecision, suggestedDecision, type CmDraft, type CmPosition, type CmPreview } from './preview';
import { replay } from './replay';
import { ruleFigures, type CmRuleFigures } from './rules';
import { settle } from './settle';
import { carryInterventions, initialState } from './state';
import type { CmDecision, CmParams, CmState, RoundResult } from './types';
import { validateDecision } from './validate';

export type ChangeEngine = GameEngine<CmParams, CmState, CmDecision, RoundResult, CmPosition, CmPreview, CmRuleFigures, CmDraft>;

/** The change-leadership simulation (docs/simulations/change.md) behind the game-engine interface. */
export const changeEngine: ChangeEngine = {
  gameId: 'CM',
  teams: { min: MIN_TEAMS, max: MAX_TEAMS },

  defaultParams: defaultChangeParams,
  paramsWith,
  readParams: (json) => json as CmParams,
  paramProblems,
  scoreWeights: (params) => ({ ...params.scoreWeights }),

  initialState,
  // One field, the list of plays; its static bound is their number. The budget, the levers and their
  // targets are validateDecision's rules, reported with the engine's codes.
  decisionFields: { plays: { unit: 'units', min: 0, max: MAX_PLAYS } },
  validateDecision,
  pickDecision,
  fillMissing: (state, submitted, params, _seed, computerTeamIds) => fillMissing(state, submitted, params, computerTeamIds),

  settle,
  replay,
  carryInterventions,
  teamScores: (results): TeamScore[] =>
    results.teams.map((t) => ({ teamId: t.teamId, score: t.score, rank: t.rank, overallScore: t.overallScore, overallRank: t.overallRank })),

  position: changePosition,
  limitsPosition,
  suggestedDecision,
  preview: previewDecision,
  rules: ruleFigures,
};
