import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import * as XLSX from '@e965/xlsx';
import { pdfText } from '../../test/pdf';
import { leadership } from '@sandtable/sim/assessments';
import { formatTime } from '@sandtable/shared/format/time';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildCourse, buildUser } from '../../test/factories';
import { ok } from '../../test/assessments';
import { users } from '../../db/schema';
import { makeExport } from '../exports';

/**
 * The leadership-style results for a course's managers (docs/decisions/assessments.md "Leadership
 * results for managers") on the real app: the members' table (search, state filter, pages, own
 * results only), the collective profile under the anonymity rule, one report as PDF in both
 * languages, every report and the table in one zip; each call refused to another company's
 * enterprise user, another lecturer and a plain student.
 */
let t: TestApp;
let lecturer: Caller;
let enterpriseA: Caller;
let enterpriseB: Caller;
let otherLecturer: Caller;
let outsider: Caller;
let assessmentId: number;
let teamRoleId: number;
let courseName: string;
/** Six members: the first four submitted (leaning coaching, democratic, visionary, affiliative), the fifth is half-way, the sixth has not started. */
let people: { id: number; as: Caller; name: string; mobile: string }[];
const LEANS: leadership.StyleId[] = ['coaching', 'democratic', 'visionary', 'affiliative'];

const fieldsOf = (res: { json: { head: { fields?: { field: string; path?: string; message: string }[] } } }) => (res.json.head.fields ?? []).map((f) => f.path ?? f.field);
const sheet = (lean: leadership.StyleId): leadership.LeadershipSheet => ({
  frequency: Object.fromEntries(leadership.FREQUENCY_ITEMS.map((i) => [i.id, i.style === lean ? 5 : 2])),
  scenarios: Object.fromEntries(leadership.SCENARIOS.map((s) => [s.id, { first: lean, second: lean === 'coaching' ? 'visionary' : 'coaching' }])),
});
const page = (body: object, as: Caller = lecturer) => call(t.app, 'POST', '/course/lsResultDataPage.json', { assessmentId, pageNum: 1, pageSize: 20, ...body }, as);
const collective = (as: Caller = lecturer, id = assessmentId) => call(t.app, 'GET', `/game/ls/collectiveResult.json?assessmentId=${id}`, undefined, as);
const download = (url: string, as: Caller) => t.app.inject({ method: 'GET', url, headers: { cookie: as.cookie!, language: 'en' } });
/** A refused download answers the envelope, as every call. */
const refusal = async (url: string, as: Caller) => (await call(t.app, 'GET', url, undefined, as)).json.head.code;


beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const companyA = (await buildCompany(db)).id;
  const companyB = (await buildCompany(db)).id;
  const course = await buildCourse(db, { kind: 'in_house', companyId: companyA, name: '领导力 Workshop' }, { teams: 2, membersPerTeam: 3 });
  courseName = course.course.name;
  lecturer = await asUser(t, course.lecturerId);
  enterpriseA = await asUser(t, (await buildUser(db, { role: 'enterprise', companyId: companyA })).id);
  enterpriseB = await asUser(t, (await buildUser(db, { role: 'enterprise', companyId: companyB })).id);
  otherLecturer = await asUser(t, (await buildUser(db, { role: 'lecturer' })).id);
  outsider = await asUser(t, (await buildUser(db)).id);
  // Two members share a name: their files in the zip must not overwrite each other.
  const names = ['Ann Lee', '王小明', 'Bo Chen', 'Bo Chen', 'Cy 100%', 'Di Wu'];
  people = [];
  for (const [k, m] of course.members.entries()) {
    const [u] = await db.update(users).set({ name: names[k] }).where(eq(users.id, m.userId)).returning();
    people.push({ id: u.id, as: await asUser(t, u.id), name: u.name, mobile: u.mobile! });
  }
  assessmentId = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'leadership' }, lecturer)).json.body.id;
  teamRoleId = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'team_role' }, lecturer)).json.body.id;
  const save = (who: Caller, part: 'frequency' | 'scenarios', lean: leadership.StyleId) =>
    call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId, part, answers: sheet(lean)[part] }, who);
  for (const [k, lean] of LEANS.entries()) {
    ok(await save(people[k].as, 'frequency', lean));
    ok(await save(people[k].as, 'scenarios', lean));
    ok(await call(t.app, 'POST', '/assessment/submit.json', { assessmentId }, people[k].as));
  }
  ok(await save(people[4].as, 'frequency', 'pacesetting'));
  // Three colleagues rate Ann as commanding: her report shows their view; the managers' table never does.
  const invited = ok(await call(t.app, 'POST', '/belbin/invite.json', { assessmentId, observerIds: [people[1].id, people[2].id, people[3].id] }, people[0].as)).json.body;
  for (const [k, inv] of invited.entries()) ok(await call(t.app, 'POST', '/belbinOther/save.json', { invitationId: inv.id, answers: sheet('commanding') }, people[k + 1].as));
});
afterAll(() => t.close());

describe('POST /course/lsResultDataPage.json', () => {
  it('lists every member of the course with their state and own result, by team, a page at a time', async () => {
    const body = ok(await page({})).json.body;
    expect(body.total).toBe(6);
    expect(body.list.map((r: { userId: number }) => r.userId)).toEqual(people.map((p) => p.id));
    expect(body.list.map((r: { status: string }) => r.status)).toEqual(['finished', 'finished', 'finished', 'finished', 'in_progress', 'pending']);
    const ann = body.list[0];
    // Her own answers only: the colleagues who saw her as commanding change nothing here.
    const own = leadership.styleProfile(leadership.scoreLeadershipSheet(sheet('coaching')));
    expect(ann).toMatchObject({ name: 'Ann Lee', teamName: '第1组', dominant: 'coaching', secondary: own.secondary, versatility: own.flexibility });
    expect(ann.scores).toEqual(Object.fromEntries(leadership.STYLE_IDS.map((s) => [s, Math.round(own.scores.score[s] * 10) / 10])));
    expect(typeof ann.submittedAt).toBe('string');
    expect(body.list[4]).toMatchObject({ status: 'in_progress', dominant: null, secondary: null, versatility: null, scores: null, submittedAt: null });
    expect(body.list[5].teamName).toBe('第2组');

    const second = ok(await page({ pageNum: 2, pageSize: 4 })).json.body;
    expect(second).toMatchObject({ total: 6, pageNum: 2, pageSize: 4 });
    expect(second.list.map((r: { userId: number }) => r.userId)).toEqual([people[4].id, people[5].id]);
  });

  it('searches names and mobiles (a % is a character, not a wildcard) and filters by state', async () => {
    const ids = async (body: object) => ok(await page(body)).json.body.list.map((r: { userId: number }) => r.userId);
    expect(await ids({ keyword: 'bo ch' })).toEqual([people[2].id, people[3].id]);
    expect(await ids({ keyword: '小明' })).toEqual([people[1].id]);
    expect(await ids({ keyword: people[5].mobile.slice(3, 10) })).toContain(people[5].id);
    expect(await ids({ keyword: '100%' })).toEqual([people[4].id]);
    expect(await ids({ keyword: '%' })).toEqual([people[4].id]);
    expect(await ids({ status: 'finished' })).toEqual(people.slice(0, 4).map((p) => p.id));
    expect(await ids({ status: 'pending' })).toEqual([people[5].id]);
    expect(await ids({ status: 'in_progress', keyword: 'cy' })).toEqual([people[4].id]);
    expect(ok(await page({ status: 'expired' })).json.body).toMatchObject({ list: [], total: 0 });
  });

  it('refuses bad input by field, in the caller’s language', async () => {
    const bad = await page({ status: 'done', pageSize: 1000 });
    expect(bad.json.head.code).toBe('100001');
    expect(fieldsOf(bad).sort()).toEqual(['pageSize', 'status']);
    const zh = await page({ status: 'done' }, { ...lecturer, language: 'zh' });
    expect(zh.json.head.fields?.[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect(fieldsOf(await page({ keyword: 'x'.repeat(61) }))).toEqual(['keyword']);
    expect(fieldsOf(await call(t.app, 'POST', '/course/lsResultDataPage.json', { pageNum: 1 }, lecturer))).toEqual(['assessmentId']);
  });

  it('serves the course’s managers only: anyone else, and another instrument, is not found', async () => {
    ok(await page({}, enterpriseA));
    for (const as of [enterpriseB, otherLecturer, people[0].as, outsider]) expect((await page({}, as)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/lsResultDataPage.json', { assessmentId: teamRoleId }, lecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/lsResultDataPage.json', { assessmentId: 999999 }, lecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/lsResultDataPage.json', { assessmentId }, {})).json.head.code).toBe('100006');
  });
});

describe('GET /game/ls/collectiveResult.json', () => {
  it('gives the counts and, from three submitted members on, the mean per style, the dominant styles and the mean versatility', async () => {
    const body = ok(await collective()).json.body;
    const own = LEANS.map((l) => leadership.scoreLeadershipSheet(sheet(l)));
    expect(body).toMatchObject({ assessmentId, courseName, members: 6, finished: 4, profile: { status: 'shown', count: 4 } });
    expect(body.profile.scores).toEqual(JSON.parse(JSON.stringify(leadership.groupProfile(own))));
    expect(body.profile.scores.dominantCount).toMatchObject({ coaching: 1, democratic: 1, visionary: 1, affiliative: 1, commanding: 0 });
    expect(ok(await collective(enterpriseA)).json.body).toEqual(body);
  });

  it('withholds everything but the count below three submitted members', async () => {
    const db = t.database.db;
    const small = await buildCourse(db, {}, { teams: 1, membersPerTeam: 3 });
    const boss = await asUser(t, small.lecturerId);
    const id = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: small.course.id, instrument: 'leadership' }, boss)).json.body.id;
    for (const m of small.members.slice(0, 2)) {
      const as = await asUser(t, m.userId);
      for (const part of ['frequency', 'scenarios'] as const) ok(await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId: id, part, answers: sheet('coaching')[part] }, as));
      ok(await call(t.app, 'POST', '/assessment/submit.json', { assessmentId: id }, as));
    }
    const body = ok(await collective(boss, id)).json.body;
    expect(body).toMatchObject({ members: 3, finished: 2, profile: { status: 'withheld', count: 2, needed: 3 } });
    expect(body.profile).not.toHaveProperty('scores');
  });

  it('serves the course’s managers only', async () => {
    for (const as of [enterpriseB, otherLecturer, people[0].as, outsider]) expect((await collective(as)).json.head.code).toBe('100004');
    expect((await collective(lecturer, teamRoleId)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', '/game/ls/collectiveResult.json?assessmentId=x', undefined, lecturer)).json.head.code).toBe('100001');
  });
});

describe('GET /game/ls/generate.json', () => {
  it('gives a person their own report as PDF in both languages, with the colleagues’ view from three on', async () => {
    const texts: Record<string, string> = {};
    for (const lang of ['zh', 'en'] as const) {
      const res = await download(`/game/ls/generate.json?assessmentId=${assessmentId}&lang=${lang}`, people[0].as);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(`Ann Lee-${courseName}.pdf`)}`);
      texts[lang] = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    }
    expect(texts.en).toContain('Leadership-style report');
    expect(texts.en).toContain('Ann Lee');
    expect(texts.en).toContain(`Course: ${courseName}`);
    expect(texts.en).toContain(`Your dominant style: ${leadership.styleOf('coaching').name.en}`);
    expect(texts.en).toContain("the average of 3 colleagues' answers");
    expect(texts.zh).toContain('领导风格报告');
    expect(texts.zh).toContain(leadership.styleOf('coaching').name.zh);
  });

  it('gives the course’s managers a member’s report, and refuses everyone else and an unfinished test', async () => {
    const url = (userId: number, lang = 'en') => `/game/ls/generate.json?assessmentId=${assessmentId}&userId=${userId}&lang=${lang}`;
    for (const as of [lecturer, enterpriseA]) {
      const res = await download(url(people[1].id), as);
      expect(res.headers['content-type']).toContain('application/pdf');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('王小明');
      // Fewer than three colleagues: only how many have answered.
      expect(text.replace(/\s+/g, ' ')).toContain('shown from 3 answers on (0 so far)');
    }
    for (const as of [enterpriseB, otherLecturer, people[2].as, outsider]) expect(await refusal(url(people[1].id), as)).toBe('100004');
    expect(await refusal(url(people[4].id), lecturer)).toBe('100004');
    expect(await refusal(`/game/ls/generate.json?assessmentId=${assessmentId}&lang=en`, people[5].as)).toBe('100004');
    expect(await refusal(`/game/ls/generate.json?assessmentId=${teamRoleId}&lang=en`, people[0].as)).toBe('100004');
    expect(await refusal(`/game/ls/generate.json?assessmentId=${assessmentId}&lang=fr`, people[0].as)).toBe('100001');
    expect((await call(t.app, 'GET', url(people[1].id), undefined, {})).json.head.code).toBe('100006');
  });
});

describe('POST /game/ls/generateSeparated.json (a background export)', () => {
  /** Asks for the zip, lets the worker make it, and downloads it as the caller. */
  const zipOf = async (as: Caller, lang: 'zh' | 'en') => {
    const task = ok(await call(t.app, 'POST', '/game/ls/generateSeparated.json', { assessmentId, lang }, as)).json.body;
    expect(task).toMatchObject({ kind: 'leadership_zip', subjectId: assessmentId, lang, status: 'generating' });
    await makeExport(t.app.deps, task.id);
    expect(ok(await call(t.app, 'POST', '/export/task/get.json', { id: task.id }, as)).json.body).toMatchObject({ status: 'generated', done: 4, total: 4 });
    return download(`/export/task/file?id=${task.id}`, as);
  };

  it('zips one PDF per submitted member, named after them and the course, and the results table as .xlsx with numbers as numbers', async () => {
    const res = await zipOf(enterpriseA, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const day = formatTime(new Date()).slice(0, 10);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`Leadership reports-${courseName}-${day}.zip`));
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      [`Ann Lee-${courseName}.pdf`, `王小明-${courseName}.pdf`, `Bo Chen-${courseName}.pdf`, `Bo Chen-${people[3].id}-${courseName}.pdf`, `Leadership results-${courseName}-${day}.xlsx`].sort(),
    );
    expect(await pdfText(files[`王小明-${courseName}.pdf`])).toContain('王小明');

    const book = XLSX.read(files[`Leadership results-${courseName}-${day}.xlsx`]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.leadership, { header: 1 });
    expect(rows[0]).toEqual(['Member', 'Team', 'State', 'Submitted', 'Dominant style', 'Second style', 'Versatility', ...leadership.STYLES.map((s) => s.name.en)]);
    expect(rows).toHaveLength(7);
    const own = leadership.styleProfile(leadership.scoreLeadershipSheet(sheet('coaching')));
    expect(rows[1]).toEqual(['Ann Lee', '第1组', 'Finished', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/), 'Coaching', leadership.styleOf(own.secondary).name.en, own.flexibility, ...leadership.STYLE_IDS.map((s) => Math.round(own.scores.score[s] * 10) / 10)]);
    expect(rows[6]).toEqual(['Di Wu', '第2组', 'Not started']);
    const versatility = book.Sheets.leadership.G2 as XLSX.CellObject;
    expect(versatility.t).toBe('n');
  });

  it('writes the table and the reports in the language asked for', async () => {
    const files = unzipSync(new Uint8Array((await zipOf(lecturer, 'zh')).rawPayload));
    const sheetName = Object.keys(files).find((n) => n.endsWith('.xlsx'))!;
    expect(sheetName.startsWith(`领导风格结果-${courseName}-`)).toBe(true);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(files[sheetName]).Sheets.leadership, { header: 1 });
    expect(rows[0][0]).toBe('成员');
    expect(rows[1][2]).toBe('已完成');
    expect(await pdfText(files[`Ann Lee-${courseName}.pdf`])).toContain('领导风格报告');
  });

  it('is asked for by the course’s managers only, and its file is its requester’s alone', async () => {
    const ask = (as: Caller, body: object = { assessmentId, lang: 'en' }) => call(t.app, 'POST', '/game/ls/generateSeparated.json', body, as);
    for (const as of [enterpriseB, otherLecturer, people[0].as, outsider]) expect((await ask(as)).json.head.code).toBe('100004');
    expect((await ask(lecturer, { assessmentId: teamRoleId, lang: 'en' })).json.head.code).toBe('100004');
    expect((await ask(lecturer, { assessmentId })).json.head.code).toBe('100001');
    expect((await ask(lecturer, { assessmentId, lang: 'fr' })).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/game/ls/generateSeparated.json', { assessmentId, lang: 'en' }, {})).json.head.code).toBe('100006');

    const task = ok(await ask(lecturer)).json.body;
    // Not made yet: its file is not ready, for its owner; another manager of the course sees no task at all.
    expect(await refusal(`/export/task/file?id=${task.id}`, lecturer)).toBe('106010');
    await makeExport(t.app.deps, task.id);
    for (const as of [enterpriseA, people[0].as, outsider]) {
      expect(await refusal(`/export/task/file?id=${task.id}`, as)).toBe('100004');
      expect((await call(t.app, 'POST', '/export/task/get.json', { id: task.id }, as)).json.head.code).toBe('100004');
    }
    expect((await download(`/export/task/file?id=${task.id}`, lecturer)).statusCode).toBe(200);
  });
});
