// Why each strategy of the tournament wins (docs/decisions/market-balance.md, third search): plays
// the tournament of docs/simulations/market.md §13 (every 4-team line-up, drawn markets) and prints,
// per strategy, its win rate, its mean scorecard perspectives over the game, the share of its games
// in which it loses money, and its win rate in each third of every drawn market figure.
//   nice -n 10 npx tsx bench/market-diagnosis.ts [seedsPerGame] [firstSeed]
import { forEachTournamentGame, TOURNAMENT_STRATEGIES as strategies } from '../packages/sim/src/market/tournament';
import type { MarketParams } from '../packages/sim/src/market/types';

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

forEachTournamentGame({ seedsPerGame, firstSeed }, ({ seats, params, rounds }) => {
  const last = rounds.at(-1)!;
  last.teams.forEach((t, i) => {
    const total = totals[seats[i]];
    total.games++;
    if (t.overallRank === 1) total.wins++;
    if (t.cumulativeProfit < 0) total.losing++;
    // The mean of each perspective over the game's rounds.
    perspectives.forEach((p, j) => (total.points[j] += rounds.reduce((sum, r) => sum + r.teams[i].score[p] / rounds.length, 0)));
  });
  games.push({ figures: figures(params), seats, winner: seats[last.teams.findIndex((t) => t.overallRank === 1)] });
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
