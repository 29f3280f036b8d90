import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asUser, buildTestApp, call, type TestApp } from '../../test/app';
import { assessmentAttempts, assessments, courses, users } from '../schema';
import { seedDemo } from './demo';
import { DEMO_RUNNING_COURSE, seedDemoCourses } from './courses';
import { seedDemoAssessments } from './assessments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, 4);
  await seedDemoCourses(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const idOf = async (account: string) => (await db().select({ id: users.id }).from(users).where(eq(users.account, account)))[0].id;

describe('seedDemoAssessments', () => {
  it('gives the running demo course’s members results through the assessments’ services, once', async () => {
    expect(await seedDemoAssessments(t.app.deps)).toBe(8 * 3 + 12);
    expect(await seedDemoAssessments(t.app.deps)).toBe(0);
    const [course] = await db().select({ id: courses.id }).from(courses).where(eq(courses.name, DEMO_RUNNING_COURSE));
    const assigned = await db().select({ id: assessments.id, instrument: assessments.instrument }).from(assessments).where(eq(assessments.courseId, course.id));
    expect(assigned.map((a) => a.instrument).sort()).toEqual(['conflict', 'leadership', 'team_role', 'teamwork']);
    const states = await db().select({ status: assessmentAttempts.status }).from(assessmentAttempts);
    expect(states.filter((s) => s.status === 'in_progress')).toHaveLength(1);

    // A member of the first team reads their team-role report with three colleagues' view.
    const student1 = await asUser(t, await idOf('student1'));
    const teamRoleId = assigned.find((a) => a.instrument === 'team_role')!.id;
    const report = (await call(t.app, 'GET', `/belbin/report.json?assessmentId=${teamRoleId}`, undefined, student1)).json.body as { status: string; observers: { status: string; count: number } };
    expect(report.status).toBe('finished');
    expect(report.observers).toMatchObject({ status: 'shown', count: 3 });

    // The lecturer's debrief panel has the first two teams' role mix and three teams' leadership profile.
    const lecturer = await asUser(t, await idOf('lecturer'));
    const profiles = (await call(t.app, 'GET', `/assessment/teamProfiles.json?courseId=${course.id}`, undefined, lecturer)).json.body as { teams: { roles: { finished: number } | null; leadership: { finished: number } | null }[] };
    expect(profiles.teams.map((x) => x.roles?.finished ?? 0)).toEqual([4, 4, 0, 0]);
    expect(profiles.teams.map((x) => x.leadership?.finished ?? 0)).toEqual([4, 4, 4, 0]);
  });
});
