import { eq } from 'drizzle-orm';
import type { TestApp, Caller } from '../../test/app';
import { asUser, call } from '../../test/app';

/** The one direct-session helper of test/app, for the game tests' imports. */
export { asUser };
import { buildCourse, buildUser } from '../../test/factories';
import { courses, teams, users } from '../../db/schema';
import { courseTypeOf, type GameId } from '@sandtable/shared/rules/course';

/** A valid decision near the default market's competitive play. */
export const decision = (over: Partial<Record<'price' | 'plannedProduction' | 'overtimePercent' | 'marketing' | 'research', number>> = {}) => ({
  price: 16_000,
  plannedProduction: 1_000,
  overtimePercent: 10,
  marketing: 1_200_000,
  research: 600_000,
  ...over,
});

export async function asNewUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(t.database.db, overrides);
  return { user, caller: await asUser(t, user.id) };
}

/**
 * A running course of `lecturerId` (MS unless `gameId` says otherwise) with `people` teams of `membersPerTeam` (first member the
 * captain) and `empty` teams without members (for the computer).
 */
export async function runningCourse(t: TestApp, lecturerId: number, { people = 4, membersPerTeam = 2, empty = 0, rounds = 2, gameId = 'MS' as GameId } = {}) {
  const db = t.database.db;
  const built = await buildCourse(
    db,
    { lecturerId, createdBy: lecturerId, status: 'in_progress', rounds, startAt: new Date(Date.now() - 3_600_000), gameId, courseType: courseTypeOf(gameId) },
    { teams: people, membersPerTeam },
  );
  const emptyTeams = [];
  for (let i = 0; i < empty; i++) {
    const [team] = await db.insert(teams).values({ courseId: built.course.id, name: `电脑${i + 1}`, colour: '#8c8c8c', capacity: 5, memberCount: 0, position: people + i }).returning();
    emptyTeams.push(team);
  }
  return { ...built, emptyTeams };
}

export const setCourse = (t: TestApp, id: number, values: Partial<typeof courses.$inferInsert>) => t.database.db.update(courses).set(values).where(eq(courses.id, id));

export const codeOf = (res: { json: { head: { code: string } } }) => res.json.head.code;
export const fieldsOf = (res: { json: { head: { fields?: { field: string; message: string }[] } } }) => res.json.head.fields?.map((f) => f.field) ?? [];

export const post = (t: TestApp, path: string, body: unknown, caller?: Caller) => call(t.app, 'POST', path, body, caller);
export const get = (t: TestApp, path: string, query: Record<string, string | number>, caller?: Caller) =>
  call(t.app, 'GET', `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, undefined, caller);
