import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { expertOrder, MAX_MEMBERS, scenarioOf, type TsRoundResult } from '@sandtable/sim/synergy';
import { TS_EVENTS } from '@sandtable/shared/contracts/game-ts';
import { tsPhaseMachine } from '@sandtable/shared/machines/ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/app';
import { buildCompany } from '../../test/factories';
import { until } from '../../test/until';
import { chapterProgress, gameDecisions, gameRounds, games, gameStatusHistory, roundStatusHistory, tsGames, tsPhaseHistory, tsProposals, tsRankings, tsTeamResets } from '../../db/schema';
import { onPhaseClock } from './ts.service';
import { asNewUser, asUser, codeOf, fieldsOf, post, runningCourse, setCourse } from './test-support';

// The team-synergy exercise (TS) on /game/ts/* and /game/hs/reset.json (docs/decisions/ts.md).

let t: TestApp;
let url: string;
let lecturer: Caller;
let lecturerId: number;
let otherLecturer: Caller;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const lect = await asNewUser(t, { role: 'lecturer' });
  lecturerId = lect.user.id;
  lecturer = lect.caller;
  otherLecturer = (await asNewUser(t, { role: 'lecturer' })).caller;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const sea = scenarioOf(1)!;
const listing = sea.items.map((i) => i.id);
const expert = expertOrder(sea);
const reversed = [...expert].reverse();
/** The expert's order with the items at places a and b swapped (error 2 × |a − b|). */
const swapped = (a: number, b: number) => {
  const r = [...expert];
  [r[a], r[b]] = [r[b], r[a]];
  return r;
};

/** A running TS course (sea scenario) with `people` teams of four, its exercise started by the lecturer. */
async function startedTs(options: { people?: number; phaseMinutes?: Record<string, number> } = {}) {
  const built = await runningCourse(t, lecturerId, { gameId: 'TS', people: options.people ?? 3, membersPerTeam: 4, rounds: 1 });
  await setCourse(t, built.course.id, { tsVersion: 1 });
  const res = await post(t, '/game/ts/start.json', { courseId: built.course.id, phaseMinutes: options.phaseMinutes ?? { briefing: 0 } }, lecturer);
  expect(codeOf(res), JSON.stringify(res.json.head)).toBe('000000');
  const callers: Caller[][] = [];
  for (const team of built.teams) callers.push(await Promise.all(built.members.filter((m) => m.teamId === team.id).map((m) => asUser(t, m.userId))));
  const [game] = await t.database.db.select().from(games).where(eq(games.courseId, built.course.id));
  return { ...built, view: res.json.body, callers, game };
}

const ts = (path: string, body: object, caller: Caller) => post(t, `/game/ts/${path}.json`, body, caller);
const stateOf = async (courseId: number, caller: Caller) => (await ts('state', { courseId }, caller)).json.body;
const next = async (courseId: number, from: string) => expect(codeOf(await ts('phase', { courseId, from }, lecturer))).toBe('000000');

function client(caller: Caller): Socket {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: caller.cookie ? { cookie: caller.cookie } : {}, reconnection: false });
  sockets.push(socket);
  return socket;
}
const connected = (s: Socket) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : (s.once('connect', () => resolve()), s.once('connect_error', reject))));
const join = (s: Socket, body: object) => s.timeout(5_000).emitWithAck('join', body) as Promise<{ code: string; teamId: number | null }>;

describe('the TS phase machine', () => {
  it('moves each phase only to the next, by the lecturer or the timer', () => {
    expect(tsPhaseMachine.actions('briefing')).toEqual(['advance', 'timer']);
    expect(tsPhaseMachine.can('individual', 'reveal')).toBe(false);
    expect(tsPhaseMachine.terminal).toEqual(['debrief']);
  });
});

describe('a whole TS class', () => {
  it('three teams of four: briefing, rankings alone (one member late), a consensus recorded live, one left to the engine, the reveal item by item, the scoreboard and each team’s debrief; chapter 2, grades and winners', async () => {
    const { course, callers, teams, members, game, view } = await startedTs({ phaseMinutes: { briefing: 0, individual: 10 } });
    const [a, b, c] = callers;
    // The start: the course's version, briefing without a timer, no answer anywhere in the view.
    expect(view).toMatchObject({ gameId: 'TS', status: 'running', phase: 'briefing', phaseDeadline: null, revealed: 0, revealedItems: [], itemCount: 14, myTeam: null });
    expect(view.scenario.items.map((i: { id: string }) => i.id)).toEqual(listing);
    expect(JSON.stringify(view)).not.toMatch(/expertRank|reason/);
    expect(view.weights).toEqual({ accuracy: 60, synergy: 40 });
    expect(view.teams.map((x: { rosterSize: number; scribe: string }) => x.rosterSize)).toEqual([4, 4, 4]);
    expect(codeOf(await ts('start', { courseId: course.id }, lecturer))).toBe('105002');

    // Nobody ranks during the briefing.
    expect(codeOf(await ts('ranking', { courseId: course.id, ranking: expert, submit: true }, a[1]))).toBe('105015');
    await next(course.id, 'briefing');
    const individual = await stateOf(course.id, a[0]);
    expect(individual).toMatchObject({ phase: 'individual', abilities: { rank: true, editConsensus: false, control: false } });
    expect(individual.myTeam).toMatchObject({ teamId: teams[0].id, scribe: true, scribeId: members[0].userId });
    expect(new Date(individual.phaseDeadline).getTime() - new Date(individual.phaseStartedAt).getTime()).toBe(10 * 60_000);

    // Team A: everyone ranks (one first saves a half-built ranking); team B: three of four; team C: nobody.
    const half = [...expert.slice(0, 7), ...Array(7).fill(null)];
    const saved = await ts('ranking', { courseId: course.id, ranking: half }, a[3]);
    expect(saved.json.body.myTeam.myRanking).toMatchObject({ draft: half, submitted: null });
    const aRankings = [swapped(0, 1), reversed, listing, swapped(2, 5)];
    for (const [k, caller] of a.entries()) expect(codeOf(await ts('ranking', { courseId: course.id, ranking: aRankings[k], submit: true }, caller))).toBe('000000');
    for (const caller of b.slice(0, 3)) expect(codeOf(await ts('ranking', { courseId: course.id, ranking: swapped(3, 4), submit: true }, caller))).toBe('000000');
    // Teammates' own rankings stay hidden while ranking alone.
    const duringA = await stateOf(course.id, a[1]);
    expect(duringA.myTeam.members.map((m: { answered: boolean; ranking: unknown }) => [m.answered, m.ranking !== null])).toEqual([[true, false], [true, true], [true, false], [true, false]]);
    expect((await stateOf(course.id, lecturer)).teams.map((x: { answered: number }) => x.answered)).toEqual([4, 3, 0]);

    // The timer closes the individual phase (the clock is a persisted job; here its handler, at a chosen time).
    const [row] = await t.database.db.select().from(tsGames).where(eq(tsGames.id, game.id));
    expect(await onPhaseClock(t.app.deps, { gameId: game.id, phase: 'individual' }, new Date(row.phaseDeadline!.getTime() - 1000))).toBe(false);
    expect(await onPhaseClock(t.app.deps, { gameId: game.id, phase: 'individual' }, new Date(row.phaseDeadline!.getTime() + 1000))).toBe(true);
    expect(await onPhaseClock(t.app.deps, { gameId: game.id, phase: 'individual' }, new Date(row.phaseDeadline!.getTime() + 2000))).toBe(false);
    // The late member is carried as "no answer" and can no longer rank.
    expect(codeOf(await ts('ranking', { courseId: course.id, ranking: expert, submit: true }, b[3]))).toBe('105015');
    const late = await stateOf(course.id, b[3]);
    expect(late).toMatchObject({ phase: 'consensus', abilities: { rank: false, propose: true, editConsensus: false } });
    expect(late.myTeam.myRanking).toMatchObject({ submitted: null, noAnswer: true });
    // From the consensus on, teammates see each other's rankings.
    expect(late.myTeam.members.map((m: { ranking: unknown }) => m.ranking !== null)).toEqual([true, true, true, false]);

    // Team A's scribe builds the consensus; a teammate proposes; the others see each version.
    const s1 = await ts('consensus', { courseId: course.id, consensus: [expert[0], ...Array(13).fill(null)], baseVersion: 0 }, a[0]);
    expect(codeOf(s1), JSON.stringify(s1.json.head)).toBe('000000');
    expect(s1.json.body.myTeam.consensus).toMatchObject({ version: 1, draft: [expert[0], ...Array(13).fill(null)] });
    expect(s1.json.body.myTeam.preview).toMatchObject({ placed: 1, complete: false });
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: expert, baseVersion: 1 }, a[1]))).toBe('105016');
    expect(codeOf(await ts('propose', { courseId: course.id, item: expert[1], place: 1, note: 'water next' }, a[2]))).toBe('000000');
    const seen = await stateOf(course.id, a[3]);
    expect(seen.myTeam.consensus).toMatchObject({ version: 1, lastEditor: expect.any(String) });
    expect(seen.myTeam.proposals).toMatchObject([{ item: expert[1], place: 1, note: 'water next' }]);
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: swapped(0, 1), baseVersion: 1 }, a[0]))).toBe('000000');
    const complete = await stateOf(course.id, a[2]);
    expect(complete.myTeam.preview).toMatchObject({ complete: true, placed: 14 });
    expect(complete.myTeam.preview.members[0]).toMatchObject({ distance: 0, influence: 100 });
    // Team B's scribe records one; team C records none (the engine stands in).
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: expert, baseVersion: 0 }, b[0]))).toBe('000000');
    expect(codeOf(await ts('reveal', { courseId: course.id, upTo: 1 }, lecturer))).toBe('105015');

    // The reveal: the exercise is scored, the game finished, chapter 2 recorded.
    await next(course.id, 'consensus');
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.gameId, game.id));
    const results = round.results as TsRoundResult;
    expect(round.status).toBe('settled');
    expect(round.filled).toEqual([{ teamId: String(teams[2].id), by: 'computer' }]);
    const byTeam = (i: number) => results.teams.find((x) => x.teamId === String(teams[i].id))!;
    expect(byTeam(0)).toMatchObject({ teamError: 2, answered: 4, rosterSize: 4 });
    expect(byTeam(1)).toMatchObject({ teamError: 0, answered: 3, rosterSize: 4, outcome: 'synergy' });
    expect(byTeam(1).members[3]).toMatchObject({ memberId: String(members.filter((m) => m.teamId === teams[1].id)[3].userId), answered: false, error: null });
    expect(byTeam(2)).toMatchObject({ answered: 0, outcome: 'noIndividuals' });
    const [finished] = await t.database.db.select().from(games).where(eq(games.id, game.id));
    expect(finished.status).toBe('finished');
    for (const m of members) {
      const [p] = await t.database.db.select().from(chapterProgress).where(and(eq(chapterProgress.memberId, m.memberId), eq(chapterProgress.chapter, 2)));
      expect(p.score).toBe(Math.round(results.teams.find((x) => x.teamId === String(m.teamId))!.overallScore));
    }
    // Nothing more to rank or record.
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: expert, baseVersion: 2 }, a[0]))).toBe('105015');

    // Item by item: a repeated click reveals nothing more; past the last item is the request's error.
    expect(codeOf(await ts('scoreboard', { courseId: course.id }, a[0]))).toBe('105015');
    const r3 = await ts('reveal', { courseId: course.id, upTo: 3 }, lecturer);
    expect(r3.json.body.revealedItems.map((i: { item: string; expertRank: number }) => [i.item, i.expertRank])).toEqual([[expert[0], 1], [expert[1], 2], [expert[2], 3]]);
    expect(r3.json.body.revealedItems[0].teams.find((x: { teamId: number }) => x.teamId === teams[0].id)).toEqual({ teamId: teams[0].id, teamRank: 2, teamError: 1 });
    expect((await ts('reveal', { courseId: course.id, upTo: 3 }, lecturer)).json.body.revealed).toBe(3);
    expect(fieldsOf(await ts('reveal', { courseId: course.id, upTo: 15 }, lecturer))).toEqual(['upTo']);
    expect(codeOf(await ts('reveal', { courseId: course.id, upTo: 4 }, a[0]))).toBe('100004');
    const member = await stateOf(course.id, c[1]);
    expect(member.revealedItems).toHaveLength(3);
    expect(member.revealed).toBe(3);

    // The scoreboard (lecturer already, members from its phase), then the debrief.
    expect((await ts('scoreboard', { courseId: course.id }, lecturer)).json.body.teams).toHaveLength(3);
    await next(course.id, 'reveal');
    const board = (await ts('scoreboard', { courseId: course.id }, c[0])).json.body;
    expect(board.teams.map((x: { teamId: number }) => x.teamId)).toEqual(results.ranking.map(Number));
    expect(board.teams.find((x: { teamId: number }) => x.teamId === teams[2].id)).toMatchObject({ standIn: true, answered: 0 });
    expect(board).toMatchObject({ tsVersion: 1, itemCount: 14, maxError: 98 });
    expect(codeOf(await ts('debrief', { courseId: course.id }, b[0]))).toBe('105015');
    // The learner's record and the leadership view open with the debrief (the lecturer's view already).
    const hs = (path: string, body: object, caller: Caller) => post(t, `/game/hs/${path}.json`, body, caller);
    expect((await hs('achievement', {}, b[0])).json.body.list).toEqual([]);
    expect(codeOf(await hs('teamLeadership', { courseId: course.id }, b[0]))).toBe('105015');
    expect((await hs('teamLeadership', { courseId: course.id }, lecturer)).json.body.teams).toHaveLength(3);
    await next(course.id, 'scoreboard');
    const mine = (await hs('achievement', {}, b[3])).json.body.list;
    expect(mine).toMatchObject([{ courseId: course.id, teamId: teams[1].id, teamName: teams[1].name, tsVersion: 1, answered: false, ownError: null, ownBand: null, closest: false, teamError: 0, outcome: 'synergy', teams: 3 }]);
    expect(mine[0].scenarioTitle).toEqual(sea.title);
    expect((await hs('achievement', {}, a[0])).json.body.list[0]).toMatchObject({ answered: true, ownError: 2, closest: true, influence: 100, teamError: 2, outcome: 'matchedBest' });
    expect((await hs('achievement', {}, lecturer)).json.body.list).toEqual([]);
    const lead = (await hs('teamLeadership', { courseId: course.id }, b[1])).json.body.teams;
    expect(lead).toHaveLength(1);
    expect(lead[0]).toMatchObject({ teamId: teams[1].id, participation: { answered: 3, rosterSize: 4 }, bestHeard: true, outcome: 'synergy' });
    expect(lead[0].members[3]).toMatchObject({ answered: false, influence: null, mostInfluential: false, name: expect.any(String) });
    const debrief = (await ts('debrief', { courseId: course.id }, b[3])).json.body;
    expect(debrief.team).toMatchObject({ teamId: teams[1].id, teamError: 0, outcome: 'synergy', answered: 3, rosterSize: 4 });
    expect(debrief.members).toHaveLength(4);
    expect(debrief.members[3]).toMatchObject({ answered: false, error: null, influence: null, best: false });
    expect(debrief.members[0]).toMatchObject({ answered: true, error: 2, best: true, name: expect.any(String) });
    expect(debrief.items.map((i: { item: string }) => i.item)).toEqual(expert);
    expect(debrief.items[0]).toMatchObject({ expertRank: 1, teamRank: 1, reason: { zh: expect.any(String), en: expect.any(String) } });
    expect(debrief.participation).toEqual({ answered: 3, rosterSize: 4 });
    const aDebrief = (await ts('debrief', { courseId: course.id, teamId: teams[0].id }, lecturer)).json.body;
    expect(aDebrief.members.map((m: { error: number }) => m.error)).toEqual([2, 98, byTeam(0).members[2].error, 6]);
    expect(aDebrief.members[0]).toMatchObject({ best: true, mostInfluential: true, distance: 0, influence: 100 });
    expect(codeOf(await ts('phase', { courseId: course.id, from: 'debrief' }, lecturer))).toBe('105010');

    // Every phase change has its history row: the lecturer's, the timer's (no actor).
    const history = await t.database.db.select().from(tsPhaseHistory).where(eq(tsPhaseHistory.tsGameId, game.id)).orderBy(asc(tsPhaseHistory.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason, h.actorId])).toEqual([
      [null, 'briefing', 'created', lecturerId],
      ['briefing', 'individual', 'advance', lecturerId],
      ['individual', 'consensus', 'timer', null],
      ['consensus', 'reveal', 'advance', lecturerId],
      ['reveal', 'scoreboard', 'advance', lecturerId],
      ['scoreboard', 'debrief', 'advance', lecturerId],
    ]);
    const roundHistory = await t.database.db.select().from(roundStatusHistory).where(eq(roundStatusHistory.roundId, round.id)).orderBy(asc(roundStatusHistory.id));
    expect(roundHistory.map((h) => [h.toStatus, h.reason])).toEqual([['open', 'created'], ['settled', 'settle']]);
    const gameHistory = await t.database.db.select().from(gameStatusHistory).where(eq(gameStatusHistory.gameId, game.id)).orderBy(asc(gameStatusHistory.id));
    expect(gameHistory.map((h) => h.toStatus)).toEqual(['running', 'finished']);

    // Grades, the podium and the winners' circle read the exercise like any game.
    const best = results.teams.find((x) => x.overallRank === 1)!;
    const podium = (await post(t, '/course/victory.json', { courseId: course.id }, a[0])).json.body;
    expect(podium).toMatchObject({ finished: true });
    expect(podium.winners[0]).toMatchObject({ rank: 1, teamId: Number(best.teamId), overallScore: best.overallScore });
    const grades = (await post(t, '/game/ms/myGrades.json', { pageNum: 1, pageSize: 50 }, a[0])).json.body.list;
    expect(grades.find((g: { courseId: number }) => g.courseId === course.id)).toMatchObject({ gameId: 'TS', status: 'finished', overallScore: byTeam(0).overallScore, teams: 3 });
    const winners = (await post(t, '/game/ms/winners.json', { pageNum: 1, pageSize: 100 }, lecturer)).json.body.list;
    expect(winners.find((w: { courseId: number }) => w.courseId === course.id)).toMatchObject({ overallScore: best.overallScore });
  });
});

describe('who sees and does what', () => {
  it('scopes the exercise: outsiders, another company’s user and another lecturer get nothing; a member only their own team; the game’s paths are its own', async () => {
    const { course, callers, teams } = await startedTs();
    const company = await buildCompany(t.database.db);
    const stranger = (await asNewUser(t, { role: 'enterprise', companyId: company.id })).caller;
    const student = (await asNewUser(t)).caller;
    for (const caller of [stranger, student, otherLecturer]) {
      expect(codeOf(await ts('state', { courseId: course.id }, caller))).toBe('100004');
      expect(codeOf(await ts('debrief', { courseId: course.id, teamId: teams[0].id }, caller))).toBe('100004');
      expect(codeOf(await post(t, '/game/hs/teamLeadership.json', { courseId: course.id }, caller))).toBe('100004');
    }
    expect(codeOf(await ts('phase', { courseId: course.id, from: 'briefing' }, otherLecturer))).toBe('100004');
    expect(codeOf(await ts('phase', { courseId: course.id, from: 'briefing' }, callers[0][0]))).toBe('100004');
    expect(codeOf(await post(t, '/game/hs/reset.json', { courseId: course.id, teamId: teams[0].id }, callers[0][0]))).toBe('100004');
    await next(course.id, 'briefing');
    await next(course.id, 'individual');
    // Team A's scribe records; team B's members see only their own team's consensus and counts of the others.
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: expert, baseVersion: 0 }, callers[0][0]))).toBe('000000');
    const other = await stateOf(course.id, callers[1][1]);
    expect(other.myTeam).toMatchObject({ teamId: teams[1].id, consensus: { draft: null, version: 0 } });
    expect(JSON.stringify(other)).not.toContain(JSON.stringify(expert));
    // Another team's consensus work (scribe, places filled, version) is not a member's to see; their own team's and the managers' view are.
    expect(other.teams.find((x: { teamId: number }) => x.teamId === teams[0].id)).toMatchObject({ scribe: null, placed: null, consensusVersion: null, answered: 0 });
    expect(other.teams.find((x: { teamId: number }) => x.teamId === teams[1].id)).toMatchObject({ scribe: expect.any(String), placed: 0, consensusVersion: 0 });
    expect((await stateOf(course.id, callers[0][1])).teams.find((x: { teamId: number }) => x.teamId === teams[0].id)).toMatchObject({ scribe: expect.any(String), placed: 14, consensusVersion: 1 });
    expect((await stateOf(course.id, lecturer)).teams.find((x: { teamId: number }) => x.teamId === teams[0].id)).toMatchObject({ placed: 14, consensusVersion: 1 });
    // The market's and CM's paths refuse a TS course, and TS's paths refuse theirs.
    expect(codeOf(await post(t, '/game/ms/state.json', { courseId: course.id }, callers[0][0]))).toBe('105008');
    expect(codeOf(await post(t, '/game/cm/state.json', { courseId: course.id }, callers[0][0]))).toBe('105008');
    const market = await runningCourse(t, lecturerId);
    expect(codeOf(await ts('start', { courseId: market.course.id }, lecturer))).toBe('105008');
    expect(codeOf(await ts('state', { courseId: market.course.id }, lecturer))).toBe('105008');
    // A member asking for another team's debrief gets nothing, even after the exercise.
    await next(course.id, 'consensus');
    await next(course.id, 'reveal');
    await next(course.id, 'scoreboard');
    expect(codeOf(await ts('debrief', { courseId: course.id, teamId: teams[0].id }, callers[1][0]))).toBe('100004');
    expect((await ts('debrief', { courseId: course.id }, callers[1][0])).json.body.team.teamId).toBe(teams[1].id);
  });

  it('refuses bad input naming the field with the engine’s message, and changes nothing', async () => {
    const { course, callers, game, teams } = await startedTs();
    await next(course.id, 'briefing');
    const me = callers[0][1];
    const rank = (ranking: unknown, submit = true) => ts('ranking', { courseId: course.id, ranking, submit }, me);
    expect(fieldsOf(await rank(expert.slice(1)))).toEqual(['ranking']);
    const withUnknown = [...expert.slice(0, 13), 'parachute'];
    expect(fieldsOf(await rank(withUnknown))).toEqual(['ranking']);
    // One entry per problem, named by the field (the head's paths stop at the last named segment), with the engine's message.
    const messages = async (res: ReturnType<typeof rank>) => ((await res).json.head.fields ?? []).map((f: { field: string; message: string }) => [f.field, f.message]);
    expect(await messages(rank(withUnknown))).toEqual([['ranking', 'ranking: is not an item of this scenario']]);
    const repeated = [...expert.slice(0, 13), expert[0]];
    expect(await messages(rank(repeated))).toEqual([['ranking', 'ranking: this item is already ranked']]);
    expect(await messages(rank(expert.slice(1)))).toEqual([['ranking', 'ranking: rank all 14 items, each once']]);
    expect(codeOf(await rank([...expert.slice(0, 13), null]))).toBe('100001');
    expect(await messages(rank([expert[0], expert[0], ...Array(12).fill(null)], false))).toEqual([['ranking', 'ranking: this item is already ranked']]);
    expect(codeOf(await rank('all of them'))).toBe('100001');
    expect(await t.database.db.select().from(tsRankings).where(eq(tsRankings.gameId, game.id))).toEqual([]);
    await next(course.id, 'individual');
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: repeated, baseVersion: 0 }, callers[0][0]))).toBe('100001');
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: expert, baseVersion: -1 }, callers[0][0]))).toBe('100001');
    expect(fieldsOf(await ts('propose', { courseId: course.id, item: 'parachute', place: 20 }, me))).toEqual(['place']);
    expect(fieldsOf(await ts('propose', { courseId: course.id, item: 'parachute', place: 2 }, me))).toEqual(['item']);
    const [decision] = await t.database.db.select().from(gameDecisions).where(eq(gameDecisions.teamId, teams[0].id));
    expect(decision).toMatchObject({ version: 0, draft: null });
    expect(await t.database.db.select().from(tsProposals).where(eq(tsProposals.gameId, game.id))).toEqual([]);
    // A start with a timer over the limit starts nothing.
    const other = await runningCourse(t, lecturerId, { gameId: 'TS', people: 1, membersPerTeam: 4 });
    await setCourse(t, other.course.id, { tsVersion: 2 });
    expect(fieldsOf(await ts('start', { courseId: other.course.id, phaseMinutes: { debrief: 121 } }, lecturer))).toEqual(['debrief']);
    expect(await t.database.db.select().from(games).where(eq(games.courseId, other.course.id))).toEqual([]);
    // One team is enough for TS; the game plays the course's version.
    const one = await ts('start', { courseId: other.course.id }, lecturer);
    expect(one.json.body).toMatchObject({ phase: 'briefing', scenario: { version: 2, key: 'desert' } });
    expect(one.json.body.phaseDeadline).not.toBeNull();
  });

  it('concurrent saves of the scribe from one version: one wins, the others are told who saved (105004)', async () => {
    const { course, callers, teams } = await startedTs({ people: 1 });
    await next(course.id, 'briefing');
    await next(course.id, 'individual');
    const scribe = callers[0][0];
    const saves = await Promise.all(Array.from({ length: 8 }, (_, k) => ts('consensus', { courseId: course.id, consensus: swapped(0, k + 1), baseVersion: 0 }, scribe)));
    expect(saves.map(codeOf).sort()).toEqual(['000000', ...Array(7).fill('105004')]);
    const [row] = await t.database.db.select().from(gameDecisions).where(eq(gameDecisions.teamId, teams[0].id));
    expect(row.version).toBe(1);
    const winner = saves.find((s) => codeOf(s) === '000000')!;
    expect(row.draft).toEqual(winner.json.body.myTeam.consensus.draft);
  });
});

describe('the phase timers', () => {
  it('the lecturer resets the current phase’s timer (0: none); a job for the old deadline then moves nothing', async () => {
    const { course, game } = await startedTs({ phaseMinutes: { briefing: 5 } });
    const [first] = await t.database.db.select().from(tsGames).where(eq(tsGames.id, game.id));
    const longer = await ts('timer', { courseId: course.id, minutes: 30 }, lecturer);
    expect(codeOf(longer)).toBe('000000');
    const [second] = await t.database.db.select().from(tsGames).where(eq(tsGames.id, game.id));
    expect(second.phaseDeadline!.getTime() - first.phaseDeadline!.getTime()).toBeGreaterThanOrEqual(25 * 60_000 - 5_000);
    expect(await onPhaseClock(t.app.deps, { gameId: game.id, phase: 'briefing' }, new Date(first.phaseDeadline!.getTime() + 1000))).toBe(false);
    expect((await ts('timer', { courseId: course.id, minutes: 0 }, lecturer)).json.body).toMatchObject({ phase: 'briefing', phaseDeadline: null });
    expect(await onPhaseClock(t.app.deps, { gameId: game.id, phase: 'briefing' }, new Date(second.phaseDeadline!.getTime() + 1000))).toBe(false);
    expect(fieldsOf(await ts('timer', { courseId: course.id, minutes: 121 }, lecturer))).toEqual(['minutes']);
    expect(codeOf(await ts('timer', { courseId: course.id, minutes: 3 }, otherLecturer))).toBe('100004');
  });
});

describe('the roster', () => {
  it('scores only the members the engine ranked: one beyond MAX_MEMBERS gets no chapter score', async () => {
    const built = await runningCourse(t, lecturerId, { gameId: 'TS', people: 1, membersPerTeam: MAX_MEMBERS + 1, rounds: 1 });
    await setCourse(t, built.course.id, { tsVersion: 1 });
    expect(codeOf(await post(t, '/game/ts/start.json', { courseId: built.course.id, phaseMinutes: { briefing: 0 } }, lecturer))).toBe('000000');
    const courseId = built.course.id;
    const late = built.members.at(-1)!;
    expect((await stateOf(courseId, await asUser(t, built.members[0].userId))).myTeam.members).toHaveLength(MAX_MEMBERS);
    for (const phase of ['briefing', 'individual', 'consensus']) await next(courseId, phase);
    const scoreOf = async (memberId: number) => (await t.database.db.select().from(chapterProgress).where(and(eq(chapterProgress.memberId, memberId), eq(chapterProgress.chapter, 2))))[0]?.score ?? null;
    expect(await scoreOf(built.members[MAX_MEMBERS - 1].memberId)).not.toBeNull();
    expect(await scoreOf(late.memberId)).toBeNull();
  });
});

describe('resetting one team', () => {
  it('clears the team’s rankings, consensus and proposals before the reveal; a team reset in the consensus ranks alone again; refused once scored', async () => {
    const { course, callers, teams, game } = await startedTs({ people: 2 });
    await next(course.id, 'briefing');
    for (const team of callers) for (const caller of team) expect(codeOf(await ts('ranking', { courseId: course.id, ranking: expert, submit: true }, caller))).toBe('000000');
    await next(course.id, 'individual');
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: expert, baseVersion: 0 }, callers[0][0]))).toBe('000000');
    expect(codeOf(await ts('propose', { courseId: course.id, item: expert[3], place: 0 }, callers[0][1]))).toBe('000000');
    expect(fieldsOf(await post(t, '/game/hs/reset.json', { courseId: course.id, teamId: 999_999 }, lecturer))).toEqual(['teamId']);
    const reset = await post(t, '/game/hs/reset.json', { courseId: course.id, teamId: teams[0].id }, lecturer);
    expect(codeOf(reset)).toBe('000000');
    expect(reset.json.body.teams.map((x: { answered: number; placed: number }) => [x.answered, x.placed])).toEqual([[0, 0], [4, 0]]);
    // The scribe's stale save is refused; the team's members rank again, the other team's cannot.
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: expert, baseVersion: 1 }, callers[0][0]))).toBe('105004');
    const after = await stateOf(course.id, callers[0][1]);
    expect(after).toMatchObject({ abilities: { rank: true }, myTeam: { consensus: { draft: null, version: 2 }, proposals: [] } });
    expect(codeOf(await ts('ranking', { courseId: course.id, ranking: swapped(0, 13), submit: true }, callers[0][1]))).toBe('000000');
    expect(codeOf(await ts('ranking', { courseId: course.id, ranking: swapped(0, 13), submit: true }, callers[1][1]))).toBe('105015');
    const audit = await t.database.db.select().from(tsTeamResets).where(eq(tsTeamResets.gameId, game.id));
    expect(audit).toMatchObject([{ teamId: teams[0].id, phase: 'consensus', actorId: lecturerId }]);
    const rankings = await t.database.db.select().from(tsRankings).where(and(eq(tsRankings.gameId, game.id), inArray(tsRankings.teamId, [teams[0].id])));
    expect(rankings).toHaveLength(1);
    await next(course.id, 'consensus');
    expect(codeOf(await post(t, '/game/hs/reset.json', { courseId: course.id, teamId: teams[0].id }, lecturer))).toBe('105017');
  });
});

describe('live', () => {
  it('the scribe’s move reaches the teammates (not another team); phases and the reveal reach the course', async () => {
    const { course, callers, teams } = await startedTs({ people: 2 });
    const mate = client(callers[0][1]);
    const otherTeam = client(callers[1][1]);
    const projector = client(lecturer);
    await Promise.all([mate, otherTeam, projector].map(connected));
    expect(await join(mate, { courseId: course.id })).toEqual({ code: '000000', teamId: teams[0].id });
    expect(await join(otherTeam, { courseId: course.id })).toEqual({ code: '000000', teamId: teams[1].id });
    expect((await join(projector, { courseId: course.id })).code).toBe('000000');
    const got: Record<string, unknown[]> = { mate: [], other: [], projector: [] };
    for (const [name, s] of [['mate', mate], ['other', otherTeam], ['projector', projector]] as const) {
      for (const event of Object.values(TS_EVENTS)) s.on(event, (payload: unknown) => got[name].push({ event, payload }));
    }
    await next(course.id, 'briefing');
    await until(() => got.mate.length === 1 && got.other.length === 1 && got.projector.length === 1);
    expect(got.mate[0]).toMatchObject({ event: 'ts:phase', payload: { phase: 'individual' } });
    await next(course.id, 'individual');
    expect(codeOf(await ts('consensus', { courseId: course.id, consensus: [expert[0], ...Array(13).fill(null)], baseVersion: 0 }, callers[0][0]))).toBe('000000');
    await until(() => got.mate.length === 3);
    expect(got.mate[2]).toMatchObject({ event: 'ts:consensus', payload: { teamId: teams[0].id, version: 1, placed: 1, draft: [expert[0], ...Array(13).fill(null)] } });
    await next(course.id, 'consensus');
    expect(codeOf(await ts('reveal', { courseId: course.id, upTo: 2 }, lecturer))).toBe('000000');
    await until(() => got.projector.length === 4 && got.other.length === 4);
    expect(got.projector[3]).toMatchObject({ event: 'ts:revealed', payload: { revealed: 2, items: [{ item: expert[0], expertRank: 1 }, { item: expert[1], expertRank: 2 }] } });
    // The other team never saw team A's consensus.
    expect(got.other.map((e) => (e as { event: string }).event)).toEqual(['ts:phase', 'ts:phase', 'ts:phase', 'ts:revealed']);
  });
});
