import { asUser, type Caller, type TestApp } from './app';
import { buildCompany, buildCourse, buildUser } from './factories';

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
