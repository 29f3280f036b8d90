// The balance bench behind docs/decisions/market-balance.md: plays the strategy tournament with
// every game's market drawn from other ranges than the engine's (drawMarket), and prints the
// table. Not part of the test run; run it niced, it takes a few seconds a setting.
//   nice -n 10 npx tsx bench/market-balance.ts '{"materialCost":{"min":0.7,"max":1.3}}' [firstSeed] [quiet] [seedsPerGame] ['{"fixedOverhead":400000}']
// prints a JSON summary, the table (unless quiet) and how often a drawn market loses money for
// sensible teams. The last argument changes reference-market parameters (defaultMarketParams)
// before every draw, e.g. the fixed costs.
import { computerDecision } from '../packages/sim/src/market/decisions';
import { defaultMarketParams } from '../packages/sim/src/market/params';
import { drawMarket, MARKET_RANGES, type MarketRanges } from '../packages/sim/src/market/scenario';
import { mixSeed } from '../packages/sim/src/market/seeds';
import { FIXED_STRATEGIES, meanRank, playGame, runTournament, tournamentMarkdown, winRate, type Strategy } from '../packages/sim/src/market/tournament';
import type { MarketParams } from '../packages/sim/src/market/types';

const ranges: MarketRanges = { ...MARKET_RANGES, ...JSON.parse(process.argv[2] ?? '{}') };
const firstSeed = Number(process.argv[3] ?? 0);
const seedsPerGame = Number(process.argv[5] ?? 1);
const base: MarketParams = { ...defaultMarketParams, ...JSON.parse(process.argv[6] ?? '{}') };
const records = runTournament({ firstSeed, seedsPerGame, params: base, marketFor: (params, seed) => drawMarket(params, seed, ranges) });

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

// How often a market is a hard one: four teams play 300 drawn markets for 6 rounds; the cumulative
// profit of the first team (`of: 0`) or the teams' mean profit (`of: 'mean'`).
const computer: Strategy = { name: 'computer', decide: ({ state, teamId, params, seed }) => computerDecision(state, teamId, params, seed) };
const balancedRecipe = FIXED_STRATEGIES.find((s) => s.name === 'balanced')!;
function profits(field: Strategy[], of: 0 | 'mean'): number[] {
  const out: number[] = [];
  for (let game = 0; game < 300; game++) {
    const { state } = playGame(field, drawMarket(base, mixSeed(game, 77), ranges), game);
    out.push(of === 'mean' ? state.teams.reduce((sum, t) => sum + t.cumulativeProfit, 0) / state.teams.length : state.teams[0].cumulativeProfit);
  }
  return out.sort((a, b) => a - b);
}
const losing = (values: number[]) => percent(values.filter((p) => p < 0).length / values.length);
const computers = profits([computer, computer, computer, computer], 'mean');
const at = (q: number) => yuan(computers[Math.floor(q * (computers.length - 1))]);
console.log(`computer teams' mean profit over 6 rounds (yuan): p10 ${at(0.1)}, median ${at(0.5)}, p90 ${at(0.9)}; markets where they lose money: ${losing(computers)}%`);
console.log(`markets where the balanced recipe loses money: four balanced teams ${losing(profits([balancedRecipe, balancedRecipe, balancedRecipe, balancedRecipe], 'mean'))}%, against three computer teams ${losing(profits([balancedRecipe, computer, computer, computer], 0))}%`);
