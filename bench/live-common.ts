// The harness the live benches share (bench/live.ts, bench/live-ts.ts): the real app on a port,
// 25 × 4 courses with sessions, Socket.IO clients in worker threads reporting when each push
// arrived, and one percentile.
//
// LIVE_SERVER_DIR: the checkout whose server (and web push handling) is measured, default this one.
// Pointing it at an earlier commit's tree (with its own node_modules) runs the same workload
// against that code: `git archive <commit> | tar -x -C /tmp/old`, `npm ci` there, then
// `LIVE_SERVER_DIR=/tmp/old npx tsx bench/live.ts` from here. The bench's own code (the
// workload, the clients, the figures) stays this checkout's, so both runs are like for like.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const TEAMS = 25;
export const PLAYERS = 4;
export const EVENT_TIMEOUT_MS = 15_000;

const here = path.dirname(fileURLToPath(import.meta.url));
/** The checkout under test (see the header). */
export const serverDir = path.resolve(process.env.LIVE_SERVER_DIR ?? path.join(here, '..'));
/** A module of the checkout under test, typed as this checkout's (the benches use what both have). */
export const loadFromServer = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(serverDir, file)).href) as Promise<T>;
const load = loadFromServer;

/** Absolute time (timeOrigin + now): comparable across worker threads. */
export const clock = () => performance.timeOrigin + performance.now();

/** The p-th percentile by nearest rank: the smallest value with at least p% of the values at or below it. */
export function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
export const ms = (x: number) => (Number.isNaN(x) ? '—' : `${x.toFixed(1)} ms`);
/** "p50 …, p99 …, max …" of a list of times. */
export const spread = (xs: number[]) => `p50 ${ms(pct(xs, 50))}, p99 ${ms(pct(xs, 99))}, max ${ms(xs.length ? Math.max(...xs) : NaN)}`;

const ticksPerSecond = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
/**
 * CPU time (ms, user + system) the main thread has used so far: the app, its database (PGlite runs
 * in this thread) and the bench's own few requests; the clients run in worker threads and are not
 * counted. Unlike a latency it hardly depends on what else loads the machine, so it compares two
 * checkouts measured at different loads. Linux (/proc); NaN elsewhere.
 */
export function mainThreadCpuMs(): number {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}

export type Session = { userId: number; cookie: string; csrf: string };
type Publish = (room: string, event: string, payload: unknown) => void;

/**
 * Boots the app of `serverDir` on a port: embedded PGlite in a temporary directory, or PostgreSQL
 * when DATABASE_URL is set. `onPublish` sees every push as the app hands it to Socket.IO (the
 * services publish after their commit; since issue 11's outbox, the outbox does, after claiming it).
 */
export async function bootServer(name: string, onPublish: (event: string, payload: unknown) => void) {
  const { testConfig } = await load<typeof import('../apps/server/src/config')>('apps/server/src/config.ts');
  const { openDatabase } = await load<typeof import('../apps/server/src/db/client')>('apps/server/src/db/client.ts');
  const { buildApp } = await load<typeof import('../apps/server/src/app')>('apps/server/src/app.ts');
  const schema = await load<typeof import('../apps/server/src/db/schema')>('apps/server/src/db/schema/index.ts');
  const { hashToken } = await load<typeof import('../apps/server/src/modules/auth/session.repo')>('apps/server/src/modules/auth/session.repo.ts');
  const { SESSION_COOKIE } = await load<typeof import('../apps/server/src/plugins/session')>('apps/server/src/plugins/session.ts');

  const dataDir = process.env.DATABASE_URL ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), `sandtable-${name}-`));
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const app = await buildApp({ config: testConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'error' }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const db = database.db;
  const realtime = app.deps.realtime as { publish: Publish };
  const publish = realtime.publish.bind(realtime);
  realtime.publish = (room, event, payload) => {
    onPublish(event, payload);
    publish(room, event, payload);
  };

  const token = () => randomBytes(24).toString('base64url');
  /** A session row for each user, as login creates it (the benches do not time logins). */
  async function sessionsFor(userIds: number[]): Promise<Session[]> {
    const made = userIds.map((userId) => ({ userId, token: token(), csrf: token() }));
    await db.insert(schema.sessions).values(made.map((m) => ({ id: hashToken(m.token), userId: m.userId, csrfToken: m.csrf, expiresAt: new Date(Date.now() + 3_600_000) })));
    return made.map((m) => ({ userId: m.userId, cookie: `${SESSION_COOKIE}=${m.token}`, csrf: m.csrf }));
  }

  /** A POST as `caller`, with its request time. */
  async function api(caller: { cookie: string; csrf: string }, url: string, body: object) {
    const started = clock();
    const res = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', cookie: caller.cookie, 'x-csrf-token': caller.csrf, language: 'en' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { head: { code: string; message: string }; body: any };
    return { ...json, ms: clock() - started };
  }

  let seq = 0;
  /**
   * A running course of TEAMS × PLAYERS students (each team's first player its captain) and its
   * lecturer: the course row with `fields` (gameId, courseType, rounds, …), the teams, the members'
   * and the lecturer's sessions.
   */
  async function course(fields: { gameId: string; courseType: string; rounds: number; tsVersion?: number }) {
    const n = ++seq;
    const stamp = randomBytes(3).toString('hex');
    const [lecturer] = await db.insert(schema.users).values({ account: `${name}_lect_${n}_${stamp}`, name: `讲师${n}`, role: 'lecturer', passwordHash: 'x' }).returning();
    const [row] = await db
      .insert(schema.courses)
      .values({
        ...(fields as { gameId: 'MS'; courseType: 'MS'; rounds: number }),
        kind: 'special', name: `Live ${n}`, status: 'in_progress', lecturerId: lecturer.id, createdBy: lecturer.id,
        startAt: new Date(Date.now() - 3_600_000), endAt: new Date(Date.now() + 8 * 3_600_000), registrationDeadline: new Date(Date.now() - 7_200_000),
        participants: TEAMS * PLAYERS, seatsTaken: TEAMS * PLAYERS, teamCount: TEAMS, caseStudy: 'bench', introduction: 'bench', priceFen: 0, advanceEntryHours: 1,
      })
      .returning();
    const players = await db
      .insert(schema.users)
      .values(Array.from({ length: TEAMS * PLAYERS }, (_, i) => ({ account: `${name}_${n}_${i}_${stamp}`, name: `学员${n}-${i}`, role: 'student' as const, passwordHash: 'x' })))
      .returning({ id: schema.users.id });
    const teams = await db
      .insert(schema.teams)
      .values(Array.from({ length: TEAMS }, (_, i) => ({ courseId: row.id, name: `T${i + 1}`, colour: '#1677ff', capacity: PLAYERS, memberCount: PLAYERS, position: i, captainId: players[i * PLAYERS].id })))
      .returning();
    await db.insert(schema.courseMembers).values(players.map((p, i) => ({ courseId: row.id, userId: p.id, teamId: teams[Math.floor(i / PLAYERS)].id, joinedVia: 'manager' as const })));
    const [lect] = await sessionsFor([lecturer.id]);
    return { courseId: row.id, teams, lecturer: lect, members: await sessionsFor(players.map((p) => p.id)) };
  }

  async function close() {
    await app.close();
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { base, kind: database.kind, api, course, close };
}

/** What a client worker does besides reporting receipts (live.ts: react to pushes as the web does). */
export interface ClientOptions {
  /** Per event, a JavaScript expression over the payload `p` naming the receipt, e.g. "p.courseId + ':' + p.round.number". */
  report: Record<string, string>;
  /**
   * CommonJS source run once in each worker with `workerData`; it may export
   * `onSocket(socket, member, msg, post)` (before the socket connects) and
   * `onJoined(member, msg, post)` (after it joined the course). `post(member, url, body, counted = true)`
   * is a POST counted as a request the client made (see `count`).
   */
  extension?: string;
  workers?: number;
}

const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require(workerData.clientPath);
const clock = () => performance.timeOrigin + performance.now();
const keyOf = Object.entries(workerData.report).map(([event, expression]) => [event, new Function('p', 'return ' + expression)]);
const ext = { exports: {} };
if (workerData.extension) new Function('module', 'exports', 'require', 'workerData', workerData.extension)(ext, ext.exports, require, workerData);
const sockets = [];
let base = '';
let requests = 0;
let requestErrors = 0;
let errorSample = null;
const post = (member, url, body, counted = true) => {
  if (counted) requests++;
  return fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', cookie: member.cookie, 'x-csrf-token': member.csrf }, body: JSON.stringify(body) })
    .then((r) => r.json())
    .then((j) => { if (j.head.code !== '000000') { requestErrors++; errorSample = errorSample ?? j.head.code; } return j.body; }, (e) => { requestErrors++; errorSample = errorSample ?? String(e.cause?.code ?? e.message); return null; });
};
parentPort.on('message', async (msg) => {
  if (msg.type === 'connect') {
    base = msg.base;
    let errors = 0;
    await Promise.all(msg.members.map(async (member) => {
      const s = io(msg.base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: member.cookie }, reconnection: false });
      sockets.push(s);
      for (const [event, key] of keyOf) s.on(event, (p) => parentPort.postMessage({ type: 'got', key: key(p), at: clock() }));
      ext.exports.onSocket?.(s, member, msg, post);
      try {
        await new Promise((resolve, reject) => { s.once('connect', resolve); s.once('connect_error', reject); });
        const ack = await s.timeout(${EVENT_TIMEOUT_MS}).emitWithAck('join', { courseId: msg.courseId });
        if (ack.code !== '000000') errors++;
        await ext.exports.onJoined?.(member, msg, post);
      } catch { errors++; }
    }));
    parentPort.postMessage({ type: 'reply', id: msg.id, errors });
  } else if (msg.type === 'count') {
    parentPort.postMessage({ type: 'reply', id: msg.id, requests, requestErrors, errorSample });
    requests = 0;
    requestErrors = 0;
  } else if (msg.type === 'close') {
    for (const s of sockets) s.disconnect();
    sockets.length = 0;
    parentPort.postMessage({ type: 'reply', id: msg.id });
  }
});`;

type Reply = { errors?: number; requests?: number; requestErrors?: number; errorSample?: string | null };

/**
 * Socket.IO clients in worker threads (as real browsers live elsewhere: a client's JSON parsing then
 * does not queue behind the server's work on the main thread; they still share the machine's CPUs).
 * `receipts` holds, per reported key, when each client received it.
 */
export function clientWorkers(options: ClientOptions) {
  const count = options.workers ?? Number(process.env.LIVE_WORKERS ?? Math.max(2, Math.min(4, os.cpus().length)));
  const clientPath = createRequire(import.meta.url).resolve('socket.io-client');
  const workers = Array.from({ length: count }, () => new Worker(workerCode, { eval: true, workerData: { clientPath, report: options.report, extension: options.extension } }));
  const receipts = new Map<string, number[]>();
  const waiters = new Set<() => boolean>();
  const replies = new Map<number, (m: Reply) => void>();
  let requestId = 0;
  for (const w of workers) {
    w.on('message', (m: Reply & { type: string; id: number; key: string; at: number }) => {
      if (m.type === 'got') {
        const list = receipts.get(m.key);
        if (list) list.push(m.at);
        else receipts.set(m.key, [m.at]);
        for (const waiter of waiters) waiter();
      } else replies.get(m.id)?.(m);
    });
  }
  const ask = (w: Worker, msg: object) =>
    new Promise<Reply>((resolve) => {
      const id = ++requestId;
      replies.set(id, resolve);
      w.postMessage({ ...msg, id });
    });
  const all = (msg: object) => Promise.all(workers.map((w) => ask(w, msg)));

  return {
    receipts,
    /** Connects `members` to the course, spread over the workers; `extra` goes to the extension as `msg`. */
    async connect(base: string, courseId: number, members: { cookie: string; csrf: string }[], extra: object = {}) {
      const parts = workers.map((_, i) => members.filter((_m, j) => j % workers.length === i).map((m) => ({ cookie: m.cookie, csrf: m.csrf })));
      const answers = await Promise.all(workers.map((w, i) => ask(w, { ...extra, type: 'connect', base, courseId, members: parts[i] })));
      const errors = answers.reduce((n, a) => n + (a.errors ?? 0), 0);
      return { clients: members.length - errors, errors };
    },
    /** Waits until every key has `each` receipts, or EVENT_TIMEOUT_MS (woken by the receipts, not polling: the wait costs no CPU). */
    waitFor(keys: string[], each: number) {
      const done = () => keys.every((k) => (receipts.get(k)?.length ?? 0) >= each);
      if (done()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const waiter = () => {
          if (!done()) return false;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve();
          return true;
        };
        const timer = setTimeout(() => (waiters.delete(waiter), resolve()), EVENT_TIMEOUT_MS);
        waiters.add(waiter);
      });
    },
    /** The requests the clients made since the last count, and their errors. */
    async count() {
      const counted = await all({ type: 'count' });
      return {
        requests: counted.reduce((n, c) => n + (c.requests ?? 0), 0),
        errors: counted.reduce((n, c) => n + (c.requestErrors ?? 0), 0),
        samples: [...new Set(counted.map((c) => c.errorSample).filter(Boolean))],
      };
    },
    /** Disconnects every client (the workers stay for the next course). */
    disconnect: () => all({ type: 'close' }),
    terminate: () => Promise.all(workers.map((w) => w.terminate())),
  };
}
