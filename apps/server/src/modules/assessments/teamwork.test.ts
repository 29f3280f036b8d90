import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { teamwork } from '@sandtable/sim/assessments';
import { buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildAssessmentWorld, fields, ok, partOf, selfReportKit } from '../../test/assessments';
import { assessmentAnswers, assessmentAttemptHistory, assessmentResults, users } from '../../db/schema';

/**
 * The teamwork-status test on the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL): assigned
 * to a course, taken in three parts (resumable), bad answers refused in both languages without a
 * write, submitted and scored once; its report (where to start, the team's view under the anonymity
 * rule) scoped to the person and the course's managers; no observers; the PDF; the headline; and
 * the company dashboard's mean per level.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof buildAssessmentWorld>>;
let id: number;
// The world's people, set once it is built.
let course: typeof world.course;
let lecturer: Caller;
let otherLecturer: Caller;
let enterpriseA: Caller;
let enterpriseB: Caller;
let people: typeof world.people;

const kit = selfReportKit('teamwork', teamwork.TEAMWORK_BANK, () => ({ t, world, assessmentId: id }));
const { save, submit, report, attemptsOf } = kit;
const partsOf = (sheet: teamwork.TeamworkSheet, p: number) => partOf(sheet, p, teamwork.TEAMWORK_BANK);

/** The sheet of someone who sees their team at `level` (1..5) on each level given, the middle elsewhere. */
const standing = (at: Partial<Record<teamwork.LevelId, teamwork.AgreementValue>>): teamwork.TeamworkSheet =>
  Object.fromEntries(teamwork.ITEMS.map((i) => {
    const v = at[i.level] ?? 3;
    return [i.id, (i.keyed === 1 ? v : 6 - v) as teamwork.AgreementValue];
  }));

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildAssessmentWorld(t);
  ({ course, lecturer, otherLecturer, enterpriseA, enterpriseB, people } = world);
  id = await kit.assign(t, world, teamwork.TEAMWORK_VERSION);
});
afterAll(() => t.close());

describe('assigning the teamwork-status test', () => {
  it('lists it for the course’s members and managers, and for nobody else', () => kit.expectListedForTheCourseOnly());
});

describe('a teamwork-status attempt', () => {
  // Trust only average, debate high, standards low: the team starts at the foundation.
  const sheet = standing({ trust: 3, debate: 5, commitment: 4, standards: 1, results: 5 });

  it('refuses an answer off the scale, an item of another part, an unknown part or item, in both languages, and writes nothing', async () => {
    const me = people[0];
    const wrong = await save(me.as, '1', { w1: 3, w2: 6 });
    expect(wrong.json.head.code).toBe('100001');
    expect(fields(wrong)).toEqual([expect.objectContaining({ field: 'w2', message: 'choose one of the five answers, from strongly disagree to strongly agree' })]);
    const zh = await save({ ...me.as, language: 'zh' }, '1', { w3: '4' });
    expect(fields(zh)[0]).toMatchObject({ field: 'w3', message: '请在从“非常不同意”到“非常同意”的五个选项中选择一个' });
    expect(fields(await save(me.as, '1', { w4: 2.5 }))[0].field).toBe('w4');
    expect(fields(await save(me.as, '1', { w11: 3 }))[0].message).toBe('is not a statement of this test');
    expect(fields(await save({ ...me.as, language: 'zh' }, '1', { w99: 3 }))[0].message).toBe('不是本测试中的题目');
    expect((await save(me.as, '4', { w1: 3 })).json.head.code).toBe('100001');
    expect((await save(me.as, '0', { w1: 3 })).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId: id, part: '1', answers: [3] }, me.as)).json.head.code).toBe('100001');
    expect(await attemptsOf(me.id)).toEqual([]);
  });

  it('saves a part half answered, resumes at the part still open, refuses an early submit, submits once and stores the scores', async () => {
    const me = people[0];
    const half = Object.fromEntries(Object.entries(partsOf(sheet, 1)).slice(0, 4));
    expect(ok(await save(me.as, '1', half)).json.body).toMatchObject({ status: 'in_progress', unfinished: ['1', '2', '3'] });
    ok(await save(me.as, '1', partsOf(sheet, 1)));
    const resumed = ok(await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, me.as)).json.body;
    expect(resumed).toMatchObject({ status: 'in_progress', unfinished: ['2', '3'], answers: { 1: partsOf(sheet, 1) } });
    const early = await submit({ ...me.as, language: 'zh' });
    expect(early.json.head.code).toBe('100001');
    expect(fields(early)).toHaveLength(20);
    expect(fields(early)[0]).toMatchObject({ field: 'w11', message: '请选择你对这句关于团队的说法的同意程度' });
    for (const p of [2, 3]) ok(await save(me.as, String(p), partsOf(sheet, p)));
    expect(ok(await submit(me.as)).json.body).toMatchObject({ status: 'finished', unfinished: [] });
    expect((await submit(me.as)).json.head.code).toBe('107001');
    expect((await save(me.as, '1', partsOf(sheet, 1))).json.head.code).toBe('107001');

    const [attempt] = await attemptsOf(me.id);
    const results = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.attemptId, attempt.id));
    expect(results).toEqual([expect.objectContaining({ instrument: 'teamwork', version: 1, scores: { raw: { trust: 18, debate: 30, commitment: 24, standards: 6, results: 30 } } })]);
    const history = await t.database.db.select().from(assessmentAttemptHistory).where(eq(assessmentAttemptHistory.attemptId, attempt.id)).orderBy(assessmentAttemptHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([[null, 'pending', 'created'], ['pending', 'in_progress', 'begin'], ['in_progress', 'finished', 'finish']]);
    expect(await t.database.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.attemptId, attempt.id))).toHaveLength(3);
  });

  it('reports where to start to the person and the course’s managers, with the team’s view withheld below three; to nobody else', async () => {
    const me = people[0];
    const own = ok(await report(me.as)).json.body;
    expect(own).toMatchObject({ userId: me.id, status: 'finished', version: 1, norm: { source: 'simulated', respondents: teamwork.NORMS.respondents } });
    expect(own.profile).toEqual(teamwork.teamworkProfile(teamwork.scoreTeamworkSheet(sheet)));
    expect(own.profile).toMatchObject({ focus: 'trust', bands: { trust: 'average', debate: 'high', standards: 'low', results: 'high' } });
    const myTeam = course.members.find((m) => m.userId === me.id)!.teamId;
    expect(own.team).toEqual({ teamId: myTeam, teamName: expect.any(String), members: 3, profile: { status: 'withheld', count: 1, needed: 3 } });
    expect(ok(await report(lecturer, me.id)).json.body).toMatchObject({ profile: own.profile, team: own.team });
    expect(ok(await report(enterpriseA, me.id)).json.body.profile).toEqual(own.profile);
    for (const who of [enterpriseB, otherLecturer, people[1].as, people[3].as]) expect((await report(who, me.id)).json.head.code).toBe('100004');
    // Not taken yet: no profile, and the team's view counts who has finished.
    expect(ok(await report(people[1].as)).json.body).toMatchObject({ status: 'pending', profile: null, team: { teamId: myTeam, profile: { status: 'withheld', count: 1 } } });
    // The other instruments' report calls do not serve it.
    expect((await call(t.app, 'GET', `/assessment/personality/report.json?assessmentId=${id}`, undefined, me.as)).json.head.code).toBe('100004');
  });

  it('shows the team’s mean per level and where the team starts once three of the team have finished, to each of them and the managers only', async () => {
    const team = people.slice(0, 3);
    await kit.take(team[1].as, standing({ trust: 5, debate: 5, commitment: 2, standards: 2, results: 4 }));
    expect(ok(await report(team[1].as)).json.body.team.profile).toEqual({ status: 'withheld', count: 2, needed: 3 });
    await kit.take(team[2].as, standing({ trust: 5, debate: 4, commitment: 2, standards: 3, results: 3 }));
    const mean = { raw: { trust: 26, debate: 28, commitment: 16, standards: 12, results: 24 } };
    const view = ok(await report(team[0].as)).json.body.team;
    expect(view).toMatchObject({ members: 3, profile: { status: 'shown', count: 3, scores: teamwork.teamworkProfile(mean) } });
    expect(view.profile.scores.focus).toBe('commitment');
    expect(ok(await report(team[2].as)).json.body.team).toEqual(view);
    expect(ok(await report(lecturer, team[1].id)).json.body.team).toEqual(view);
    // The other team's member sees their own team's count, not this team's view.
    expect(ok(await report(people[3].as)).json.body.team).toMatchObject({ profile: { status: 'withheld', count: 0 } });
  });

  it('serves the report as PDF in both languages to whom may read it', async () => {
    for (const lang of ['zh', 'en']) {
      const res = await kit.pdf(people[0].as, lang);
      kit.expectPdf(res);
      expect(res.headers['content-disposition']).toContain(`teamwork-status-${id}-${people[0].id}-${lang}.pdf`);
    }
    kit.expectPdf(await kit.pdf(lecturer, 'en', people[1].id));
    expect((await kit.pdf(otherLecturer, 'en', people[0].id)).json().head.code).toBe('100004');
    expect((await kit.pdf(people[0].as, 'fr')).json().head.code).toBe('100001');
    // Nothing to print before the person has finished.
    expect((await kit.pdf(people[3].as, 'en')).json().head.code).toBe('100004');
  });

  it('has no observers: inviting anyone is refused and writes nothing', () => kit.expectNoObservers());

  it('names the level to start with in the person’s scores and the course’s results', async () => {
    const mine = ok(await call(t.app, 'GET', '/assessment/scores.json', undefined, people[0].as)).json.body;
    expect(mine.find((x: { id: number }) => x.id === id)).toMatchObject({ instrument: 'teamwork', headline: ['trust'] });
    const rows = ok(await call(t.app, 'GET', `/assessment/courseResults.json?assessmentId=${id}`, undefined, lecturer)).json.body.rows;
    expect(rows.slice(0, 3).map((r: { headline: string[] }) => r.headline)).toEqual([['trust'], ['commitment'], ['commitment']]);
  });
});

describe('the company dashboard', () => {
  it('shows a department’s mean score per level from three results on, and no "strongest" level', async () => {
    const db = t.database.db;
    const { companyA } = world;
    const sales = people.slice(3, 6);
    await db.update(users).set({ companyId: companyA, department: 'Sales' }).where(inArray(users.id, sales.map((p) => p.id)));
    const sheets = [standing({ trust: 5 }), standing({ trust: 1, results: 4 }), standing({ commitment: 5, results: 5 })];
    const sales_ = async () => ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'teamwork' }, enterpriseA)).json.body.departments.find((d: { department: string | null }) => d.department === 'Sales');
    for (const [k, who] of sales.entries()) {
      await kit.take(who.as, sheets[k]);
      expect(await sales_()).toEqual(
        k < 2
          ? { department: 'Sales', count: k + 1, mean: null, strongest: null }
          : { department: 'Sales', count: 3, mean: { trust: 18, debate: 18, commitment: 22, standards: 18, results: 24 }, strongest: null },
      );
    }
    expect(ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'teamwork' }, enterpriseB)).json.body.departments).toEqual([]);
  });
});
