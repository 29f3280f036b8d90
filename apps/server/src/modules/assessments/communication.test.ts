import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { communication } from '@sandtable/sim/assessments';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildAssessmentWorld, fields, ok, partOf, selfReportCalls } from '../../test/assessments';
import { assessmentAnswers, assessmentAttemptHistory, assessmentResults, observerInvitations, users } from '../../db/schema';

/**
 * The communication-style test on the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * assigned to a course, taken in three parts (resumable), bad answers refused in both languages
 * without a write, submitted and scored once, its report and PDF scoped to the person and the
 * course's managers, no observers, and the company dashboard.
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

const { save, submit, report, attemptsOf } = selfReportCalls('communication', () => ({ t, assessmentId: id }));

type Poles = Record<communication.PoleId, number>;
/** The sheet answering `poles[pole]` to every statement of that pole. */
const answering = (poles: Poles): communication.CommunicationSheet => Object.fromEntries(communication.ITEMS.map((i) => [i.id, poles[i.pole]]));

async function takeWhole(who: Caller, sheet: communication.CommunicationSheet) {
  for (const p of communication.PARTS) ok(await save(who, String(p.part), partOf(sheet, p.part, communication.COMMUNICATION_BANK)));
  ok(await submit(who));
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ companyA, course, lecturer, otherLecturer, enterpriseA, enterpriseB, people } = await buildAssessmentWorld(t));
  const assigned = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'communication' }, lecturer));
  id = assigned.json.body.id;
  expect(assigned.json.body).toMatchObject({ instrument: 'communication', version: communication.COMMUNICATION_VERSION, courseId: course.course.id });
});
afterAll(() => t.close());

describe('assigning the communication-style test', () => {
  it('lists it for the course’s members and managers, and for nobody else', async () => {
    const mine = ok(await call(t.app, 'POST', '/assessment/select.json', {}, people[0].as)).json.body;
    expect(mine.find((x: { id: number }) => x.id === id)).toMatchObject({ instrument: 'communication', status: 'pending', attemptId: null });
    const listed = ok(await call(t.app, 'GET', `/assessment/course.json?courseId=${course.course.id}`, undefined, lecturer)).json.body;
    expect(listed.map((a: { instrument: string }) => a.instrument)).toEqual(['communication']);
    const outsider = await asUser(t, (await buildUser(t.database.db)).id);
    expect(ok(await call(t.app, 'POST', '/assessment/select.json', {}, outsider)).json.body.some((x: { id: number }) => x.id === id)).toBe(false);
    expect((await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, outsider)).json.head.code).toBe('107004');
    expect((await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'communication' }, otherLecturer)).json.head.code).toBe('100004');
    // A member's tests, as the course page's drawer reads them.
    const member = course.members[0];
    const joined = ok(await call(t.app, 'GET', `/course/courseTeamMember/questionnaireJoin.json?teamMemberId=${member.memberId}`, undefined, lecturer)).json.body;
    expect(joined.some((x: { id: number; instrument: string }) => x.id === id && x.instrument === 'communication')).toBe(true);
  });
});

describe('a communication-style attempt', () => {
  // Tells throughout, asks never; a little more task than people: decisive.
  const sheet = answering({ tells: 5, asks: 2, task: 4, people: 3 });

  it('refuses an answer off the scale, a statement of another part, an unknown part or statement, in both languages, and writes nothing', async () => {
    const me = people[0];
    const wrong = await save(me.as, '1', { m1: 3, m2: 6 });
    expect(wrong.json.head.code).toBe('100001');
    expect(fields(wrong)).toEqual([expect.objectContaining({ field: 'm2', message: 'choose one of the five answers, from 1 to 5' })]);
    const zh = await save({ ...me.as, language: 'zh' }, '1', { m3: 2.5 });
    expect(fields(zh)[0].message).toBe('请在 1 到 5 的五个选项中选择一个');
    for (const bad of [0, '3', true, [3], { v: 3 }]) expect((await save(me.as, '1', { m4: bad })).json.head.code).toBe('100001');
    expect(fields(await save(me.as, '1', { m9: 3 }))[0].message).toBe('is not a statement of this test');
    expect(fields(await save(me.as, '1', { m99: 3 }))[0].message).toBe('is not a statement of this test');
    expect((await save(me.as, '4', { m1: 3 })).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId: id, part: '1', answers: [3] }, me.as)).json.head.code).toBe('100001');
    expect(await attemptsOf(me.id)).toEqual([]);
  });

  it('saves a part half answered, resumes at the part still open, refuses an early submit, submits once and stores the scores', async () => {
    const me = people[0];
    const half = Object.fromEntries(Object.entries(partOf(sheet, 1, communication.COMMUNICATION_BANK)).slice(0, 4));
    expect(ok(await save(me.as, '1', half)).json.body).toMatchObject({ status: 'in_progress', unfinished: ['1', '2', '3'] });
    ok(await save(me.as, '1', partOf(sheet, 1, communication.COMMUNICATION_BANK)));
    const resumed = ok(await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, me.as)).json.body;
    expect(resumed).toMatchObject({ status: 'in_progress', unfinished: ['2', '3'], answers: { 1: partOf(sheet, 1, communication.COMMUNICATION_BANK) } });
    const early = await submit({ ...me.as, language: 'zh' });
    expect(early.json.head.code).toBe('100001');
    expect(fields(early)).toHaveLength(16);
    expect(fields(early)[0]).toMatchObject({ field: 'm9', message: '请选择这句话有多像你' });
    ok(await save(me.as, '2', partOf(sheet, 2, communication.COMMUNICATION_BANK)));
    ok(await save(me.as, '3', partOf(sheet, 3, communication.COMMUNICATION_BANK)));
    expect(ok(await submit(me.as)).json.body).toMatchObject({ status: 'finished', unfinished: [] });
    expect((await submit(me.as)).json.head.code).toBe('107001');
    expect((await save(me.as, '1', partOf(sheet, 1, communication.COMMUNICATION_BANK))).json.head.code).toBe('107001');

    const [attempt] = await attemptsOf(me.id);
    const results = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.attemptId, attempt.id));
    expect(results).toEqual([expect.objectContaining({ instrument: 'communication', version: 1, scores: communication.scoreCommunicationSheet(sheet) })]);
    expect(results[0].scores).toEqual({ poles: { asks: 12, tells: 30, task: 24, people: 18 }, assertiveness: 18, responsiveness: -6 });
    const history = await t.database.db.select().from(assessmentAttemptHistory).where(eq(assessmentAttemptHistory.attemptId, attempt.id)).orderBy(assessmentAttemptHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([[null, 'pending', 'created'], ['pending', 'in_progress', 'begin'], ['in_progress', 'finished', 'finish']]);
    expect(await t.database.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.attemptId, attempt.id))).toHaveLength(3);
  });

  it('reports the profile to the person and the course’s managers; to nobody else', async () => {
    const me = people[0];
    const own = ok(await report(me.as)).json.body;
    expect(own).toMatchObject({ userId: me.id, status: 'finished', version: 1, norm: { source: 'simulated', respondents: communication.NORMS.respondents } });
    expect(own.submittedAt).toEqual(expect.any(String));
    expect(own.profile).toEqual(communication.communicationProfile(communication.scoreCommunicationSheet(sheet)));
    expect(own.profile).toMatchObject({ style: 'decisive', strength: 56, strengthBand: 'strong', near: [] });
    expect(ok(await report(lecturer, me.id)).json.body.profile).toEqual(own.profile);
    expect(ok(await report(enterpriseA, me.id)).json.body.profile).toEqual(own.profile);
    for (const who of [enterpriseB, otherLecturer, people[1].as]) expect((await report(who, me.id)).json.head.code).toBe('100004');
    // Not taken yet: no profile.
    expect(ok(await report(people[1].as)).json.body).toMatchObject({ status: 'pending', profile: null });
    // The other instruments' report calls do not serve it, nor this one theirs.
    expect((await call(t.app, 'GET', `/assessment/conflict/report.json?assessmentId=${id}`, undefined, me.as)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/game/ls/evaluateResult.json?assessmentId=${id}`, undefined, me.as)).json.head.code).toBe('100004');
    const cf = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'conflict' }, lecturer)).json.body.id;
    expect((await call(t.app, 'GET', `/assessment/communication/report.json?assessmentId=${cf}`, undefined, me.as)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/assessment/communication/report.json?assessmentId=${id}`, undefined, undefined)).json.head.code).toBe('100006');
  });

  it('serves the report as PDF in both languages to whom may read it', async () => {
    const url = (lang: string, userId?: number) => `/assessment/communication/report.pdf?assessmentId=${id}&lang=${lang}${userId ? `&userId=${userId}` : ''}`;
    for (const lang of ['zh', 'en']) {
      const res = await t.app.inject({ method: 'GET', url: url(lang), headers: { cookie: people[0].as.cookie! } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.headers['content-disposition']).toContain(`communication-style-${id}-${people[0].id}-${lang}.pdf`);
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
  it('shows a department’s mean axes, mean strength and how many have each style, from three results on', async () => {
    const db = t.database.db;
    const sales = people.slice(1, 4);
    await db.update(users).set({ companyId: companyA, department: 'Sales' }).where(inArray(users.id, sales.map((p) => p.id)));
    const sheets: Poles[] = [
      { tells: 5, asks: 1, task: 5, people: 1 }, // decisive, a corner
      { tells: 1, asks: 4, task: 2, people: 4 }, // supportive
      { tells: 4, asks: 2, task: 4, people: 2 }, // decisive
    ];
    const data = async () => ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'communication' }, enterpriseA)).json.body.departments;
    for (const [k, who] of sales.entries()) {
      await takeWhole(who.as, answering(sheets[k]));
      expect(await data()).toEqual([
        k < 2
          ? { department: 'Sales', count: k + 1, mean: null, strongest: null }
          : {
              department: 'Sales',
              count: 3,
              // assertiveness (24 − 18 + 12) / 3, responsiveness (−24 + 12 − 12) / 3; strengths 100, 64 (√(18² + 12²) / 24√2), 50.
              mean: { assertiveness: 6, responsiveness: -8, strength: (100 + 64 + 50) / 3 },
              strongest: { systematic: 0, decisive: 2, supportive: 1, spirited: 0 },
            },
      ]);
    }
    expect(ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'communication' }, enterpriseB)).json.body.departments).toEqual([]);
  });
});
