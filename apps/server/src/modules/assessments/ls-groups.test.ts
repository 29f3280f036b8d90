import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leadership } from '@sandtable/sim/assessments';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildCourse, buildUser } from '../../test/factories';
import { lsGroupLists, lsGroupMembers } from '../../db/schema';
import { ok } from '../../test/assessments';

/**
 * Lecturer-built groupings of a course's leadership-style test (docs/decisions/assessments.md
 * "Leadership groups") on the real app: building, editing, moving one person, the anonymity rule
 * per group, bad input that changes nothing, scoping to the course's managers and the group's members.
 */
let t: TestApp;
let lecturer: Caller;
let otherLecturer: Caller;
let assessmentId: number;
/** Six members of the course; the first four submitted the test. */
let people: { id: number; as: Caller }[];
let outsider: number;

/** [where, message] per refused field: its path when nested (array positions drop: 'groups.1.memberIds'), else its name. */
const fieldsOf = (res: { json: { head: { fields?: { field: string; path?: string; message: string }[] } } }) => (res.json.head.fields ?? []).map((f) => [f.path ?? f.field, f.message]);
const build = (body: object, as: Caller = lecturer) => call(t.app, 'POST', '/course/give/buildLsGroup.json', { assessmentId, ...body }, as);
const listInfo = (id: number, as: Caller = lecturer) => call(t.app, 'GET', `/game/ls/groupListInfo.json?groupListId=${id}`, undefined, as);
const move = (groupListId: number, userId: number, groupId: number | null, as: Caller = lecturer) => call(t.app, 'POST', '/course/give/onePersonInAGroup.json', { groupListId, userId, groupId }, as);
const groupingsOf = async (courseId: number) => ok(await call(t.app, 'GET', `/course/getLs.json?courseId=${courseId}`, undefined, lecturer)).json.body.groupLists;
const namesIn = (list: { groups: { name: string; members: { userId: number }[] }[] }) => Object.fromEntries(list.groups.map((g) => [g.name, g.members.map((m) => m.userId)]));

let courseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const course = await buildCourse(db, {}, { teams: 2, membersPerTeam: 3 });
  courseId = course.course.id;
  lecturer = await asUser(t, course.lecturerId);
  otherLecturer = await asUser(t, (await buildUser(db, { role: 'lecturer' })).id);
  outsider = (await buildUser(db)).id;
  people = await Promise.all(course.members.map(async (m) => ({ id: m.userId, as: await asUser(t, m.userId) })));
  assessmentId = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId, instrument: 'leadership' }, lecturer)).json.body.id;
  const styles: leadership.StyleId[] = ['coaching', 'democratic', 'visionary', 'affiliative'];
  for (const [k, who] of people.slice(0, 4).entries()) {
    const lean = styles[k];
    ok(await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId, part: 'frequency', answers: Object.fromEntries(leadership.FREQUENCY_ITEMS.map((i) => [i.id, i.style === lean ? 5 : 2])) }, who.as));
    ok(await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId, part: 'scenarios', answers: Object.fromEntries(leadership.SCENARIOS.map((s) => [s.id, { first: lean, second: lean === 'coaching' ? 'visionary' : 'coaching' }])) }, who.as));
    ok(await call(t.app, 'POST', '/assessment/submit.json', { assessmentId }, who.as));
  }
});
afterAll(() => t.close());

describe('a lecturer’s leadership groupings', () => {
  it('builds named groups of the course’s members; each group’s profile shows from three submitted members on', async () => {
    expect(await groupingsOf(courseId)).toEqual([]);
    const [a, b, c, d, e] = people.map((p) => p.id);
    const list = ok(await build({ name: 'Tables', groups: [{ name: 'Table 1', memberIds: [a, b, c] }, { name: 'Table 2', memberIds: [d, e] }] })).json.body;
    expect(namesIn(list)).toEqual({ 'Table 1': [a, b, c], 'Table 2': [d, e] });
    expect(list.unassigned.map((m: { userId: number }) => m.userId)).toEqual([people[5].id]);
    const [one, two] = list.groups;
    expect(one).toMatchObject({ finished: 3, profile: { status: 'shown', count: 3, scores: expect.objectContaining({ size: 3 }) } });
    expect(two).toMatchObject({ finished: 1, profile: { status: 'withheld', count: 1, needed: 3 } });
    expect(two.members.map((m: { status: string }) => m.status)).toEqual(['finished', 'pending']);
    expect(await groupingsOf(courseId)).toEqual([{ id: list.id, name: 'Tables', groups: 2, members: 5 }]);
    expect(ok(await listInfo(list.id)).json.body).toEqual(list);
  });

  it('refuses a repeated group name, a person in two groups, someone outside the course and a taken grouping name, and stores nothing', async () => {
    const [a, b] = people.map((p) => p.id);
    const before = await groupingsOf(courseId);
    expect(fieldsOf(await build({ name: 'Pairs', groups: [{ name: 'Pair', memberIds: [a] }, { name: ' pair ', memberIds: [b] }] }))).toEqual([['groups.1.name', 'another group of this grouping has this name']]);
    // The shared schema refuses a person in two groups before the server looks at who is in the course.
    expect(fieldsOf(await build({ name: 'Pairs', groups: [{ name: 'P1', memberIds: [a, b] }, { name: 'P2', memberIds: [b] }] }))).toEqual([
      ['groups.1.memberIds', 'this person is already in another group of this grouping'],
    ]);
    expect(fieldsOf(await build({ name: 'Pairs', groups: [{ name: 'P1', memberIds: [a] }, { name: 'P2', memberIds: [b, outsider] }] }))).toEqual([
      ['groups.1.memberIds', 'is not a member of this course'],
    ]);
    expect(fieldsOf(await build({ name: 'Tables', groups: [{ name: 'T', memberIds: [] }] }))).toEqual([['name', 'this test already has a grouping with this name']]);
    expect(fieldsOf(await build({ name: '', groups: [] })).map(([path]) => path)).toEqual(['name', 'groups']);
    expect(fieldsOf(await build({ name: 'Nul\u0000', groups: [{ name: 'G', memberIds: [] }] })).map(([path]) => path)).toEqual(['name']);
    expect(await groupingsOf(courseId)).toEqual(before);
  });

  it('edits a grouping: renames and swaps group names, moves people, removes a group, adds one', async () => {
    const [a, b, c, d, e, f] = people.map((p) => p.id);
    const list = ok(await build({ name: 'Workshop', groups: [{ name: 'Red', memberIds: [a, b] }, { name: 'Blue', memberIds: [c] }, { name: 'Green', memberIds: [d] }] })).json.body;
    const [red, blue] = list.groups.map((g: { groupId: number }) => g.groupId);
    const edited = ok(
      await call(t.app, 'POST', '/course/give/updateLsGroup.json', {
        groupListId: list.id, name: 'Workshop day 2',
        groups: [{ id: blue, name: 'Red', memberIds: [c, e] }, { id: red, name: 'Blue', memberIds: [a] }, { name: 'Yellow', memberIds: [f, b] }],
      }, lecturer),
    ).json.body;
    expect(edited.name).toBe('Workshop day 2');
    expect(namesIn(edited)).toEqual({ Red: [c, e], Blue: [a], Yellow: [b, f] });
    expect(edited.groups.map((g: { groupId: number }) => g.groupId).slice(0, 2)).toEqual([blue, red]);
    expect(edited.unassigned.map((m: { userId: number }) => m.userId)).toEqual([d]);
    // Another grouping's group is not this one's.
    const other = ok(await listInfo((await groupingsOf(courseId))[0].id)).json.body;
    const res = await call(t.app, 'POST', '/course/give/updateLsGroup.json', { groupListId: list.id, name: 'X', groups: [{ id: other.groups[0].groupId, name: 'Stolen', memberIds: [] }] }, lecturer);
    expect(fieldsOf(res)).toEqual([['groups.0.id', expect.any(String)]]);
    expect(ok(await listInfo(list.id)).json.body).toEqual(edited);
  });

  it('moves one person at a time, into a group or out of every group; concurrent moves leave them in exactly one', async () => {
    const [a] = people.map((p) => p.id);
    const list = ok(await build({ name: 'Moves', groups: [{ name: 'G1', memberIds: [a] }, { name: 'G2', memberIds: [] }, { name: 'G3', memberIds: [] }] })).json.body;
    const ids: number[] = list.groups.map((g: { groupId: number }) => g.groupId);
    expect(namesIn(ok(await move(list.id, a, ids[1])).json.body)).toMatchObject({ G1: [], G2: [a] });
    expect(ok(await move(list.id, a, null)).json.body.unassigned.map((m: { userId: number }) => m.userId)).toContain(a);
    expect(fieldsOf(await move(list.id, outsider, ids[0]))).toEqual([['userId', 'is not a member of this course']]);
    const codes = (await Promise.all(Array.from({ length: 9 }, (_, k) => move(list.id, a, ids[k % 3])))).map((r) => r.json.head.code);
    expect(codes.every((c) => c === '000000')).toBe(true);
    const rows = await t.database.db.select().from(lsGroupMembers).where(eq(lsGroupMembers.listId, list.id));
    expect(rows.filter((r) => r.userId === a)).toHaveLength(1);
  });

  it('serves groupings to the course’s managers only, and a group to its own members', async () => {
    const list = ok(await build({ name: 'Scoped', groups: [{ name: 'Mine', memberIds: [people[0].id, people[1].id] }, { name: 'Theirs', memberIds: [people[2].id] }] })).json.body;
    for (const as of [otherLecturer, people[0].as]) {
      expect((await listInfo(list.id, as)).json.head.code).toBe('100004');
      expect((await move(list.id, people[3].id, null, as)).json.head.code).toBe(as === otherLecturer ? '100004' : '100006');
      expect((await call(t.app, 'GET', `/course/getLs.json?courseId=${courseId}`, undefined, as)).json.head.code).toBe('100004');
    }
    expect((await build({ name: 'Theirs', groups: [{ name: 'G', memberIds: [] }] }, otherLecturer)).json.head.code).toBe('100004');
    const mine = list.groups[0].groupId;
    const info = ok(await call(t.app, 'GET', `/game/ls/groupInfo.json?groupId=${mine}`, undefined, people[0].as)).json.body;
    expect(info).toMatchObject({ assessmentId, groupListId: list.id, listName: 'Scoped', name: 'Mine', finished: 2, profile: { status: 'withheld', count: 2 } });
    expect((await call(t.app, 'GET', `/game/ls/groupInfo.json?groupId=${mine}`, undefined, people[2].as)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/game/ls/groupInfo.json?groupId=${mine}`, undefined, otherLecturer)).json.head.code).toBe('100004');
    ok(await call(t.app, 'GET', `/game/ls/groupInfo.json?groupId=${mine}`, undefined, lecturer));
  });

  it('deletes a grouping with its groups, once', async () => {
    const list = ok(await build({ name: 'Short-lived', groups: [{ name: 'Only', memberIds: [people[0].id] }] })).json.body;
    const results = await Promise.all([1, 2].map(() => call(t.app, 'POST', '/course/give/deleteLsGroup.json', { groupListId: list.id }, lecturer)));
    expect(results.map((r) => r.json.head.code).sort()).toEqual(['000000', '100004']);
    expect(await t.database.db.select().from(lsGroupLists).where(eq(lsGroupLists.id, list.id))).toEqual([]);
    expect(await t.database.db.select().from(lsGroupMembers).where(eq(lsGroupMembers.listId, list.id))).toEqual([]);
    expect((await listInfo(list.id)).json.head.code).toBe('100004');
  });
});
