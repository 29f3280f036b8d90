import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories';
import { multipart, PNG_1PX } from '../../test/sheets';

let t: TestApp;
let admin: Caller;
let enterprise: Caller;
let student: Caller;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  companyId = (await buildCompany(db, 'Initech')).id;
  const other = (await buildCompany(db, 'Umbrella')).id;
  for (let i = 0; i < 3; i++) await buildUser(db, { companyId, classification: i === 0 ? 'paid' : 'free' });
  await buildUser(db, { companyId: other });
  admin = await loginAs(t.app, (await buildUser(db, { role: 'chief_admin' })).account, TEST_PASSWORD);
  enterprise = await loginAs(t.app, (await buildUser(db, { role: 'enterprise', companyId })).account, TEST_PASSWORD);
  const s = await buildUser(db, { companyId });
  student = await loginAs(t.app, s.account, TEST_PASSWORD);
  await loginAs(t.app, s.account, TEST_PASSWORD);
});
afterAll(() => t.close());

describe('admin dashboard numbers', () => {
  it('counts students, logins and active users per day, for the whole portal', async () => {
    const students = await call(t.app, 'POST', '/admin/numberOfStudent', { days: 7 }, admin);
    expect(students.json.body).toMatchObject({ total: 5, active: 5, newInPeriod: 5, byClassification: { free: 4, paid: 1, beta: 0 } });
    expect(students.json.body.series).toHaveLength(7);
    expect(students.json.body.series.at(-1).count).toBe(5);
    const logins = await call(t.app, 'POST', '/admin/loginNum', { days: 30 }, admin);
    expect(logins.json.body).toMatchObject({ total: 4, today: 4 });
    expect(logins.json.body.series).toHaveLength(30);
    const active = await call(t.app, 'POST', '/admin/activeNum', {}, admin);
    expect(active.json.body).toMatchObject({ today: 3, inPeriod: 3 });
  });

  it('scopes an enterprise user to their company', async () => {
    const students = await call(t.app, 'POST', '/admin/numberOfStudent', { days: 7 }, enterprise);
    expect(students.json.body.total).toBe(4);
    const logins = await call(t.app, 'POST', '/admin/loginNum', { days: 7 }, enterprise);
    expect(logins.json.body.total).toBe(3);
  });

  it('refuses students, strangers and odd periods', async () => {
    expect((await call(t.app, 'POST', '/admin/loginNum', {}, student)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/admin/activeNum', {})).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/admin/numberOfStudent', { days: 5 }, admin)).json.head.code).toBe('100001');
  });
});

describe('companies', () => {
  it('the chief admin lists, creates and edits companies; names are unique', async () => {
    const list = await call(t.app, 'POST', '/company/select.json', { keyword: 'init' }, admin);
    expect(list.json.body.list).toEqual([expect.objectContaining({ name: 'Initech', memberCount: 5 })]);
    const created = await call(t.app, 'POST', '/company/update.json', { name: 'Hooli', industry: 'Tech' }, admin);
    expect(created.json.body).toMatchObject({ name: 'Hooli', memberCount: 0 });
    const dup = await call(t.app, 'POST', '/company/update.json', { id: created.json.body.id, name: 'Initech' }, admin);
    expect(dup.json.head.code).toBe('101013');
  });

  it('an enterprise user sees and edits only their own', async () => {
    const list = await call(t.app, 'POST', '/company/select.json', {}, enterprise);
    expect(list.json.body.list.map((c: any) => c.id)).toEqual([companyId]);
    const own = await call(t.app, 'POST', '/company/update.json', { name: 'Initech Group', contactMobile: '13800001111' }, enterprise);
    expect(own.json.body).toMatchObject({ id: companyId, name: 'Initech Group', contactMobile: '13800001111' });
    const other = await call(t.app, 'POST', '/company/update.json', { id: companyId + 1, name: 'Mine now' }, enterprise);
    expect(other.json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/company/update.json', { name: 'x' }, enterprise)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/company/select.json', {}, student)).json.head.code).toBe('100006');
  });

  it('reports assets, zero until the shop exists', async () => {
    expect((await call(t.app, 'POST', '/company/companyAssets/get.json', {}, enterprise)).json.body).toEqual({ companyId, seats: 0, courseCredits: 0, coins: 0 });
    expect((await call(t.app, 'POST', '/company/companyAssets/get.json', { companyId }, admin)).json.body.companyId).toBe(companyId);
    expect((await call(t.app, 'POST', '/company/companyAssets/get.json', {}, admin)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/company/companyAssets/get.json', { companyId: 99999 }, admin)).json.head.code).toBe('100004');
  });
});

describe('partner brandings and pictures', () => {
  it('the chief admin manages brandings, which then brand their host', async () => {
    expect((await call(t.app, 'POST', '/admin/branding/save.json', { key: 'Initech', nameZh: '英尼泰克', nameEn: 'Initech Academy', primaryColor: '#0f766e' }, admin)).json.head.code).toBe('000000');
    const list = await call(t.app, 'POST', '/admin/branding/select.json', {}, admin);
    expect(list.json.body.list).toEqual([expect.objectContaining({ key: 'initech', nameEn: 'Initech Academy' })]);
    const brand = await call(t.app, 'GET', '/other/branding/get.json', undefined, { headers: { host: 'initech.sandtable.cn' } });
    expect(brand.json.body.primaryColor).toBe('#0f766e');
    const bad = await call(t.app, 'POST', '/admin/branding/save.json', { key: 'a b', nameZh: 'x', nameEn: 'x', primaryColor: 'red', logoUrl: 'https://evil.example/logo.png' }, admin);
    expect(bad.json.head.fields!.map((f: any) => f.field).sort()).toEqual(['key', 'logoUrl', 'primaryColor']);
    expect((await call(t.app, 'POST', '/admin/branding/delete.json', { key: 'initech' }, admin)).json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/admin/branding/delete.json', { key: 'initech' }, admin)).json.head.code).toBe('100004');
  });

  it('are the chief admin’s settings, not an enterprise user’s', async () => {
    expect((await call(t.app, 'POST', '/admin/branding/select.json', {}, enterprise)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/admin/branding/save.json', { key: 'x1', nameZh: 'x', nameEn: 'x', primaryColor: '#000000' }, student)).json.head.code).toBe('100006');
  });

  it('uploads a picture and returns its url', async () => {
    const body = multipart({ name: 'banner.png', bytes: PNG_1PX });
    const res = await t.app.inject({ method: 'POST', url: '/admin/uploadPicture', payload: body.payload, headers: { ...body.headers, cookie: admin.cookie!, 'x-csrf-token': admin.csrf! } });
    expect(res.json().body.url).toMatch(/^\/files\//);
    const denied = await t.app.inject({ method: 'POST', url: '/admin/uploadPicture', payload: body.payload, headers: { ...body.headers, cookie: student.cookie!, 'x-csrf-token': student.csrf! } });
    expect(denied.json().head.code).toBe('100006');
  });
});
