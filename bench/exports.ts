// `npx tsx bench/exports.ts`: the leadership-style zip of a class (BENCH_MEMBERS, default 40, all
// submitted) made as a background export (docs/decisions/exports.md): how long the request that asks
// for it takes, how long the worker takes to make it, and how a plain "who am I" request fares while
// it is made (same process: the PDFs are CPU work between awaits). Before the export module the
// request itself made the zip: that time is the "made" column.
import { buildTestApp, asUser, call } from '../apps/server/src/test/app';
import { buildCourse } from '../apps/server/src/test/factories';
import { makeExport } from '../apps/server/src/modules/exports';
import { leadership } from '../packages/sim/src/assessments/index';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 40);
const t = await buildTestApp();
const course = await buildCourse(t.database.db, { kind: 'special' }, { teams: Math.ceil(MEMBERS / 5), membersPerTeam: 5 });
const lecturer = await asUser(t, course.lecturerId);
const ok = <T>(res: { json: { head: { code: string; message: string }; body: unknown } }) => {
  if (res.json.head.code !== '000000') throw new Error(res.json.head.message);
  return res.json.body as T;
};
const { id: assessmentId } = ok<{ id: number }>(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'leadership' }, lecturer));
for (const [k, m] of course.members.slice(0, MEMBERS).entries()) {
  const who = await asUser(t, m.userId);
  const lean = leadership.STYLE_IDS[k % 6];
  const frequency = Object.fromEntries(leadership.FREQUENCY_ITEMS.map((i) => [i.id, i.style === lean ? 5 : 2]));
  const scenarios = Object.fromEntries(leadership.SCENARIOS.map((s) => [s.id, { first: lean, second: lean === 'coaching' ? 'visionary' : 'coaching' }]));
  ok(await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId, part: 'frequency', answers: frequency }, who));
  ok(await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId, part: 'scenarios', answers: scenarios }, who));
  ok(await call(t.app, 'POST', '/assessment/submit.json', { assessmentId }, who));
}

const lang = 'zh';
let t0 = performance.now();
const task = ok<{ id: number }>(await call(t.app, 'POST', '/game/ls/generateSeparated.json', { assessmentId, lang }, lecturer));
const askMs = performance.now() - t0;

// "Who am I" every 50 ms while the zip is made: the latency a person elsewhere in the portal sees.
const latencies: number[] = [];
let making = true;
const probe = (async () => {
  while (making) {
    const s = performance.now();
    await call(t.app, 'POST', '/user/get.json', {}, lecturer);
    latencies.push(performance.now() - s);
    await new Promise((r) => setTimeout(r, 50));
  }
})();
t0 = performance.now();
await makeExport(t.app.deps, task.id);
const makeMs = performance.now() - t0;
making = false;
await probe;
const done = ok<{ status: string; size: number }>(await call(t.app, 'POST', '/export/task/get.json', { id: task.id }, lecturer));
latencies.sort((a, b) => a - b);
const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
console.log(`\nLeadership zip of ${MEMBERS} members (${lang}, ${(done.size / 1024).toFixed(0)} KB, ${done.status}) on ${t.database.kind}:`);
console.log(`  asking (the request): ${askMs.toFixed(0)} ms   making (the worker): ${(makeMs / 1000).toFixed(1)} s`);
console.log(`  "who am I" meanwhile: ${latencies.length} requests, median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms`);
await t.close();
