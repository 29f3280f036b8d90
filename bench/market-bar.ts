// `npx tsx bench/market-bar.ts`: how often an ideally balanced market would pass issue 9's bar (no
// fixed strategy above 35% of its games) with the tournament the test plays — 16 entrants, every
// 4-team line-up, 3 games each (1,365 games per strategy) — if the required extremes that cannot
// win where money matters never win and every other entrant is exactly as good as the rest (each
// game won by one of the line-up's viable entrants at random). docs/decisions/market-balance.md,
// "The bar itself". Args: hopeless entrants (default 4), trials (default 200).
import { combinations } from '../packages/sim/src/combinations';
import { seededRandom } from '../packages/sim/src/random';

const ENTRANTS = 16;
const GAMES_PER_LINEUP = 3;
const BAR = 0.35;
const hopeless = Number(process.argv[2] ?? 4);
const trials = Number(process.argv[3] ?? 200);
const random = seededRandom(9);
const lineups = combinations(ENTRANTS, 4);

function bestWinRate(): number {
  const wins = new Array<number>(ENTRANTS).fill(0);
  const played = new Array<number>(ENTRANTS).fill(0);
  for (const lineup of lineups) {
    const viable = lineup.filter((s) => s >= hopeless);
    const pool = viable.length ? viable : lineup;
    for (let g = 0; g < GAMES_PER_LINEUP; g++) {
      wins[pool[Math.floor(random() * pool.length)]] += 1;
      for (const s of lineup) played[s] += 1;
    }
  }
  return Math.max(...wins.map((w, s) => w / played[s]));
}

const best = Array.from({ length: trials }, bestWinRate);
const passed = best.filter((b) => b <= BAR).length;
const mean = best.reduce((a, b) => a + b, 0) / trials;
console.log(`${ENTRANTS} entrants, ${hopeless} that never win, the rest equal; ${lineups.length} line-ups x ${GAMES_PER_LINEUP} games (${(lineups.length * GAMES_PER_LINEUP * 4) / ENTRANTS} per strategy).`);
console.log(`best fixed strategy: mean ${(mean * 100).toFixed(1)}%; at most ${BAR * 100}% in ${passed} of ${trials} tournaments (${((passed / trials) * 100).toFixed(0)}%).`);
