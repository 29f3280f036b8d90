import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { unzipSync, zipSync } from 'fflate';
import { buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories';
import { multipart, sheet, PNG_1PX } from '../../test/sheets';
import { users, sessions } from '../../db/schema';

let t: TestApp;
let admin: Caller;
let enterprise: Caller;
let student: Caller;
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  companyId = (await buildCompany(db, 'Acme Ltd')).id;
  otherCompanyId = (await buildCompany(db, 'Globex Ltd')).id;
  admin = await loginAs(t.app, (await buildUser(db, { role: 'chief_admin' })).account, TEST_PASSWORD);
  enterprise = await loginAs(t.app, (await buildUser(db, { role: 'enterprise', companyId })).account, TEST_PASSWORD);
  student = await loginAs(t.app, (await buildUser(db, { role: 'student', companyId })).account, TEST_PASSWORD);
  await buildUser(db, { name: '张三', companyId, classification: 'paid', department: 'Sales' });
  await buildUser(db, { name: '李四', companyId: otherCompanyId, status: 'disabled' });
});
afterAll(() => t.close());

const member = (mobile: string, extra: Record<string, unknown> = {}) => ({ name: `学员${mobile.slice(-4)}`, mobile, ...extra });

function upload(file: Buffer, fields: Record<string, string>, caller: Caller, name = 'students.xlsx') {
  const body = multipart({ name, bytes: file }, fields);
  return t.app.inject({ method: 'POST', url: '/user/member/batchAdd.json', payload: body.payload, headers: { ...body.headers, cookie: caller.cookie!, 'x-csrf-token': caller.csrf!, language: 'en' } });
}

describe('POST /user/select.json', () => {
  it('lists every account for the chief admin, with search, filters and paging', async () => {
    const all = await call(t.app, 'POST', '/user/select.json', { pageSize: 100 }, admin);
    expect(all.json.head.code).toBe('000000');
    expect(all.json.body.total).toBeGreaterThanOrEqual(5);
    const found = await call(t.app, 'POST', '/user/select.json', { keyword: '张三' }, admin);
    expect(found.json.body.list.map((p: any) => p.name)).toEqual(['张三']);
    const paid = await call(t.app, 'POST', '/user/select.json', { classification: 'paid', department: 'sal' }, admin);
    expect(paid.json.body.list.every((p: any) => p.classification === 'paid')).toBe(true);
    const disabled = await call(t.app, 'POST', '/user/select.json', { status: 'disabled' }, admin);
    expect(disabled.json.body.list.map((p: any) => p.name)).toContain('李四');
    const page = await call(t.app, 'POST', '/user/select.json', { pageSize: 2, pageNum: 2, sort: 'name', order: 'asc' }, admin);
    expect(page.json.body.list).toHaveLength(2);
    expect(page.json.body.pageNum).toBe(2);
    expect(page.json.body.list[0]).not.toHaveProperty('passwordHash');
  });

  it('shows an enterprise user only their own company, whatever they ask for', async () => {
    const res = await call(t.app, 'POST', '/user/select.json', { pageSize: 100, companyId: otherCompanyId }, enterprise);
    expect(res.json.body.list.length).toBeGreaterThan(0);
    expect(res.json.body.list.every((p: any) => p.companyId === companyId)).toBe(true);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await call(t.app, 'POST', '/user/select.json', { keyword: '%' }, admin);
    expect(res.json.body.total).toBe(0);
  });

  it('refuses students, strangers and bad paging', async () => {
    expect((await call(t.app, 'POST', '/user/select.json', {}, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/user/select.json', {})).json.head.code).toBe('100006');
    const bad = await call(t.app, 'POST', '/user/select.json', { pageSize: 1000 }, admin);
    expect(bad.json.head.code).toBe('100001');
    expect(bad.json.head.fields![0].field).toBe('pageSize');
  });
});

describe('POST /user/member/add.json', () => {
  it('adds up to 10 students into the enterprise user’s company, who can then log in', async () => {
    const res = await call(t.app, 'POST', '/user/member/add.json', { members: [member('13300000001'), member('13300000002', { positionId: 7, gender: 'female' })], initialPassword: 'Start123', companyId: otherCompanyId }, enterprise);
    expect(res.json.body).toEqual({ created: 2, errors: [] });
    const [row] = await t.database.db.select().from(users).where(eq(users.mobile, '13300000002'));
    expect(row).toMatchObject({ companyId, positionId: 7, gender: 'female', role: 'student', account: '13300000002' });
    await loginAs(t.app, '13300000002', 'Start123');
  });

  it('writes nothing when one row is wrong: duplicate in the batch, mobile taken', async () => {
    const res = await call(t.app, 'POST', '/user/member/add.json', { members: [member('13300000011'), member('13300000011'), member('13300000001')], initialPassword: 'Start123' }, admin);
    expect(res.json.body.created).toBe(0);
    expect(res.json.body.errors).toEqual([
      { row: 2, field: 'mobile', message: 'Same mobile as row 1' },
      { row: 3, field: 'mobile', message: 'This mobile number is already registered.' },
    ]);
    expect(await t.database.db.$count(users, eq(users.mobile, '13300000011'))).toBe(0);
  });

  it('refuses more than 10 at once, bad phones and weak passwords, naming the field', async () => {
    const many = Array.from({ length: 11 }, (_, i) => member(`1330000010${String(i).padStart(1, '0')}`.slice(0, 11)));
    expect((await call(t.app, 'POST', '/user/member/add.json', { members: many, initialPassword: 'Start123' }, admin)).json.head.fields![0].field).toBe('members');
    const bad = await call(t.app, 'POST', '/user/member/add.json', { members: [member('123')], initialPassword: 'abc' }, admin, );
    expect(bad.json.head.fields!.map((f: any) => f.field).sort()).toEqual(['initialPassword', 'mobile']);
    expect((await call(t.app, 'POST', '/user/member/add.json', { members: [member('13300000021')], initialPassword: 'Start123' }, student)).json.head.code).toBe('100006');
  });
});

describe('POST /user/member/update.json and setStatus.json', () => {
  it('lets an enterprise user edit their own students only', async () => {
    const mine = await buildUser(t.database.db, { companyId });
    const theirs = await buildUser(t.database.db, { companyId: otherCompanyId });
    const ok = await call(t.app, 'POST', '/user/member/update.json', { id: mine.id, name: '新名字', mobile: mine.mobile, classification: 'beta', role: 'channel_student' }, enterprise);
    expect(ok.json.body).toMatchObject({ name: '新名字', classification: 'beta', role: 'channel_student' });
    const no = await call(t.app, 'POST', '/user/member/update.json', { id: theirs.id, name: 'x', mobile: theirs.mobile }, enterprise);
    expect(no.json.head.code).toBe('100004');
    const taken = await call(t.app, 'POST', '/user/member/update.json', { id: mine.id, name: 'x', mobile: '13300000001' }, enterprise);
    expect(taken.json.head.code).toBe('101008');
  });

  it('disabling ends the sessions at once; the chief admin cannot disable themselves', async () => {
    const victim = await buildUser(t.database.db, { companyId });
    const session = await loginAs(t.app, victim.account, TEST_PASSWORD);
    expect((await call(t.app, 'POST', '/user/member/setStatus.json', { id: victim.id, status: 'disabled' }, enterprise)).json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.head.code).toBe('100006');
    expect(await t.database.db.$count(sessions, eq(sessions.userId, victim.id))).toBe(0);
    expect((await call(t.app, 'POST', '/login.do', { account: victim.account, password: TEST_PASSWORD })).json.head.code).toBe('101003');
    await call(t.app, 'POST', '/user/member/setStatus.json', { id: victim.id, status: 'active' }, admin);
    await loginAs(t.app, victim.account, TEST_PASSWORD);

    const me = (await call(t.app, 'POST', '/user/get.json', {}, admin)).json.body.id;
    expect((await call(t.app, 'POST', '/user/member/setStatus.json', { id: me, status: 'disabled' }, admin)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/user/member/setStatus.json', { id: victim.id, status: 'gone' }, admin)).json.head.code).toBe('100001');
  });
});

describe('POST /user/member/batchAdd.json', () => {
  const header = ['姓名 Name *', '手机号 Mobile *', '邮箱 Email', '性别 Gender', '部门 Department', '职位 Position', '分类 Classification'];

  it('previews per-row errors, writes nothing, and then commits a clean file all at once', async () => {
    const rows = [header, ['王五', '13400000001', '', '男', 'HR', '经理', '付费'], ['', '13400000002'], ['赵六', '134000'], ['孙七', '13400000001'], ['Li Si', 13400000005, 'li@x.cn', 'Female', '', 'CEO', 'beta']];
    const dry = await upload(sheet(rows), { dryRun: 'true', initialPassword: 'Start123' }, admin);
    expect(dry.json().head.code).toBe('000000');
    const body = dry.json().body;
    // Valid = would import: row 5 is well formed but repeats row 2's mobile.
    expect(body).toMatchObject({ total: 5, valid: 2, created: 0 });
    expect(body.errors.map((e: any) => [e.row, e.field])).toEqual([[3, 'name'], [4, 'mobile'], [5, 'mobile']]);
    expect(body.errors[1].message).toBe('A mobile number is exactly 11 digits');
    expect(body.preview[0]).toMatchObject({ row: 2, name: '王五', gender: 'male', positionId: 7, classification: 'paid' });
    expect(body.preview).toHaveLength(2);
    expect(body.preview[1]).toMatchObject({ row: 6, mobile: '13400000005', gender: 'female', positionId: 32, classification: 'beta' });

    const refused = await upload(sheet(rows), { dryRun: 'false', initialPassword: 'Start123' }, admin);
    expect(refused.json().body.created).toBe(0);
    expect(await t.database.db.$count(users, eq(users.mobile, '13400000001'))).toBe(0);

    const clean = [header, rows[1], rows[5]];
    const done = await upload(sheet(clean), { dryRun: 'false', initialPassword: 'Start123' }, enterprise);
    expect(done.json().body).toMatchObject({ total: 2, valid: 2, created: 2, errors: [] });
    const [row] = await t.database.db.select().from(users).where(eq(users.mobile, '13400000005'));
    expect(row).toMatchObject({ name: 'Li Si', companyId, email: 'li@x.cn' });
  });

  it('hashes each imported account separately, and makes it change the initial password at its first login', async () => {
    const rows = [header, ['周一', '13400000101'], ['周二', '13400000102'], ['周三', '13400000103']];
    expect((await upload(sheet(rows), { dryRun: 'false', initialPassword: 'Start123' }, enterprise)).json().body.created).toBe(3);
    const created = await t.database.db.select().from(users).where(inArray(users.mobile, ['13400000101', '13400000102', '13400000103']));
    expect(new Set(created.map((u) => u.passwordHash)).size).toBe(3);
    expect(new Set(created.map((u) => u.passwordHash.split('$')[4])).size).toBe(3);
    expect(created.every((u) => u.mustChangePassword)).toBe(true);

    const login = await call(t.app, 'POST', '/login.do', { account: '13400000101', password: 'Start123' });
    expect(login.json.body.user.mustChangePassword).toBe(true);
    const session = { cookie: login.cookie!, csrf: login.json.body.csrfToken };
    const changed = await call(t.app, 'POST', '/user/updatePassword.json', { oldPassword: 'Start123', password: 'Mine4567', confirmPassword: 'Mine4567' }, session);
    expect(changed.json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/user/loginUserInfo.json', {}, session)).json.body.user.mustChangePassword).toBe(false);
    expect((await call(t.app, 'POST', '/login.do', { account: '13400000101', password: 'Mine4567' })).json.body.user.mustChangePassword).toBe(false);
  });

  it('refuses a zip bomb (a small .xlsx that unpacks to 100 MB) before parsing it, in the caller language', async () => {
    const parts = unzipSync(sheet([header, ['王五', '13400000201']]));
    const bomb = Buffer.from(zipSync({ ...parts, 'xl/media/image1.bin': new Uint8Array(100 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb, { dryRun: 'true', initialPassword: 'Start123' }, admin);
    expect(res.json().head).toEqual({ code: '106009', message: expect.stringContaining('unpacks to more than 64MB') });
    const body = multipart({ name: 'students.xlsx', bytes: bomb }, { dryRun: 'true', initialPassword: 'Start123' });
    const zh = await t.app.inject({ method: 'POST', url: '/user/member/batchAdd.json', payload: body.payload, headers: { ...body.headers, cookie: admin.cookie!, 'x-csrf-token': admin.csrf!, language: 'zh' } });
    expect(zh.json().head.message).toContain('解压后超过 64MB');
  });

  it('refuses a sheet whose rows go beyond the limit without reading them all', async () => {
    const big = XLSX.utils.aoa_to_sheet([header, ['王五', '13400000301']]);
    big['!ref'] = 'A1:G200000';
    XLSX.utils.sheet_add_aoa(big, [['最后', '13400000302']], { origin: 'A200000' });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, big, 'Sheet1');
    const res = await upload(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }), { dryRun: 'true', initialPassword: 'Start123' }, admin);
    expect(res.json().head.code).toBe('106008');
  });

  it('reads legacy .xls too, and its own template', async () => {
    const xls = await upload(sheet([header, ['周八', '13400000009']], 'xls'), { initialPassword: 'Start123' }, admin, 'old.xls');
    expect(xls.json().body).toMatchObject({ valid: 1, errors: [] });

    const template = await t.app.inject({ method: 'GET', url: '/user/member/template.xlsx?lang=en', headers: { cookie: admin.cookie! } });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(template.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['学员 Students', 'Instructions']);
    const headerRow = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 })[0];
    expect(headerRow.slice(0, 2)).toEqual(['姓名 Name *', '手机号 Mobile *']);
    const filled = XLSX.utils.sheet_add_aoa(book.Sheets[book.SheetNames[0]], [['吴九', '13400000010']], { origin: 1 });
    const back = await upload(XLSX.write({ ...book, Sheets: { ...book.Sheets, [book.SheetNames[0]]: filled } }, { type: 'buffer', bookType: 'xlsx' }), { initialPassword: 'Start123' }, admin);
    expect(back.json().body).toMatchObject({ total: 1, valid: 1 });
  });

  it('refuses a file that is not a spreadsheet, whatever its name, and a sheet without the columns', async () => {
    const png = await upload(PNG_1PX, { initialPassword: 'Start123' }, admin, 'students.xlsx');
    expect(png.json().head.code).toBe('106007');
    const noHeader = await upload(sheet([['foo', 'bar'], ['1', '2']]), { initialPassword: 'Start123' }, admin);
    expect(noHeader.json().head.code).toBe('106005');
    const noPassword = await upload(sheet([header]), {}, admin);
    expect(noPassword.json().head.fields![0].field).toBe('initialPassword');
  });

  it('needs user:manage and the csrf token', async () => {
    expect((await upload(sheet([header]), { initialPassword: 'Start123' }, student)).json().head.code).toBe('100006');
    expect((await upload(sheet([header]), { initialPassword: 'Start123' }, { cookie: admin.cookie, csrf: 'nope' })).json().head.code).toBe('100007');
  });
});

describe('lecturers', () => {
  it('the chief admin creates, edits and lists lecturers, and turns a student into one', async () => {
    const created = await call(t.app, 'POST', '/user/lecturer/save.json', { name: '王老师', mobile: '13500000001', initialPassword: 'Teach123' }, admin);
    expect(created.json.body).toMatchObject({ role: 'lecturer', name: '王老师' });
    const edited = await call(t.app, 'POST', '/user/lecturer/save.json', { id: created.json.body.id, name: '王教授', mobile: '13500000001', email: 'w@x.cn' }, admin);
    expect(edited.json.body).toMatchObject({ name: '王教授', email: 'w@x.cn' });
    const noPassword = await call(t.app, 'POST', '/user/lecturer/save.json', { name: 'X', mobile: '13500000002' }, admin);
    expect(noPassword.json.head.code).toBe('100001');
    const someone = await buildUser(t.database.db, { role: 'student' });
    const promoted = await call(t.app, 'POST', '/user/lecturer/promote.json', { userId: someone.id }, admin);
    expect(promoted.json.body.role).toBe('lecturer');
    const list = await call(t.app, 'POST', '/user/lecturer/select.json', { pageSize: 100 }, admin);
    expect(list.json.body.list.map((p: any) => p.id)).toEqual(expect.arrayContaining([created.json.body.id, someone.id]));
    expect(list.json.body.list.every((p: any) => p.role === 'lecturer')).toBe(true);
    const session = await loginAs(t.app, someone.account, TEST_PASSWORD);
    expect((await call(t.app, 'POST', '/user/loginUserInfo.json', {}, session)).json.body.grantedAuthorities).toContain('course:create');
  });

  it('lets course creators list the active lecturers to pick one', async () => {
    const away = await buildUser(t.database.db, { role: 'lecturer', status: 'disabled', name: 'Away lecturer' });
    const listed = await call(t.app, 'POST', '/user/lecturer/select.json', { pageSize: 100 }, enterprise);
    expect(listed.json.head.code).toBe('000000');
    expect(listed.json.body.total).toBeGreaterThan(0);
    expect(listed.json.body.list.every((p: any) => p.role === 'lecturer' && p.status === 'active')).toBe(true);
    expect(listed.json.body.list.map((p: any) => p.id)).not.toContain(away.id);
    expect((await call(t.app, 'POST', '/user/lecturer/select.json', {}, student)).json.head.code).toBe('100006');
  });

  it('is the chief admin’s alone to manage', async () => {
    expect((await call(t.app, 'POST', '/user/lecturer/save.json', { name: 'X', mobile: '13500000003' }, enterprise)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/user/lecturer/save.json', { name: 'X', mobile: '13500000003' }, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/user/lecturer/promote.json', { userId: 1 })).json.head.code).toBe('100006');
  });
});
