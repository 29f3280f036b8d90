import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { personality } from '@sandtable/sim/assessments';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildAssessmentWorld, fields, ok, partOf, selfReportCalls } from '../../test/assessments';
import { assessmentAnswers, assessmentAttemptHistory, assessmentResults, observerInvitations, users } from '../../db/schema';

/**
 * The personality test on the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL): assigned to
 * a course, taken in five parts (resumable), bad answers refused in both languages without a
 * write, submitted and scored once, its report scoped to the person and the course's managers, no
 * observers, and the company dashboard's mean per domain under the anonymity rule.
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

const { save, submit, report, attemptsOf } = selfReportCalls('personality', () => ({ t, assessmentId: id }));

/** The sheet of someone at `level` (1..5) on each domain given, the middle elsewhere, every item answered consistently with its keying. */
const standing = (at: Partial<Record<personality.DomainId, personality.LikertValue>>): personality.PersonalitySheet =>
  Object.fromEntries(personality.ITEMS.map((i) => {
    const level = at[i.domain] ?? 3;
    return [i.id, (i.keyed === 1 ? level : 6 - level) as personality.LikertValue];
  }));

async function takeWhole(who: Caller, sheet: personality.PersonalitySheet) {
  for (const p of personality.PARTS) ok(await save(who, String(p.part), partOf(sheet, p.part, personality.PERSONALITY_BANK)));
  ok(await submit(who));
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ companyA, course, lecturer, otherLecturer, enterpriseA, enterpriseB, people } = await buildAssessmentWorld(t));
  const assigned = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'personality' }, lecturer));
  id = assigned.json.body.id;
  expect(assigned.json.body).toMatchObject({ instrument: 'personality', version: personality.PERSONALITY_VERSION, courseId: course.course.id });
});
afterAll(() => t.close());

describe('assigning the personality test', () => {
  it('lists it for the course’s members and managers, and for nobody else', async () => {
    const mine = ok(await call(t.app, 'POST', '/assessment/select.json', {}, people[0].as)).json.body;
    expect(mine.find((x: { id: number }) => x.id === id)).toMatchObject({ instrument: 'personality', status: 'pending', attemptId: null });
    const listed = ok(await call(t.app, 'GET', `/assessment/course.json?courseId=${course.course.id}`, undefined, lecturer)).json.body;
    expect(listed.map((a: { instrument: string }) => a.instrument)).toEqual(['personality']);
    const outsider = await asUser(t, (await buildUser(t.database.db)).id);
    expect(ok(await call(t.app, 'POST', '/assessment/select.json', {}, outsider)).json.body.some((x: { id: number }) => x.id === id)).toBe(false);
    expect((await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, outsider)).json.head.code).toBe('107004');
    expect((await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'personality' }, otherLecturer)).json.head.code).toBe('100004');
  });
});

describe('a personality attempt', () => {
  const sheet = standing({ extraversion: 5, agreeableness: 2, openness: 4 });

  it('refuses an answer off the scale, an item of another part, an unknown part or item, in both languages, and writes nothing', async () => {
    const me = people[0];
    const wrong = await save(me.as, '1', { b1: 3, b2: 6 });
    expect(wrong.json.head.code).toBe('100001');
    expect(fields(wrong)).toEqual([expect.objectContaining({ field: 'b2', message: 'choose one of the five points of the scale' })]);
    const zh = await save({ ...me.as, language: 'zh' }, '1', { b3: '4' });
    expect(fields(zh)[0]).toMatchObject({ field: 'b3', message: '请在五个选项中选择一个' });
    expect(fields(await save(me.as, '1', { b4: 2.5 }))[0].message).toBe('choose one of the five points of the scale');
    expect(fields(await save(me.as, '1', { b11: 3 }))[0].message).toBe('is not an item of this test');
    expect(fields(await save({ ...me.as, language: 'zh' }, '1', { b99: 3 }))[0].message).toBe('不是本测试中的题目');
    expect((await save(me.as, '6', { b1: 3 })).json.head.code).toBe('100001');
    expect((await save(me.as, '0', { b1: 3 })).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId: id, part: '1', answers: [3] }, me.as)).json.head.code).toBe('100001');
    expect(await attemptsOf(me.id)).toEqual([]);
  });

  it('saves a part half answered, resumes at the part still open, refuses an early submit, submits once and stores the scores', async () => {
    const me = people[0];
    const half = Object.fromEntries(Object.entries(partOf(sheet, 1, personality.PERSONALITY_BANK)).slice(0, 4));
    expect(ok(await save(me.as, '1', half)).json.body).toMatchObject({ status: 'in_progress', unfinished: ['1', '2', '3', '4', '5'] });
    ok(await save(me.as, '1', partOf(sheet, 1, personality.PERSONALITY_BANK)));
    ok(await save(me.as, '2', partOf(sheet, 2, personality.PERSONALITY_BANK)));
    const resumed = ok(await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, me.as)).json.body;
    expect(resumed).toMatchObject({ status: 'in_progress', unfinished: ['3', '4', '5'], answers: { 1: partOf(sheet, 1, personality.PERSONALITY_BANK), 2: partOf(sheet, 2, personality.PERSONALITY_BANK) } });
    const early = await submit({ ...me.as, language: 'zh' });
    expect(early.json.head.code).toBe('100001');
    expect(fields(early)).toHaveLength(30);
    expect(fields(early)[0]).toMatchObject({ field: 'b21', message: '请选择这句话与你的符合程度' });
    for (const p of [3, 4, 5]) ok(await save(me.as, String(p), partOf(sheet, p, personality.PERSONALITY_BANK)));
    expect(ok(await submit(me.as)).json.body).toMatchObject({ status: 'finished', unfinished: [] });
    expect((await submit(me.as)).json.head.code).toBe('107001');
    expect((await save(me.as, '1', partOf(sheet, 1, personality.PERSONALITY_BANK))).json.head.code).toBe('107001');

    const [attempt] = await attemptsOf(me.id);
    const results = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.attemptId, attempt.id));
    expect(results).toEqual([expect.objectContaining({ instrument: 'personality', version: 1, scores: personality.scorePersonalitySheet(sheet) })]);
    expect(results[0].scores).toEqual({ raw: { extraversion: 50, agreeableness: 20, conscientiousness: 30, stability: 30, openness: 40 } });
    const history = await t.database.db.select().from(assessmentAttemptHistory).where(eq(assessmentAttemptHistory.attemptId, attempt.id)).orderBy(assessmentAttemptHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([[null, 'pending', 'created'], ['pending', 'in_progress', 'begin'], ['in_progress', 'finished', 'finish']]);
    expect(await t.database.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.attemptId, attempt.id))).toHaveLength(5);
  });

  it('reports the profile to the person and the course’s managers; to nobody else', async () => {
    const me = people[0];
    const own = ok(await report(me.as)).json.body;
    expect(own).toMatchObject({ userId: me.id, status: 'finished', version: 1, norm: { source: 'simulated', respondents: personality.NORMS.respondents } });
    expect(own.profile).toEqual(personality.personalityProfile(personality.scorePersonalitySheet(sheet)));
    expect(own.profile.bands).toEqual({ extraversion: 'high', agreeableness: 'low', conscientiousness: 'average', stability: 'average', openness: 'high' });
    expect(ok(await report(lecturer, me.id)).json.body.profile).toEqual(own.profile);
    expect(ok(await report(enterpriseA, me.id)).json.body.profile).toEqual(own.profile);
    for (const who of [enterpriseB, otherLecturer, people[1].as]) expect((await report(who, me.id)).json.head.code).toBe('100004');
    // Not taken yet: no profile.
    expect(ok(await report(people[1].as)).json.body).toMatchObject({ status: 'pending', profile: null });
    // The other instruments' report calls do not serve it, nor it theirs.
    expect((await call(t.app, 'GET', `/assessment/conflict/report.json?assessmentId=${id}`, undefined, me.as)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/game/ls/evaluateResult.json?assessmentId=${id}`, undefined, me.as)).json.head.code).toBe('100004');
  });

  it('serves the report as PDF in both languages to whom may read it', async () => {
    const url = (lang: string, userId?: number) => `/assessment/personality/report.pdf?assessmentId=${id}&lang=${lang}${userId ? `&userId=${userId}` : ''}`;
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
  it('shows a department’s mean score per domain from three results on, and no "strongest" domain', async () => {
    const db = t.database.db;
    const sales = people.slice(1, 4);
    await db.update(users).set({ companyId: companyA, department: 'Sales' }).where(inArray(users.id, sales.map((p) => p.id)));
    const sheets = [standing({ extraversion: 5 }), standing({ extraversion: 1, stability: 4 }), standing({ conscientiousness: 5, stability: 5 })];
    const data = async () => ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'personality' }, enterpriseA)).json.body.departments;
    for (const [k, who] of sales.entries()) {
      await takeWhole(who.as, sheets[k]);
      expect(await data()).toEqual([
        k < 2
          ? { department: 'Sales', count: k + 1, mean: null, strongest: null }
          : { department: 'Sales', count: 3, mean: { extraversion: 30, agreeableness: 30, conscientiousness: 110 / 3, stability: 40, openness: 30 }, strongest: null },
      ]);
    }
    expect(ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'personality' }, enterpriseB)).json.body.departments).toEqual([]);
  });
});
