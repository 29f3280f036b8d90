// `npx tsx bench/settle.ts`: settles a 25-team market round, then a 25-team change-leadership (CM) round, (the most a course holds; players per
// team do not matter to the engine, which sees one decision per team) many times and prints the
// mean and p99 per round, alone and as the server runs it (state parsed from JSON, the new state
// and results serialised back). BENCH_ROUNDS (default 5000) sets the number of timed rounds.
// The issue asks for well under 50 ms per round; docs/simulations/market.md records the figures.
import { seededRandom } from '../packages/sim/src/random';
import {
  CASES, MAX_TEAMS as CM_MAX_TEAMS, adaptiveDecision, defaultChangeParams, initialState as cmInitialState, replay as cmReplay, settle as cmSettle,
  type RoundDecisions as CmRoundDecisions,
} from '../packages/sim/src/change/index';
import { withinBudget, playArb } from '../packages/sim/src/change/test-support';
import fc from 'fast-check';
import { networkOf } from '../packages/sim/src/change/network';
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

// The change game: 25 teams, each its own copy of the larger case, a few rounds in, with varied
// valid plays (random ones within the budget, and the adaptive play) so every rule path runs.
const cmParams = { ...defaultChangeParams, caseId: [...CASES].sort((a, b) => b.stakeholders.length - a.stakeholders.length)[0].id };
const cmIds = Array.from({ length: CM_MAX_TEAMS }, (_, i) => `team-${i + 1}`);
const plays = fc.sample(fc.array(playArb(cmParams), { minLength: 4, maxLength: 14 }), { numRuns: 64, seed: 11 });
const cmDecisions = (k: number): CmRoundDecisions => Object.fromEntries(cmIds.map((id, i) => [id, withinBudget(plays[(k + i) % plays.length], cmParams.budget)]));
const { state: cmState } = cmReplay(cmInitialState(cmParams, cmIds), [0, 1, 2].map(cmDecisions), cmParams, [1, 2, 3].map((r) => roundSeed(9, r)));
const cmStateJson = JSON.stringify(cmState);
const cmInputs = Array.from({ length: 64 }, (_, k) => {
  const decisions = cmDecisions(k + 3);
  // Every fourth team plays the reference play, as computer-run teams do.
  cmState.teams.forEach((team, i) => {
    if (i % 4 === 0) decisions[team.teamId] = adaptiveDecision(team, networkOfCase(), cmState.round + 1, cmParams.budget);
  });
  return decisions;
});
function networkOfCase() {
  return networkOf(cmParams.caseId);
}
let moves = 0;
console.log(`\nSettling a ${cmIds.length}-team change round (${cmParams.caseId}, ${cmState.teams[0].people.length} people each), ${ROUNDS} times:`);
measure('settle', (k) => {
  const { results } = cmSettle(cmState, cmInputs[k % cmInputs.length], cmParams, roundSeed(9, 4 + k));
  moves += results.teams.reduce((sum, t) => sum + t.log.filter((l) => l.code === 'advanced').length, 0);
});
measure('JSON.parse + settle + JSON.stringify', (k) => {
  const out = cmSettle(JSON.parse(cmStateJson), cmInputs[k % cmInputs.length], cmParams, roundSeed(9, 4 + k));
  JSON.stringify(out);
});
console.log(`  (people who stepped forward, summed over the run: ${moves})`);
