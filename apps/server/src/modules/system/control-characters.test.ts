import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories';
import { multipart, PNG_1PX } from '../../test/sheets';
import { files, smsMessages } from '../../db/schema';

/** PostgreSQL cannot store NUL in text: every text field refuses control characters up front (100001 naming the field). */
let t: TestApp;
let admin: Caller;
let enterprise: Caller;
let memberMobile: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await loginAs(t.app, (await buildUser(db, { role: 'chief_admin' })).account, TEST_PASSWORD);
  const company = await buildCompany(db);
  enterprise = await loginAs(t.app, (await buildUser(db, { role: 'enterprise', companyId: company.id })).account, TEST_PASSWORD);
  memberMobile = (await buildUser(db, { companyId: company.id })).mobile!;
});
afterAll(() => t.close());

const fieldsOf = (res: { json: { head: { fields?: { field: string; message: string }[] } } }) => res.json.head.fields ?? [];

describe('control characters in text fields', () => {
  it('a login account with NUL: 100001 on the account, in the caller language', async () => {
    const en = await call(t.app, 'POST', '/login.do', { account: 'ad\u0000min', password: 'x' });
    expect(en.json.head.code).toBe('100001');
    expect(fieldsOf(en)).toEqual([expect.objectContaining({ field: 'account', message: expect.stringContaining('control characters') })]);
    const zh = await call(t.app, 'POST', '/login.do', { account: 'ad\u0000min', password: 'x' }, { language: 'zh' });
    expect(fieldsOf(zh)[0].message).toContain('控制字符');
  });

  it('names, search keywords and other C0 controls are refused; tabs and line breaks only in multi-line text', async () => {
    const keyword = await call(t.app, 'POST', '/user/select.json', { pageNum: 1, pageSize: 10, keyword: 'a\u0000' }, admin);
    expect(keyword.json.head.code).toBe('100001');
    expect(fieldsOf(keyword).map((f) => f.field)).toEqual(['keyword']);
    const company = await call(t.app, 'POST', '/company/select.json', { pageNum: 1, pageSize: 10, keyword: 'x\u001b[2J' }, admin);
    expect(company.json.head.code).toBe('100001');
    const name = await call(t.app, 'POST', '/company/update.json', { name: 'Acme\u0000', address: 'line 1\nline 2' }, admin);
    expect(fieldsOf(name).map((f) => f.field)).toEqual(['name']);
    const tabInName = await call(t.app, 'POST', '/company/update.json', { name: 'Acme\tCorp' }, admin);
    expect(fieldsOf(tabInName).map((f) => f.field)).toEqual(['name']);
    const address = await call(t.app, 'POST', '/company/update.json', { name: 'Acme multi-line', address: 'line 1\r\nline\t2' }, admin);
    expect(address.json.head).toMatchObject({ code: '000000' });
    const badAddress = await call(t.app, 'POST', '/company/update.json', { name: 'Acme bell', address: 'ring\u0007' }, admin);
    expect(fieldsOf(badAddress).map((f) => f.field)).toEqual(['address']);
    // A pasted value's trailing line break is trimmed, as before, not refused.
    const pasted = await call(t.app, 'POST', '/company/update.json', { name: 'Acme pasted\r\n' }, admin);
    expect(pasted.json.head).toMatchObject({ code: '000000' });
    expect(pasted.json.body.name).toBe('Acme pasted');
  });

  it('an SMS notice with NUL is refused before anything is sent or recorded', async () => {
    const before = (await t.database.db.select({ n: count() }).from(smsMessages))[0].n;
    const res = await call(t.app, 'POST', '/other/sms/send.json', { mobiles: [memberMobile], content: 'hello\u0000' }, enterprise);
    expect(res.json.head.code).toBe('100001');
    expect((await t.database.db.select({ n: count() }).from(smsMessages))[0].n).toBe(before);
  });

  it('an upload whose file name holds NUL is refused, and nothing is left on disk', async () => {
    const body = multipart({ name: 'me\u0000.png', bytes: PNG_1PX, type: 'image/png' });
    const res = await t.app.inject({ method: 'POST', url: '/user/uploadAvatar.json', payload: body.payload, headers: { ...body.headers, cookie: admin.cookie!, 'x-csrf-token': admin.csrf!, language: 'en' } });
    expect(res.json().head.code).toBe('100001');
    expect(res.json().head.fields.map((f: { field: string }) => f.field)).toEqual(['file']);
    expect((await t.database.db.select({ n: count() }).from(files))[0].n).toBe(0);
    const onDisk = fs.readdirSync(t.config.FILES_DIR!, { recursive: true }).filter((p) => fs.statSync(path.join(t.config.FILES_DIR!, String(p))).isFile());
    expect(onDisk).toEqual([]);
  });
});
