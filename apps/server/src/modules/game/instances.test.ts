import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { GAME_EVENTS } from '@sandtable/shared/contracts/game';
import { testConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { buildApp } from '../../app';
import { gameRounds, games, roundStatusHistory } from '../../db/schema';
import { createScratchDatabase, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { until } from '../../test/until';
import { asUser, decision, runningCourse } from './test-support';
import { ROUND_CLOCK_QUEUE } from './round-clock';

/**
 * The README's scaling promise (issue 11): two server processes' worth of apps on one PostgreSQL
 * behind a round-robin proxy run one live course. Sockets on either instance receive every push
 * (the outbox's dispatcher: one instance claims, NOTIFY tells the other), each deadline job fires
 * on one instance only (pg-boss), and a session works on both.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two instances on one PostgreSQL behind a round-robin proxy (skipped: set TEST_DATABASE_URL to a PostgreSQL server)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const instances: TestApp[] = [];
  let proxy: http.Server;
  let base: string;
  const sockets: Socket[] = [];
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-files-'));

  beforeAll(async () => {
    scratch = await createScratchDatabase(url!);
    for (let i = 0; i < 2; i++) {
      const database: Database = await openDatabase({ url: scratch.url });
      if (i === 0) await database.migrate();
      const config = testConfig({ WEB_DIST: '/nonexistent', FILES_DIR: filesDir });
      const app = await buildApp({ config, database });
      await app.listen({ port: 0, host: '127.0.0.1' });
      await app.deps.jobs.start();
      instances.push({ app, database, config, close: async () => (await app.close(), await database.close()) });
    }
    proxy = roundRobinProxy(instances.map((t) => (t.app.server.address() as net.AddressInfo).port));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    proxy?.close();
    proxy?.closeAllConnections();
    for (const t of instances) await t.close();
    await scratch?.drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  /** A JSON POST through the proxy: each goes to the next instance. */
  const post = async (path: string, body: object, caller: Caller) => {
    const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie: caller.cookie!, 'x-csrf-token': caller.csrf!, language: 'en' }, body: JSON.stringify(body) });
    return (await res.json()) as { head: { code: string }; body: any };
  };

  it('one live course: every socket gets every push whichever instance it is on; each deadline job fires once; sessions work on both', async () => {
    const [a] = instances;
    const lecturerUser = await buildUser(a.database.db, { role: 'lecturer' });
    const lecturer = await asUser(a, lecturerUser.id);
    const { course, teams, members } = await runningCourse(a, lecturerUser.id, { people: 4, membersPerTeam: 2, rounds: 2 });
    const callers = await Promise.all(members.map((m) => asUser(a, m.userId)));
    const captains = teams.map((team) => callers[members.findIndex((m) => m.teamId === team.id)]);

    // Sessions on both: the same cookie, requests alternating between the instances.
    for (let i = 0; i < 4; i++) expect((await post('/user/get.json', {}, captains[0])).head.code).toBe('000000');

    // Every member's socket through the proxy: the connections alternate between the instances.
    type Seen = { teamId: number; settled: number[]; submitted: number; drafts: number; chats: number };
    const got = new Map<Socket, Seen>();
    for (const [i, caller] of callers.entries()) {
      const s = connect(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: caller.cookie }, reconnection: false });
      sockets.push(s);
      const seen: Seen = { teamId: members[i].teamId!, settled: [], submitted: 0, drafts: 0, chats: 0 };
      got.set(s, seen);
      s.on(GAME_EVENTS.roundSettled, (p: { round: { number: number } }) => seen.settled.push(p.round.number));
      s.on(GAME_EVENTS.changed, (p: { reason: string }) => void (p.reason === 'submitted' && seen.submitted++));
      s.on(GAME_EVENTS.draft, () => seen.drafts++);
      s.on(GAME_EVENTS.chat, () => seen.chats++);
      await new Promise<void>((resolve, reject) => (s.once('connect', () => resolve()), s.once('connect_error', reject)));
      expect(((await s.timeout(5_000).emitWithAck('join', { courseId: course.id })) as { code: string }).code).toBe('000000');
    }
    const perInstance = instances.map((t) => t.app.deps.realtime.io!.engine.clientsCount);
    expect(perInstance).toEqual([callers.length / 2, callers.length / 2]);

    expect((await post('/game/start', { courseId: course.id, practiceRound: true, roundMinutes: 30, closeWhenAllSubmitted: true }, lecturer)).head.code).toBe('000000');
    const everyone = (ok: (seen: Seen) => boolean) => until(() => [...got.values()].every(ok));
    // A team's pushes (drafts, submissions' drafts, chat) go to its own members' sockets only.
    const ofFirstTeam = (seen: Seen) => seen.teamId === teams[0].id;

    // Round 1 (practice): every captain submits through the proxy; the last submit settles it.
    const view = await post('/game/ms/state.json', { courseId: course.id }, lecturer);
    for (const c of captains) expect((await post('/game/ms/submit.json', { courseId: course.id, roundId: view.body.current.id, decision: decision() }, c)).head.code).toBe('000000');
    await everyone((seen) => seen.settled.length === 1 && seen.submitted === captains.length);

    // Round 2: the first team's captain saves a draft and writes in the team chat, through the
    // proxy; the team's two members (one socket on each instance) get each push once.
    const captainView = await post('/game/ms/state.json', { courseId: course.id }, captains[0]);
    const round2 = captainView.body.current.id as number;
    expect((await post('/game/ms/draft.json', { courseId: course.id, roundId: round2, decision: decision(), baseVersion: captainView.body.myTeam.version }, captains[0])).head.code).toBe('000000');
    expect((await post('/game/chat/send.json', { courseId: course.id, text: 'price 150' }, captains[0])).head.code).toBe('000000');
    await everyone((seen) => !ofFirstTeam(seen) || (seen.drafts === 2 && seen.chats === 1));

    // Its deadline passes, and each instance schedules the deadline job: each fires once, on one
    // instance (pg-boss's fetch claims with SKIP LOCKED), and together they settle the round once
    // (the second finds it closed: the transition helper's conditional UPDATE).
    await a.database.db.update(gameRounds).set({ deadline: new Date(Date.now() - 1_000) }).where(eq(gameRounds.id, round2));
    for (const t of instances) await t.app.deps.jobs.schedule(ROUND_CLOCK_QUEUE, { roundId: round2 });
    await everyone((seen) => seen.settled.length === 2);
    await until(async () => (await dueJobs(a.database, round2)).every((j) => j.state === 'completed'));
    expect(await dueJobs(a.database, round2)).toEqual([{ state: 'completed', retries: 0 }, { state: 'completed', retries: 0 }]);

    // Round 3 (the last): the lecturer advances; the game finishes.
    expect((await post('/game/ms/advance.json', { courseId: course.id }, lecturer)).head.code).toBe('000000');
    await everyone((seen) => seen.settled.length === 3);
    const [game] = await a.database.db.select().from(games).where(eq(games.courseId, course.id));
    expect(game.status).toBe('finished');

    // Each push exactly once on every socket, in order, a team's only on its own; one settle per round.
    for (const seen of got.values()) {
      const first = ofFirstTeam(seen);
      expect(seen).toEqual({ teamId: seen.teamId, settled: [1, 2, 3], submitted: captains.length, drafts: first ? 2 : 1, chats: first ? 1 : 0 });
    }
    const settles = await a.database.db
      .select({ roundId: roundStatusHistory.roundId })
      .from(roundStatusHistory)
      .innerJoin(gameRounds, eq(gameRounds.id, roundStatusHistory.roundId))
      .where(and(eq(gameRounds.gameId, game.id), eq(roundStatusHistory.reason, 'settle')));
    expect(settles).toHaveLength(3);
  }, 90_000);
});

/** A round's deadline jobs that were due, from pg-boss's table (one row per job sent): state and retries. */
async function dueJobs(database: Database, roundId: number): Promise<{ state: string; retries: number }[]> {
  const { rows } = await database.executeSql(`SELECT state, retry_count AS retries FROM pgboss.job WHERE name = $1 AND (data->>'roundId')::int = $2 AND start_after <= now()`, [ROUND_CLOCK_QUEUE, roundId]);
  return rows as { state: string; retries: number }[];
}

/** A round-robin reverse proxy: HTTP requests and websocket upgrades go to each target in turn. */
function roundRobinProxy(ports: number[]): http.Server {
  let next = 0;
  const pick = () => ports[next++ % ports.length];
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: pick(), method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  server.on('upgrade', (req, client: net.Socket, head) => {
    const upstream = net.connect(pick(), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const end = () => (client.destroy(), upstream.destroy());
    upstream.on('error', end);
    client.on('error', end);
  });
  return server;
}
