import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, loginAs, type Caller, type CallResult, type TestApp } from '../../test/app';
import { buildCompany, buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';
import { MY_COURSE_STATUSES, MY_COURSE_TABS } from '@sandtable/shared/rules/myCourses';
import { certificates, games, courseMembers, courseStatusHistory, users } from '../../db/schema';

let t: TestApp;
let admin: Caller;
let lecturer: Caller;
let otherLecturer: Caller;
let enterprise: Caller;
let student: Caller;
let studentId: number;
let lecturerId: number;
let adminId: number;

const HOUR = 3_600_000;
const at = (h: number) => new Date(Date.now() + h * HOUR);

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
  const db = t.database.db;
  const companyId = (await buildCompany(db)).id;
  const a = await buildUser(db, { role: 'chief_admin' });
  adminId = a.id;
  admin = await loginAs(t.app, a.account, TEST_PASSWORD);
  const lect = await buildUser(db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = await loginAs(t.app, (await buildUser(db, { role: 'lecturer' })).account, TEST_PASSWORD);
  enterprise = await loginAs(t.app, (await buildUser(db, { role: 'enterprise', companyId })).account, TEST_PASSWORD);
  const s = await buildUser(db, { name: '学员甲', mobile: '13800000001', email: null, nickname: null, organisation: 'Acme' });
  studentId = s.id;
  student = await loginAs(t.app, s.account, TEST_PASSWORD);
});
afterAll(() => t.close());

/** A course of the lecturer with the student in it. */
async function mine(overrides: Record<string, unknown>) {
  const built = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, ...overrides });
  const [m] = await t.database.db.insert(courseMembers).values({ courseId: built.course.id, userId: studentId, joinedVia: 'manager' }).returning();
  return { ...built, memberId: m.id };
}

describe('POST /student/onGoingCourse, /student/comingSoonCourse, /student/completedCourse, /student/topCountdown', () => {
  it('lists the caller’s courses by status, paged; managers see the courses they manage', async () => {
    const running = await mine({ name: 'Running', status: 'in_progress', startAt: at(-1), endAt: at(5), registrationDeadline: at(-24) });
    const soon = await mine({ name: 'Soon', status: 'inviting', startAt: at(30), endAt: at(38), registrationDeadline: at(20) });
    await mine({ name: 'Later', status: 'upcoming', startAt: at(60), endAt: at(68), registrationDeadline: at(10) });
    await mine({ name: 'Done', status: 'completed', startAt: at(-48), endAt: at(-40), registrationDeadline: at(-72) });
    await buildCourse(t.database.db, { name: 'Not mine', status: 'in_progress', startAt: at(-1), endAt: at(5), registrationDeadline: at(-24) });

    const names = (r: CallResult) => r.json.body.list.map((c: { name: string }) => c.name);
    const going = await call(t.app, 'POST', '/student/onGoingCourse', {}, student);
    expect(going.json.body).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 });
    expect(names(going)).toEqual(['Running']);
    expect(going.json.body.list[0].enrolled).toBe(true);
    const coming = await call(t.app, 'POST', '/student/comingSoonCourse', { pageSize: 1 }, student);
    expect(coming.json.body.total).toBe(2);
    expect(names(coming)).toEqual(['Soon']);
    expect(names(await call(t.app, 'POST', '/student/completedCourse', {}, student))).toEqual(['Done']);
    expect(names(await call(t.app, 'POST', '/student/onGoingCourse', {}, lecturer))).toEqual(['Running']);
    expect((await call(t.app, 'POST', '/student/onGoingCourse', {}, otherLecturer)).json.body.total).toBe(0);

    const countdown = await call(t.app, 'POST', '/student/topCountdown', {}, student);
    expect(countdown.json.body.course.id).toBe(soon.course.id);
    expect(countdown.json.body.secondsToStart).toBeGreaterThan(29 * 3600);
    expect(countdown.json.body.secondsToStart).toBeLessThanOrEqual(30 * 3600);
    expect((await call(t.app, 'POST', '/student/topCountdown', {}, otherLecturer)).json.body).toEqual({ course: null, secondsToStart: null });
    expect(running.course.id).toBeGreaterThan(0);
  });

  it('gives the My courses page’s figures: the same scope and statuses per tab, for a learner and the chief admin', async () => {
    const enrol = async (userId: number, overrides: Record<string, unknown>) => {
      const built = await buildCourse(t.database.db, overrides);
      await t.database.db.insert(courseMembers).values({ courseId: built.course.id, userId, joinedVia: 'manager' });
      return built.course;
    };
    // The chief admin learns in one running course and one closed course; the portal has many more.
    await enrol(adminId, { name: 'Admin running', status: 'in_progress', startAt: at(-1), endAt: at(5), registrationDeadline: at(-24) });
    await enrol(adminId, { name: 'Admin closed', status: 'closed', startAt: at(-50), endAt: at(-45), registrationDeadline: at(-72) });
    const adminNext = await enrol(adminId, { name: 'Admin next', status: 'upcoming', startAt: at(70), endAt: at(75), registrationDeadline: at(60) });
    await enrol(studentId, { name: 'Student closed', status: 'closed', startAt: at(-50), endAt: at(-45), registrationDeadline: at(-72) });

    const dashboards = { ongoing: '/student/onGoingCourse', coming: '/student/comingSoonCourse', completed: '/student/completedCourse' } as const;
    for (const who of [admin, student]) {
      for (const tab of MY_COURSE_TABS) {
        const page = await call(t.app, 'POST', '/course/select.json', { scope: 'mine', status: MY_COURSE_STATUSES[tab], pageSize: 100 }, who);
        const panel = await call(t.app, 'POST', dashboards[tab], { pageSize: 100 }, who);
        expect(panel.json.body.total, tab).toBe(page.json.body.total);
        expect(panel.json.body.list.map((c: { id: number }) => c.id).sort(), tab).toEqual(page.json.body.list.map((c: { id: number }) => c.id).sort());
      }
    }
    const adminTotal = async (path: string) => (await call(t.app, 'POST', path, {}, admin)).json.body.total;
    expect(await adminTotal('/student/onGoingCourse')).toBe(1);
    expect(await adminTotal('/student/completedCourse')).toBe(1);
    // The next course is the first of the "coming" tab.
    expect((await call(t.app, 'POST', '/student/topCountdown', {}, admin)).json.body.course.id).toBe(adminNext.id);
  });

  it('checks paging input and the session', async () => {
    const bad = await call(t.app, 'POST', '/student/onGoingCourse', { pageSize: 1000 }, student);
    expect(bad.json.head.fields![0].field).toBe('pageSize');
    expect((await call(t.app, 'POST', '/student/comingSoonCourse', { pageNum: 0 }, student)).json.head.fields![0].field).toBe('pageNum');
    for (const path of ['/student/onGoingCourse', '/student/comingSoonCourse', '/student/completedCourse', '/student/topCountdown']) {
      expect((await call(t.app, 'POST', path, {})).json.head.code, path).toBe('100006');
    }
  });
});

describe('POST /student/coursemessage', () => {
  it('gives the latest status changes of the caller’s courses, newest first, as i18n keys', async () => {
    const { course } = await mine({ name: 'Failed one', status: 'failed_start' });
    const db = t.database.db;
    await db.insert(courseStatusHistory).values([
      { courseId: course.id, fromStatus: null, toStatus: 'inviting', reason: 'created', at: at(-3) },
      { courseId: course.id, fromStatus: 'inviting', toStatus: 'failed_start', reason: 'too_few_teams', at: at(-1) },
    ]);
    const other = await buildCourse(db);
    await db.insert(courseStatusHistory).values({ courseId: other.course.id, fromStatus: null, toStatus: 'inviting', reason: 'created' });
    const res = await call(t.app, 'POST', '/student/coursemessage', {}, student);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.list.slice(0, 2)).toEqual([
      { courseId: course.id, courseName: 'Failed one', key: 'course:statusReason.too_few_teams', params: { minimum: 4 }, at: expect.any(String) },
      expect.objectContaining({ key: 'course:statusReason.created', params: {} }),
    ]);
    expect(res.json.body.list.every((m: { courseId: number }) => m.courseId !== other.course.id)).toBe(true);
    expect(res.json.body.list.length).toBeLessThanOrEqual(20);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'POST', '/student/coursemessage', {})).json.head.code).toBe('100006');
  });
});

describe('POST /student/runningGames', () => {
  it('lists the running and paused games of courses the caller is in or runs, and nobody else’s', async () => {
    const db = t.database.db;
    const game = async (courseId: number, status: 'running' | 'paused' | 'finished', startedAt: Date) =>
      db.insert(games).values({ courseId, status, params: {}, seed: 1, practiceRounds: 0, officialRounds: 3, roundMinutes: 30, startedAt });
    const running = await mine({ name: 'Game running', status: 'in_progress', startAt: at(-2), endAt: at(5), registrationDeadline: at(-24) });
    const paused = await mine({ name: 'Game paused', status: 'in_progress', startAt: at(-2), endAt: at(5), registrationDeadline: at(-24) });
    const finished = await mine({ name: 'Game over', status: 'in_progress', startAt: at(-3), endAt: at(5), registrationDeadline: at(-24) });
    const stranger = await buildCourse(db, { name: 'Someone else’s game', status: 'in_progress', startAt: at(-2), endAt: at(5), registrationDeadline: at(-24) });
    await game(running.course.id, 'running', at(-1));
    await game(paused.course.id, 'paused', at(-1.5));
    await game(finished.course.id, 'finished', at(-2));
    await game(stranger.course.id, 'running', at(-1));

    const names = async (who: Caller) => ((await call(t.app, 'POST', '/student/runningGames', {}, who)).json.body.list as { courseName: string }[]).map((g) => g.courseName);
    const list = (await call(t.app, 'POST', '/student/runningGames', {}, student)).json.body.list;
    expect(list).toEqual([
      { courseId: running.course.id, courseName: 'Game running', gameId: 'MS', status: 'running', startedAt: expect.any(String) },
      { courseId: paused.course.id, courseName: 'Game paused', gameId: 'MS', status: 'paused', startedAt: expect.any(String) },
    ]);
    // The lecturer runs the three courses of `mine`; another lecturer runs none; the chief admin may enter any.
    expect(await names(lecturer)).toEqual(['Game running', 'Game paused']);
    expect(await names(otherLecturer)).toEqual([]);
    expect(await names(enterprise)).toEqual([]);
    expect((await names(admin)).sort()).toEqual(['Game paused', 'Game running', 'Someone else’s game']);
    expect((await call(t.app, 'POST', '/student/runningGames', {})).json.head.code).toBe('100006');
  });
});

describe('POST /student/completeUserInfo', () => {
  it('counts the filled profile fields and names the missing ones', async () => {
    const res = await call(t.app, 'POST', '/student/completeUserInfo', {}, student);
    expect(res.json.body.missing).toEqual(['nickname', 'avatar', 'gender', 'age', 'department', 'position', 'email']);
    expect(res.json.body.percent).toBe(30);
    await t.database.db.update(users).set({ nickname: 'Jia', email: 'jia@example.com' }).where(eq(users.id, studentId));
    expect((await call(t.app, 'POST', '/student/completeUserInfo', {}, student)).json.body.percent).toBe(50);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'POST', '/student/completeUserInfo', {})).json.head.code).toBe('100006');
  });
});

describe('POST /admin/courseAllNum, /admin/courseNum, /admin/allCompleted', () => {
  it('counts courses by status in the caller’s scope', async () => {
    const all = await call(t.app, 'POST', '/admin/courseAllNum', {}, admin);
    expect(all.json.head.code).toBe('000000');
    expect(Object.keys(all.json.body.byStatus).sort()).toEqual(['closed', 'completed', 'disabled', 'failed_start', 'in_progress', 'inviting', 'upcoming']);
    const sum = Object.values(all.json.body.byStatus as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(all.json.body.total).toBe(sum);
    // An enterprise user's scope is their company's courses: none here.
    expect((await call(t.app, 'POST', '/admin/courseAllNum', {}, enterprise)).json.body.total).toBe(0);
    // The console's course count is the course management list's total (the console is the admins').
    for (const who of [admin, enterprise]) {
      const listed = await call(t.app, 'POST', '/course/select.json', { scope: 'managed', pageSize: 1 }, who);
      expect((await call(t.app, 'POST', '/admin/courseAllNum', {}, who)).json.body.total).toBe(listed.json.body.total);
    }
  });

  it('series of courses starting per day, every day present', async () => {
    const before = await call(t.app, 'POST', '/admin/courseNum', { days: 7 }, admin);
    expect(before.json.body.series).toHaveLength(7);
    await buildCourse(t.database.db, { startAt: new Date(), endAt: at(8), registrationDeadline: at(-1) });
    const after = await call(t.app, 'POST', '/admin/courseNum', { days: 7 }, admin);
    const last = (r: typeof after) => r.json.body.series[6].count as number;
    expect(last(after)).toBe(last(before) + 1);
    expect((await call(t.app, 'POST', '/admin/courseNum', {}, admin)).json.body.series).toHaveLength(30);
    expect((await call(t.app, 'POST', '/admin/courseNum', { days: 90 }, enterprise)).json.body.series.every((d: { count: number }) => d.count === 0)).toBe(true);
    const bad = await call(t.app, 'POST', '/admin/courseNum', { days: 8 }, admin);
    expect(bad.json.head.fields![0].field).toBe('days');
  });

  it('completion numbers', async () => {
    const db = t.database.db;
    const before = (await call(t.app, 'POST', '/admin/allCompleted', {}, admin)).json.body;
    const { course, members } = await buildCourse(db, { status: 'completed', startAt: at(-48), endAt: at(-40), registrationDeadline: at(-72) }, { teams: 1, membersPerTeam: 4 });
    await db.update(courseMembers).set({ progress: 'completed' }).where(eq(courseMembers.id, members[0].memberId));
    await db.insert(certificates).values({ number: `ST-2025-${course.id}-TESTAA`, courseId: course.id, userId: members[0].userId, name: 'x', locale: 'zh-CN', issuedOn: '2025-01-01' });
    const after = (await call(t.app, 'POST', '/admin/allCompleted', {}, admin)).json.body;
    expect(after.courses).toBe(before.courses + 1);
    expect(after.learners).toBe(before.learners + 1);
    expect(after.certificates).toBe(before.certificates + 1);
    expect(after.completionRate).toBeGreaterThan(0);
    expect(after.completionRate).toBeLessThanOrEqual(1);
    expect((await call(t.app, 'POST', '/admin/allCompleted', {}, enterprise)).json.body).toEqual({ courses: 0, learners: 0, certificates: 0, completionRate: 0 });
  });

  it('refuses without a session and to roles without the admin console', async () => {
    for (const path of ['/admin/courseAllNum', '/admin/courseNum', '/admin/allCompleted']) {
      expect((await call(t.app, 'POST', path, {})).json.head.code, path).toBe('100006');
      expect((await call(t.app, 'POST', path, {}, student)).json.head.code, path).toBe('100006');
      expect((await call(t.app, 'POST', path, {}, lecturer)).json.head.code, path).toBe('100006');
    }
  });
});
