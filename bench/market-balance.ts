// The balance bench behind docs/decisions/market-balance.md: plays the strategy tournament with
// every game's market drawn from other ranges than the engine's (drawMarket), and prints the
// table. Not part of the test run; run it niced, it takes a few seconds a setting.
//   nice -n 10 npx tsx bench/market-balance.ts '{"materialCost":{"min":0.7,"max":1.3}}' [firstSeed] [quiet] [seedsPerGame]
// prints a JSON summary, the table (unless quiet) and how often a drawn market loses money for sensible teams.
import { computerDecision } from '../packages/sim/src/market/decisions';
import { defaultMarketParams } from '../packages/sim/src/market/params';
import { drawMarket, MARKET_RANGES, type MarketRanges } from '../packages/sim/src/market/scenario';
import { mixSeed, roundSeed } from '../packages/sim/src/market/seeds';
import { settle } from '../packages/sim/src/market/settle';
import { initialState } from '../packages/sim/src/market/state';
import { meanRank, runTournament, tournamentMarkdown, winRate } from '../packages/sim/src/market/tournament';

const ranges: MarketRanges = { ...MARKET_RANGES, ...JSON.parse(process.argv[2] ?? '{}') };
const firstSeed = Number(process.argv[3] ?? 0);
const seedsPerGame = Number(process.argv[5] ?? 1);
const records = runTournament({ firstSeed, seedsPerGame, marketFor: (params, seed) => drawMarket(params, seed, ranges) });

const fixed = records.filter((r) => !r.name.startsWith('computer'));
const best = [...fixed].sort((a, b) => winRate(b) - winRate(a));
const balanced = records.find((r) => r.name === 'balanced')!;
const percent = (x: number) => +(x * 100).toFixed(1);
const yuan = (fen: number) => Math.round(fen / 100);
console.log(JSON.stringify({
  ranges, firstSeed,
  max: percent(winRate(best[0])),
  top: best.slice(0, 4).map((r) => `${r.name} ${percent(winRate(r))}`),
  balancedBeatsExtremes: records.slice(0, 6).every((e) => meanRank(balanced) < meanRank(e)),
  computer: percent(winRate(records.at(-1)!)),
  balancedProfit: yuan(balanced.profitSum / balanced.games),
  // The eight positions classes play (the pool after the extremes and the balanced recipe).
  positionsProfit: yuan(records.slice(7, 15).reduce((sum, r) => sum + r.profitSum / r.games, 0) / 8),
}));
if (process.argv[4] !== 'quiet') console.log(tournamentMarkdown(records));

// How often a market is a hard one: four computer teams play 300 drawn markets; their mean profit over 6 rounds.
const profits: number[] = [];
for (let game = 0; game < 300; game++) {
  const params = drawMarket(defaultMarketParams, mixSeed(game, 77), ranges);
  const ids = ['a', 'b', 'c', 'd'];
  let state = initialState(params, ids);
  for (let round = 1; round <= 6; round++) {
    const seed = roundSeed(game, round);
    state = settle(state, Object.fromEntries(ids.map((id, i) => [id, computerDecision(state, id, params, mixSeed(seed, i))])), params, seed).state;
  }
  profits.push(state.teams.reduce((sum, t) => sum + t.cumulativeProfit, 0) / ids.length);
}
profits.sort((a, b) => a - b);
const at = (q: number) => yuan(profits[Math.floor(q * (profits.length - 1))]);
console.log(`computer teams' mean profit over 6 rounds (yuan): p10 ${at(0.1)}, median ${at(0.5)}, p90 ${at(0.9)}; markets where they lose money: ${percent(profits.filter((p) => p < 0).length / profits.length)}%`);
