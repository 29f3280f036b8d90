// `npx tsx bench/settle.ts`: settles a 25-team market round (the most a course holds; players per
// team do not matter to the engine, which sees one decision per team) many times and prints the
// mean and p99 per round, alone and as the server runs it (state parsed from JSON, the new state
// and results serialised back). BENCH_ROUNDS (default 5000) sets the number of timed rounds.
// The issue asks for well under 50 ms per round; docs/simulations/market.md records the figures.
import { seededRandom } from '../packages/sim/src/random';
import {
  MAX_TEAMS, defaultMarketParams as params, initialState, priceRange, replay, roundSeed, settle, type RoundDecisions,
} from '../packages/sim/src/market/index';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5_000);
const WARM_UP = 500;
const ids = Array.from({ length: MAX_TEAMS }, (_, i) => `team-${i + 1}`);
const random = seededRandom(1);
const { min, max } = priceRange(params);
const between = (low: number, high: number) => Math.round(low + random() * (high - low));

/** Varied, valid decisions, so stock-outs, spillover and overtime all happen. */
function decisions(): RoundDecisions {
  return Object.fromEntries(
    ids.map((id) => [
      id,
      {
        price: between(Math.max(min, 12_000), Math.min(max, 21_000)),
        plannedProduction: between(600, 1_500),
        overtimePercent: between(0, 30),
        marketing: between(500_000, 2_500_000),
        research: between(0, 1_500_000),
      },
    ]),
  );
}

// A market a few rounds in, so capacities, stocks and streaks differ between teams.
const { state } = replay(initialState(params, ids), [decisions(), decisions(), decisions()], params, [1, 2, 3].map((r) => roundSeed(7, r)));
const stateJson = JSON.stringify(state);
const inputs = Array.from({ length: 64 }, decisions);

function measure(label: string, once: (k: number) => void): void {
  for (let k = 0; k < WARM_UP; k++) once(k);
  const times: number[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    const started = performance.now();
    once(k);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];
  console.log(`  ${label.padEnd(36)} mean ${mean.toFixed(3)} ms   p99 ${p99.toFixed(3)} ms   max ${times.at(-1)!.toFixed(3)} ms`);
}

let spill = 0;
console.log(`Settling a ${ids.length}-team market round, ${ROUNDS} times (after ${WARM_UP} warm-up rounds), Node ${process.version}:`);
measure('settle', (k) => {
  const { results } = settle(state, inputs[k % inputs.length], params, roundSeed(7, 4 + k));
  spill += results.teams.reduce((sum, t) => sum + t.spilloverDemand, 0);
});
measure('JSON.parse + settle + JSON.stringify', (k) => {
  const out = settle(JSON.parse(stateJson), inputs[k % inputs.length], params, roundSeed(7, 4 + k));
  JSON.stringify(out);
});
// Printed so the work cannot be optimised away, and to show the spillover path ran.
console.log(`  (customers who spilled over to another team, summed over the run: ${spill})`);
