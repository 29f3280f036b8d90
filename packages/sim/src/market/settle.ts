import { seededRandom } from '../random';
import { roundDecisionProblems } from '../roundDecisions';
import { costLines } from './accounts';
import { apportion } from './allocate';
import { attractionShares, marketingIndex, priceIndex, qualityIndex, totalDemand } from './demand';
import { MarketInputError } from './errors';
import { paramProblems } from './params';
import { roundPoints } from './points';
import { capacityStep, outputBounds, productionFor, serveDemand } from './production';
import { rankTeams, scorecard } from './scorecard';
import { isSeed } from './seeds';
import type { MarketParams, MarketState, RoundDecisions, RoundResult, SettleOutput, TeamDecision, TeamRoundResult, TeamState } from './types';
import { validateDecision } from './validate';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Settles one round: a pure function of its arguments (same input, same output, bit for bit), and
 * it never mutates them. `decisions` must hold a valid decision for every team — fill in late
 * teams with fillMissingDecisions first. Throws MarketInputError otherwise.
 *
 * The round, in order (docs/simulations/market.md §3–§7):
 * 1. customers see each team's price, marketing and quality indices -> attraction -> preference shares;
 * 2. total demand reacts to the average price and marketing, with a seeded swing, and is split by preference;
 * 3. each team serves its customers from stock plus output; the unserved try a second team with goods
 *    left and buy there if its price is not too far above the one they wanted;
 * 4. output follows sales within the flex band; costs, profit and cash; capacity rule;
 * 5. balanced scorecard and rankings.
 */
export function settle(state: MarketState, decisions: RoundDecisions, params: MarketParams, seed: number): SettleOutput {
  assertSettleable(state, decisions, params, seed);
  const random = seededRandom(seed);
  const round = state.round + 1;
  const teams = state.teams;
  const chosen = teams.map((team) => pickDecision(decisions[team.teamId]));

  // 1. What customers see. R&D adds to the decayed quality stock and counts at once.
  const qualityStocks = teams.map((team, i) => Math.round(team.qualityStock * (1 - params.researchDecay)) + chosen[i].research);
  const indices = teams.map((_, i) => ({
    priceIndex: priceIndex(chosen[i].price, params),
    marketingIndex: marketingIndex(chosen[i].marketing, params),
    qualityIndex: qualityIndex(qualityStocks[i], params),
  }));
  const { segmentAttraction, segmentShare, share: preferenceShare, mix } = attractionShares(indices, params);

  // 2. Total demand, split by preference.
  const averagePrice = Math.round(sum(chosen.map((d, i) => preferenceShare[i] * d.price)));
  // Two draws make the swing triangular on [-1, 1]: small swings are common, extreme ones rare.
  const swing = random() + random() - 1;
  const market = totalDemand(
    { round, teamCount: teams.length, averagePrice, averageMarketing: sum(chosen.map((d) => d.marketing)) / teams.length, swing },
    params,
  );
  const demand = apportion(market.units, preferenceShare);

  // 3. Sales: own customers first, then spillover from teams that sold out, bounded by price.
  const bounds = teams.map((team, i) => outputBounds(chosen[i].plannedProduction, chosen[i].overtimePercent, team.capacity));
  const served = serveDemand(
    teams.map((team, i) => ({
      demand: demand[i],
      available: team.stock + bounds[i].max,
      attraction: segmentAttraction.map((a) => a[i]),
      mix: mix[i],
      price: chosen[i].price,
    })),
    params.priceElasticity,
  );
  const sales = teams.map((_, i) => served.ownSales[i] + served.spillover[i]);
  const totalSales = sum(sales);

  // 4. Production, accounts and capacity, team by team.
  const settled = teams.map((team, i) => {
    const decision = chosen[i];
    const production = productionFor(sales[i], team.stock, bounds[i]);
    const regularProduction = Math.min(production, team.capacity);
    const closingStock = team.stock + production - sales[i];
    const utilisation = production / team.capacity;
    const step = capacityStep(team.capacity, utilisation, team, params);
    const revenue = sales[i] * decision.price;
    const costs = costLines(
      {
        decision,
        production,
        overtimeProduction: production - regularProduction,
        closingStock,
        capacity: team.capacity,
        capacityChange: step.change,
        openingCash: team.cash,
      },
      params,
    );
    const profit = revenue - costs.total;
    return { team, decision, production, regularProduction, closingStock, utilisation, step, revenue, costs, profit };
  });

  // 5. Scores and rankings.
  const scored = settled.map((s, i) => {
    const cumulativeRevenue = s.team.cumulativeRevenue + s.revenue;
    const cumulativeProfit = s.team.cumulativeProfit + s.profit;
    const marketShare = totalSales > 0 ? sales[i] / totalSales : 0;
    const score = scorecard(
      {
        teamCount: teams.length,
        revenue: s.revenue,
        profit: s.profit,
        cumulativeRevenue,
        cumulativeProfit,
        marketShare,
        demand: demand[i],
        lostSales: demand[i] - served.ownSales[i],
        sales: sales[i],
        utilisation: s.utilisation,
        closingStock: s.closingStock,
        qualityIndex: indices[i].qualityIndex,
      },
      params,
    );
    const scoreSum = roundPoints(s.team.scoreSum + score.total);
    return { cumulativeRevenue, cumulativeProfit, marketShare, score, scoreSum, overallScore: roundPoints(scoreSum / round) };
  });
  const rank = rankTeams(scored.map((s) => ({ score: s.score.total, cumulativeProfit: s.cumulativeProfit })));
  const overallRank = rankTeams(scored.map((s) => ({ score: s.overallScore, cumulativeProfit: s.cumulativeProfit })));

  const teamResults: TeamRoundResult[] = settled.map((s, i) => ({
    teamId: s.team.teamId,
    decision: s.decision,
    ...indices[i],
    preferenceShare: preferenceShare[i],
    segmentShares: segmentShare.map((shares) => shares[i]),
    demand: demand[i],
    spilloverDemand: served.spillover[i],
    lostSales: demand[i] - served.ownSales[i],
    sales: sales[i],
    marketShare: scored[i].marketShare,
    openingStock: s.team.stock,
    production: s.production,
    regularProduction: s.regularProduction,
    overtimeProduction: s.production - s.regularProduction,
    closingStock: s.closingStock,
    capacity: s.team.capacity,
    utilisation: s.utilisation,
    nextCapacity: s.step.nextCapacity,
    revenue: s.revenue,
    costs: s.costs,
    profit: s.profit,
    openingCash: s.team.cash,
    closingCash: s.team.cash + s.profit,
    cumulativeProfit: scored[i].cumulativeProfit,
    score: scored[i].score,
    overallScore: scored[i].overallScore,
    rank: rank[i],
    overallRank: overallRank[i],
  }));

  const nextTeams: TeamState[] = settled.map((s, i) => ({
    teamId: s.team.teamId,
    cash: s.team.cash + s.profit,
    stock: s.closingStock,
    capacity: s.step.nextCapacity,
    qualityStock: qualityStocks[i],
    highUtilisationStreak: s.step.highUtilisationStreak,
    lowUtilisationStreak: s.step.lowUtilisationStreak,
    cumulativeRevenue: scored[i].cumulativeRevenue,
    cumulativeProfit: scored[i].cumulativeProfit,
    scoreSum: scored[i].scoreSum,
    lastDemand: demand[i],
    lastLostSales: demand[i] - served.ownSales[i],
    lastDecision: { ...s.decision },
  }));

  const byRank = (ranks: number[]) => teams.map((t, i) => ({ id: t.teamId, r: ranks[i] })).sort((a, b) => a.r - b.r).map((t) => t.id);
  const results: RoundResult = {
    round,
    seed,
    market: {
      totalDemand: market.units,
      totalSales,
      unmetDemand: served.unmet,
      totalRevenue: sum(settled.map((s) => s.revenue)),
      averagePrice,
      demandNoiseFactor: market.noiseFactor,
    },
    teams: teamResults,
    ranking: byRank(rank),
    overallRanking: byRank(overallRank),
  };
  return {
    state: { version: 1, round, teams: nextTeams, lastAveragePrice: averagePrice, lastTotalDemand: market.units },
    results,
  };
}

/** Only the decision's own fields, so stray properties never reach the results or the state. */
function pickDecision(d: TeamDecision): TeamDecision {
  return { price: d.price, plannedProduction: d.plannedProduction, overtimePercent: d.overtimePercent, marketing: d.marketing, research: d.research };
}

function assertSettleable(state: MarketState, decisions: RoundDecisions, params: MarketParams, seed: number): void {
  const problems = paramProblems(params);
  if (state?.version !== 1) problems.push(`unknown market state version ${String(state?.version)}`);
  if (!isSeed(seed)) problems.push(`seed must be an integer from 0 to 2^32 − 1, got ${seed}`);
  const teams = roundDecisionProblems(state.teams.map((t) => t.teamId), decisions, (d) => validateDecision(d, params));
  problems.push(...teams.problems);
  if (problems.length) throw new MarketInputError(problems, teams.decisionIssues);
}
