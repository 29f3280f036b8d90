// The strongest fixed recipe against the tournament's pool (docs/decisions/market-balance.md, "The
// pool's ceiling is not the market's"): the tournament's table only says how the pool's own recipes
// fare, so this searches a grid of fixed recipes, each played as a fifth entrant against every
// 3-team line-up of the pool (docs/simulations/market.md §13) in drawn markets, three games each,
// and prints the ten that win most. Not part of the test run; about a minute, niced.
//   nice -n 10 npx tsx bench/market-best-response.ts [firstSeed]
import { combinations } from '../packages/sim/src/combinations';
import { defaultMarketParams } from '../packages/sim/src/market/params';
import { drawMarket } from '../packages/sim/src/market/scenario';
import { mixSeed } from '../packages/sim/src/market/seeds';
import { fixed, playGame, TOURNAMENT_STRATEGIES as pool, type FixedLevels } from '../packages/sim/src/market/tournament';

const firstSeed = Number(process.argv[2] ?? 0);
const GAMES_PER_LINE_UP = 3;

function winRateAgainstPool(levels: FixedLevels): number {
  const candidate = fixed('candidate', levels);
  let wins = 0;
  let games = 0;
  combinations(pool.length, 3).forEach((rivals, lineUp) => {
    for (let k = 0; k < GAMES_PER_LINE_UP; k++) {
      const gameSeed = mixSeed(lineUp, firstSeed + k);
      const entrants = [candidate, ...rivals.map((r) => pool[r])];
      // Seats rotate with the game, as in the tournament, so the tie-break favours no one.
      const seats = entrants.map((_, i) => entrants[(i + k) % entrants.length]);
      const last = playGame(seats, drawMarket(defaultMarketParams, gameSeed), gameSeed).rounds.at(-1)!;
      games++;
      if (last.teams[seats.indexOf(candidate)].overallRank === 1) wins++;
    }
  });
  return wins / games;
}

const found: { levels: FixedLevels; rate: number }[] = [];
for (const markup of [1.5, 1.7, 1.9, 2.1, 2.3])
  for (const plan of [0.8, 0.95, 1.1, 1.25])
    for (const marketing of [1, 1.5, 2, 2.5])
      for (const research of [1, 1.5, 2, 2.5]) {
        const levels = { markup, plan, overtime: plan > 1 ? 20 : 10, marketing, research };
        found.push({ levels, rate: winRateAgainstPool(levels) });
      }

console.log(`${found.length} recipes, each against every 3-team line-up of the ${pool.length}-entrant pool, ${GAMES_PER_LINE_UP} drawn markets each, seeds from ${firstSeed}\n`);
console.log('| wins | price (x cost) | plan (x base demand) | overtime | marketing | R&D |');
console.log('|---|---|---|---|---|---|');
for (const { levels: l, rate } of found.sort((a, b) => b.rate - a.rate).slice(0, 10)) {
  console.log(`| ${(rate * 100).toFixed(1)}% | ${l.markup} | ${l.plan} | ${l.overtime}% | ${l.marketing}x | ${l.research}x |`);
}
