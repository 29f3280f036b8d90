import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orgHealth } from '@sandtable/sim/assessments';
import { buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildAssessmentWorld, fields, ok, partOf, selfReportKit } from '../../test/assessments';
import { pdfText } from '../../test/pdf';
import { assessmentAnswers, assessmentAttemptHistory, assessmentResults, users } from '../../db/schema';

/**
 * The organisation-health test on the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * assigned to a course, taken in three parts (resumable), bad answers refused in both languages
 * without a write, submitted and scored once; its report (strongest and weakest areas, the
 * department's view under the anonymity rule — to the person and the company's dashboard readers,
 * not to a course's lecturer) scoped to the person and the course's managers; no observers; the
 * PDF; the headline; and the company dashboard's heat map rows (mean per area by department).
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof buildAssessmentWorld>>;
let id: number;
let lecturer: Caller;
let otherLecturer: Caller;
let enterpriseA: Caller;
let enterpriseB: Caller;
let admin: Caller;
let people: typeof world.people;

const kit = selfReportKit('org_health', orgHealth.ORG_HEALTH_BANK, () => ({ t, world, assessmentId: id }));
const { save, submit, report, attemptsOf } = kit;
const partsOf = (sheet: orgHealth.OrgHealthSheet, p: number) => partOf(sheet, p, orgHealth.ORG_HEALTH_BANK);

/** The sheet of someone who sees their organisation at `v` (1..5) on each area given, the middle elsewhere. */
const standing = (at: Partial<Record<orgHealth.AreaId, orgHealth.AgreementValue>>): orgHealth.OrgHealthSheet =>
  Object.fromEntries(orgHealth.ITEMS.map((i) => {
    const v = at[i.area] ?? 3;
    return [i.id, (i.keyed === 1 ? v : 6 - v) as orgHealth.AgreementValue];
  }));
const dashboard = async (who: Caller, companyId?: number) =>
  ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'org_health', ...(companyId ? { companyId } : {}) }, who)).json.body;

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildAssessmentWorld(t);
  ({ lecturer, otherLecturer, enterpriseA, enterpriseB, admin, people } = world);
  // Company A's Sales are the first team; two of the other team work in R&D; the last person belongs to no company.
  const db = t.database.db;
  await db.update(users).set({ companyId: world.companyA, department: 'Sales' }).where(inArray(users.id, people.slice(0, 3).map((p) => p.id)));
  await db.update(users).set({ companyId: world.companyA, department: 'R&D' }).where(inArray(users.id, people.slice(3, 5).map((p) => p.id)));
  id = await kit.assign(t, world, orgHealth.ORG_HEALTH_VERSION);
});
afterAll(() => t.close());

describe('assigning the organisation-health test', () => {
  it('lists it for the course’s members and managers, and for nobody else', () => kit.expectListedForTheCourseOnly());
});

describe('an organisation-health attempt', () => {
  // Clear direction and good leadership, but inward-looking and a guarded climate.
  const sheet = standing({ purpose: 5, leading: 4, climate: 2, outward: 1, renewal: 5 });

  it('refuses an answer off the scale, an item of another part, an unknown part or item, in both languages, and writes nothing', async () => {
    const me = people[0];
    const wrong = await save(me.as, '1', { h1: 3, h2: 6 });
    expect(wrong.json.head.code).toBe('100001');
    expect(fields(wrong)).toEqual([expect.objectContaining({ field: 'h2', message: 'choose one of the five answers, from strongly disagree to strongly agree' })]);
    const zh = await save({ ...me.as, language: 'zh' }, '1', { h3: '4' });
    expect(fields(zh)[0]).toMatchObject({ field: 'h3', message: '请在从“非常不同意”到“非常同意”的五个选项中选择一个' });
    expect(fields(await save(me.as, '1', { h4: 2.5 }))[0].field).toBe('h4');
    expect(fields(await save(me.as, '1', { h19: 3 }))[0].message).toBe('is not a statement of this test');
    expect(fields(await save({ ...me.as, language: 'zh' }, '1', { h99: 3 }))[0].message).toBe('不是本测试中的题目');
    expect((await save(me.as, '4', { h1: 3 })).json.head.code).toBe('100001');
    expect((await save(me.as, '0', { h1: 3 })).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId: id, part: '1', answers: [3] }, me.as)).json.head.code).toBe('100001');
    expect(await attemptsOf(me.id)).toEqual([]);
  });

  it('saves a part half answered, resumes at the part still open, refuses an early submit, submits once and stores the scores', async () => {
    const me = people[0];
    const half = Object.fromEntries(Object.entries(partsOf(sheet, 1)).slice(0, 7));
    expect(ok(await save(me.as, '1', half)).json.body).toMatchObject({ status: 'in_progress', unfinished: ['1', '2', '3'] });
    ok(await save(me.as, '1', partsOf(sheet, 1)));
    const resumed = ok(await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, me.as)).json.body;
    expect(resumed).toMatchObject({ status: 'in_progress', unfinished: ['2', '3'], answers: { 1: partsOf(sheet, 1) } });
    const early = await submit({ ...me.as, language: 'zh' });
    expect(early.json.head.code).toBe('100001');
    expect(fields(early)).toHaveLength(36);
    expect(fields(early)[0]).toMatchObject({ field: 'h19', message: '请选择你对这句关于组织的说法的同意程度' });
    for (const p of [2, 3]) ok(await save(me.as, String(p), partsOf(sheet, p)));
    expect(ok(await submit(me.as)).json.body).toMatchObject({ status: 'finished', unfinished: [] });
    expect((await submit(me.as)).json.head.code).toBe('107001');
    expect((await save(me.as, '1', partsOf(sheet, 1))).json.head.code).toBe('107001');

    const [attempt] = await attemptsOf(me.id);
    const results = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.attemptId, attempt.id));
    expect(results).toEqual([expect.objectContaining({
      instrument: 'org_health', version: 1,
      scores: { raw: { purpose: 30, leading: 24, climate: 12, ownership: 18, coordination: 18, skills: 18, drive: 18, outward: 6, renewal: 30 } },
    })]);
    const history = await t.database.db.select().from(assessmentAttemptHistory).where(eq(assessmentAttemptHistory.attemptId, attempt.id)).orderBy(assessmentAttemptHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([[null, 'pending', 'created'], ['pending', 'in_progress', 'begin'], ['in_progress', 'finished', 'finish']]);
    expect(await t.database.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.attemptId, attempt.id))).toHaveLength(3);
  });

  it('reports the strongest and weakest areas to the person and the course’s managers; the department’s view (withheld below three) not to the lecturer', async () => {
    const me = people[0];
    const own = ok(await report(me.as)).json.body;
    expect(own).toMatchObject({ userId: me.id, status: 'finished', version: 1, norm: { source: 'simulated', respondents: orgHealth.NORMS.respondents } });
    expect(own.profile).toEqual(orgHealth.orgHealthProfile(orgHealth.scoreOrgHealthSheet(sheet)));
    expect(own.profile.weakest).toEqual(['outward', 'climate', expect.any(String)]);
    expect(own.profile.strongest.slice(0, 2).sort()).toEqual(['purpose', 'renewal']);
    expect(own.department).toEqual({ department: 'Sales', people: 3, profile: { status: 'withheld', count: 1, needed: 3 } });
    // The course's lecturer reads the member's own answers, not their company's department.
    expect(ok(await report(lecturer, me.id)).json.body).toMatchObject({ profile: own.profile, department: null });
    // The company's enterprise user and the chief admin may read its dashboard, so they see the department too.
    expect(ok(await report(enterpriseA, me.id)).json.body).toMatchObject({ profile: own.profile, department: own.department });
    for (const who of [enterpriseB, otherLecturer, people[1].as, people[3].as]) expect((await report(who, me.id)).json.head.code).toBe('100004');
    // Not taken yet: no profile, and the department's view counts who has finished.
    expect(ok(await report(people[1].as)).json.body).toMatchObject({ status: 'pending', profile: null, department: { department: 'Sales', profile: { status: 'withheld', count: 1 } } });
    // No company: no department view. The other instruments' report calls do not serve it.
    expect(ok(await report(people[5].as)).json.body.department).toBeNull();
    expect((await call(t.app, 'GET', `/assessment/teamwork/report.json?assessmentId=${id}`, undefined, me.as)).json.head.code).toBe('100004');
  });

  it('shows the department’s mean per area and its weakest areas once three of it have finished — the heat map’s row, to each of them', async () => {
    const sales = people.slice(0, 3);
    await kit.take(sales[1].as, standing({ purpose: 4, climate: 1, outward: 2 }));
    expect(ok(await report(sales[1].as)).json.body.department.profile).toEqual({ status: 'withheld', count: 2, needed: 3 });
    await kit.take(sales[2].as, standing({ purpose: 3, climate: 3, outward: 3, drive: 2 }));
    const mean = { raw: { purpose: 24, leading: 20, climate: 12, ownership: 18, coordination: 18, skills: 18, drive: 16, outward: 12, renewal: 22 } };
    const view = ok(await report(sales[0].as)).json.body.department;
    expect(view).toEqual({ department: 'Sales', people: 3, profile: { status: 'shown', count: 3, scores: orgHealth.orgHealthProfile(mean) } });
    expect(view.profile.scores.weakest.slice(0, 2).sort()).toEqual(['climate', 'outward']);
    expect(ok(await report(sales[2].as)).json.body.department).toEqual(view);
    expect(ok(await report(admin, sales[1].id)).json.body.department).toEqual(view);
    const row = (await dashboard(enterpriseA)).departments.find((d: { department: string | null }) => d.department === 'Sales');
    expect(row).toEqual({ department: 'Sales', count: 3, mean: mean.raw, strongest: null });
  });

  it('serves the report as PDF in both languages to whom may read it', async () => {
    for (const lang of ['zh', 'en']) {
      const res = await kit.pdf(people[0].as, lang);
      kit.expectPdf(res);
      expect(res.headers['content-disposition']).toContain(`organisation-health-${id}-${people[0].id}-${lang}.pdf`);
    }
    // The same report in words: the areas, the weakest with what to try, the department's mean.
    const zh = await pdfText((await kit.pdf(people[0].as, 'zh')).rawPayload);
    for (const text of ['组织健康报告', '外部视角', orgHealth.areaOf('outward').levers.zh.slice(0, 12), '你所在部门的整体看法：Sales', '暂定参照']) expect(zh).toContain(text);
    const en = await pdfText((await kit.pdf(people[0].as, 'en')).rawPayload);
    for (const text of ['Organisation-health report', 'Weakest areas: where to act first', 'Outward focus (Low)', "Your department's view: Sales", 'Department mean 12.0']) expect(en).toContain(text);
    kit.expectPdf(await kit.pdf(lecturer, 'en', people[1].id));
    kit.expectPdf(await kit.pdf(enterpriseA, 'zh', people[2].id));
    expect((await kit.pdf(otherLecturer, 'en', people[0].id)).json().head.code).toBe('100004');
    expect((await kit.pdf(people[0].as, 'fr')).json().head.code).toBe('100001');
    // Nothing to print before the person has finished.
    expect((await kit.pdf(people[3].as, 'en')).json().head.code).toBe('100004');
  });

  it('has no observers: inviting anyone is refused and writes nothing', () => kit.expectNoObservers());

  it('names the weakest area in the person’s scores and the course’s results', async () => {
    const mine = ok(await call(t.app, 'GET', '/assessment/scores.json', undefined, people[0].as)).json.body;
    expect(mine.find((x: { id: number }) => x.id === id)).toMatchObject({ instrument: 'org_health', headline: ['outward'] });
    const rows = ok(await call(t.app, 'GET', `/assessment/courseResults.json?assessmentId=${id}`, undefined, lecturer)).json.body.rows;
    expect(rows.slice(0, 3).map((r: { headline: string[] }) => r.headline)).toEqual([['outward'], ['climate'], [orgHealth.orgHealthHeadline({ raw: orgHealth.scoreOrgHealthSheet(standing({ purpose: 3, climate: 3, outward: 3, drive: 2 })).raw })[0]]]);
  });
});

describe('the company dashboard (the heat map by department)', () => {
  it('gives each department of the company its count, and its mean per area from three results on; never another company’s', async () => {
    await kit.take(people[3].as, standing({ skills: 5 }));
    const rows = (await dashboard(enterpriseA)).departments;
    expect(rows.map((d: { department: string | null }) => d.department)).toEqual(['R&D', 'Sales']);
    expect(rows[0]).toEqual({ department: 'R&D', count: 1, mean: null, strongest: null });
    expect(rows[1]).toMatchObject({ department: 'Sales', count: 3, mean: expect.objectContaining({ climate: 12 }) });
    expect((await dashboard(admin, world.companyA)).departments).toEqual(rows);
    expect((await dashboard(enterpriseB)).departments).toEqual([]);
    // The person of no company counts nowhere.
    await kit.take(people[5].as, standing({}));
    expect((await dashboard(enterpriseA)).departments).toEqual(rows);
    expect((await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'org_health' }, people[0].as)).json.head.code).toBe('100006');
  });
});
