import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { INVITE_CODE_ALPHABET } from '@sandtable/shared/contracts/invitations';
import { asUser, buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';
import { courseMembers, courses, invitations, invitationUses, smsMessages, teams } from '../../db/schema';

let t: TestApp;
let lecturer: Caller;
let otherLecturer: Caller;
let student: Caller;
let lecturerId: number;

const codePattern = new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`);

beforeAll(async () => {
  // Many code checks from one address: the per-address limit is not what these tests are about.
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, ...(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' as const } : {}) });
  const db = t.database.db;
  const lect = await buildUser(db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = await loginAs(t.app, (await buildUser(db, { role: 'lecturer' })).account, TEST_PASSWORD);
  student = (await newStudent()).caller;
});
afterAll(() => t.close());

async function newStudent(overrides: { mobile?: string } = {}) {
  const user = await buildUser(t.database.db, { role: 'student', ...overrides });
  return { user, caller: await loginAs(t.app, user.account, TEST_PASSWORD) };
}

/** A course of the lecturer's with two teams of one member each (capacity 3 unless told). */
async function myCourse(overrides: Partial<typeof courses.$inferInsert> = {}, teamCapacity = 3) {
  return buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, ...overrides }, { teams: 2, membersPerTeam: 1, teamCapacity });
}

async function codes(courseId: number, body: Record<string, unknown> = {}): Promise<string[]> {
  const res = await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId, count: 1, ...body }, lecturer);
  expect(res.json.head.code).toBe('000000');
  return res.json.body.list.map((i: { code: string }) => i.code);
}

const courseRow = async (id: number) => (await t.database.db.select().from(courses).where(eq(courses.id, id)))[0];
const invitationRow = async (code: string) => (await t.database.db.select().from(invitations).where(eq(invitations.code, code)))[0];

describe('POST /inviteCodeInfo/save.json', () => {
  it('creates codes of 8 characters, one use and twelve months by default, with their join links', async () => {
    const { course } = await myCourse();
    const res = await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: course.id, count: 3 }, lecturer);
    expect(res.json.head.code).toBe('000000');
    const list = res.json.body.list;
    expect(list).toHaveLength(3);
    expect(new Set(list.map((i: { code: string }) => i.code)).size).toBe(3);
    for (const i of list) {
      expect(i.code).toMatch(codePattern);
      expect(i).toMatchObject({ courseId: course.id, courseName: course.name, uses: 1, used: 0, status: 'active', mobile: null, teamId: null });
      expect(i.joinUrl).toMatch(new RegExp(`/#/join\\?code=${i.code}$`));
      const months = (new Date(i.expiresAt).getTime() - Date.now()) / (30.4 * 24 * 3_600_000);
      expect(months).toBeGreaterThan(11.5);
      expect(months).toBeLessThan(12.5);
    }
  });

  it('makes codes for a team, with more uses and a shorter validity', async () => {
    const { course, teams: [team] } = await myCourse();
    const res = await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: course.id, count: 1, uses: 5, validMonths: 1, teamId: team.id }, lecturer);
    expect(res.json.body.list[0]).toMatchObject({ uses: 5, teamId: team.id, teamName: team.name });
  });

  it('refuses bad input naming the field, a team of another course, without a session, for students and on another lecturer’s course', async () => {
    const { course } = await myCourse();
    const other = await buildCourse(t.database.db, {}, { teams: 1 });
    const bad = await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: course.id, count: 0 }, lecturer);
    expect(bad.json.head.code).toBe('100001');
    expect(bad.json.head.fields!.map((f) => f.field)).toContain('count');
    const foreignTeam = await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: course.id, count: 1, teamId: other.teams[0].id }, lecturer);
    expect(foreignTeam.json.head.code).toBe('100001');
    expect(foreignTeam.json.head.fields!.map((f) => f.field)).toContain('teamId');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: course.id, count: 1 })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: course.id, count: 1 }, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: other.course.id, count: 1 }, lecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: course.id, count: 1 }, otherLecturer)).json.head.code).toBe('100004');
  });

  it('refuses codes for a course that no longer signs people up', async () => {
    const { course } = await myCourse({ status: 'upcoming' });
    expect((await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: course.id, count: 1 }, lecturer)).json.head.code).toBe('102011');
  });
});

describe('POST /inviteCodeInfo/select.json and /inviteCodeInfo/revoke.json', () => {
  it('lists a course’s codes with their status, filters by status, and revokes an unused code', async () => {
    const { course } = await myCourse();
    const [a, b] = await codes(course.id, { count: 2 });
    const revoke = await call(t.app, 'POST', '/inviteCodeInfo/revoke.json', { id: (await invitationRow(a)).id }, lecturer);
    expect(revoke.json.head.code).toBe('000000');
    await t.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.code, b));
    const all = await call(t.app, 'POST', '/inviteCodeInfo/select.json', { courseId: course.id }, lecturer);
    expect(all.json.body.total).toBe(2);
    const byCode = Object.fromEntries(all.json.body.list.map((i: { code: string; status: string }) => [i.code, i.status]));
    expect(byCode).toEqual({ [a]: 'revoked', [b]: 'expired' });
    const revoked = await call(t.app, 'POST', '/inviteCodeInfo/select.json', { courseId: course.id, status: 'revoked' }, lecturer);
    expect(revoked.json.body.list.map((i: { code: string }) => i.code)).toEqual([a]);
  });

  it('refuses bad input, no session, students and other lecturers', async () => {
    const { course } = await myCourse();
    const [code] = await codes(course.id);
    const id = (await invitationRow(code)).id;
    const bad = await call(t.app, 'POST', '/inviteCodeInfo/select.json', { courseId: course.id, status: 'nope' }, lecturer);
    expect(bad.json.head.fields!.map((f) => f.field)).toContain('status');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/revoke.json', { id: 'x' }, lecturer)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/select.json', { courseId: course.id })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/select.json', { courseId: course.id }, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/revoke.json', { id }, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/select.json', { courseId: course.id }, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/revoke.json', { id }, otherLecturer)).json.head.code).toBe('100004');
  });

  it('keeps a used-up code: it records who joined', async () => {
    const { course } = await myCourse();
    const [code] = await codes(course.id);
    expect((await call(t.app, 'POST', '/course/courseInvite/join.json', { code }, (await newStudent()).caller)).json.head.code).toBe('000000');
    const res = await call(t.app, 'POST', '/inviteCodeInfo/revoke.json', { id: (await invitationRow(code)).id }, lecturer);
    expect(res.json.head.code).toBe('104003');
  });
});

describe('POST /inviteCodeInfo/get.json', () => {
  it('shows the holder the course, its teams and seats; a member sees alreadyMember', async () => {
    const { course, teams: [team] } = await myCourse();
    const [code] = await codes(course.id, { teamId: team.id });
    const res = await call(t.app, 'POST', '/inviteCodeInfo/get.json', { code: code.toLowerCase() }, student);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body).toMatchObject({ code, status: 'active', teamId: team.id, alreadyMember: false, course: { id: course.id, name: course.name, seatsTaken: 2 } });
    expect(res.json.body.teams[0]).toMatchObject({ id: team.id, capacity: 3, memberCount: 1, full: false });
  });

  it('fails for unknown, revoked, expired, used-up and full codes', async () => {
    const { course } = await myCourse({ participants: 3 });
    const [revoked, expired, usedUp, full] = await codes(course.id, { count: 4 });
    await t.database.db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.code, revoked));
    await t.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.code, expired));
    await t.database.db.update(invitations).set({ used: 1 }).where(eq(invitations.code, usedUp));
    const check = async (code: string) => (await call(t.app, 'POST', '/inviteCodeInfo/get.json', { code }, student)).json.head.code;
    expect(await check('ABCDEFGH')).toBe('104001');
    expect(await check(revoked)).toBe('104005');
    expect(await check(expired)).toBe('104004');
    expect(await check(usedUp)).toBe('104003');
    await t.database.db.update(courses).set({ seatsTaken: 3 }).where(eq(courses.id, course.id));
    expect(await check(full)).toBe('104002');
  });

  it('refuses a malformed code naming the field, and callers without a session', async () => {
    const bad = await call(t.app, 'POST', '/inviteCodeInfo/get.json', { code: 'O0I1' }, student);
    expect(bad.json.head.code).toBe('100001');
    expect(bad.json.head.fields!.map((f) => f.field)).toContain('code');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/get.json', { code: 'ABCDEFGH' })).json.head.code).toBe('100006');
  });
});

describe('POST /course/courseInvite/join.json', () => {
  it('joins the course into the chosen team, becomes captain of a captainless team, and records the use', async () => {
    const { course, teams: [team] } = await myCourse();
    await t.database.db.update(teams).set({ captainId: null }).where(eq(teams.id, team.id));
    const [code] = await codes(course.id);
    const { user, caller } = await newStudent();
    const res = await call(t.app, 'POST', '/course/courseInvite/join.json', { code, teamId: team.id }, caller);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.me).toMatchObject({ teamId: team.id, captain: true });
    expect(res.json.body.course.seatsTaken).toBe(3);
    expect((await invitationRow(code)).used).toBe(1);
    const uses = await t.database.db.select().from(invitationUses).where(eq(invitationUses.userId, user.id));
    expect(uses).toHaveLength(1);
    const his = await call(t.app, 'POST', '/inviteCodeInfo/selectHis.json', { courseId: course.id }, lecturer);
    expect(his.json.body.list).toEqual([expect.objectContaining({ code, userId: user.id, name: user.name, teamName: team.name })]);
  });

  it('a code made for a team joins that team', async () => {
    const { course, teams: [, second] } = await myCourse();
    const [code] = await codes(course.id, { teamId: second.id });
    const res = await call(t.app, 'POST', '/course/courseInvite/join.json', { code }, (await newStudent()).caller);
    expect(res.json.body.me.teamId).toBe(second.id);
    expect(res.json.body.me.captain).toBe(false);
  });

  it('refuses a member (without spending the code), revoked, expired and used-up codes, closed courses and full teams', async () => {
    const { course, teams: [team], members } = await myCourse({}, 1);
    const [forMember, revoked, expired, usedUp, fullTeam] = await codes(course.id, { count: 5 });
    const member = await asUser(t, members[0].userId);
    const join = async (code: string, caller: Caller, teamId?: number) => (await call(t.app, 'POST', '/course/courseInvite/join.json', { code, teamId }, caller)).json.head.code;
    expect(await join(forMember, member)).toBe('102007');
    expect((await invitationRow(forMember)).used).toBe(0);
    await t.database.db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.code, revoked));
    await t.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.code, expired));
    await t.database.db.update(invitations).set({ used: 1 }).where(eq(invitations.code, usedUp));
    const { caller } = await newStudent();
    expect(await join('ZZZZZZZZ', caller)).toBe('104001');
    expect(await join(revoked, caller)).toBe('104005');
    expect(await join(expired, caller)).toBe('104004');
    expect(await join(usedUp, caller)).toBe('104003');
    expect(await join(fullTeam, caller, team.id)).toBe('102006');
    expect((await invitationRow(fullTeam)).used).toBe(0);
    expect((await courseRow(course.id)).seatsTaken).toBe(2);
    await t.database.db.update(courses).set({ status: 'upcoming' }).where(eq(courses.id, course.id));
    expect(await join(fullTeam, caller)).toBe('102008');
  });

  it('refuses bad input, no session and callers who are not learners', async () => {
    const { course } = await myCourse();
    const [code] = await codes(course.id);
    const bad = await call(t.app, 'POST', '/course/courseInvite/join.json', { code, teamId: -1 }, student);
    expect(bad.json.head.fields!.map((f) => f.field)).toContain('teamId');
    expect((await call(t.app, 'POST', '/course/courseInvite/join.json', { code })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/courseInvite/join.json', { code }, lecturer)).json.head.code).toBe('100006');
  });

  it('gives the last seat to exactly one of eight students racing with their own codes', async () => {
    const participants = 10;
    const { course } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, participants, seatsTaken: participants - 1 });
    const mine = await codes(course.id, { count: 8 });
    const racers = await Promise.all(mine.map(async () => (await newStudent()).caller));
    const results = await Promise.all(racers.map((caller, i) => call(t.app, 'POST', '/course/courseInvite/join.json', { code: mine[i] }, caller)));
    const outcomes = results.map((r) => r.json.head.code).sort();
    expect(outcomes).toEqual(['000000', ...Array(7).fill('104002')]);
    const after = await courseRow(course.id);
    expect(after.seatsTaken).toBe(participants);
    const rows = await t.database.db.select().from(invitations).where(inArray(invitations.code, mine));
    expect(rows.reduce((n, r) => n + r.used, 0)).toBe(1);
    expect(await t.database.db.select().from(courseMembers).where(eq(courseMembers.courseId, course.id))).toHaveLength(1);
  });

  it('gives the last place in a team to exactly one of two students', async () => {
    const { course, teams: [team] } = await myCourse({}, 2);
    const [a, b] = await codes(course.id, { count: 2 });
    const [x, y] = [(await newStudent()).caller, (await newStudent()).caller];
    const results = await Promise.all([
      call(t.app, 'POST', '/course/courseInvite/join.json', { code: a, teamId: team.id }, x),
      call(t.app, 'POST', '/course/courseInvite/join.json', { code: b, teamId: team.id }, y),
    ]);
    expect(results.map((r) => r.json.head.code).sort()).toEqual(['000000', '102006']);
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row.memberCount).toBe(2);
    expect((await courseRow(course.id)).seatsTaken).toBe(3);
  });
});

describe('POST /inviteCodeInfo/use.json', () => {
  it('joins without a team', async () => {
    const { course } = await myCourse();
    const [code] = await codes(course.id);
    const res = await call(t.app, 'POST', '/inviteCodeInfo/use.json', { code }, (await newStudent()).caller);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.me).toMatchObject({ teamId: null });
  });

  it('refuses bad input, no session and lecturers', async () => {
    expect((await call(t.app, 'POST', '/inviteCodeInfo/use.json', {}, student)).json.head.fields!.map((f) => f.field)).toContain('code');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/use.json', { code: 'ABCDEFGH' })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/inviteCodeInfo/use.json', { code: 'ABCDEFGH' }, lecturer)).json.head.code).toBe('100006');
  });
});

describe('POST /course/courseInvite/invitation.json and invitationMemberQuery.json', () => {
  it('sends each mobile a personal code by SMS, and lists who joined', async () => {
    const { course, teams: [team] } = await myCourse();
    const mobiles = ['13611110001', '13611110002'];
    const res = await call(t.app, 'POST', '/course/courseInvite/invitation.json', { courseId: course.id, mobiles, teamId: team.id }, lecturer);
    expect(res.json.head.code).toBe('000000');
    const list = res.json.body.list;
    expect(list.map((i: { mobile: string }) => i.mobile)).toEqual(mobiles);
    expect(list[0]).toMatchObject({ uses: 1, teamId: team.id });
    const sent = await t.database.db.select().from(smsMessages).where(inArray(smsMessages.mobile, mobiles));
    expect(sent).toHaveLength(2);
    for (const i of list) {
      const text = sent.find((m) => m.mobile === i.mobile)!;
      expect(text.body).toContain(course.name);
      expect(text.body).toContain(i.code);
      expect(text.status).toBe('sent');
    }
    // The first invitee registers and joins with their code.
    const { user, caller } = await newStudent({ mobile: mobiles[0] });
    expect((await call(t.app, 'POST', '/course/courseInvite/join.json', { code: list[0].code }, caller)).json.head.code).toBe('000000');
    const q = await call(t.app, 'POST', '/course/courseInvite/invitationMemberQuery.json', { courseId: course.id }, lecturer);
    expect(q.json.body.total).toBe(2);
    const byMobile = Object.fromEntries(q.json.body.list.map((r: { mobile: string }) => [r.mobile, r]));
    expect(byMobile[mobiles[0]]).toMatchObject({ name: user.name, code: list[0].code, teamName: team.name });
    expect(byMobile[mobiles[0]].joinedAt).not.toBeNull();
    expect(byMobile[mobiles[1]]).toMatchObject({ name: null, joinedAt: null, teamName: null });
    const kw = await call(t.app, 'POST', '/course/courseInvite/invitationMemberQuery.json', { courseId: course.id, keyword: '0002' }, lecturer);
    expect(kw.json.body.list.map((r: { mobile: string }) => r.mobile)).toEqual([mobiles[1]]);
  });

  it('refuses more than ten mobiles or a bad one, no session, students and other lecturers', async () => {
    const { course } = await myCourse();
    const eleven = Array.from({ length: 11 }, (_, i) => `1361111${String(100 + i).padStart(4, '0')}`);
    const tooMany = await call(t.app, 'POST', '/course/courseInvite/invitation.json', { courseId: course.id, mobiles: eleven }, lecturer);
    expect(tooMany.json.head.fields!.map((f) => f.field)).toContain('mobiles');
    expect((await call(t.app, 'POST', '/course/courseInvite/invitation.json', { courseId: course.id, mobiles: ['123'] }, lecturer)).json.head.code).toBe('100001');
    const body = { courseId: course.id, mobiles: ['13611119999'] };
    expect((await call(t.app, 'POST', '/course/courseInvite/invitation.json', body)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/courseInvite/invitation.json', body, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/courseInvite/invitation.json', body, otherLecturer)).json.head.code).toBe('100004');
    const q = { courseId: course.id };
    expect((await call(t.app, 'POST', '/course/courseInvite/invitationMemberQuery.json', { courseId: 'x' }, lecturer)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/courseInvite/invitationMemberQuery.json', q)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/courseInvite/invitationMemberQuery.json', q, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/courseInvite/invitationMemberQuery.json', q, otherLecturer)).json.head.code).toBe('100004');
    expect(await t.database.db.select().from(smsMessages).where(eq(smsMessages.mobile, '13611119999'))).toHaveLength(0);
  });
});

describe('POST /course/createQR.json', () => {
  it('draws the join link as a PNG data URL', async () => {
    const { course } = await myCourse();
    const [code] = await codes(course.id);
    const res = await call(t.app, 'POST', '/course/createQR.json', { code }, lecturer);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.joinUrl).toMatch(new RegExp(`/#/join\\?code=${code}$`));
    expect(res.json.body.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses unknown and malformed codes, no session, students and other lecturers', async () => {
    const { course } = await myCourse();
    const [code] = await codes(course.id);
    expect((await call(t.app, 'POST', '/course/createQR.json', { code: 'ZZZZZZZZ' }, lecturer)).json.head.code).toBe('104001');
    expect((await call(t.app, 'POST', '/course/createQR.json', { code: '!' }, lecturer)).json.head.fields!.map((f) => f.field)).toContain('code');
    expect((await call(t.app, 'POST', '/course/createQR.json', { code })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/createQR.json', { code }, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/createQR.json', { code }, otherLecturer)).json.head.code).toBe('100004');
  });
});

describe('POST /admin/inviteCourseList', () => {
  it('lists the caller’s courses open for sign-up with their codes and invitations', async () => {
    const lect = await buildUser(t.database.db, { role: 'lecturer' });
    const caller = await loginAs(t.app, lect.account, TEST_PASSWORD);
    const open = await buildCourse(t.database.db, { lecturerId: lect.id, createdBy: lect.id, name: 'Open for sign-up' });
    await buildCourse(t.database.db, { lecturerId: lect.id, createdBy: lect.id, name: 'Already upcoming', status: 'upcoming' });
    await call(t.app, 'POST', '/inviteCodeInfo/save.json', { courseId: open.course.id, count: 2 }, caller);
    await call(t.app, 'POST', '/course/courseInvite/invitation.json', { courseId: open.course.id, mobiles: ['13622220001'] }, caller);
    const res = await call(t.app, 'POST', '/admin/inviteCourseList', {}, caller);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.list).toEqual([expect.objectContaining({ id: open.course.id, name: 'Open for sign-up', codes: 3, invited: 1 })]);
    expect((await call(t.app, 'POST', '/admin/inviteCourseList', { keyword: 'nothing like it' }, caller)).json.body.total).toBe(0);
    expect((await call(t.app, 'POST', '/admin/inviteCourseList', {}, otherLecturer)).json.body.list.map((c: { id: number }) => c.id)).not.toContain(open.course.id);
  });

  it('refuses bad input, no session and students', async () => {
    expect((await call(t.app, 'POST', '/admin/inviteCourseList', { pageSize: 1000 }, lecturer)).json.head.fields!.map((f) => f.field)).toContain('pageSize');
    expect((await call(t.app, 'POST', '/admin/inviteCourseList', {})).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/admin/inviteCourseList', {}, student)).json.head.code).toBe('100006');
  });
});
