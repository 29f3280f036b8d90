import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asUser, buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildCourse, buildUser, TEST_PASSWORD, wizardInput } from '../../test/factories';
import { courses, courseStatusHistory, users } from '../../db/schema';
import { advanceCourse, advanceDueCourses } from './lifecycle';
import { releaseChapter } from './course.repo';
import { planCourse } from './plan';

let t: TestApp;
let admin: Caller;
let lecturer: Caller;
let otherLecturer: Caller;
let student: Caller;
let enterprise: Caller;
let lecturerId: number;
let companyId: number;

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  const db = t.database.db;
  companyId = (await buildCompany(db)).id;
  admin = await loginAs(t.app, (await buildUser(db, { role: 'chief_admin' })).account, TEST_PASSWORD);
  const lect = await buildUser(db, { role: 'lecturer', name: '王老师' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = await loginAs(t.app, (await buildUser(db, { role: 'lecturer' })).account, TEST_PASSWORD);
  student = await loginAs(t.app, (await buildUser(db, { role: 'student', mobile: '13900000001' })).account, TEST_PASSWORD);
  enterprise = await loginAs(t.app, (await buildUser(db, { role: 'enterprise', companyId })).account, TEST_PASSWORD);
});
afterAll(() => t.close());

const mobile = (n: number) => `1370000${String(n).padStart(4, '0')}`;

const wizard = (overrides: Record<string, unknown> = {}) =>
  wizardInput(lecturerId, [0, 1, 2, 3].map((i) => [{ name: `学员${i}`, mobile: mobile(i) }]), { priceFen: 19900, ...overrides });

describe('POST /course/create.json', () => {
  it('creates the course, its teams and new student accounts, and records the creation', async () => {
    const res = await call(t.app, 'POST', '/course/create.json', wizard(), lecturer);
    expect(res.json.head.code).toBe('000000');
    const d = res.json.body;
    expect(d.course).toMatchObject({ status: 'inviting', courseType: 'MS', priceFen: 19900, seatsTaken: 4, lecturer: { id: lecturerId, name: '王老师' } });
    expect(d.teams).toHaveLength(4);
    expect(d.teams[0].members[0]).toMatchObject({ name: '学员0', captain: true, mobile: mobile(0) });
    expect(d.abilities).toMatchObject({ edit: true, invite: true, close: false, unlock: false });
    expect(d.history).toEqual([expect.objectContaining({ from: null, to: 'inviting', reason: 'created' })]);
    const [created] = await t.database.db.select().from(users).where(eq(users.mobile, mobile(0)));
    expect(created.role).toBe('student');
  });

  it('refuses the spec §5 rules, naming the fields, and writes nothing', async () => {
    const before = (await t.database.db.select().from(courses)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ endAt: at(47) }, 'endAt'],
      [{ registrationDeadline: at(49) }, 'registrationDeadline'],
      [{ startAt: at(-1) }, 'startAt'],
      [{ autoRoundAt: at(60) }, 'autoRoundAt'],
      [{ name: '  ' }, 'name'],
      [{ lecturerId: null }, 'lecturerId'],
      [{ teams: wizard().teams.slice(0, 3) }, 'teams'],
      [{ teams: wizard().teams.map((tm) => ({ ...tm, members: [{ name: 'x', mobile: mobile(100) }] })) }, 'mobile'],
      [{ initialPassword: null, teams: wizard().teams.map((tm, i) => ({ ...tm, members: [{ name: 'n', mobile: mobile(200 + i) }] })) }, 'initialPassword'],
    ];
    for (const [override, field] of cases) {
      const res = await call(t.app, 'POST', '/course/create.json', wizard(override), lecturer);
      expect(res.json.head.code, field).toBe('100001');
      expect(res.json.head.fields!.map((f) => f.field), field).toContain(field);
    }
    expect((await t.database.db.select().from(courses)).length).toBe(before);
  });

  it('creates an invitation-code course whose teams are all empty: spec §5’s “teams must have students” is judged at the start', async () => {
    const empty = wizard({ name: 'Invite-code course', initialPassword: null, teams: wizard().teams.map((tm) => ({ ...tm, members: [] })) });
    const res = await call(t.app, 'POST', '/course/create.json', empty, lecturer);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.course.seatsTaken).toBe(0);
    expect(res.json.body.teams.map((tm: { members: unknown[] }) => tm.members.length)).toEqual([0, 0, 0, 0]);
    // At the start the clock finds no filled team: a failed start (lifecycle, spec §4).
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, res.json.body.course.id));
    expect(await advanceCourse(t.database, row.id, row.startAt.getTime())).toBe('failed_start');
    // Still at least the game's minimum of teams, filled or not.
    const three = await call(t.app, 'POST', '/course/create.json', { ...empty, teams: empty.teams.slice(0, 3) }, lecturer);
    expect(three.json.head.fields!.map((f) => f.field)).toContain('teams');
  });

  it('names a team’s field by its path, not as the course’s', async () => {
    const res = await call(t.app, 'POST', '/course/create.json', wizard({ teams: wizard().teams.map((tm, i) => (i === 2 ? { ...tm, name: '' } : tm)) }), lecturer);
    expect(res.json.head.fields!.map((f) => f.path)).toContain('teams.2.name');
  });

  it('speaks the caller’s language in errors', async () => {
    const res = await call(t.app, 'POST', '/course/create.json', wizard({ endAt: at(47) }), { ...lecturer, language: 'zh' });
    expect(res.json.head.message).toContain('结束时间不能早于开始时间');
  });

  it('refuses without a session and for students', async () => {
    expect((await call(t.app, 'POST', '/course/create.json', wizard())).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/create.json', wizard(), student)).json.head.code).toBe('100006');
  });
});

describe('POST /course/select.json and /course/get.json', () => {
  it('scopes lists: a lecturer sees their courses, a student what they are in, everyone the open sessions', async () => {
    const mine = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, name: 'Lecturer course' });
    const other = await buildCourse(t.database.db, { name: 'Someone else’s' });
    await buildCourse(t.database.db, { kind: 'open', lecturerId: null, createdBy: other.lecturerId, name: 'Open session' });
    const listed = await call(t.app, 'POST', '/course/select.json', { scope: 'managed', pageSize: 100 }, lecturer);
    const names = listed.json.body.list.map((c: { name: string }) => c.name);
    expect(names).toContain('Lecturer course');
    expect(names).not.toContain('Someone else’s');
    const open = await call(t.app, 'POST', '/course/select.json', { scope: 'open' }, student);
    expect(open.json.body.list.map((c: { name: string }) => c.name)).toEqual(['Open session']);
    const hidden = await call(t.app, 'POST', '/course/get.json', { id: other.course.id }, lecturer);
    expect(hidden.json.head.code).toBe('100004');
    const seen = await call(t.app, 'POST', '/course/get.json', { id: mine.course.id }, lecturer);
    expect(seen.json.body.course.name).toBe('Lecturer course');
  });

  it('filters by keyword, status and the calendar’s month', async () => {
    await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, name: 'Calendar course', startAt: new Date('2030-03-10T01:00:00Z'), endAt: new Date('2030-03-10T09:00:00Z'), registrationDeadline: new Date('2030-03-09T01:00:00Z') });
    const res = await call(t.app, 'POST', '/course/select.json', { from: '2030-03-01T00:00:00+08:00', to: '2030-04-01T00:00:00+08:00' }, lecturer);
    expect(res.json.body.list.map((c: { name: string }) => c.name)).toEqual(['Calendar course']);
    const kw = await call(t.app, 'POST', '/course/select.json', { keyword: 'calendar', status: ['inviting'] }, lecturer);
    expect(kw.json.body.total).toBe(1);
    const bad = await call(t.app, 'POST', '/course/select.json', { status: ['nope'] }, lecturer);
    expect(bad.json.head.code).toBe('100001');
  });

  it('masks members’ mobiles for fellow students', async () => {
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId }, { teams: 4, membersPerTeam: 1 });
    const me = await buildUser(t.database.db);
    const caller = await loginAs(t.app, me.account, TEST_PASSWORD);
    await t.database.db.update(courses).set({ kind: 'open' }).where(eq(courses.id, course.id));
    const res = await call(t.app, 'POST', '/course/get.json', { id: course.id }, caller);
    expect(res.json.body.teams[0].members[0].mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(res.json.body.me).toBeNull();
    expect(res.json.body.abilities).toMatchObject({ edit: false, join: true });
  });
});

describe('POST /course/update.json', () => {
  it('edits the details outside the 12-hour window', async () => {
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId });
    const body = { ...wizard(), id: course.id, name: 'Renamed' };
    const res = await call(t.app, 'POST', '/course/update.json', body, lecturer);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.course.name).toBe('Renamed');
  });

  it('refuses under 12 hours before class with the spec’s message', async () => {
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, startAt: new Date(Date.now() + 6 * HOUR), registrationDeadline: new Date(Date.now() + 5 * HOUR) });
    const res = await call(t.app, 'POST', '/course/update.json', { ...wizard(), id: course.id }, lecturer);
    expect(res.json.head.code).toBe('102004');
    const detail = await call(t.app, 'POST', '/course/get.json', { id: course.id }, lecturer);
    expect(detail.json.body.course.lockedForEdit).toBe(true);
  });

  it('refuses other lecturers’ courses as not found, and bad input', async () => {
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId });
    expect((await call(t.app, 'POST', '/course/update.json', { ...wizard(), id: course.id }, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/update.json', { ...wizard({ rounds: 0 }), id: course.id }, lecturer)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/update.json', { ...wizard(), id: course.id })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/update.json', { ...wizard(), id: course.id }, student)).json.head.code).toBe('100006');
  });

  it('keeps a team-synergy course’s version required: the rule is checked with the course’s own game', async () => {
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, gameId: 'TS', tsVersion: 2 });
    const res = await call(t.app, 'POST', '/course/update.json', { ...wizard({ tsVersion: null }), id: course.id }, lecturer);
    expect(res.json.head.code).toBe('100001');
    expect(res.json.head.fields?.map((f: { field: string }) => f.field)).toEqual(['tsVersion']);
    const kept = await call(t.app, 'POST', '/course/update.json', { ...wizard({ tsVersion: 3 }), id: course.id }, lecturer);
    expect(kept.json.body.course.tsVersion).toBe(3);
  });
});

describe('course lifecycle (the clock)', () => {
  it('closes sign-up at the deadline, starts with enough teams, ends at the end', async () => {
    const { course } = await buildCourse(t.database.db, {}, { teams: 4, membersPerTeam: 1 });
    const deadline = course.registrationDeadline.getTime();
    expect(await advanceCourse(t.database, course.id, deadline - 1)).toBe('inviting');
    expect(await advanceCourse(t.database, course.id, deadline)).toBe('upcoming');
    expect(await advanceCourse(t.database, course.id, course.startAt.getTime())).toBe('in_progress');
    // A job that fires twice changes nothing the second time.
    expect(await advanceCourse(t.database, course.id, course.startAt.getTime())).toBe('in_progress');
    expect(await advanceCourse(t.database, course.id, course.endAt.getTime())).toBe('completed');
    const history = await t.database.db.select().from(courseStatusHistory).where(eq(courseStatusHistory.courseId, course.id));
    expect(history.map((h) => h.reason)).toEqual(['registration_closed', 'started', 'ended']);
  });

  it('fails to start with fewer than 4 teams that have members', async () => {
    const { course } = await buildCourse(t.database.db, {}, { teams: 3, membersPerTeam: 2 });
    expect(await advanceCourse(t.database, course.id, course.startAt.getTime())).toBe('failed_start');
  });

  it('catches up after downtime: one sweep takes a course from inviting through to completed', async () => {
    const { course } = await buildCourse(t.database.db, { startAt: new Date(Date.now() - 10 * HOUR), endAt: new Date(Date.now() - HOUR), registrationDeadline: new Date(Date.now() - 11 * HOUR) }, { teams: 4, membersPerTeam: 1 });
    expect(await advanceDueCourses(t.database)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.status).toBe('completed');
  });
});

describe('POST /course/adminClose.json, /course/adminRestart.json, /course/unlock.json', () => {
  it('lets the chief admin close and restart (new dates when the start has passed)', async () => {
    const { course } = await buildCourse(t.database.db, { status: 'failed_start', startAt: new Date(Date.now() - HOUR), endAt: new Date(Date.now() + HOUR), registrationDeadline: new Date(Date.now() - 2 * HOUR) });
    const noDates = await call(t.app, 'POST', '/course/adminRestart.json', { id: course.id }, admin);
    expect(noDates.json.head.code).toBe('100001');
    const restarted = await call(t.app, 'POST', '/course/adminRestart.json', { id: course.id, startAt: at(30), endAt: at(34), registrationDeadline: at(20) }, admin);
    expect(restarted.json.body.course.status).toBe('inviting');
    const closed = await call(t.app, 'POST', '/course/adminClose.json', { id: course.id }, admin);
    expect(closed.json.body.course.status).toBe('closed');
    expect(closed.json.body.history.map((h: { reason: string }) => h.reason)).toEqual(['admin_restart', 'admin_close']);
    const again = await call(t.app, 'POST', '/course/adminClose.json', { id: course.id }, admin);
    expect(again.json.head.code).toBe('102011');
  });

  it('shows who made each change: the clock as the system, the admin with their role', async () => {
    const { course } = await buildCourse(t.database.db, {}, { teams: 4, membersPerTeam: 1 });
    expect(await advanceCourse(t.database, course.id, course.registrationDeadline.getTime())).toBe('upcoming');
    const closed = await call(t.app, 'POST', '/course/adminClose.json', { id: course.id }, admin);
    expect(closed.json.body.history.map((h: { reason: string; actorKind: string; actorName: string | null }) => [h.reason, h.actorKind, h.actorName === null])).toEqual([
      ['registration_closed', 'system', true],
      ['admin_close', 'chief_admin', false],
    ]);
  });

  it('refuses close and restart to lecturers and students, and without a session', async () => {
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId });
    for (const path of ['/course/adminClose.json', '/course/adminRestart.json']) {
      expect((await call(t.app, 'POST', path, { id: course.id }, lecturer)).json.head.code).toBe('100006');
      expect((await call(t.app, 'POST', path, { id: course.id })).json.head.code).toBe('100006');
      expect((await call(t.app, 'POST', path, { id: 'x' }, admin)).json.head.code).toBe('100001');
    }
  });

  it('offers no close on a completed course and refuses it: a course that ran is final', async () => {
    const { course } = await buildCourse(t.database.db, { status: 'completed', startAt: new Date(Date.now() - 9 * HOUR), endAt: new Date(Date.now() - HOUR), registrationDeadline: new Date(Date.now() - 24 * HOUR) });
    const seen = await call(t.app, 'POST', '/course/get.json', { id: course.id }, admin);
    expect(seen.json.body.abilities).toMatchObject({ close: false, restart: false });
    expect((await call(t.app, 'POST', '/course/adminClose.json', { id: course.id }, admin)).json.head.code).toBe('102011');
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.status).toBe('completed');
  });

  it('lets the course’s lecturer release chapters 2 and 3, shown as released in abilities and the course', async () => {
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, status: 'in_progress' }, { teams: 4, membersPerTeam: 1 });
    expect((await call(t.app, 'POST', '/course/get.json', { id: course.id }, lecturer)).json.body.abilities.unlock).toBe(true);
    const two = await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 }, lecturer);
    expect(two.json.head.code).toBe('000000');
    expect(two.json.body.course.chaptersUnlocked).toBe(2);
    expect(two.json.body.abilities.unlock).toBe(true);
    const three = await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 3 }, lecturer);
    expect(three.json.body.course.chaptersUnlocked).toBe(3);
    expect(three.json.body.abilities.unlock).toBe(false);
  });

  it('lets the enterprise user of the course’s company release a chapter, not one of another company', async () => {
    const { course } = await buildCourse(t.database.db, { kind: 'in_house', companyId, status: 'in_progress' });
    const res = await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 }, enterprise);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.course.chaptersUnlocked).toBe(2);
    const other = await buildCourse(t.database.db, { kind: 'in_house', companyId: (await buildCompany(t.database.db)).id, status: 'in_progress' });
    expect((await call(t.app, 'POST', '/course/unlock.json', { id: other.course.id, chapter: 2 }, enterprise)).json.head.code).toBe('100004');
  });

  it('refuses a release to a lecturer of another course (not found), to students (no authority) and without a session; nothing changes', async () => {
    const { course, members } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, status: 'in_progress' }, { teams: 4, membersPerTeam: 1 });
    expect((await call(t.app, 'POST', '/course/get.json', { id: course.id }, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 }, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 }, student)).json.head.code).toBe('100006');
    const member = await asUser(t, members[0].userId);
    expect((await call(t.app, 'POST', '/course/get.json', { id: course.id }, member)).json.body.abilities.unlock).toBe(false);
    expect((await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 }, member)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 })).json.head.code).toBe('100006');
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.chaptersUnlocked).toBe(1);
  });

  it('offers starting the game to the course’s managers while it runs, to nobody before or after', async () => {
    const running = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, status: 'in_progress' }, { teams: 4, membersPerTeam: 1 });
    const startGame = async (id: number, caller: Caller) => (await call(t.app, 'POST', '/course/get.json', { id }, caller)).json.body.abilities.startGame;
    expect(await startGame(running.course.id, lecturer)).toBe(true);
    expect(await startGame(running.course.id, await asUser(t, running.members[0].userId))).toBe(false);
    for (const status of ['upcoming', 'completed'] as const) {
      const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, status });
      expect(await startGame(course.id, lecturer), status).toBe(false);
    }
  });

  it('refuses a release before the course runs (the course changed), changing nothing', async () => {
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, status: 'upcoming' });
    expect((await call(t.app, 'POST', '/course/get.json', { id: course.id }, lecturer)).json.body.abilities.unlock).toBe(false);
    expect((await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 }, lecturer)).json.head.code).toBe('102011');
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.chaptersUnlocked).toBe(1);
  });

  it('releaseChapter runs inside a caller’s transaction: released with it, undone with its rollback', async () => {
    const { course } = await buildCourse(t.database.db, { status: 'in_progress' });
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        expect(await releaseChapter(tx, course.id, 2)).toBe(true);
        throw new Error('the game failed to start');
      }),
    ).rejects.toThrow('the game failed to start');
    expect((await db.select().from(courses).where(eq(courses.id, course.id)))[0].chaptersUnlocked).toBe(1);
    expect(await db.transaction((tx) => releaseChapter(tx, course.id, 2))).toBe(true);
    expect((await db.select().from(courses).where(eq(courses.id, course.id)))[0].chaptersUnlocked).toBe(2);
    const upcoming = await buildCourse(db, { status: 'upcoming' });
    expect(await db.transaction((tx) => releaseChapter(tx, upcoming.course.id, 2))).toBe(false);
  });

  it('releases chapters 2 and 3 of a running course only', async () => {
    const { course } = await buildCourse(t.database.db, { status: 'in_progress' }, { teams: 4, membersPerTeam: 1 });
    expect((await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 4 }, admin)).json.head.code).toBe('100001');
    const two = await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 }, admin);
    expect(two.json.body.course.chaptersUnlocked).toBe(2);
    const three = await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 3 }, admin);
    expect(three.json.body.course.chaptersUnlocked).toBe(3);
    expect(three.json.body.abilities.unlock).toBe(false);
  });
});

describe('POST /course/plan.json', () => {
  it('proposes teams of five, rounds from the hours, a practice round from six hours', async () => {
    const res = await call(t.app, 'POST', '/course/plan.json', { participants: 30, objectives: 'Pricing and marketing', startAt: at(72), hours: 7 }, enterprise);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body).toMatchObject({ teamCount: 6, teamCapacity: 5, practiceRound: true, rounds: 6, source: 'rules' });
    expect(res.json.body.reasons.map((r: { key: string }) => r.key)).toContain('plan.reason.objectiveKeywords');
  });

  it('keeps the minimum of four teams and teams of four for teamwork objectives', () => {
    const p = planCourse({ gameId: 'MS', participants: 8, objectives: '团队协作', startAt: at(72), hours: 4 });
    expect(p.teamCount).toBe(4);
    expect(p.teamCapacity).toBe(2);
    expect(p.practiceRound).toBe(false);
  });

  it('refuses bad input, no session and students', async () => {
    expect((await call(t.app, 'POST', '/course/plan.json', { participants: 2, objectives: 'x', startAt: at(72), hours: 7 }, lecturer)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/plan.json', {})).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/plan.json', { participants: 10, objectives: 'x', startAt: at(72), hours: 7 }, student)).json.head.code).toBe('100006');
  });
});
