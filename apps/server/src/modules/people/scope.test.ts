import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';
import { courseMembers } from '../../db/schema';

/**
 * People are visible and addable only within the caller's scope (enterprise user: their company;
 * lecturer: the people of the courses they run; chief admin: all): anyone else reads as not found.
 */
let t: TestApp;
let lecturerId: number;
let lecturer: Caller;
let enterpriseA: Caller;
let admin: Caller;
let companyA: number;
let companyB: number;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
  const db = t.database.db;
  companyA = (await buildCompany(db)).id;
  companyB = (await buildCompany(db)).id;
  const lect = await buildUser(db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  enterpriseA = await loginAs(t.app, (await buildUser(db, { role: 'enterprise', companyId: companyA })).account, TEST_PASSWORD);
  admin = await loginAs(t.app, (await buildUser(db, { role: 'chief_admin' })).account, TEST_PASSWORD);
});
afterAll(() => t.close());

const member = (groupId: number, add: number[], caller: Caller) => call(t.app, 'POST', '/course/group/editCourseGroupMember.json', { groupId, add }, caller);
const groupOf = async (caller: Caller, courseId: number) => (await call(t.app, 'POST', '/course/group/createGroupCourse.json', { name: `Scope ${Math.random()}`, courseIds: [courseId] }, caller)).json.body;

describe('course groups', () => {
  it('a lecturer cannot add (or read) someone outside the courses they run; inside, they can', async () => {
    const db = t.database.db;
    const { course } = await buildCourse(db, { lecturerId, createdBy: lecturerId });
    const group = await groupOf(lecturer, course.id);
    const stranger = await buildUser(db, { companyId: companyB, mobile: '13900001111', name: '陌生人' });
    const refused = await member(group.id, [stranger.id], lecturer);
    expect(refused.json.head.code).toBe('100004');
    expect(JSON.stringify(refused.json)).not.toContain('13900001111');
    const seen = await call(t.app, 'GET', `/course/group/get.json?id=${group.id}`, undefined, lecturer);
    expect(seen.json.body.members).toEqual([]);

    await db.insert(courseMembers).values({ courseId: course.id, userId: stranger.id, joinedVia: 'manager' });
    const added = await member(group.id, [stranger.id], lecturer);
    expect(added.json.head.code).toBe('000000');
    expect(added.json.body.members).toMatchObject([{ userId: stranger.id, name: '陌生人', mobile: '13900001111' }]);
  });

  it('an enterprise user adds only the people of their company; the chief admin anyone', async () => {
    const db = t.database.db;
    const { course } = await buildCourse(db, { companyId: companyA });
    const group = await groupOf(enterpriseA, course.id);
    const own = await buildUser(db, { companyId: companyA });
    const other = await buildUser(db, { companyId: companyB });
    const none = await buildUser(db);
    expect((await member(group.id, [other.id], enterpriseA)).json.head.code).toBe('100004');
    expect((await member(group.id, [own.id, none.id], enterpriseA)).json.head.code).toBe('100004');
    expect((await member(group.id, [own.id], enterpriseA)).json.head.code).toBe('000000');
    expect((await member(group.id, [other.id, none.id], admin)).json.body.memberCount).toBe(3);
    // The enterprise user still sees only their own people in their group.
    const seen = await call(t.app, 'GET', `/course/group/get.json?id=${group.id}`, undefined, enterpriseA);
    expect(seen.json.body.members.map((m: { userId: number }) => m.userId)).toEqual([own.id]);
  });
});

describe('people endpoints outside the course module', () => {
  it('getUserNameByMobile: found only within scope', async () => {
    const db = t.database.db;
    const other = await buildUser(db, { companyId: companyB, mobile: '13900002222' });
    const own = await buildUser(db, { companyId: companyA, mobile: '13900003333' });
    const ask = (mobile: string, caller: Caller) => call(t.app, 'POST', '/user/getUserNameByMobile.json', { mobile }, caller).then((r) => r.json.body);
    expect(await ask(other.mobile!, enterpriseA)).toEqual({ found: false, userId: null, name: null });
    expect(await ask(own.mobile!, enterpriseA)).toMatchObject({ found: true, userId: own.id });
    expect(await ask(other.mobile!, lecturer)).toMatchObject({ found: false });
    expect(await ask(other.mobile!, admin)).toMatchObject({ found: true, userId: other.id });
  });

  it('member update and status: someone of another company reads as not found and is not changed', async () => {
    const other = await buildUser(t.database.db, { companyId: companyB, name: '别人' });
    const update = await call(t.app, 'POST', '/user/member/update.json', { id: other.id, name: '改名', mobile: other.mobile, classification: 'free' }, enterpriseA);
    expect(update.json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/user/member/setStatus.json', { id: other.id, status: 'disabled' }, enterpriseA)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/user/select.json', { keyword: '别人' }, enterpriseA)).json.body.total).toBe(0);
    expect((await call(t.app, 'POST', '/company/update.json', { id: companyB, name: 'Taken over' }, enterpriseA)).json.head.code).not.toBe('000000');
  });

  it('inviting a mobile does not reveal whose it is until that person is in the course', async () => {
    const db = t.database.db;
    const { course } = await buildCourse(db, { lecturerId, createdBy: lecturerId });
    const stranger = await buildUser(db, { companyId: companyB, mobile: '13900004444', name: '被邀请人' });
    const sent = await call(t.app, 'POST', '/course/courseInvite/invitation.json', { courseId: course.id, mobiles: [stranger.mobile] }, lecturer);
    expect(sent.json.head.code).toBe('000000');
    expect(JSON.stringify(sent.json.body)).not.toContain('被邀请人');
    const query = (keyword?: string) => call(t.app, 'POST', '/course/courseInvite/invitationMemberQuery.json', { courseId: course.id, keyword }, lecturer).then((r) => r.json.body);
    expect((await query()).list).toMatchObject([{ mobile: '13900004444', name: null, joinedAt: null }]);
    expect((await query('被邀请')).total).toBe(0);
    await db.insert(courseMembers).values({ courseId: course.id, userId: stranger.id, joinedVia: 'manager' });
    expect((await query()).list).toMatchObject([{ mobile: '13900004444', name: '被邀请人' }]);
    expect((await query('被邀请')).total).toBe(1);
  });
});
