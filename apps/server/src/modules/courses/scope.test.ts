import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildCourse, buildUser, wizardInput } from '../../test/factories';
import { multipart, sheet } from '../../test/sheets';
import { courseMembers, courses, users } from '../../db/schema';

/**
 * People outside the caller's scope (enterprise: their company; lecturer: the people in the courses
 * they run; chief admin: everyone) can be neither matched, named nor enrolled through any courses
 * endpoint that takes a mobile or a user id: the answer is the same neutral refusal whether or not
 * the caller guessed the account's name, and it never contains that name.
 */
let t: TestApp;
let admin: Caller;
let enterpriseA: Caller;
let enterpriseB: Caller;
let lecturer: Caller;
let lecturerId: number;
let companyA: number;
let companyB: number;
/** A student of company B: what company A must not reach. */
let outsider: typeof users.$inferSelect;
/** A student of company A. */
let colleague: typeof users.$inferSelect;

let next = 0;
const freshMobile = () => `1366${String(Date.now() % 10_000).padStart(4, '0')}${String(next++).padStart(3, '0')}`;
const NOT_YOURS = "You cannot add this mobile. Ask the person to join with the course's invitation code instead.";

beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  const db = t.database.db;
  companyA = (await buildCompany(db)).id;
  companyB = (await buildCompany(db)).id;
  admin = await asUser(t, (await buildUser(db, { role: 'chief_admin' })).id);
  enterpriseA = await asUser(t, (await buildUser(db, { role: 'enterprise', companyId: companyA })).id);
  enterpriseB = await asUser(t, (await buildUser(db, { role: 'enterprise', companyId: companyB })).id);
  lecturerId = (await buildUser(db, { role: 'lecturer', name: '李老师' })).id;
  lecturer = await asUser(t, lecturerId);
  outsider = await buildUser(db, { companyId: companyB, name: '乙公司学员', mobile: freshMobile() });
  colleague = await buildUser(db, { companyId: companyA, name: '甲公司学员', mobile: freshMobile() });
});
afterAll(() => t.close());

const inHouse = (members: { name: string; mobile: string }[][]) => wizardInput(lecturerId, members, { kind: 'in_house', name: 'In-house course' });

/** A course of company A (kind in_house), empty teams. */
const courseOfA = () => buildCourse(t.database.db, { kind: 'in_house', companyId: companyA }, { teams: 2 });

const fields = (res: { json: { head: { fields?: { field: string; path?: string; message: string }[] } } }) => res.json.head.fields ?? [];
const courseCount = async () => (await t.database.db.select({ id: courses.id }).from(courses)).length;
const nameOf = async (id: number) => (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0].name;

describe('the wizard (/course/create.json)', () => {
  it('refuses another company’s mobile with neutral words, whatever name is typed, and writes nothing', async () => {
    const before = await courseCount();
    for (const name of ['Someone', outsider.name]) {
      const res = await call(t.app, 'POST', '/course/create.json', inHouse([[{ name, mobile: outsider.mobile! }]]), enterpriseA);
      expect(res.json.head.code).toBe('100001');
      expect(fields(res)).toEqual([expect.objectContaining({ field: 'mobile', path: 'teams.0.members.0.mobile', message: NOT_YOURS })]);
      expect(JSON.stringify(res.json)).not.toContain(outsider.name);
    }
    expect(await courseCount()).toBe(before);
    expect(await nameOf(outsider.id)).toBe('乙公司学员');
  });

  it('never renames a colleague’s account nor enrols them under another name: the name must be the account’s', async () => {
    const renamed = await call(t.app, 'POST', '/course/create.json', inHouse([[{ name: 'Renamed', mobile: colleague.mobile! }]]), enterpriseA);
    expect(fields(renamed)).toEqual([expect.objectContaining({ path: 'teams.0.members.0.name', message: `The account of this mobile is named ${colleague.name}: use that name or leave this student out` })]);
    const zh = await call(t.app, 'POST', '/course/create.json', inHouse([[{ name: 'Renamed', mobile: colleague.mobile! }]]), { ...enterpriseA, language: 'zh' });
    expect(fields(zh)[0].message).toBe(`该手机号的账号姓名为「${colleague.name}」：请使用该姓名，或不添加此学员`);
    expect(await nameOf(colleague.id)).toBe('甲公司学员');
    const kept = await call(t.app, 'POST', '/course/create.json', inHouse([[{ name: colleague.name, mobile: colleague.mobile! }]]), enterpriseA);
    expect(kept.json.head.code).toBe('000000');
    expect(kept.json.body.teams[0].members[0]).toMatchObject({ userId: colleague.id, name: '甲公司学员' });
  });

  it('lets the chief admin enrol anyone, and a lecturer only people of the courses they run', async () => {
    const mobile = outsider.mobile!;
    const byLecturer = await call(t.app, 'POST', '/course/create.json', { ...inHouse([[{ name: outsider.name, mobile }]]), kind: 'special' }, lecturer);
    expect(fields(byLecturer).map((f) => f.message)).toEqual([NOT_YOURS]);
    const byAdmin = await call(t.app, 'POST', '/course/create.json', { ...inHouse([[{ name: outsider.name, mobile }]]), kind: 'special' }, admin);
    expect(byAdmin.json.head.code).toBe('000000');
    // Now the outsider is in a course the lecturer leads: the lecturer may enrol them again.
    const again = await call(t.app, 'POST', '/course/create.json', { ...inHouse([[{ name: outsider.name, mobile }]]), kind: 'special' }, lecturer);
    expect(again.json.head.code).toBe('000000');
  });
});

describe('POST /course/addCourseMembers', () => {
  it('refuses another company’s mobile without naming it; the seat count does not move', async () => {
    const { course, teams } = await courseOfA();
    const res = await call(t.app, 'POST', '/course/addCourseMembers', { courseId: course.id, teamId: teams[0].id, members: [{ name: 'x', mobile: outsider.mobile }] }, enterpriseA);
    expect(fields(res)).toEqual([expect.objectContaining({ path: 'members.0.mobile', message: NOT_YOURS })]);
    expect(JSON.stringify(res.json)).not.toContain(outsider.name);
    expect(await t.database.db.select().from(courseMembers).where(eq(courseMembers.courseId, course.id))).toHaveLength(0);
    expect((await t.database.db.select().from(courses).where(eq(courses.id, course.id)))[0].seatsTaken).toBe(0);
  });

  it('asks for the account’s own name, and refuses another company’s course as not found', async () => {
    const { course } = await courseOfA();
    const add = (name: string, caller: Caller) => call(t.app, 'POST', '/course/addCourseMembers', { courseId: course.id, members: [{ name, mobile: colleague.mobile }] }, caller);
    expect(fields(await add('Other name', enterpriseA)).map((f) => f.path)).toEqual(['members.0.name']);
    expect((await add(colleague.name, enterpriseB)).json.head.code).toBe('100004');
    const ok = await add(colleague.name, enterpriseA);
    expect(ok.json.head.code).toBe('000000');
    expect(await nameOf(colleague.id)).toBe('甲公司学员');
  });
});

describe('member and team endpoints that take ids', () => {
  it('refuse another company’s course and members: editMembers, a captain from outside the team', async () => {
    const mine = await buildCourse(t.database.db, { kind: 'in_house', companyId: companyA }, { teams: 2, membersPerTeam: 1 });
    const theirs = await buildCourse(t.database.db, { kind: 'in_house', companyId: companyB }, { teams: 2, membersPerTeam: 1 });
    // Company B acting on company A's course.
    expect((await call(t.app, 'POST', '/admin/editMembers', { courseId: mine.course.id, remove: [mine.members[0].memberId] }, enterpriseB)).json.head.code).toBe('100004');
    // Company A moving or removing B's members through its own course.
    expect((await call(t.app, 'POST', '/admin/editMembers', { courseId: mine.course.id, remove: [theirs.members[0].memberId] }, enterpriseA)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/admin/editMembers', { courseId: mine.course.id, move: [{ memberId: theirs.members[0].memberId, teamId: mine.teams[1].id }] }, enterpriseA)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/admin/editMembers', { courseId: mine.course.id, move: [{ memberId: mine.members[0].memberId, teamId: theirs.teams[0].id }] }, enterpriseA)).json.head.code).toBe('100004');
    // B's student named captain of A's team.
    const captain = await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', { courseId: mine.course.id, teamId: mine.teams[0].id, name: 'T', colour: '#ff0000', capacity: 5, captainId: outsider.id }, enterpriseA);
    expect(fields(captain).map((f) => f.field)).toEqual(['captainId']);
    expect((await t.database.db.select().from(courseMembers).where(eq(courseMembers.courseId, theirs.course.id))).map((m) => m.teamId).sort()).toEqual(theirs.members.map((m) => m.teamId).sort());
  });
});

describe('POST /user/getUserNameByMobile.json (the wizard’s lookup)', () => {
  it('names only people in the caller’s scope', async () => {
    const ask = (caller: Caller, mobile = outsider.mobile) => call(t.app, 'POST', '/user/getUserNameByMobile.json', { mobile }, caller);
    const nobody = { found: false, userId: null, name: null };
    expect((await ask(enterpriseA)).json.body).toEqual(nobody);
    expect((await ask(enterpriseB)).json.body).toEqual({ found: true, userId: outsider.id, name: outsider.name });
    expect((await ask(admin)).json.body.found).toBe(true);
    const stranger = await asUser(t, (await buildUser(t.database.db, { role: 'lecturer' })).id);
    expect((await ask(stranger)).json.body).toEqual(nobody);
    expect((await ask(enterpriseA, colleague.mobile)).json.body.name).toBe(colleague.name);
  });
});

describe('POST /course/courseTeamMember/upload.json (the import preview)', () => {
  it('names the account of a mobile in scope, marks new ones, and refuses an outsider’s row neutrally', async () => {
    const fresh = freshMobile();
    const file = sheet([
      ['姓名 Name *', '手机号 Mobile *', '部门 Department', '小组 Team'],
      ['Another name', colleague.mobile!, '', ''],
      ['New person', fresh, '', 'Team 9'],
      ['Guess', outsider.mobile!, '', ''],
    ]);
    const body = multipart({ name: 's.xlsx', bytes: file });
    const res = await t.app.inject({ method: 'POST', url: '/course/courseTeamMember/upload.json', payload: body.payload, headers: { ...body.headers, cookie: enterpriseA.cookie!, 'x-csrf-token': enterpriseA.csrf!, language: 'en' } });
    const json = res.json();
    expect(json.head.code).toBe('000000');
    expect(json.body.rows).toEqual([
      { row: 2, name: 'Another name', mobile: colleague.mobile, department: null, team: null, accountName: colleague.name },
      { row: 3, name: 'New person', mobile: fresh, department: null, team: 'Team 9', accountName: null },
    ]);
    expect(json.body.errors).toEqual([{ row: 4, field: 'mobile', message: NOT_YOURS }]);
    expect(res.body).not.toContain(outsider.name);
  });
});
