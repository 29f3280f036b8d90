import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { asUser, buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';
import { multipart, sheet, PNG_1PX } from '../../test/sheets';
import { courseMembers, courses, teams, users } from '../../db/schema';

let t: TestApp;
let lecturer: Caller;
let otherLecturer: Caller;
let student: Caller;
let lecturerId: number;

beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  const db = t.database.db;
  const lect = await buildUser(db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = await loginAs(t.app, (await buildUser(db, { role: 'lecturer' })).account, TEST_PASSWORD);
  student = await loginAs(t.app, (await buildUser(db)).account, TEST_PASSWORD);
});
afterAll(() => t.close());

/** A course of the lecturer's: two teams (capacity 3 unless told) of two members each, the first their captain. */
async function myCourse(overrides: Partial<typeof courses.$inferInsert> = {}, teamCapacity = 3) {
  return buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, ...overrides }, { teams: 2, membersPerTeam: 2, teamCapacity });
}

const teamRow = async (id: number) => (await t.database.db.select().from(teams).where(eq(teams.id, id)))[0];
const courseRow = async (id: number) => (await t.database.db.select().from(courses).where(eq(courses.id, id)))[0];
const fieldsOf = (res: { json: { head: { fields?: { field: string }[] } } }) => res.json.head.fields?.map((f) => f.field) ?? [];

describe('POST /course/courseTeamMember/update.json (pick a team)', () => {
  it('moves a member, keeps both counts right; a leaving captain loses captaincy and a captainless team gets its first picker', async () => {
    const { course, teams: [a, b], members } = await myCourse();
    const captain = members.find((m) => m.teamId === a.id)!;
    const res = await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: b.id }, await asUser(t, captain.userId));
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.me).toMatchObject({ teamId: b.id, captain: false });
    expect(await teamRow(a.id)).toMatchObject({ memberCount: 1, captainId: null });
    expect((await teamRow(b.id)).memberCount).toBe(3);
    const other = members.find((m) => m.teamId === a.id && m !== captain)!;
    // Picking the team one is in changes nothing but still answers the course.
    const again = await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: a.id }, await asUser(t, other.userId));
    expect(again.json.head.code).toBe('000000');
    const back = await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: a.id }, await asUser(t, captain.userId));
    expect(back.json.body.me).toMatchObject({ teamId: a.id, captain: true });
    expect((await teamRow(a.id)).memberCount).toBe(2);
    expect((await teamRow(b.id)).memberCount).toBe(2);
  });

  it('refuses a full team, a started course, non-members, bad input and no session', async () => {
    const { course, teams: [a, b], members } = await myCourse({}, 2);
    const member = await asUser(t, members.find((m) => m.teamId === a.id)!.userId);
    expect((await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: b.id }, member)).json.head.code).toBe('102006');
    expect(fieldsOf(await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id }, member))).toContain('teamId');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: b.id })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: b.id }, student)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: b.id }, otherLecturer)).json.head.code).toBe('100004');
    await t.database.db.update(courses).set({ status: 'in_progress' }).where(eq(courses.id, course.id));
    await t.database.db.update(teams).set({ capacity: 5 }).where(eq(teams.id, b.id));
    expect((await call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: b.id }, member)).json.head.code).toBe('102011');
  });

  it('two members racing for the last place: one gets it', async () => {
    const { course, teams: [a, b], members } = await myCourse({}, 3);
    // Team a has 2 of 3 places taken: both members of team b want the last one.
    const [x, y] = members.filter((m) => m.teamId === b.id);
    const results = await Promise.all([x, y].map(async (m) => call(t.app, 'POST', '/course/courseTeamMember/update.json', { courseId: course.id, teamId: a.id }, await asUser(t, m.userId))));
    expect(results.map((r) => r.json.head.code).sort()).toEqual(['000000', '102006']);
    expect((await teamRow(a.id)).memberCount).toBe(3);
    expect((await teamRow(b.id)).memberCount).toBe(1);
  });
});

describe('POST /course/courseTeamMember/updateTeamMember.json (save a team)', () => {
  const team = (courseId: number, extra: Record<string, unknown> = {}) => ({ courseId, name: 'Falcons', colour: '#ff0000', capacity: 4, ...extra });

  it('lets a manager add a team and edit name, colour, capacity and captain', async () => {
    const { course, teams: [a], members } = await myCourse();
    const added = await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id), lecturer);
    expect(added.json.head.code).toBe('000000');
    expect(added.json.body.teams.map((x: { name: string }) => x.name)).toContain('Falcons');
    expect((await courseRow(course.id)).teamCount).toBe(3);
    const second = members.filter((m) => m.teamId === a.id)[1];
    const edited = await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { teamId: a.id, name: 'Eagles', colour: '#00ff00', capacity: 2, captainId: second.userId }), lecturer);
    expect(edited.json.head.code).toBe('000000');
    expect(await teamRow(a.id)).toMatchObject({ name: 'Eagles', colour: '#00ff00', capacity: 2, captainId: second.userId });
  });

  it('names the field for a taken name, a capacity below the members, a captain outside the team and a bad colour', async () => {
    const { course, teams: [a, b], members } = await myCourse();
    expect(fieldsOf(await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { name: b.name }), lecturer))).toContain('name');
    expect(fieldsOf(await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { teamId: a.id, name: b.name }), lecturer))).toContain('name');
    expect(fieldsOf(await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { teamId: a.id, capacity: 1 }), lecturer))).toContain('capacity');
    const outsider = members.find((m) => m.teamId === b.id)!;
    expect(fieldsOf(await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { teamId: a.id, captainId: outsider.userId }), lecturer))).toContain('captainId');
    expect(fieldsOf(await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { colour: 'red' }), lecturer))).toContain('colour');
    expect((await teamRow(a.id)).name).toBe(a.name);
  });

  it('lets a captain change only the name and colour of their own team', async () => {
    const { course, teams: [a, b], members } = await myCourse();
    const captain = await asUser(t, a.captainId ?? members.find((m) => m.teamId === a.id)!.userId);
    const res = await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { teamId: a.id, name: 'Hawks', capacity: 9 }), captain);
    expect(res.json.head.code).toBe('000000');
    expect(await teamRow(a.id)).toMatchObject({ name: 'Hawks', colour: '#ff0000', capacity: 3 });
    expect((await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { teamId: b.id }), captain)).json.head.code).toBe('102012');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id), captain)).json.head.code).toBe('102012');
    const plain = await asUser(t, members.filter((m) => m.teamId === a.id)[1].userId);
    expect((await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id, { teamId: a.id }), plain)).json.head.code).toBe('102012');
  });

  it('refuses no session, outsiders and another lecturer’s course', async () => {
    const { course } = await myCourse();
    expect((await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id))).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id), student)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/course/courseTeamMember/updateTeamMember.json', team(course.id), otherLecturer)).json.head.code).toBe('100004');
  });
});

describe('POST /course/addCourseMembers', () => {
  it('adds people by name and mobile into a team, creating missing accounts', async () => {
    const { course, teams: [a] } = await myCourse({}, 5);
    // A known mobile must be someone the lecturer may reach: a member of another of their courses.
    const earlier = await myCourse();
    const [known] = await t.database.db.select().from(users).where(eq(users.id, earlier.members[0].userId));
    const res = await call(t.app, 'POST', '/course/addCourseMembers', { courseId: course.id, teamId: a.id, members: [{ name: known.name, mobile: known.mobile! }, { name: '新学员', mobile: '13533330002' }], initialPassword: 'Welcome1' }, lecturer);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.course.seatsTaken).toBe(6);
    expect(res.json.body.teams[0].members.map((m: { name: string }) => m.name)).toContain('新学员');
    expect((await teamRow(a.id)).memberCount).toBe(4);
    const [created] = await t.database.db.select().from(users).where(eq(users.mobile, '13533330002'));
    expect(created.role).toBe('student');
  });

  it('refuses a full course, a full team, a member twice, a missing password, bad input, no session, students and other lecturers', async () => {
    const { course, teams: [a] } = await myCourse({ participants: 6 }, 3);
    const add = (members: { name: string; mobile: string }[], extra: Record<string, unknown> = {}, caller: Caller = lecturer) =>
      call(t.app, 'POST', '/course/addCourseMembers', { courseId: course.id, members, initialPassword: 'Welcome1', ...extra }, caller);
    expect((await add([{ name: 'A', mobile: '13544440001' }, { name: 'B', mobile: '13544440002' }], { teamId: a.id })).json.head.code).toBe('102006');
    expect((await add([{ name: 'A', mobile: '13544440001' }, { name: 'B', mobile: '13544440002' }, { name: 'C', mobile: '13544440005' }])).json.head.code).toBe('102005');
    expect((await courseRow(course.id)).seatsTaken).toBe(4);
    expect(fieldsOf(await add([{ name: 'A', mobile: '13544440001' }, { name: 'A', mobile: '13544440001' }]))).toContain('mobile');
    expect(fieldsOf(await add([{ name: 'A', mobile: '13544440003' }], { initialPassword: null }))).toContain('initialPassword');
    expect(fieldsOf(await add([]))).toContain('members');
    const members = [{ name: 'A', mobile: '13544440004' }];
    expect((await add(members, {}, {})).json.head.code).toBe('100006');
    expect((await add(members, {}, student)).json.head.code).toBe('100006');
    expect((await add(members, {}, otherLecturer)).json.head.code).toBe('100004');
    const existing = (await t.database.db.select().from(courseMembers).where(eq(courseMembers.courseId, course.id)))[0];
    const [u] = await t.database.db.select().from(users).where(eq(users.id, existing.userId));
    expect((await add([{ name: u.name, mobile: u.mobile! }])).json.head.code).toBe('102007');
  });
});

describe('POST /admin/editMembers', () => {
  it('moves members between teams and removes others, freeing their seats', async () => {
    const { course, teams: [a, b], members } = await myCourse({}, 4);
    const [stay, leave] = members.filter((m) => m.teamId === a.id);
    const res = await call(t.app, 'POST', '/admin/editMembers', { courseId: course.id, remove: [leave.memberId], move: [{ memberId: stay.memberId, teamId: b.id }] }, lecturer);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.course.seatsTaken).toBe(3);
    expect(await teamRow(a.id)).toMatchObject({ memberCount: 0, captainId: null });
    expect((await teamRow(b.id)).memberCount).toBe(3);
    expect(await t.database.db.select().from(courseMembers).where(eq(courseMembers.id, leave.memberId))).toHaveLength(0);
  });

  it('refuses a member of another course, a full team, bad input, no session, students and other lecturers', async () => {
    const { course, teams: [a, b], members } = await myCourse({}, 2);
    const other = await myCourse();
    const mine = members.find((m) => m.teamId === a.id)!;
    expect((await call(t.app, 'POST', '/admin/editMembers', { courseId: course.id, remove: [other.members[0].memberId] }, lecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/admin/editMembers', { courseId: course.id, move: [{ memberId: mine.memberId, teamId: b.id }] }, lecturer)).json.head.code).toBe('102006');
    expect(fieldsOf(await call(t.app, 'POST', '/admin/editMembers', { courseId: course.id, remove: 'x' }, lecturer))).toContain('remove');
    const body = { courseId: course.id, remove: [mine.memberId] };
    expect((await call(t.app, 'POST', '/admin/editMembers', body)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/admin/editMembers', body, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/admin/editMembers', body, otherLecturer)).json.head.code).toBe('100004');
    expect((await courseRow(course.id)).seatsTaken).toBe(4);
  });
});

describe('POST /course/team/select.json', () => {
  it('lists the teams of the caller’s courses, searched by team or course name', async () => {
    const lect = await buildUser(t.database.db, { role: 'lecturer' });
    const caller = await loginAs(t.app, lect.account, TEST_PASSWORD);
    const { course } = await buildCourse(t.database.db, { lecturerId: lect.id, createdBy: lect.id, name: 'Team list course' }, { teams: 3, membersPerTeam: 1 });
    await buildCourse(t.database.db, {}, { teams: 2 });
    const res = await call(t.app, 'POST', '/course/team/select.json', { pageSize: 2 }, caller);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.total).toBe(3);
    expect(res.json.body.list).toHaveLength(2);
    expect(res.json.body.list[0]).toMatchObject({ courseId: course.id, courseName: 'Team list course', memberCount: 1, name: '第1组' });
    expect(res.json.body.list[0].captainName).toBeTruthy();
    expect((await call(t.app, 'POST', '/course/team/select.json', { keyword: '第2' }, caller)).json.body.total).toBe(1);
    expect((await call(t.app, 'POST', '/course/team/select.json', { keyword: 'team list' }, caller)).json.body.total).toBe(3);
    expect((await call(t.app, 'POST', '/course/team/select.json', { courseId: course.id }, otherLecturer)).json.body.total).toBe(0);
  });

  it('refuses bad input, no session and students', async () => {
    expect(fieldsOf(await call(t.app, 'POST', '/course/team/select.json', { pageNum: 0 }, lecturer))).toContain('pageNum');
    expect((await call(t.app, 'POST', '/course/team/select.json', {})).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/team/select.json', {}, student)).json.head.code).toBe('100006');
  });
});

describe('POST /course/courseTeamMember/upload.json and GET template.xlsx', () => {
  const upload = (file: Buffer, caller: Caller, name = 'students.xlsx') => {
    const body = multipart({ name, bytes: file });
    return t.app.inject({ method: 'POST', url: '/course/courseTeamMember/upload.json', payload: body.payload, headers: { ...body.headers, ...(caller.cookie ? { cookie: caller.cookie, 'x-csrf-token': caller.csrf! } : {}), language: 'en' } });
  };

  it('reads name, mobile, department and team, with per-row errors; nothing is written', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const file = sheet([
      ['姓名 Name *', '手机号 Mobile *', 'Department', '小组 Team'],
      ['张三', 13800000001, 'Sales', '第1组'],
      ['', '13800000002', '', ''],
      ['李四', '13800000001', '', '第2组'],
      ['王五', '13800000003', '', ''],
    ]);
    const res = await upload(file, lecturer);
    const json = res.json();
    expect(json.head.code).toBe('000000');
    expect(json.body.rows).toEqual([
      { row: 2, name: '张三', mobile: '13800000001', department: 'Sales', team: '第1组', accountName: null },
      { row: 5, name: '王五', mobile: '13800000003', department: null, team: null, accountName: null },
    ]);
    expect(json.body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'name'],
      [4, 'mobile'],
    ]);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('reads .xls and its own template', async () => {
    const xls = await upload(sheet([['name', 'mobile'], ['A', '13800000009']], 'xls'), lecturer, 's.xls');
    expect(xls.json().body.rows).toHaveLength(1);
    const template = await t.app.inject({ method: 'GET', url: '/course/courseTeamMember/template.xlsx?lang=en', headers: { cookie: lecturer.cookie! } });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(template.rawPayload, { type: 'buffer' });
    const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 })[0];
    expect(header).toEqual(['姓名 Name *', '手机号 Mobile *', '部门 Department', '小组 Team']);
    const filled = XLSX.utils.sheet_add_aoa(book.Sheets[book.SheetNames[0]], [['A', '13800000010', '', '第1组']], { origin: 1 });
    book.Sheets[book.SheetNames[0]] = filled;
    const back = await upload(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }), lecturer);
    // The second sheet explains every column in the reader's language.
    for (const [lang, labels, teamWords] of [
      ['en', ['Name', 'Mobile', 'Department', 'Team'], 'exact name of one of the course’s teams'],
      ['zh', ['姓名', '手机号', '部门', '小组'], '小组的准确名称'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/course/courseTeamMember/template.xlsx?lang=${lang}`, headers: { cookie: lecturer.cookie! } });
      const explained = XLSX.read(res.rawPayload, { type: 'buffer' });
      const help = XLSX.utils.sheet_to_json<string[]>(explained.Sheets[explained.SheetNames[1]], { header: 1 });
      const columns = help.filter((r) => (labels as readonly string[]).includes(r[0]));
      expect(columns.map((r) => r[0])).toEqual(labels);
      expect(columns.every((r) => r[2].length > 10)).toBe(true);
      expect(columns[3][2]).toContain(teamWords);
    }
    expect(back.json().body.rows).toEqual([{ row: 2, name: 'A', mobile: '13800000010', department: null, team: '第1组', accountName: null }]);
  });

  it('refuses other file types, a missing file, no session and students', async () => {
    expect((await upload(PNG_1PX, lecturer, 'x.xlsx')).json().head.code).toBe('106007');
    const empty = multipart(null);
    const none = await t.app.inject({ method: 'POST', url: '/course/courseTeamMember/upload.json', payload: empty.payload, headers: { ...empty.headers, cookie: lecturer.cookie!, 'x-csrf-token': lecturer.csrf! } });
    expect(none.json().head.code).toBe('100001');
    expect((await upload(sheet([['name', 'mobile']]), {})).json().head.code).toBe('100006');
    expect((await upload(sheet([['name', 'mobile']]), student)).json().head.code).toBe('100006');
    const template = await t.app.inject({ method: 'GET', url: '/course/courseTeamMember/template.xlsx', headers: { cookie: student.cookie! } });
    expect(template.json().head.code).toBe('100006');
  });
});
