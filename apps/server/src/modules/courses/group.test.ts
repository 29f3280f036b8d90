import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';
import { courseMembers } from '../../db/schema';

let t: TestApp;
let admin: Caller;
let lecturer: Caller;
let otherLecturer: Caller;
let enterprise: Caller;
let learner: Caller;
let outsider: Caller;
let lecturerId: number;
let learnerId: number;
let companyId: number;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
  const db = t.database.db;
  companyId = (await buildCompany(db)).id;
  admin = await loginAs(t.app, (await buildUser(db, { role: 'chief_admin' })).account, TEST_PASSWORD);
  const lect = await buildUser(db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = await loginAs(t.app, (await buildUser(db, { role: 'lecturer' })).account, TEST_PASSWORD);
  enterprise = await loginAs(t.app, (await buildUser(db, { role: 'enterprise', companyId })).account, TEST_PASSWORD);
  const l = await buildUser(db, { name: '学员乙' });
  learnerId = l.id;
  learner = await loginAs(t.app, l.account, TEST_PASSWORD);
  outsider = await loginAs(t.app, (await buildUser(db)).account, TEST_PASSWORD);
});
afterAll(() => t.close());

const mineCourse = (overrides: Record<string, unknown> = {}) => buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, ...overrides });

async function newGroup(caller = lecturer) {
  const a = await mineCourse({ name: 'Part A' });
  const b = await mineCourse({ name: 'Part B' });
  const res = await call(t.app, 'POST', '/course/group/createGroupCourse.json', { name: `Leadership programme ${++seq}`, description: 'Two parts', courseIds: [b.course.id, a.course.id] }, caller);
  return { res, a, b, group: res.json.body };
}

describe('POST /course/group/createGroupCourse.json and /course/group/editCourseGroup.json', () => {
  it('creates a group of managed courses in order, and edits it', async () => {
    const { res, a, b, group } = await newGroup();
    expect(res.json.head.code).toBe('000000');
    expect(group).toMatchObject({ description: 'Two parts', courseCount: 2, memberCount: 0, manage: true, members: [] });
    expect(group.courses.map((c: { id: number }) => c.id)).toEqual([b.course.id, a.course.id]);
    const c = await mineCourse({ name: 'Part C' });
    const edited = await call(t.app, 'POST', '/course/group/editCourseGroup.json', { id: group.id, name: 'Renamed programme', courseIds: [a.course.id, c.course.id, b.course.id] }, lecturer);
    expect(edited.json.body).toMatchObject({ name: 'Renamed programme', description: null, courseCount: 3 });
    expect(edited.json.body.courses.map((x: { name: string }) => x.name)).toEqual(['Part A', 'Part C', 'Part B']);
  });

  it('names the field on bad input, including a taken name', async () => {
    const { group, a } = await newGroup();
    const empty = await call(t.app, 'POST', '/course/group/createGroupCourse.json', { name: 'X', courseIds: [] }, lecturer);
    expect(empty.json.head.fields!.map((f) => f.field)).toContain('courseIds');
    const noName = await call(t.app, 'POST', '/course/group/createGroupCourse.json', { name: ' ', courseIds: [a.course.id] }, lecturer);
    expect(noName.json.head.fields!.map((f) => f.field)).toContain('name');
    const taken = await call(t.app, 'POST', '/course/group/createGroupCourse.json', { name: group.name, courseIds: [a.course.id] }, lecturer);
    expect(taken.json.head.code).toBe('100001');
    expect(taken.json.head.fields![0].field).toBe('name');
    const editBad = await call(t.app, 'POST', '/course/group/editCourseGroup.json', { id: group.id, name: 'ok', courseIds: [a.course.id, a.course.id] }, lecturer);
    expect(editBad.json.head.fields!.map((f) => f.field)).toContain('courseIds');
  });

  it('refuses without a session, to students, and someone else’s courses or group', async () => {
    const { group, a } = await newGroup();
    const other = await buildCourse(t.database.db);
    const body = { name: 'Never', courseIds: [a.course.id] };
    expect((await call(t.app, 'POST', '/course/group/createGroupCourse.json', body)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/group/createGroupCourse.json', body, learner)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/group/createGroupCourse.json', { ...body, courseIds: [other.course.id] }, lecturer)).json.head.code).toBe('100004');
    const edit = { id: group.id, name: 'Taken over', courseIds: [a.course.id] };
    expect((await call(t.app, 'POST', '/course/group/editCourseGroup.json', edit)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/group/editCourseGroup.json', edit, learner)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/group/editCourseGroup.json', edit, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/group/editCourseGroup.json', edit, admin)).json.head.code).toBe('000000');
  });
});

describe('POST /course/group/editCourseGroupMember.json, GET /course/group/get.json, GET /course/group/getCourseGroup.json', () => {
  it('adds and removes learners; progress per course for managers; learners see their own', async () => {
    const { group, a, b } = await newGroup();
    const second = await buildUser(t.database.db);
    await t.database.db.insert(courseMembers).values({ courseId: a.course.id, userId: learnerId, joinedVia: 'manager', progress: 'completed' });
    // A lecturer picks among the people of the courses they run (user/people.repo.ts peopleScope).
    await t.database.db.insert(courseMembers).values({ courseId: b.course.id, userId: second.id, joinedVia: 'manager' });
    const added = await call(t.app, 'POST', '/course/group/editCourseGroupMember.json', { groupId: group.id, add: [learnerId, second.id] }, lecturer);
    expect(added.json.head.code).toBe('000000');
    expect(added.json.body.memberCount).toBe(2);
    const me = added.json.body.members.find((m: { userId: number }) => m.userId === learnerId);
    expect(me.progress).toEqual([
      { courseId: b.course.id, progress: 'not_enrolled' },
      { courseId: a.course.id, progress: 'completed' },
    ]);
    expect(me.completedCourses).toBe(1);

    const seen = await call(t.app, 'GET', `/course/group/get.json?id=${group.id}`, undefined, learner);
    expect(seen.json.body).toMatchObject({ manage: false, memberCount: 2 });
    expect(seen.json.body.members.map((m: { userId: number }) => m.userId)).toEqual([learnerId]);
    const mine = await call(t.app, 'GET', '/course/group/getCourseGroup.json', undefined, learner);
    expect(mine.json.body.list.map((g: { id: number }) => g.id)).toContain(group.id);

    const removed = await call(t.app, 'POST', '/course/group/editCourseGroupMember.json', { groupId: group.id, remove: [second.id] }, lecturer);
    expect(removed.json.body.memberCount).toBe(1);
    expect((await call(t.app, 'GET', '/course/group/getCourseGroup.json', undefined, outsider)).json.body.list).toEqual([]);
  });

  it('checks input', async () => {
    const { group } = await newGroup();
    expect((await call(t.app, 'POST', '/course/group/editCourseGroupMember.json', { groupId: group.id, add: ['x'] }, lecturer)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/course/group/editCourseGroupMember.json', { add: [learnerId] }, lecturer)).json.head.fields![0].field).toBe('groupId');
    expect((await call(t.app, 'GET', '/course/group/get.json?id=abc', undefined, lecturer)).json.head.fields![0].field).toBe('id');
  });

  it('refuses without a session, to the wrong role, non-learners, and someone else’s group', async () => {
    const { group } = await newGroup();
    const body = { groupId: group.id, add: [learnerId] };
    expect((await call(t.app, 'POST', '/course/group/editCourseGroupMember.json', body)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/group/editCourseGroupMember.json', body, learner)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/group/editCourseGroupMember.json', body, otherLecturer)).json.head.code).toBe('100004');
    const lecturerAsLearner = { groupId: group.id, add: [lecturerId] };
    expect((await call(t.app, 'POST', '/course/group/editCourseGroupMember.json', lecturerAsLearner, lecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/course/group/get.json?id=${group.id}`)).json.head.code).toBe('100006');
    expect((await call(t.app, 'GET', `/course/group/get.json?id=${group.id}`, undefined, outsider)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/course/group/get.json?id=${group.id}`, undefined, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', '/course/group/getCourseGroup.json')).json.head.code).toBe('100006');
  });
});

describe('POST /course/group/select.json, /course/group/selectCourseGroup.json, GET /course/group/getGroupByName.json', () => {
  it('lists the groups and courses in the caller’s scope, and says whether a name is taken', async () => {
    const { group, a } = await newGroup();
    const listed = await call(t.app, 'POST', '/course/group/select.json', { keyword: group.name }, lecturer);
    expect(listed.json.body).toMatchObject({ total: 1, list: [{ id: group.id, courseCount: 2 }] });
    expect((await call(t.app, 'POST', '/course/group/select.json', { keyword: group.name }, otherLecturer)).json.body.total).toBe(0);
    expect((await call(t.app, 'POST', '/course/group/select.json', { keyword: group.name }, admin)).json.body.total).toBe(1);
    expect((await call(t.app, 'POST', '/course/group/select.json', {}, enterprise)).json.body.total).toBe(0);

    const courses = await call(t.app, 'POST', '/course/group/selectCourseGroup.json', { pageSize: 100 }, lecturer);
    expect(courses.json.body.list.map((c: { id: number }) => c.id)).toContain(a.course.id);
    expect((await call(t.app, 'POST', '/course/group/selectCourseGroup.json', { pageSize: 100 }, otherLecturer)).json.body.list.map((c: { id: number }) => c.id)).not.toContain(a.course.id);

    const byName = await call(t.app, 'GET', `/course/group/getGroupByName.json?name=${encodeURIComponent(group.name)}`, undefined, lecturer);
    expect(byName.json.body).toMatchObject({ taken: true, group: { id: group.id } });
    expect((await call(t.app, 'GET', `/course/group/getGroupByName.json?name=${encodeURIComponent(group.name)}`, undefined, otherLecturer)).json.body).toEqual({ taken: true, group: null });
    expect((await call(t.app, 'GET', '/course/group/getGroupByName.json?name=free-name-xyz', undefined, lecturer)).json.body).toEqual({ taken: false, group: null });
  });

  it('checks input', async () => {
    expect((await call(t.app, 'POST', '/course/group/select.json', { pageSize: 0 }, lecturer)).json.head.fields![0].field).toBe('pageSize');
    expect((await call(t.app, 'POST', '/course/group/selectCourseGroup.json', { pageNum: -1 }, lecturer)).json.head.fields![0].field).toBe('pageNum');
    expect((await call(t.app, 'GET', '/course/group/getGroupByName.json?name=', undefined, lecturer)).json.head.fields![0].field).toBe('name');
  });

  it('refuses without a session and to students', async () => {
    for (const [method, path] of [
      ['POST', '/course/group/select.json'],
      ['POST', '/course/group/selectCourseGroup.json'],
      ['GET', '/course/group/getGroupByName.json?name=x'],
    ] as const) {
      expect((await call(t.app, method, path, method === 'POST' ? {} : undefined)).json.head.code, path).toBe('100006');
      expect((await call(t.app, method, path, method === 'POST' ? {} : undefined, learner)).json.head.code, path).toBe('100006');
    }
  });
});
