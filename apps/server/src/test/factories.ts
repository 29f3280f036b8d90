import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { users, companies, courses, courseMembers, teams } from '../db/schema';
import { hashPassword } from '../lib/password';

export const TEST_PASSWORD = 'Passw0rd';
let hashed: Promise<string> | undefined;
let seq = 0;

export async function buildCompany(db: Db, name = `Company ${++seq} ${randomBytes(3).toString('hex')}`) {
  const [row] = await db.insert(companies).values({ name }).returning();
  return row;
}

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  hashed ??= hashPassword(TEST_PASSWORD, 10);
  const n = ++seq;
  const [row] = await db
    .insert(users)
    .values({
      account: `user${n}_${randomBytes(3).toString('hex')}`,
      name: `测试用户${n}`,
      role: 'student',
      mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: await hashed,
      ...overrides,
    })
    .returning();
  return row;
}

const HOUR = 3_600_000;

export interface CourseOptions {
  /** Teams to create, each with this many new student members. */
  teams?: number;
  membersPerTeam?: number;
  teamCapacity?: number;
}

/**
 * A course inserted directly (any dates, any status — the API refuses past dates), with teams of
 * fresh students. Defaults: a special MS course by a new lecturer, starting in two days.
 */
export async function buildCourse(db: Db, overrides: Partial<typeof courses.$inferInsert> = {}, options: CourseOptions = {}) {
  const lecturerId = overrides.lecturerId ?? (await buildUser(db, { role: 'lecturer' })).id;
  const now = Date.now();
  const [course] = await db
    .insert(courses)
    .values({
      gameId: 'MS',
      courseType: 'MS',
      kind: 'special',
      name: `课程 ${++seq}`,
      status: 'inviting',
      lecturerId,
      createdBy: lecturerId,
      startAt: new Date(now + 48 * HOUR),
      endAt: new Date(now + 56 * HOUR),
      registrationDeadline: new Date(now + 24 * HOUR),
      participants: 40,
      teamCount: options.teams ?? 4,
      rounds: 4,
      caseStudy: 'A bicycle maker enters a new market.',
      introduction: 'Four teams compete over four rounds.',
      priceFen: 0,
      advanceEntryHours: 1,
      ...overrides,
    })
    .returning();
  const teamRows = [];
  const members: { userId: number; memberId: number; teamId: number }[] = [];
  for (let i = 0; i < (options.teams ?? 0); i++) {
    const n = options.membersPerTeam ?? 0;
    const [team] = await db
      .insert(teams)
      .values({ courseId: course.id, name: `第${i + 1}组`, colour: '#1677ff', capacity: options.teamCapacity ?? 10, memberCount: n, position: i })
      .returning();
    for (let j = 0; j < n; j++) {
      const user = await buildUser(db);
      const [m] = await db.insert(courseMembers).values({ courseId: course.id, userId: user.id, teamId: team.id, joinedVia: 'manager' }).returning();
      members.push({ userId: user.id, memberId: m.id, teamId: team.id });
      if (j === 0) await db.update(teams).set({ captainId: user.id }).where(eq(teams.id, team.id));
    }
    teamRows.push(team);
  }
  if (members.length) await db.update(courses).set({ seatsTaken: members.length }).where(eq(courses.id, course.id));
  return { course: { ...course, seatsTaken: members.length }, teams: teamRows, members, lecturerId };
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * What the course wizard sends (/course/create.json): a market course two days ahead with four
 * teams; `members[i]` fills team i (empty by default).
 */
export function wizardInput(lecturerId: number, members: { name: string; mobile: string }[][] = [], overrides: Record<string, unknown> = {}) {
  return {
    gameId: 'MS',
    kind: 'special',
    name: '市场模拟 · 春季班',
    lecturerId,
    startAt: inHours(48),
    endAt: inHours(56),
    registrationDeadline: inHours(24),
    participants: 20,
    teamCount: 4,
    rounds: 4,
    caseStudy: 'Bicycles',
    introduction: 'Compete over four rounds.',
    priceFen: 0,
    teams: [0, 1, 2, 3].map((i) => ({ name: `第${i + 1}组`, colour: '#1677ff', capacity: 5, members: members[i] ?? [] })),
    initialPassword: 'Welcome1',
    ...overrides,
  };
}
