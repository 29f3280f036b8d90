import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { GAME_EVENTS } from '@sandtable/shared/contracts/game';
import { buildTestApp, type Caller, type TestApp } from '../../test/app';
import { until } from '../../test/until';
import { asNewUser, asUser, decision, post, runningCourse } from './test-support';

let t: TestApp;
let url: string;
let lecturer: Caller;
let lecturerId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const lect = await asNewUser(t, { role: 'lecturer' });
  lecturerId = lect.user.id;
  lecturer = lect.caller;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

/** A socket.io client as the web makes it: same origin, the session cookie, websocket transport. */
function client(caller?: Caller): Socket {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: caller?.cookie ? { cookie: caller.cookie } : {}, reconnection: false });
  sockets.push(socket);
  return socket;
}

const connected = (s: Socket) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : (s.once('connect', () => resolve()), s.once('connect_error', reject))));
const join = (s: Socket, body: object) => s.timeout(5_000).emitWithAck('join', body) as Promise<{ code: string; teamId: number | null }>;
const next = <T = any>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));
const nothing = (s: Socket, event: string, ms = 300) =>
  new Promise<boolean>((resolve) => {
    const on = () => resolve(false);
    s.once(event, on);
    setTimeout(() => (s.off(event, on), resolve(true)), ms);
  });

describe('Socket.IO /socket.io', () => {
  it('refuses a handshake without a session', async () => {
    const s = client();
    await expect(connected(s)).rejects.toThrow('100006');
  });

  it('joins course and team rooms after checking the course; pushes round:settled, drafts and chat to the right rooms', async () => {
    const { course, teams, members } = await runningCourse(t, lecturerId, { people: 4 });
    expect((await post(t, '/game/start', { courseId: course.id }, lecturer)).json.head.code).toBe('000000');
    const [a1, a2] = members.filter((m) => m.teamId === teams[0].id);
    const b1 = members.find((m) => m.teamId === teams[1].id)!;
    const callers = { a1: await asUser(t, a1.userId), a2: await asUser(t, a2.userId), b1: await asUser(t, b1.userId) };
    const sa1 = client(callers.a1);
    const sa2 = client(callers.a2);
    const sb1 = client(callers.b1);
    const sl = client(lecturer);
    const outsider = client((await asNewUser(t)).caller);
    await Promise.all([sa1, sa2, sb1, sl, outsider].map(connected));

    expect(await join(sa1, { courseId: course.id })).toEqual({ code: '000000', teamId: teams[0].id });
    expect(await join(sa2, { courseId: course.id })).toEqual({ code: '000000', teamId: teams[0].id });
    expect(await join(sb1, { courseId: course.id })).toEqual({ code: '000000', teamId: teams[1].id });
    expect(await join(sl, { courseId: course.id })).toEqual({ code: '000000', teamId: null });
    expect(await join(outsider, { courseId: course.id })).toEqual({ code: '100004', teamId: null });
    expect((await join(outsider, { courseId: 'x' })).code).toBe('100001');

    // A draft reaches the team's room only.
    const roundId = (await post(t, '/game/ms/state.json', { courseId: course.id }, callers.a1)).json.body.current.id;
    const draftSeen = next(sa1, GAME_EVENTS.draft);
    const bQuiet = nothing(sb1, GAME_EVENTS.draft);
    await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision(), baseVersion: 0 }, callers.a2);
    expect(await draftSeen).toMatchObject({ courseId: course.id, roundId, teamId: teams[0].id, version: 1, draft: decision(), submitted: false });
    expect(await bQuiet).toBe(true);

    // Chat too; a manager may follow a team's room.
    expect(await join(sl, { courseId: course.id, teamId: teams[0].id })).toEqual({ code: '000000', teamId: teams[0].id });
    const chatSeen = Promise.all([next(sa2, GAME_EVENTS.chat), next(sl, GAME_EVENTS.chat)]);
    await post(t, '/game/chat/send.json', { courseId: course.id, text: 'go' }, callers.a1);
    for (const m of await chatSeen) expect(m).toMatchObject({ courseId: course.id, teamId: teams[0].id, text: 'go' });

    // Advancing pushes round:settled to everyone in the course.
    const settled = Promise.all([sa1, sa2, sb1, sl].map((s) => next(s, GAME_EVENTS.roundSettled)));
    const outsiderQuiet = nothing(outsider, GAME_EVENTS.roundSettled);
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    for (const payload of await settled) {
      expect(payload).toMatchObject({ courseId: course.id, status: 'running', round: { number: 1, practice: true, status: 'settled' }, current: { number: 2, status: 'open' } });
      expect(payload.round.results).toHaveLength(4);
    }
    expect(await outsiderQuiet).toBe(true);

    // Pause: game:changed.
    const changed = next(sb1, GAME_EVENTS.changed);
    await post(t, '/game/ms/pause.json', { courseId: course.id, paused: true }, lecturer);
    expect(await changed).toMatchObject({ courseId: course.id, reason: 'paused', status: 'paused' });
  });

  it('CM: every socket gets round:settled once — a member with their own team’s line and position in full, the lecturer the public lines', async () => {
    const { course, teams, members } = await runningCourse(t, lecturerId, { gameId: 'CM', people: 4 });
    expect((await post(t, '/game/cm/start.json', { courseId: course.id, practiceRound: false }, lecturer)).json.head.code).toBe('000000');
    const a1 = members.find((m) => m.teamId === teams[0].id)!;
    const b1 = members.find((m) => m.teamId === teams[1].id)!;
    const sockets = { a1: client(await asUser(t, a1.userId)), b1: client(await asUser(t, b1.userId)), lecturer: client(lecturer) };
    await Promise.all(Object.values(sockets).map(connected));
    for (const s of Object.values(sockets)) expect((await join(s, { courseId: course.id })).code).toBe('000000');
    const got: Record<string, any[]> = { a1: [], b1: [], lecturer: [] };
    for (const [name, s] of Object.entries(sockets)) s.on(GAME_EVENTS.roundSettled, (p) => got[name].push(p));
    const allQuiet = () => Promise.all(Object.values(sockets).map((s) => nothing(s, GAME_EVENTS.roundSettled)));
    await post(t, '/game/cm/advance.json', { courseId: course.id }, lecturer);
    // Each socket's push arrives, then nothing more for a while.
    await until(() => Object.values(got).every((list) => list.length > 0));
    await allQuiet();
    expect(Object.values(got).map((list) => list.length)).toEqual([1, 1, 1]);
    const line = (p: any, k: number) => p.round.results[k];
    expect(line(got.a1[0], 0).people).toBeDefined();
    expect(line(got.a1[0], 1).people).toBeUndefined();
    expect(Object.keys(got.a1[0].positions)).toEqual([String(teams[0].id)]);
    expect(line(got.b1[0], 1).log).toBeDefined();
    expect(line(got.b1[0], 0).log).toBeUndefined();
    expect(Object.keys(got.b1[0].positions)).toEqual([String(teams[1].id)]);
    for (const k of [0, 1, 2, 3]) expect(line(got.lecturer[0], k)).not.toHaveProperty('people');
    expect(got.lecturer[0].positions).toEqual({});
  });
});
