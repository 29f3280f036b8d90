import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildCourse, buildUser } from '../../test/factories';
import { courseMembers, courses, teams } from '../../db/schema';

/**
 * Concurrent membership changes. Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one
 * transaction at a time and would pass these even without the guards.
 */
let t: TestApp;
let lecturerId: number;
let lecturer: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  lecturerId = (await buildUser(t.database.db, { role: 'lecturer' })).id;
  lecturer = await asUser(t, lecturerId);
});
afterAll(() => t.close());

/** The counters must equal the rows they count. */
async function expectCountersMatchRows(courseId: number) {
  const db = t.database.db;
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(courseMembers).where(eq(courseMembers.courseId, courseId));
  expect(course.seatsTaken).toBe(n);
  const teamRows = await db
    .select({ id: teams.id, memberCount: teams.memberCount, rows: sql<number>`(select count(*) from course_members m where m.team_id = "teams"."id")::int` })
    .from(teams)
    .where(eq(teams.courseId, courseId));
  for (const team of teamRows) expect(team.memberCount).toBe(team.rows);
}

const codes = (results: { json: { head: { code: string } } }[]) => results.map((r) => r.json.head.code);

describe('membership races (PostgreSQL)', () => {
  it('20 simultaneous leaves of one member: one succeeds, the seat and the team place are freed once', async () => {
    const { course, members } = await buildCourse(t.database.db, { lecturerId, participants: 10 }, { teams: 2, membersPerTeam: 2, teamCapacity: 2 });
    const leaver = await asUser(t, members[0].userId);
    const results = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', '/course/leave.json', { courseId: course.id }, leaver)));
    expect(codes(results).filter((c) => c === '000000')).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
    await expectCountersMatchRows(course.id);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.seatsTaken).toBe(3);
  });

  it('a manager removing one member many times at once while they leave: removed once', async () => {
    const { course, members } = await buildCourse(t.database.db, { lecturerId }, { teams: 2, membersPerTeam: 2, teamCapacity: 2 });
    const target = members[1];
    const leaver = await asUser(t, target.userId);
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => call(t.app, 'POST', '/admin/editMembers', { courseId: course.id, remove: [target.memberId] }, lecturer)),
      ...Array.from({ length: 8 }, () => call(t.app, 'POST', '/course/leave.json', { courseId: course.id }, leaver)),
    ]);
    expect(codes(results).filter((c) => c === '000000')).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
    await expectCountersMatchRows(course.id);
  });

  it('moves racing with a leave: the team counts follow the row', async () => {
    const { course, teams: [a, b], members } = await buildCourse(t.database.db, { lecturerId }, { teams: 2, membersPerTeam: 1, teamCapacity: 3 });
    const target = members.find((m) => m.teamId === a.id)!;
    const me = await asUser(t, target.userId);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => call(t.app, 'POST', '/admin/editMembers', { courseId: course.id, move: [{ memberId: target.memberId, teamId: i % 2 ? a.id : b.id }] }, lecturer)),
      ...Array.from({ length: 6 }, (_, i) => call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: i % 2 ? a.id : b.id }, me)),
      call(t.app, 'POST', '/course/leave.json', { courseId: course.id }, me),
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    await expectCountersMatchRows(course.id);
  });

  it('two members swapping teams at the same instant, again and again: no deadlock, counts right', async () => {
    const { course, teams: [a, b], members } = await buildCourse(t.database.db, { lecturerId }, { teams: 2, membersPerTeam: 1, teamCapacity: 2 });
    const x = members.find((m) => m.teamId === a.id)!;
    const y = members.find((m) => m.teamId === b.id)!;
    const [cx, cy] = [await asUser(t, x.userId), await asUser(t, y.userId)];
    for (let round = 0; round < 15; round++) {
      const [tx, ty] = round % 2 ? [a.id, b.id] : [b.id, a.id];
      const results = await Promise.all([
        call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: tx }, cx),
        call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: ty }, cy),
        call(t.app, 'POST', '/admin/editMembers', { courseId: course.id, move: [{ memberId: x.memberId, teamId: tx }, { memberId: y.memberId, teamId: ty }] }, lecturer),
        call(t.app, 'POST', '/admin/editMembers', { courseId: course.id, move: [{ memberId: y.memberId, teamId: ty }, { memberId: x.memberId, teamId: tx }] }, lecturer),
      ]);
      expect(codes(results).filter((c) => c === '999999')).toEqual([]);
    }
    await expectCountersMatchRows(course.id);
  });
});
