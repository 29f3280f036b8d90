// `npx tsx bench/live-ts.ts`: the team-synergy exercise live (issue 13). Boots the real app (embedded
// PGlite in a temporary directory, or PostgreSQL when DATABASE_URL is set), one TS course of 25 teams
// × 4 players, 100 socket.io clients (the members, in worker threads: bench/live-common.ts) joined to it;
//   1. the individual phase: every member submits a ranking at once (request times);
//   2. the consensus: LIVE_TS_EDITS (default 10) times, all 25 scribes save a new version at once;
//      per save, the time from its commit (the outbox publishing ts:consensus) and from the scribe
//      sending it to each of the team's four clients receiving it, and the save requests' times;
//   2b. the same at a class's pace: LIVE_TS_EDITS more rounds of saves, each scribe's at a random
//      moment of a 2-second window (every team moves an item every 2 s, 12 saves a second in all);
//   3. the reveal: the lecturer reveals the 14 items one by one; per item, the time from the commit
//      to each of the 100 clients receiving ts:revealed.
// The issue asks for p99 ≤ 200 ms for every edit reaching the teammates and the reveal reaching 100
// clients. The clients share the machine's CPUs with the server.
import { expertOrder, scenarioOf } from '../packages/sim/src/synergy';
import { TS_EVENTS } from '../packages/shared/src/contracts/game-ts';
import { bootServer, clientWorkers, clock, PLAYERS, spread, TEAMS } from './live-common';

const EDITS = Number(process.env.LIVE_TS_EDITS ?? 10);
const sea = scenarioOf(1)!;
const expert = expertOrder(sea);

// When each push was committed: the outbox publishes right after the commit.
const committedAt = new Map<string, number>();
const server = await bootServer('live-ts', (event, payload) => {
  const p = payload as { teamId?: number; version?: number; revealed?: number };
  if (event === TS_EVENTS.consensus) committedAt.set(`c:${p.teamId}:${p.version}`, clock());
  if (event === TS_EVENTS.revealed) committedAt.set(`r:${p.revealed}`, clock());
});
const { api } = server;
const course = await server.course({ gameId: 'TS', courseType: 'MS', tsVersion: 1, rounds: 1 });
const { lecturer: lect, members } = course;
const scribes = course.teams.map((_, i) => members[i * PLAYERS]);
const must = (r: { head: { code: string; message: string } }, what: string) => {
  if (r.head.code !== '000000') throw new Error(`${what}: ${r.head.code} ${r.head.message}`);
};
must(await api(lect, '/game/ts/start.json', { courseId: course.courseId, phaseMinutes: { briefing: 0, individual: 0, consensus: 0, reveal: 0 } }), 'start');

// The clients, in worker threads: each reports when it received a consensus version or a reveal.
const clients = clientWorkers({ report: { [TS_EVENTS.consensus]: "'c:' + p.teamId + ':' + p.version", [TS_EVENTS.revealed]: "'r:' + p.revealed" } });
const { receipts } = clients;
const joined = await clients.connect(server.base, course.courseId, members);

const line = (label: string, xs: number[]) => console.log(`  ${label}: n=${xs.length} ${spread(xs)}`);
const latencies = (keys: string[]) => keys.flatMap((k) => (receipts.get(k) ?? []).map((at) => at - committedAt.get(k)!));

console.log(`TS live: ${TEAMS} teams × ${PLAYERS} players, ${joined.clients} clients joined (${joined.errors} errors), ${server.kind}`);
must(await api(lect, '/game/ts/phase.json', { courseId: course.courseId, from: 'briefing' }), 'individual');
const rankings = await Promise.all(members.map((m, i) => api(m, '/game/ts/ranking.json', { courseId: course.courseId, ranking: i % 2 ? expert : [...expert].reverse(), submit: true })));
const rankingErrors = rankings.filter((r) => r.head.code !== '000000').length;
line(`100 rankings submitted at once (${rankingErrors} errors), request`, rankings.map((r) => r.ms));
must(await api(lect, '/game/ts/phase.json', { courseId: course.courseId, from: 'individual' }), 'consensus');

const sentAt = new Map<string, number>();
let saveErrors = 0;
/**
 * Version `v` of every team's consensus: each scribe moves one item (the expert's order with two
 * neighbouring items swapped, a new place each time), after `delay(i)` ms; resolves once all four
 * members of every team have it. Returns the push keys and the save requests' times.
 */
async function saveVersion(v: number, delay: (i: number) => number): Promise<{ keys: string[]; ms: number[] }> {
  const saves = await Promise.all(scribes.map(async (s, i) => {
    const wait = delay(i);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const draft = [...expert];
    const k = (v + i) % (expert.length - 1);
    [draft[k], draft[k + 1]] = [draft[k + 1], draft[k]];
    sentAt.set(`c:${course.teams[i].id}:${v}`, clock());
    return api(s, '/game/ts/consensus.json', { courseId: course.courseId, consensus: draft, baseVersion: v - 1 });
  }));
  saveErrors += saves.filter((r) => r.head.code !== '000000').length;
  const keys = course.teams.map((t) => `c:${t.id}:${v}`);
  await clients.waitFor(keys, PLAYERS);
  return { keys, ms: saves.map((r) => r.ms) };
}
/** From the scribe's request to each teammate's receipt: what a teammate sees of the move. */
const sentToClient = (keys: string[]) => keys.flatMap((k) => (receipts.get(k) ?? []).map((at) => at - sentAt.get(k)!));

// Lockstep: all 25 scribes save in the same millisecond, EDITS times.
const editKeys: string[] = [];
const saveMs: number[] = [];
for (let v = 1; v <= EDITS; v++) {
  const { keys, ms } = await saveVersion(v, () => 0);
  editKeys.push(...keys);
  saveMs.push(...ms);
}
line(`consensus saves (${TEAMS} scribes at once × ${EDITS}; ${saveErrors} errors), request`, saveMs);
const editLat = latencies(editKeys);
line(`each save's commit → the team's ${PLAYERS} clients (expected ${editKeys.length * PLAYERS}, missed ${editKeys.length * PLAYERS - editLat.length})`, editLat);
line(`each save sent → the team's ${PLAYERS} clients`, sentToClient(editKeys));

// At a class's pace: as many saves again, each scribe's at its own moment of a 2 s window.
const PACE_WINDOW_MS = 2_000;
const pacedKeys: string[] = [];
let seed = 1;
const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
for (let v = EDITS + 1; v <= 2 * EDITS; v++) pacedKeys.push(...(await saveVersion(v, () => random() * PACE_WINDOW_MS)).keys);
line(`at a class's pace (each scribe once per ${PACE_WINDOW_MS / 1000} s × ${EDITS}; ${saveErrors} errors in all), each save sent → the team's ${PLAYERS} clients`, sentToClient(pacedKeys));

must(await api(lect, '/game/ts/phase.json', { courseId: course.courseId, from: 'consensus' }), 'reveal');
const revealKeys: string[] = [];
for (let k = 1; k <= expert.length; k++) {
  must(await api(lect, '/game/ts/reveal.json', { courseId: course.courseId, upTo: k }), `reveal ${k}`);
  await clients.waitFor([`r:${k}`], members.length);
  revealKeys.push(`r:${k}`);
}
const revealLat = latencies(revealKeys);
line(`each revealed item's commit → 100 clients (expected ${revealKeys.length * members.length}, missed ${revealKeys.length * members.length - revealLat.length})`, revealLat);

await clients.disconnect();
await clients.terminate();
await server.close();
