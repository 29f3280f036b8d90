import { CAPACITY_UP_UTIL } from './constants';
import { normaliseWeights } from './params';
import { clamp01, roundPoints } from './points';
import type { MarketParams, Scorecard } from './types';

/** A fraction of the way from worst to best, as 0–100 points. */
const toPoints = (fraction: number) => roundPoints(clamp01(fraction) * 100);

export interface ScoreInput {
  teamCount: number;
  revenue: number;
  profit: number;
  cumulativeRevenue: number;
  cumulativeProfit: number;
  marketShare: number;
  demand: number;
  lostSales: number;
  sales: number;
  utilisation: number;
  closingStock: number;
  qualityIndex: number;
}

/**
 * A team's balanced scorecard for one round, each perspective 0–100 on absolute scales (so a
 * score means the same in any market, and one team's score does not move when another team
 * blunders), rounded to 0.01:
 * - financial: profit margin this round and over the game so far, each mapped linearly from the
 *   margin range's floor (0) to its target (100);
 * - customer: market share against a fair share (1 / teams = 50, twice it = 100) and service
 *   level (share of own customers served);
 * - internal: utilisation (100 from CAPACITY_UP_UTIL up) and stock efficiency (closing stock
 *   against sales; none left = 100, scoreStockCoverMax or more = 0);
 * - learning: the quality index (what R&D has built).
 */
export function scorecard(input: ScoreInput, params: MarketParams): Scorecard {
  const { floor, target } = params.scoreMarginRange;
  const marginPoints = (profit: number, revenue: number) => {
    const margin = revenue > 0 ? profit / revenue : profit < 0 ? floor : 0;
    return clamp01((margin - floor) / (target - floor));
  };
  const financial = toPoints(
    (marginPoints(input.profit, input.revenue) + marginPoints(input.cumulativeProfit, input.cumulativeRevenue)) / 2,
  );
  const serviceLevel = input.demand > 0 ? (input.demand - input.lostSales) / input.demand : 1;
  const customer = toPoints((clamp01((input.marketShare * input.teamCount) / 2) + serviceLevel) / 2);
  const stockCover = input.closingStock / Math.max(1, input.sales);
  const internal = toPoints(
    (clamp01(input.utilisation / CAPACITY_UP_UTIL) + clamp01(1 - stockCover / params.scoreStockCoverMax)) / 2,
  );
  const learning = toPoints(input.qualityIndex / 100);
  const w = normaliseWeights(params.scoreWeights);
  const total = toPoints(
    (w.financial * financial + w.customer * customer + w.internal * internal + w.learning * learning) / 100,
  );
  return { financial, customer, internal, learning, total };
}

export interface RankInput {
  score: number;
  cumulativeProfit: number;
}

/**
 * Rank 1..n, best first: higher score, then higher cumulative profit, then the earlier team in
 * the state's order — so ties are broken the same way on every run.
 */
export function rankTeams(teams: readonly RankInput[]): number[] {
  const order = teams
    .map((team, index) => ({ ...team, index }))
    .sort((a, b) => b.score - a.score || b.cumulativeProfit - a.cumulativeProfit || a.index - b.index);
  const ranks = new Array<number>(teams.length);
  order.forEach((team, position) => (ranks[team.index] = position + 1));
  return ranks;
}
