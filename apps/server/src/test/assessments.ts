import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ChoiceBank } from '@sandtable/sim/assessments';
import { asUser, call, type Caller, type TestApp } from './app';
import { buildCompany, buildCourse, buildUser } from './factories';
import { assessmentAttempts, observerInvitations } from '../db/schema';

/** The one-choice self-report tests, as their report and PDF paths name them (`/assessment/<instrument>/report.json`). */
export type SelfReportInstrument = 'conflict' | 'personality' | 'communication' | 'teamwork' | 'org_health';

/**
 * The assessments tests' world: an in-house course of company A (2 teams of 3 members) with its
 * lecturer, the chief admin, an enterprise user of company A and one of company B, and a lecturer
 * of no course here — the people whom the scoping rules let in or keep out.
 */
export async function buildAssessmentWorld(t: TestApp) {
  const db = t.database.db;
  const companyA = (await buildCompany(db)).id;
  const companyB = (await buildCompany(db)).id;
  const course = await buildCourse(db, { kind: 'in_house', companyId: companyA }, { teams: 2, membersPerTeam: 3 });
  const as = async (id: number): Promise<Caller> => asUser(t, id);
  return {
    companyA,
    course,
    lecturer: await as(course.lecturerId),
    admin: await as((await buildUser(db, { role: 'chief_admin' })).id),
    enterpriseA: await as((await buildUser(db, { role: 'enterprise', companyId: companyA })).id),
    enterpriseB: await as((await buildUser(db, { role: 'enterprise', companyId: companyB })).id),
    otherLecturer: await as((await buildUser(db, { role: 'lecturer' })).id),
    /** The course's members, in the course's order. */
    people: await Promise.all(course.members.map(async (m) => ({ id: m.userId, as: await as(m.userId) }))),
  };
}

/** The answer succeeded (its message shown when it did not); the answer itself, to read on. */
export const ok = <R extends { json: { head: { code: string; message: string } } }>(res: R): R => {
  expect(res.json.head, res.json.head.message).toMatchObject({ code: '000000' });
  return res;
};

/** The per-field messages of a refused answer. */
export const fields = (res: { json: { head: { fields?: { field?: string; path?: string; message: string }[] } } }) => res.json.head.fields ?? [];

/** The answers of one part of a one-choice sheet (its bank says which items are in which part). */
export const partOf = <S extends Record<string, unknown>>(sheet: S, part: number, bank: ChoiceBank) =>
  Object.fromEntries(Object.entries(sheet).filter(([item]) => bank.byId.get(item)!.part === part));

/**
 * Taking a course's self-report test through the API, as its tests do: save a part, submit, read the
 * report (the instrument's report call), and a person's attempts in the database. `current` gives the
 * test app and the assessment once the suite's beforeAll has made them.
 */
export function selfReportCalls(instrument: SelfReportInstrument, current: () => { t: TestApp; assessmentId: number }) {
  return {
    save: (who: Caller, part: string, answers: Record<string, unknown>) => {
      const { t, assessmentId } = current();
      return call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId, part, answers }, who);
    },
    submit: (who: Caller) => {
      const { t, assessmentId } = current();
      return call(t.app, 'POST', '/assessment/submit.json', { assessmentId }, who);
    },
    report: (who: Caller, userId?: number) => {
      const { t, assessmentId } = current();
      return call(t.app, 'GET', `/assessment/${instrument}/report.json?assessmentId=${assessmentId}${userId ? `&userId=${userId}` : ''}`, undefined, who);
    },
    attemptsOf: (userId: number) => current().t.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.userId, userId)),
  };
}

type World = Awaited<ReturnType<typeof buildAssessmentWorld>>;

/**
 * What every self-report test's server suite checks alike, on top of selfReportCalls: taking the
 * whole test through the API, assigning it to the world's course, who finds it, its PDF, and that it
 * has no observers. `current` gives the test app, the world and the assessment once made.
 */
export function selfReportKit(
  instrument: SelfReportInstrument,
  bank: ChoiceBank,
  current: () => { t: TestApp; world: World; assessmentId: number },
) {
  const calls = selfReportCalls(instrument, current);
  const parts = [...new Set(bank.items.map((i) => i.part))];
  return {
    ...calls,
    /** Saves every part of `sheet` and submits. */
    async take(who: Caller, sheet: Record<string, unknown>) {
      for (const p of parts) ok(await calls.save(who, String(p), partOf(sheet, p, bank)));
      ok(await calls.submit(who));
    },
    /** The course's lecturer assigns it; its id. */
    async assign(t: TestApp, world: World, version: number): Promise<number> {
      const assigned = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: world.course.course.id, instrument }, world.lecturer));
      expect(assigned.json.body).toMatchObject({ instrument, version, courseId: world.course.course.id });
      return assigned.json.body.id;
    },
    /** Listed for the course's members and managers and in a member's tests; nobody else finds, opens or assigns it. */
    async expectListedForTheCourseOnly() {
      const { t, world, assessmentId: id } = current();
      const { course, lecturer, otherLecturer, people } = world;
      const mine = ok(await call(t.app, 'POST', '/assessment/select.json', {}, people[0].as)).json.body;
      expect(mine.find((x: { id: number }) => x.id === id)).toMatchObject({ instrument, status: 'pending', attemptId: null });
      const listed = ok(await call(t.app, 'GET', `/assessment/course.json?courseId=${course.course.id}`, undefined, lecturer)).json.body;
      expect(listed.map((a: { instrument: string }) => a.instrument)).toEqual([instrument]);
      const outsider = await asUser(t, (await buildUser(t.database.db)).id);
      expect(ok(await call(t.app, 'POST', '/assessment/select.json', {}, outsider)).json.body.some((x: { id: number }) => x.id === id)).toBe(false);
      expect((await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${id}`, undefined, outsider)).json.head.code).toBe('107004');
      expect((await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument }, otherLecturer)).json.head.code).toBe('100004');
      const joined = ok(await call(t.app, 'GET', `/course/courseTeamMember/questionnaireJoin.json?teamMemberId=${course.members[0].memberId}`, undefined, lecturer)).json.body;
      expect(joined.some((x: { id: number; instrument: string }) => x.id === id && x.instrument === instrument)).toBe(true);
    },
    /** The report's PDF in `lang` (`?userId=` for another's), as the browser asks for it: the raw answer. */
    pdf(who: Caller, lang: string, userId?: number) {
      const { t, assessmentId } = current();
      const url = `/assessment/${instrument}/report.pdf?assessmentId=${assessmentId}&lang=${lang}${userId ? `&userId=${userId}` : ''}`;
      return t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie ?? '' } });
    },
    /** A PDF answer: the file itself. */
    expectPdf(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    },
    /** Inviting a colleague to rate the person is refused, and nothing is written. */
    async expectNoObservers() {
      const { t, world, assessmentId } = current();
      const invite = await call(t.app, 'POST', '/belbin/invite.json', { assessmentId, observerIds: [world.people[1].id], links: 1 }, world.people[0].as);
      expect(invite.json.head.code).toBe('100004');
      expect(await t.database.db.select().from(observerInvitations)).toEqual([]);
    },
  };
}

