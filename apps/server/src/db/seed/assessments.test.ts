import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { debrief } from '@sandtable/sim/assessments';
import type { MarketRoundFigures } from '@sandtable/sim/assessments/debrief/market';
import type { TeamProfiles } from '@sandtable/shared/contracts/assessments';
import { asUser, buildTestApp, call, type TestApp } from '../../test/app';
import { assessmentAttempts, assessments, courses, gameRounds, games, users } from '../schema';
import { seedDemo } from './demo';
import { DEMO_GAME_COURSE, seedDemoCourses } from './courses';
import { seedDemoGame } from './game';
import { seedDemoAssessments } from './assessments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, 4);
  await seedDemoCourses(t.database.db);
  await seedDemoGame(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const idOf = async (account: string) => (await db().select({ id: users.id }).from(users).where(eq(users.account, account)))[0].id;

describe('seedDemoAssessments', () => {
  it('gives the finished demo course’s members results through the assessments’ services, once, and its debrief findings', async () => {
    expect(await seedDemoAssessments(t.app.deps)).toBe(8 * 3 + 7);
    expect(await seedDemoAssessments(t.app.deps)).toBe(0);
    const [course] = await db().select({ id: courses.id }).from(courses).where(eq(courses.name, DEMO_GAME_COURSE));
    const assigned = await db().select({ id: assessments.id, instrument: assessments.instrument }).from(assessments).where(eq(assessments.courseId, course.id));
    expect(assigned.map((a) => a.instrument).sort()).toEqual(['conflict', 'leadership', 'team_role', 'teamwork']);
    const states = await db().select({ status: assessmentAttempts.status }).from(assessmentAttempts);
    expect(states.filter((s) => s.status === 'in_progress')).toHaveLength(1);

    // A member reads their team-role report with three colleagues' view.
    const student1 = await asUser(t, await idOf('student1'));
    const teamRoleId = assigned.find((a) => a.instrument === 'team_role')!.id;
    const report = (await call(t.app, 'GET', `/belbin/report.json?assessmentId=${teamRoleId}`, undefined, student1)).json.body as { status: string; observers: { status: string; count: number } };
    expect(report.status).toBe('finished');
    expect(report.observers).toMatchObject({ status: 'shown', count: 3 });

    // The lecturer's debrief: every team's role mix, and findings where the demo game shows a lacked role.
    const lecturer = await asUser(t, await idOf('lecturer'));
    const profiles = (await call(t.app, 'GET', `/assessment/teamProfiles.json?courseId=${course.id}`, undefined, lecturer)).json.body as TeamProfiles;
    expect(profiles.teams.map((x) => x.roles?.finished)).toEqual([2, 2, 2, 2]);
    const [game] = await db().select({ id: games.id }).from(games).where(eq(games.courseId, course.id));
    const rounds = await db().select({ results: gameRounds.results }).from(gameRounds).where(eq(gameRounds.gameId, game.id)).orderBy(asc(gameRounds.number));
    const metrics = debrief.marketMetrics(rounds.map((r) => (r.results as { teams: MarketRoundFigures[] }).teams));
    const facts = profiles.teams.map((x) => ({ teamId: x.teamId, roleGaps: x.roles!.gaps as never, rareStyles: null }));
    const found = debrief.profileFindings(debrief.MARKET_RULES, metrics, facts);
    // The demo's first team has no Analyst and its plans missed the demand most: the debrief says so.
    expect(found.map((f) => [f.teamId, f.cause.id, f.metric])).toEqual([[profiles.teams[0].teamId, 'analyst', 'forecastMiss']]);
  });
});
