// `npx tsx bench/assessments.ts`: the performance figures for the assessment instruments —
// scoring 10,000 completed tests (under 1 s) and a group report for 500 people (under 500 ms) —
// on simulated answer sheets. docs/assessments/*.md record the figures.
import { communication, conflict, leadership, orgHealth, personality, teamRole, teamwork } from '../packages/sim/src/assessments/index';
import { seededRandom } from '../packages/sim/src/random';

const random = seededRandom(1);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];

const trSheets = Array.from({ length: 10_000 }, () => teamRole.simulatedSheet(random, teamRole.latentProfile(random)));
const lsSheets = Array.from({ length: 10_000 }, (): leadership.LeadershipSheet => ({
  frequency: Object.fromEntries(leadership.FREQUENCY_ITEMS.map((i) => [i.id, 1 + Math.floor(random() * 5)])),
  scenarios: Object.fromEntries(leadership.SCENARIOS.map((s) => {
    const first = pick(leadership.STYLE_IDS);
    return [s.id, { first, second: pick(leadership.STYLE_IDS.filter((x) => x !== first)) }];
  })),
}));
const cfSheets = Array.from({ length: 10_000 }, () => conflict.simulatedSheet(random));
const bfSheets = Array.from({ length: 10_000 }, () => personality.simulatedSheet(random));
const csSheets = Array.from({ length: 10_000 }, () => communication.simulatedSheet(random));
const twSheets = Array.from({ length: 10_000 }, () => teamwork.simulatedSheet(random));
const ohSheets = Array.from({ length: 10_000 }, () => orgHealth.simulatedSheet(random));

function time<T>(label: string, limitMs: number, f: () => T): T {
  f(); // warm-up
  const start = performance.now();
  const result = f();
  const ms = performance.now() - start;
  console.log(`${label}: ${ms.toFixed(0)} ms (limit ${limitMs} ms) ${ms < limitMs ? 'ok' : 'TOO SLOW'}`);
  return result;
}

const trScores = time('team-role: score 10,000 sheets', 1000, () => trSheets.map(teamRole.scoreSheet));
time('team-role: 10,000 reports with 3 observers each', 1000 * 4, () => trSheets.map((s, i) => teamRole.teamRoleReport(`p${i}`, s, [1, 2, 3].map((k) => ({ raterId: `o${k}`, sheet: trSheets[(i + k) % trSheets.length] })))));
time('team-role: coverage of a 500-person group', 500, () => teamRole.teamCoverage(trScores.slice(0, 500).map((scores, i) => ({ memberId: `m${i}`, scores }))));
const lsScores = time('leadership: score 10,000 sheets', 1000, () => lsSheets.map(leadership.scoreLeadershipSheet));
time('leadership: group profile of 500 people', 500, () => leadership.groupProfile(lsScores.slice(0, 500)));
const cfScores = time('conflict handling: score 10,000 sheets', 1000, () => cfSheets.map(conflict.scoreConflictSheet));
time('conflict handling: 10,000 profiles (percentiles, bands, advice)', 1000, () => cfScores.map((s) => conflict.conflictProfile(s)));
time('conflict handling: mean of a 500-person group', 500, () => conflict.averageConflictScores(cfScores.slice(0, 500)));
const bfScores = time('personality: score 10,000 sheets', 1000, () => bfSheets.map(personality.scorePersonalitySheet));
time('personality: 10,000 profiles (percentiles, bands)', 1000, () => bfScores.map((s) => personality.personalityProfile(s)));
time('personality: mean of a 500-person group', 500, () => personality.averagePersonalityScores(bfScores.slice(0, 500)));
const csScores = time('communication style: score 10,000 sheets', 1000, () => csSheets.map(communication.scoreCommunicationSheet));
time('communication style: 10,000 profiles (percentiles, style, strength, advice)', 1000, () => csScores.map((s) => communication.communicationProfile(s)));
time('communication style: mean and style count of a 500-person group', 500, () => [communication.averageCommunicationScores(csScores.slice(0, 500)), communication.styleCount(csScores.slice(0, 500))]);
const twScores = time('teamwork status: score 10,000 sheets', 1000, () => twSheets.map(teamwork.scoreTeamworkSheet));
time('teamwork status: 10,000 profiles (percentiles, bands, where to start)', 1000, () => twScores.map((s) => teamwork.teamworkProfile(s)));
time('teamwork status: a 500-person team view (mean, bands, where to start)', 500, () => teamwork.teamworkProfile(teamwork.averageTeamworkScores(twScores.slice(0, 500))));
const ohScores = time('organisation health: score 10,000 sheets', 1000, () => ohSheets.map(orgHealth.scoreOrgHealthSheet));
time('organisation health: 10,000 profiles (percentiles, bands, strongest and weakest areas)', 1000, () => ohScores.map((s) => orgHealth.orgHealthProfile(s)));
time('organisation health: a 500-person department view (mean, bands, weakest areas)', 500, () => orgHealth.orgHealthProfile(orgHealth.averageOrgHealthScores(ohScores.slice(0, 500))));
// The company dashboard's heat map: 500 people in 20 departments, grouped, averaged and banded per department.
time('organisation health: heat map of 500 people in 20 departments', 500, () => {
  const byDepartment = new Map<number, orgHealth.OrgHealthScores[]>();
  ohScores.slice(0, 500).forEach((s, k) => byDepartment.set(k % 20, [...(byDepartment.get(k % 20) ?? []), s]));
  return [...byDepartment.values()].map((list) => orgHealth.orgHealthProfile(orgHealth.averageOrgHealthScores(list)));
});
