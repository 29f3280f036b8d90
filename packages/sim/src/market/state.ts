import { MAX_TEAMS, MIN_TEAMS } from './constants';
import { MarketInputError } from './errors';
import { paramProblems } from './params';
import type { MarketParams, MarketState } from './types';

/**
 * A new market: every team starts from the same position (as in Cesim), so differences come only
 * from decisions. The team order given here is kept for good and breaks ranking ties.
 */
export function initialState(params: MarketParams, teamIds: readonly string[]): MarketState {
  const problems = paramProblems(params);
  if (teamIds.length < MIN_TEAMS || teamIds.length > MAX_TEAMS) {
    problems.push(`a market needs ${MIN_TEAMS} to ${MAX_TEAMS} teams, got ${teamIds.length}`);
  }
  if (teamIds.some((id) => typeof id !== 'string' || id === '')) problems.push('team ids must be non-empty strings');
  if (new Set(teamIds).size !== teamIds.length) problems.push('team ids must be unique');
  if (problems.length) throw new MarketInputError(problems);

  return {
    version: 1,
    round: 0,
    teams: teamIds.map((teamId) => ({
      teamId,
      cash: params.initialCash,
      stock: params.initialStock,
      capacity: params.initialCapacity,
      qualityStock: params.initialQualityStock,
      highUtilisationStreak: 0,
      lowUtilisationStreak: 0,
      cumulativeRevenue: 0,
      cumulativeProfit: 0,
      scoreSum: 0,
      lastDemand: params.baseDemandPerTeam,
      lastLostSales: 0,
      lastDecision: null,
    })),
    lastAveragePrice: params.referencePrice,
    lastTotalDemand: params.baseDemandPerTeam * teamIds.length,
  };
}
