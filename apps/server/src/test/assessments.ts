import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ChoiceBank } from '@sandtable/sim/assessments';
import { asUser, call, type Caller, type TestApp } from './app';
import { buildCompany, buildCourse, buildUser } from './factories';
import { assessmentAttempts } from '../db/schema';

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
export function selfReportCalls(instrument: 'conflict' | 'personality' | 'communication' | 'teamwork', current: () => { t: TestApp; assessmentId: number }) {
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
