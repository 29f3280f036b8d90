import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
let lecturer: Caller;
let otherLecturer: Caller;
let outsider: Caller;
let lecturerId: number;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
  const lect = await buildUser(t.database.db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = await loginAs(t.app, (await buildUser(t.database.db, { role: 'lecturer' })).account, TEST_PASSWORD);
  outsider = await loginAs(t.app, (await buildUser(t.database.db)).account, TEST_PASSWORD);
});
afterAll(() => t.close());

const course = () => buildCourse(t.database.db, { lecturerId, createdBy: lecturerId }, { teams: 1, membersPerTeam: 1 });

describe('POST /other/resources/save.json and /other/resources/select.json', () => {
  it('a manager attaches resources; members see them by type; none is an empty list', async () => {
    const { course: c, members } = await course();
    const member = await asUser(t, members[0].userId);
    expect((await call(t.app, 'POST', '/other/resources/select.json', { resourcesTypeList: [10002], otherId: c.id }, member)).json.body).toEqual({ list: [] });
    const saved = await call(t.app, 'POST', '/other/resources/save.json', { resourcesType: 10002, otherId: c.id, name: 'Round report', resourcesUrl: '/files/abc-123' }, lecturer);
    expect(saved.json).toEqual({ head: { code: '000000', message: 'Success' }, body: {} });
    await call(t.app, 'POST', '/other/resources/save.json', { resourcesType: 10003, otherId: c.id, name: 'Change material', resourcesUrl: 'https://example.com/cm.pdf' }, lecturer);
    const ms = await call(t.app, 'POST', '/other/resources/select.json', { resourcesTypeList: [10002], otherId: c.id }, member);
    expect(ms.json.body.list).toEqual([expect.objectContaining({ resourcesType: 10002, otherId: c.id, name: 'Round report', resourcesUrl: '/files/abc-123' })]);
    const both = await call(t.app, 'POST', '/other/resources/select.json', { resourcesTypeList: [10002, 10003], otherId: c.id }, lecturer);
    expect(both.json.body.list).toHaveLength(2);
  });

  it('checks input, naming the field', async () => {
    const { course: c } = await course();
    const badType = await call(t.app, 'POST', '/other/resources/select.json', { resourcesTypeList: [1], otherId: c.id }, lecturer);
    expect(badType.json.head.code).toBe('100001');
    const none = await call(t.app, 'POST', '/other/resources/select.json', { resourcesTypeList: [], otherId: c.id }, lecturer);
    expect(none.json.head.fields![0].field).toBe('resourcesTypeList');
    const badUrl = await call(t.app, 'POST', '/other/resources/save.json', { resourcesType: 10002, otherId: c.id, name: 'x', resourcesUrl: 'javascript:alert(1)' }, lecturer);
    expect(badUrl.json.head.fields![0].field).toBe('resourcesUrl');
  });

  it('refuses without a session, to the wrong role, and on someone else’s course', async () => {
    const { course: c } = await course();
    const save = { resourcesType: 10002, otherId: c.id, name: 'Report', resourcesUrl: '/files/x' };
    const select = { resourcesTypeList: [10002], otherId: c.id };
    expect((await call(t.app, 'POST', '/other/resources/select.json', select)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/other/resources/save.json', save)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/other/resources/save.json', save, outsider)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/other/resources/select.json', select, outsider)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/other/resources/save.json', save, otherLecturer)).json.head.code).toBe('100004');
    // An open session is visible to everyone logged in, but only its managers attach to it.
    const open = await buildCourse(t.database.db, { kind: 'open', lecturerId: null, createdBy: lecturerId });
    expect((await call(t.app, 'POST', '/other/resources/select.json', { ...select, otherId: open.course.id }, otherLecturer)).json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/other/resources/save.json', { ...save, otherId: open.course.id }, otherLecturer)).json.head.code).toBe('100004');
  });
});
