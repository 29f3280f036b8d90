import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { defaultMarketParams } from '@sandtable/sim/market';
import { buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { courses, users } from '../../db/schema';
import { asNewUser, asUser, codeOf, decision, fieldsOf, get, post, runningCourse } from './test-support';

let t: TestApp;
let lecturer: Caller;
let lecturerId: number;
let otherLecturer: Caller;
let outsider: Caller;
let game: Awaited<ReturnType<typeof runningCourse>>;
let captains: Caller[];
let running: Awaited<ReturnType<typeof runningCourse>>;
let runningMember: Caller;

/** One finished game (practice + 2 official rounds) and one running, by the same lecturer. */
beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  const lect = await asNewUser(t, { role: 'lecturer' });
  lecturerId = lect.user.id;
  lecturer = lect.caller;
  otherLecturer = (await asNewUser(t, { role: 'lecturer' })).caller;
  outsider = (await asNewUser(t)).caller;

  game = await runningCourse(t, lecturerId, { people: 4, rounds: 2 });
  expect(codeOf(await post(t, '/game/start', { courseId: game.course.id }, lecturer))).toBe('000000');
  captains = [];
  for (const team of game.teams) captains.push(await asUser(t, game.members.find((m) => m.teamId === team.id)!.userId));
  for (let round = 0; round < 3; round++) {
    const roundId = (await post(t, '/game/ms/state.json', { courseId: game.course.id }, lecturer)).json.body.current.id;
    // The last captain's submit closes each round (the game's default).
    for (const [i, c] of captains.entries()) await post(t, '/game/ms/submit.json', { courseId: game.course.id, roundId, decision: decision({ price: 14_000 + i * 1_500 }) }, c);
  }
  expect((await post(t, '/game/ms/state.json', { courseId: game.course.id }, lecturer)).json.body.status).toBe('finished');
  running = await runningCourse(t, lecturerId, { people: 4 });
  await post(t, '/game/start', { courseId: running.course.id, practiceRound: false }, lecturer);
  runningMember = await asUser(t, running.members[1].userId);
});
afterAll(() => t.close());

describe('GET /game/ms/getScore.json', () => {
  it('gives the caller’s team’s rounds, overall score and rank', async () => {
    const res = await get(t, '/game/ms/getScore.json', { courseId: game.course.id }, captains[2]);
    expect(codeOf(res)).toBe('000000');
    const body = res.json.body;
    expect(body).toMatchObject({ courseId: game.course.id, courseName: game.course.name, teamName: game.teams[2].name, teams: 4 });
    expect(body.rounds.map((r: { number: number; practice: boolean }) => [r.number, r.practice])).toEqual([[1, true], [2, false], [3, false]]);
    expect(body.overallScore).toBeCloseTo((body.rounds[1].score + body.rounds[2].score) / 2, 1);
    expect(body.overallRank).toBeGreaterThanOrEqual(1);
    // A manager has no team of their own.
    expect((await get(t, '/game/ms/getScore.json', { courseId: game.course.id }, lecturer)).json.body).toMatchObject({ teamName: null, rounds: [], overallScore: null });
  });

  it('refuses bad input, no session, other courses, a course without a game', async () => {
    expect(fieldsOf(await get(t, '/game/ms/getScore.json', { courseId: 'x' }, captains[0]))).toEqual(['courseId']);
    expect(codeOf(await get(t, '/game/ms/getScore.json', { courseId: game.course.id }))).toBe('100006');
    expect(codeOf(await get(t, '/game/ms/getScore.json', { courseId: game.course.id }, outsider))).toBe('100004');
    expect(codeOf(await get(t, '/game/ms/getScore.json', { courseId: game.course.id }, otherLecturer))).toBe('100004');
    const none = await runningCourse(t, lecturerId);
    expect(codeOf(await get(t, '/game/ms/getScore.json', { courseId: none.course.id }, lecturer))).toBe('105001');
  });
});

describe('GET /game/ms/generateMs.json', () => {
  it('gives every round and the overall ranking', async () => {
    const res = await get(t, '/game/ms/generateMs.json', { courseId: game.course.id }, captains[0]);
    expect(res.json.body.rounds).toHaveLength(3);
    expect(res.json.body.ranking.map((r: { overallRank: number }) => r.overallRank)).toEqual([1, 2, 3, 4]);
    expect(res.json.body.ranking[0]).toMatchObject({ teamName: expect.any(String), colour: '#1677ff' });
    expect(codeOf(await get(t, '/game/ms/generateMs.json', { courseId: game.course.id }))).toBe('100006');
    expect(codeOf(await get(t, '/game/ms/generateMs.json', { courseId: game.course.id }, outsider))).toBe('100004');
    expect(fieldsOf(await get(t, '/game/ms/generateMs.json', {}, lecturer))).toEqual(['courseId']);
  });
});

describe('POST /course/victory.json', () => {
  it('gives the podium with members; a running game is not finished and has no podium before a settled round', async () => {
    const res = await post(t, '/course/victory.json', { courseId: game.course.id }, captains[1]);
    expect(res.json.body.finished).toBe(true);
    expect(res.json.body.winners.map((w: { rank: number }) => w.rank)).toEqual([1, 2, 3]);
    expect(res.json.body.winners[0].members).toHaveLength(2);
    expect((await post(t, '/course/victory.json', { courseId: running.course.id }, lecturer)).json.body).toMatchObject({ finished: false, winners: [] });
    expect(codeOf(await post(t, '/course/victory.json', { courseId: game.course.id }))).toBe('100006');
    expect(codeOf(await post(t, '/course/victory.json', { courseId: game.course.id }, outsider))).toBe('100004');
    expect(fieldsOf(await post(t, '/course/victory.json', {}, lecturer))).toEqual(['courseId']);
  });
});

describe('POST /mechanism/select.json', () => {
  it('gives the defaults or the course’s weights, and the fixed rules', async () => {
    const res = await post(t, '/mechanism/select.json', {}, outsider);
    expect(res.json.body).toEqual({
      // The parameters the rules page renders with (the engine's defaults when no game is named).
      gameId: 'MS',
      params: JSON.parse(JSON.stringify(defaultMarketParams)),
      weights: { financial: 40, customer: 20, internal: 20, learning: 20 },
      unitCost: 10_000,
      priceMin: 5_000,
      priceMax: 30_000,
      overtimeMaxPercent: 30,
      overtimeCostFactor: 1.27,
      flexPercent: 30,
      capacityUpUtil: 0.9,
      capacityDownUtil: 0.6,
    });
    const weighted = await runningCourse(t, lecturerId);
    await post(t, '/game/start', { courseId: weighted.course.id, weights: { financial: 10, customer: 10, internal: 0, learning: 0 } }, lecturer);
    const course = (await post(t, '/mechanism/select.json', { courseId: weighted.course.id }, lecturer)).json.body;
    expect(course.weights).toEqual({ financial: 50, customer: 50, internal: 0, learning: 0 });
    expect(course.params.scoreWeights).toEqual({ financial: 0.5, customer: 0.5, internal: 0, learning: 0 });
    expect(codeOf(await post(t, '/mechanism/select.json', { courseId: weighted.course.id }, outsider))).toBe('100004');
    expect(codeOf(await post(t, '/mechanism/select.json', {}))).toBe('100006');
    expect(fieldsOf(await post(t, '/mechanism/select.json', { courseId: 'x' }, outsider))).toEqual(['courseId']);
  });
});

describe('POST /game/ms/scoreList.json and GET /game/ms/scoreList.xlsx', () => {
  it('lists the lecturer’s students with their team’s standing, filters and pages', async () => {
    const res = await post(t, '/game/ms/scoreList.json', { courseId: game.course.id, pageSize: 5 }, lecturer);
    expect(codeOf(res)).toBe('000000');
    expect(res.json.body.total).toBe(8);
    expect(res.json.body.list).toHaveLength(5);
    expect(res.json.body.list[0]).toMatchObject({ courseId: game.course.id, courseName: game.course.name, overallRank: 1 });
    expect(res.json.body.list[0].overallScore).toEqual(expect.any(Number));
    expect(res.json.body.list[0].cumulativeProfit).toEqual(expect.any(Number));
    const all = await post(t, '/game/ms/scoreList.json', {}, lecturer);
    // Every course of the lecturer's with a game: this one, the running one and the mechanism test's.
    expect(all.json.body.total).toBe(8 + 8 + 8);
  });

  it('finds by keyword, is empty for another lecturer, refuses students, bad input and no session', async () => {
    const [{ userId }] = game.members;
    const name = (await post(t, '/game/ms/scoreList.json', { courseId: game.course.id, pageSize: 100 }, lecturer)).json.body.list.find((r: { userId: number }) => r.userId === userId).name;
    const found = await post(t, '/game/ms/scoreList.json', { keyword: name }, lecturer);
    expect(found.json.body.list.map((r: { userId: number }) => r.userId)).toEqual([userId]);
    expect((await post(t, '/game/ms/scoreList.json', {}, otherLecturer)).json.body).toMatchObject({ list: [], total: 0 });
    expect(codeOf(await post(t, '/game/ms/scoreList.json', {}, captains[0]))).toBe('100006');
    expect(codeOf(await post(t, '/game/ms/scoreList.json', {}))).toBe('100006');
    expect(fieldsOf(await post(t, '/game/ms/scoreList.json', { pageSize: 1000 }, lecturer))).toEqual(['pageSize']);
  });

  it('exports the list as a spreadsheet with headings in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/game/ms/scoreList.xlsx?courseId=${game.course.id}`, headers: { cookie: lecturer.cookie!, language: 'zh' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(res.rawPayload).Sheets.scores, { header: 1 });
    expect(rows[0]).toEqual(['课程', '姓名', '小组', '综合得分', '综合排名', '累计利润（元）']);
    expect(rows).toHaveLength(9);
    expect((await call(t.app, 'GET', `/game/ms/scoreList.xlsx?courseId=${game.course.id}`)).json.head.code).toBe('100006');
    expect((await call(t.app, 'GET', `/game/ms/scoreList.xlsx?courseId=${game.course.id}`, undefined, captains[0])).json.head.code).toBe('100006');
    expect((await call(t.app, 'GET', '/game/ms/scoreList.xlsx?courseId=x', undefined, lecturer)).json.head.fields?.[0].field).toBe('courseId');
    const other = await t.app.inject({ method: 'GET', url: `/game/ms/scoreList.xlsx?courseId=${game.course.id}`, headers: { cookie: otherLecturer.cookie! } });
    expect(XLSX.utils.sheet_to_json(XLSX.read(other.rawPayload).Sheets.scores, { header: 1 })).toHaveLength(1);
    // Another lecturer's course does not lend its name to the file.
    expect(other.headers['content-disposition']).not.toContain(encodeURIComponent(game.course.name));
  });

  it('writes figures as numbers (money with its format), text never as a formula, a file named after the course and the day', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/game/ms/scoreList.xlsx?courseId=${game.course.id}`, headers: { cookie: lecturer.cookie!, language: 'zh' } });
    const sheet = XLSX.read(res.rawPayload, { cellNF: true }).Sheets.scores;
    const listed = (await post(t, '/game/ms/scoreList.json', { courseId: game.course.id, pageSize: 100 }, lecturer)).json.body.list;
    expect(sheet.D2).toMatchObject({ t: 'n', v: Math.round(listed[0].overallScore * 100) / 100 });
    expect(sheet.E2).toMatchObject({ t: 'n', v: listed[0].overallRank });
    expect(sheet.F2).toMatchObject({ t: 'n', v: Math.round(listed[0].cumulativeProfit) / 100, z: '#,##0.00' });
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${`市场模拟-成绩-${game.course.name}-${day}.xlsx`.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(`市场模拟-成绩-${game.course.name}-${day}.xlsx`)}`,
    );
    // People's scores: never kept by a shared cache (a proxy between the lecturer and the portal).
    expect(res.headers['cache-control']).toBe('private, no-store');

    // A course named with path characters and a student whose name is a formula.
    const odd = await runningCourse(t, lecturerId, { people: 4 });
    await post(t, '/game/start', { courseId: odd.course.id }, lecturer);
    await t.database.db.update(courses).set({ name: 'Q4: 沙盘/A*(1)' }).where(eq(courses.id, odd.course.id));
    await t.database.db.update(users).set({ name: '=HYPERLINK("http://x","y")' }).where(eq(users.id, odd.members[0].userId));
    const risky = await t.app.inject({ method: 'GET', url: `/game/ms/scoreList.xlsx?courseId=${odd.course.id}`, headers: { cookie: lecturer.cookie! } });
    const cells = Object.values(XLSX.read(risky.rawPayload).Sheets.scores).filter((c): c is XLSX.CellObject => typeof c === 'object' && c !== null && 'v' in c);
    expect(cells.some((c) => c.f)).toBe(false);
    expect(cells.find((c) => String(c.v).includes('HYPERLINK'))).toMatchObject({ t: 's', v: `'=HYPERLINK("http://x","y")` });
    expect(risky.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('市场模拟-成绩-Q4_ 沙盘_A_')}%281%29-`);
  });
});

describe('POST /game/ms/myGrades.json', () => {
  it('lists the caller’s games, finished or not', async () => {
    const res = await post(t, '/game/ms/myGrades.json', {}, captains[0]);
    expect(res.json.body.total).toBe(1);
    expect(res.json.body.list[0]).toMatchObject({ courseId: game.course.id, status: 'finished', teams: 4, teamName: game.teams[0].name });
    expect(res.json.body.list[0].overallRank).toEqual(expect.any(Number));
    expect(res.json.body.list[0].finishedAt).toEqual(expect.any(String));
    expect((await post(t, '/game/ms/myGrades.json', { finished: false }, captains[0])).json.body.total).toBe(0);
    const playing = await post(t, '/game/ms/myGrades.json', { finished: false }, runningMember);
    expect(playing.json.body.list[0]).toMatchObject({ status: 'running', overallScore: null, finishedAt: null });
    expect((await post(t, '/game/ms/myGrades.json', {}, outsider)).json.body.total).toBe(0);
    expect(codeOf(await post(t, '/game/ms/myGrades.json', {}))).toBe('100006');
    expect(fieldsOf(await post(t, '/game/ms/myGrades.json', { pageNum: 0 }, outsider))).toEqual(['pageNum']);
  });
});

describe('POST /game/ms/winners.json', () => {
  it('lists the winning teams of finished games the caller can see', async () => {
    const res = await post(t, '/game/ms/winners.json', {}, captains[3]);
    expect(res.json.body.total).toBe(1);
    const ranking = (await get(t, '/game/ms/generateMs.json', { courseId: game.course.id }, lecturer)).json.body.ranking;
    expect(res.json.body.list[0]).toMatchObject({ courseId: game.course.id, teamName: ranking[0].teamName, overallScore: ranking[0].overallScore });
    expect(res.json.body.list[0].members).toHaveLength(2);
    expect((await post(t, '/game/ms/winners.json', {}, lecturer)).json.body.total).toBe(1);
    expect((await post(t, '/game/ms/winners.json', {}, outsider)).json.body.total).toBe(0);
    expect(codeOf(await post(t, '/game/ms/winners.json', {}))).toBe('100006');
    expect(fieldsOf(await post(t, '/game/ms/winners.json', { pageSize: 0 }, outsider))).toEqual(['pageSize']);
  });
});
