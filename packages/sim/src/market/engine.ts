import type { GameEngine, TeamScore } from '../engine';
import { MAX_PLANNED_UNITS, MAX_SPEND_FEN, MAX_TEAMS, MIN_TEAMS, OVERTIME_MAX_PERCENT } from './constants';
import { computerDecision, fillMissingDecisions } from './decisions';
import { defaultMarketParams, normaliseWeights, paramProblems } from './params';
import { limitsPosition, marketPosition, previewDecision, suggestedDecision, type DecisionPreview, type MarketPosition } from './preview';
import { replay } from './replay';
import { drawMarket } from './scenario';
import { ruleFigures, type MarketRuleFigures } from './rules';
import { mixSeed } from './seeds';
import { settle } from './settle';
import { initialState } from './state';
import type { MarketParams, MarketState, RoundDecisions, RoundResult, ScoreWeights, TeamDecision } from './types';
import { validateDecision } from './validate';

/** Only the decision's own fields, so stray properties never reach the stored JSON. */
export function pickDecision(d: TeamDecision): TeamDecision {
  return { price: d.price, plannedProduction: d.plannedProduction, overtimePercent: d.overtimePercent, marketing: d.marketing, research: d.research };
}

export type MarketEngine = GameEngine<MarketParams, MarketState, TeamDecision, RoundResult, MarketPosition, DecisionPreview, MarketRuleFigures>;

/** The market simulation (docs/simulations/market.md) behind the game-engine interface. */
export const marketEngine: MarketEngine = {
  gameId: 'MS',
  teams: { min: MIN_TEAMS, max: MAX_TEAMS },

  defaultParams: defaultMarketParams,
  paramsWith: ({ scoreWeights, seed }) => {
    const params = {
      ...defaultMarketParams,
      scoreWeights: normaliseWeights((scoreWeights as ScoreWeights | undefined) ?? defaultMarketParams.scoreWeights),
    };
    // A game is played in its own market, drawn from its seed (scenario.ts); without one, the default market.
    return seed === undefined ? params : drawMarket(params, seed);
  },
  // Stored by this engine (games.params) with the market drawn in, so a drawn market needs nothing
  // new to read; older games without segments read as before (customerSegments).
  readParams: (json) => json as MarketParams,
  paramProblems,
  scoreWeights: (params) => ({ ...params.scoreWeights }),

  initialState,
  // The static caps keep every money product a safe integer; the price range (from the unit cost)
  // and the overtime limit are rules validateDecision reports with its own codes.
  decisionFields: {
    price: { unit: 'fen', min: 0, max: MAX_SPEND_FEN },
    plannedProduction: { unit: 'units', min: 0, max: MAX_PLANNED_UNITS },
    overtimePercent: { unit: 'percent', min: 0, max: OVERTIME_MAX_PERCENT },
    marketing: { unit: 'fen', min: 0, max: MAX_SPEND_FEN },
    research: { unit: 'fen', min: 0, max: MAX_SPEND_FEN },
  },
  validateDecision,
  pickDecision,
  fillMissing(state, submitted, params, seed, computerTeamIds) {
    // Computer teams decide with a seed mixed from the round's and their place in the market; a
    // late team then carries its last decision over (fillMissingDecisions).
    const computer = new Set(computerTeamIds);
    const given: RoundDecisions = {};
    state.teams.forEach((team, index) => {
      if (computer.has(team.teamId)) given[team.teamId] = computerDecision(state, team.teamId, params, mixSeed(seed, index));
      else if (Object.hasOwn(submitted, team.teamId)) given[team.teamId] = submitted[team.teamId];
    });
    const { decisions, filled } = fillMissingDecisions(state, given, params, seed);
    const byComputer = state.teams.filter((t) => computer.has(t.teamId)).map((t) => ({ teamId: t.teamId, by: 'computer' as const }));
    return { decisions, filled: [...byComputer, ...filled] };
  },

  settle,
  replay,
  teamScores: (results): TeamScore[] =>
    results.teams.map((t) => ({ teamId: t.teamId, score: t.score.total, rank: t.rank, overallScore: t.overallScore, overallRank: t.overallRank })),

  position: marketPosition,
  limitsPosition,
  suggestedDecision,
  preview: previewDecision,
  rules: ruleFigures,
};
