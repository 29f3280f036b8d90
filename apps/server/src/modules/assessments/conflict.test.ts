import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { conflict } from '@sandtable/sim/assessments';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildAssessmentWorld, fields, ok, partOf, selfReportCalls } from '../../test/assessments';
import { assessmentAnswers, assessmentAttemptHistory, assessmentResults, observerInvitations, users } from '../../db/schema';

/**
 * The conflict-handling test on the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * assigned to a course, taken in three parts (resumable), bad answers refused in both languages
 * without a write, submitted and scored once, its report scoped to the person and the course's
 * managers, no observers, and the company dashboard.
 */
let t: TestApp;
let course: Awaited<ReturnType<typeof buildAssessmentWorld>>['course'];
let lecturer: Caller;
let otherLecturer: Caller;
let enterpriseA: Caller;
let enterpriseB: Caller;
let companyA: number;
let people: { id: number; as: Caller }[];
let id: number;

const { save, submit, report, attemptsOf } = selfReportCalls('conflict', () => ({ t, assessmentId: id }));

/** The sheet that picks, in every pair, the statement of the mode earlier in `order`. */
const preferring = (order: conflict.ModeId[]): conflict.ConflictSheet =>
  Object.fromEntries(conflict.PAIRS.map((p) => [p.id, order.indexOf(p.a.mode) < order.indexOf(p.b.mode) ? 'a' : 'b']));

async function takeWhole(who: Caller, sheet: conflict.ConflictSheet) {
  for (const p of conflict.PARTS) ok(await save(who, String(p.part), partOf(sheet, p.part, conflict.CONFLICT_BANK)));
  ok(await submit(who));
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ companyA, course, lecturer, otherLecturer, enterpriseA, enterpriseB, people } = await buildAssessmentWorld(t));
  const assigned = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'conflict' }, lecturer));
  id = assigned.json.body.id;
  expect(assigned.json.body).toMatchObject({ instrument: 'conflict', version: conflict.CONFLICT_VERSION, courseId: course.course.id });
});
afterAll(() => t.close());

describe('assigning the conflict-handling test', () => {
  it('lists it for the course’s members and managers, and for nobody else', async () => {
    const mine = ok(await call(t.app, 'POST', '/assessment/select.json', {}, people[0].as)).json.body;
    expect(mine.find((x: { id: number }) => x.id === id)).toMatchObject({ instrument: 'conflict', status: 'pending', attemptId: null });
    const listed = ok(await call(t.app, 'GET', `/assessment/course.json?courseId=${course.course.id}`, undefined, lecturer)).json.body;
    expect(listed.map((a: { instrument: string }) => a.instrument)).toEqual(['conflict']);
    const outsider = await asUser(t, (await buildUser(t.database.db)).id);
    expect(ok(await call(t.app, 'POST', '/assessment/select.json', {}, outsider)).json.body.some((x: { id: number }) => x.id === id)).toBe(false);
    expect((await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, outsider)).json.head.code).toBe('107004');
    expect((await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'conflict' }, otherLecturer)).json.head.code).toBe('100004');
  });
});

describe('a conflict-handling attempt', () => {
  const sheet = preferring(['collaborating', 'compromising', 'accommodating', 'competing', 'avoiding']);

  it('refuses a wrong answer, a pair of another part, an unknown part or pair, in both languages, and writes nothing', async () => {
    const me = people[0];
    const wrong = await save(me.as, '1', { c1: 'a', c2: 'c' });
    expect(wrong.json.head.code).toBe('100001');
    expect(fields(wrong)).toEqual([expect.objectContaining({ field: 'c2', message: 'choose one of this pair\'s two statements' })]);
    const zh = await save({ ...me.as, language: 'zh' }, '1', { c3: 1 });
    expect(fields(zh)[0].message).toBe('请选择本题两句话中的一句');
    expect(fields(await save(me.as, '1', { c11: 'a' }))[0].message).toBe('is not a pair of this test');
    expect(fields(await save(me.as, '1', { c99: 'a' }))[0].message).toBe('is not a pair of this test');
    expect((await save(me.as, '4', { c1: 'a' })).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId: id, part: '1', answers: 'a' }, me.as)).json.head.code).toBe('100001');
    expect(await attemptsOf(me.id)).toEqual([]);
  });

  it('saves a part half answered, resumes at the part still open, refuses an early submit, submits once and stores the scores', async () => {
    const me = people[0];
    const half = Object.fromEntries(Object.entries(partOf(sheet, 1, conflict.CONFLICT_BANK)).slice(0, 5));
    expect(ok(await save(me.as, '1', half)).json.body).toMatchObject({ status: 'in_progress', unfinished: ['1', '2', '3'] });
    ok(await save(me.as, '1', partOf(sheet, 1, conflict.CONFLICT_BANK)));
    const resumed = ok(await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, me.as)).json.body;
    expect(resumed).toMatchObject({ status: 'in_progress', unfinished: ['2', '3'], answers: { 1: partOf(sheet, 1, conflict.CONFLICT_BANK) } });
    const early = await submit(me.as);
    expect(early.json.head.code).toBe('100001');
    expect(fields(early)).toHaveLength(20);
    expect(fields(early)[0]).toMatchObject({ field: 'c11', message: 'choose one of the two statements' });
    ok(await save(me.as, '2', partOf(sheet, 2, conflict.CONFLICT_BANK)));
    ok(await save(me.as, '3', partOf(sheet, 3, conflict.CONFLICT_BANK)));
    expect(ok(await submit(me.as)).json.body).toMatchObject({ status: 'finished', unfinished: [] });
    expect((await submit(me.as)).json.head.code).toBe('107001');
    expect((await save(me.as, '1', partOf(sheet, 1, conflict.CONFLICT_BANK))).json.head.code).toBe('107001');

    const [attempt] = await attemptsOf(me.id);
    const results = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.attemptId, attempt.id));
    expect(results).toEqual([expect.objectContaining({ instrument: 'conflict', version: 1, scores: conflict.scoreConflictSheet(sheet) })]);
    expect(results[0].scores).toMatchObject({ points: { collaborating: 12, compromising: 9, accommodating: 6, competing: 3, avoiding: 0 } });
    const history = await t.database.db.select().from(assessmentAttemptHistory).where(eq(assessmentAttemptHistory.attemptId, attempt.id)).orderBy(assessmentAttemptHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([[null, 'pending', 'created'], ['pending', 'in_progress', 'begin'], ['in_progress', 'finished', 'finish']]);
    expect(await t.database.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.attemptId, attempt.id))).toHaveLength(3);
  });

  it('reports the profile to the person and the course’s managers; to nobody else', async () => {
    const me = people[0];
    const own = ok(await report(me.as)).json.body;
    expect(own).toMatchObject({ userId: me.id, status: 'finished', version: 1, norm: { source: 'simulated', respondents: conflict.NORMS.respondents } });
    expect(own.profile).toEqual(conflict.conflictProfile(conflict.scoreConflictSheet(sheet)));
    expect(own.profile).toMatchObject({ dominant: ['collaborating'], leastUsed: ['avoiding'] });
    expect(ok(await report(lecturer, me.id)).json.body.profile).toEqual(own.profile);
    expect(ok(await report(enterpriseA, me.id)).json.body.profile).toEqual(own.profile);
    for (const who of [enterpriseB, otherLecturer, people[1].as]) expect((await report(who, me.id)).json.head.code).toBe('100004');
    // Not taken yet: no profile.
    expect(ok(await report(people[1].as)).json.body).toMatchObject({ status: 'pending', profile: null });
    // The other instruments' report calls do not serve it.
    expect((await call(t.app, 'GET', `/game/ls/evaluateResult.json?assessmentId=${id}`, undefined, me.as)).json.head.code).toBe('100004');
  });

  it('serves the report as PDF in both languages to whom may read it', async () => {
    const url = (lang: string, userId?: number) => `/assessment/conflict/report.pdf?assessmentId=${id}&lang=${lang}${userId ? `&userId=${userId}` : ''}`;
    for (const lang of ['zh', 'en']) {
      const res = await t.app.inject({ method: 'GET', url: url(lang), headers: { cookie: people[0].as.cookie! } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await t.app.inject({ method: 'GET', url: url('en', people[0].id), headers: { cookie: lecturer.cookie! } })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', url('en', people[0].id), undefined, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', url('fr'), undefined, people[0].as)).json.head.code).toBe('100001');
    // Nothing to print before the person has finished.
    expect((await call(t.app, 'GET', url('en'), undefined, people[1].as)).json.head.code).toBe('100004');
  });

  it('has no observers: inviting anyone is refused and writes nothing', async () => {
    const invite = await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: id, observerIds: [people[1].id], links: 1 }, people[0].as);
    expect(invite.json.head.code).toBe('100004');
    expect(await t.database.db.select().from(observerInvitations)).toEqual([]);
  });
});

describe('the company dashboard', () => {
  it('shows a department’s mean points per mode and strongest modes from three results on', async () => {
    const db = t.database.db;
    const sales = people.slice(1, 4);
    await db.update(users).set({ companyId: companyA, department: 'Sales' }).where(inArray(users.id, sales.map((p) => p.id)));
    const orders: conflict.ModeId[][] = [
      ['competing', 'avoiding', 'compromising', 'collaborating', 'accommodating'],
      ['competing', 'collaborating', 'compromising', 'accommodating', 'avoiding'],
      ['accommodating', 'avoiding', 'compromising', 'collaborating', 'competing'],
    ];
    const data = async () => ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'conflict' }, enterpriseA)).json.body.departments;
    for (const [k, who] of sales.entries()) {
      await takeWhole(who.as, preferring(orders[k]));
      const sheets = orders.slice(0, k + 1).map((o) => conflict.scoreConflictSheet(preferring(o)));
      expect(await data()).toEqual([
        k < 2
          ? { department: 'Sales', count: k + 1, mean: null, strongest: null }
          : { department: 'Sales', count: 3, mean: { ...conflict.averageConflictScores(sheets).points }, strongest: { competing: 2, collaborating: 0, compromising: 0, avoiding: 0, accommodating: 1 } },
      ]);
    }
    expect(ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'conflict' }, enterpriseB)).json.body.departments).toEqual([]);
  });
});
