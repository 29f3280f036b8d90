// Why each strategy of the tournament wins (docs/decisions/market-balance.md, third search): plays
// the tournament of docs/simulations/market.md §13 (every 4-team line-up, drawn markets) and prints,
// per strategy, its win rate, its mean scorecard perspectives over the game, the share of its games
// in which it loses money, and its win rate in each third of every drawn market figure.
//   nice -n 10 npx tsx bench/market-diagnosis.ts [seedsPerGame] [firstSeed]
import { defaultMarketParams } from '../packages/sim/src/market/params';
import { drawMarket } from '../packages/sim/src/market/scenario';
import { mixSeed, roundSeed } from '../packages/sim/src/market/seeds';
import { settle } from '../packages/sim/src/market/settle';
import { initialState } from '../packages/sim/src/market/state';
import { TOURNAMENT_STRATEGIES as strategies } from '../packages/sim/src/market/tournament';
import type { MarketParams, RoundDecisions, RoundResult } from '../packages/sim/src/market/types';

const seedsPerGame = Number(process.argv[2] ?? 3);
const firstSeed = Number(process.argv[3] ?? 0);
const perspectives = ['financial', 'customer', 'internal', 'learning'] as const;

/** The drawn figures (scenario.ts), as the rules page shows them. */
const figures = (p: MarketParams): Record<string, number> => {
  const premium = p.segments![1].weights;
  return {
    valueShare: p.segments![0].size,
    premiumPriceWeight: premium.price,
    premiumMarketingShare: premium.marketing / (1 - premium.price),
    priceElasticity: p.priceElasticity,
    demandGrowth: p.demandGrowth,
    materialCost: p.unitMaterialCost,
    baseDemand: p.baseDemandPerTeam,
    marketingCost: p.marketingHalfSpend,
    researchCost: p.qualityHalfStock,
  };
};

interface Game { figures: Record<string, number>; seats: number[]; winner: number }
const games: Game[] = [];
const totals = strategies.map(() => ({ games: 0, wins: 0, losing: 0, points: [0, 0, 0, 0] }));

const lineUps: number[][] = [];
const pick = (start: number, chosen: number[]) => {
  if (chosen.length === 4) return void lineUps.push(chosen);
  for (let i = start; i < strategies.length; i++) pick(i + 1, [...chosen, i]);
};
pick(0, []);

lineUps.forEach((lineUp, index) => {
  for (let k = 0; k < seedsPerGame; k++) {
    // The same games as runTournament (tournament.ts).
    const gameSeed = mixSeed(index, firstSeed + k);
    const seats = lineUp.map((_, i) => lineUp[(i + k) % lineUp.length]);
    const ids = seats.map((s, i) => `${i}:${s}`);
    const params = drawMarket(defaultMarketParams, gameSeed);
    let state = initialState(params, ids);
    let last: RoundResult | null = null;
    const points = ids.map(() => [0, 0, 0, 0]);
    for (let round = 1; round <= 6; round++) {
      const seed = roundSeed(gameSeed, round);
      const decisions: RoundDecisions = Object.fromEntries(
        ids.map((teamId, i) => [teamId, strategies[seats[i]].decide({ state, teamId, round, params, seed: mixSeed(seed, i) })]),
      );
      const out = settle(state, decisions, params, seed);
      state = out.state;
      last = out.results;
      out.results.teams.forEach((t, i) => perspectives.forEach((p, j) => (points[i][j] += t.score[p] / 6)));
    }
    last!.teams.forEach((t, i) => {
      const total = totals[seats[i]];
      total.games++;
      if (t.overallRank === 1) total.wins++;
      if (t.cumulativeProfit < 0) total.losing++;
      perspectives.forEach((_, j) => (total.points[j] += points[i][j]));
    });
    games.push({ figures: figures(params), seats, winner: seats[last!.teams.findIndex((t) => t.overallRank === 1)] });
  }
});

const pct = (a: number, b: number) => (b ? Math.round((100 * a) / b) : 0);
console.log(`${games.length} games, ${totals[0].games} per strategy, seeds from ${firstSeed}\n`);
console.log('| strategy | wins | financial | customer | internal | learning | games losing money |');
console.log('|---|---|---|---|---|---|---|');
strategies.forEach((s, i) => {
  const t = totals[i];
  console.log(`| ${s.name} | ${((100 * t.wins) / t.games).toFixed(1)}% | ${t.points.map((p) => (p / t.games).toFixed(0)).join(' | ')} | ${pct(t.losing, t.games)}% |`);
});
console.log('\nWin rate (%) in the lowest / middle / highest third of each drawn figure:\n');
const names = Object.keys(games[0].figures);
console.log(`| strategy | ${names.join(' | ')} |`);
console.log(`|---|${names.map(() => '---').join('|')}|`);
const cuts = names.map((name) => {
  const sorted = games.map((g) => g.figures[name]).sort((a, b) => a - b);
  return [sorted[Math.floor(sorted.length / 3)], sorted[Math.floor((2 * sorted.length) / 3)]];
});
strategies.forEach((s, i) => {
  const cells = names.map((name, n) => {
    const thirds = [0, 1, 2].map(() => ({ games: 0, wins: 0 }));
    for (const g of games) {
      if (!g.seats.includes(i)) continue;
      const v = g.figures[name];
      const third = thirds[v < cuts[n][0] ? 0 : v < cuts[n][1] ? 1 : 2];
      third.games++;
      if (g.winner === i) third.wins++;
    }
    return thirds.map((t) => pct(t.wins, t.games)).join('/');
  });
  console.log(`| ${s.name} | ${cells.join(' | ')} |`);
});
