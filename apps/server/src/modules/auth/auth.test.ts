import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_LOCK } from '@sandtable/shared/rules/constants';
import { buildTestApp, call, loginAs, type TestApp } from '../../test/app';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories';
import { loginFailures, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /login.do', () => {
  it('logs in by account name: session cookie, csrf token, role and authorities', async () => {
    const company = await buildCompany(t.database.db);
    const user = await buildUser(t.database.db, { role: 'enterprise', companyId: company.id });
    const res = await call(t.app, 'POST', '/login.do', { account: user.account, password: TEST_PASSWORD });
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.user).toMatchObject({ id: user.id, role: 'enterprise', companyName: company.name });
    expect(res.json.body.grantedAuthorities).toContain('user:manage');
    expect(res.json.body.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(res.cookie).toMatch(/^sandtable_sid=/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(res.json.body.user).not.toHaveProperty('passwordHash');
  });

  it('logs in by 11-digit mobile', async () => {
    const user = await buildUser(t.database.db, { mobile: '13512345678' });
    const res = await call(t.app, 'POST', '/login.do', { account: '13512345678', password: TEST_PASSWORD });
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.user.id).toBe(user.id);
  });

  it('refuses a wrong password and an unknown account with the same message, localized', async () => {
    const user = await buildUser(t.database.db);
    const wrong = await call(t.app, 'POST', '/login.do', { account: user.account, password: 'nope12' }, { language: 'zh' });
    const unknown = await call(t.app, 'POST', '/login.do', { account: 'nobody-here', password: 'nope12' }, { language: 'zh' });
    expect(wrong.json.head).toEqual({ code: '101001', message: '账号或密码错误' });
    expect(unknown.json.head).toEqual(wrong.json.head);
    expect(wrong.status).toBe(200);
    expect(wrong.cookie).toBeUndefined();
  });

  it('names the failing field in the caller language and changes nothing', async () => {
    const en = await call(t.app, 'POST', '/login.do', { account: '', password: 'x' }, { language: 'en' });
    expect(en.json.head.code).toBe('100001');
    expect(en.json.head.fields).toEqual([{ field: 'account', message: 'Account cannot be empty' }]);
    const zh = await call(t.app, 'POST', '/login.do', { password: 'x' }, { language: 'zh' });
    expect(zh.json.head.fields).toEqual([{ field: 'account', message: '账号：不能为空' }]);
    const notJson = await call(t.app, 'POST', '/login.do', 'account=admin', { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.json.head.code).toBe('100001');
  });

  it(`locks the account after ${LOGIN_LOCK.maxFailures} wrong passwords, even for the right one`, async () => {
    const user = await buildUser(t.database.db);
    for (let i = 1; i < LOGIN_LOCK.maxFailures; i++) {
      const res = await call(t.app, 'POST', '/login.do', { account: user.account, password: 'wrong1' });
      expect(res.json.head.code).toBe('101001');
    }
    const last = await call(t.app, 'POST', '/login.do', { account: user.account, password: 'wrong1' });
    expect(last.json.head.code).toBe('101002');
    expect(last.json.head.message).toMatch(/locked; try again in 15 minutes/);
    const right = await call(t.app, 'POST', '/login.do', { account: user.account, password: TEST_PASSWORD });
    expect(right.json.head.code).toBe('101002');
    expect(right.cookie).toBeUndefined();
  });

  it('lets the right password in after a few wrong ones and resets the count', async () => {
    const user = await buildUser(t.database.db);
    await call(t.app, 'POST', '/login.do', { account: user.account, password: 'wrong1' });
    await call(t.app, 'POST', '/login.do', { account: user.account, password: 'wrong1' });
    const ok = await call(t.app, 'POST', '/login.do', { account: user.account, password: TEST_PASSWORD });
    expect(ok.json.head.code).toBe('000000');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt).not.toBeNull();
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.subject, `user:${user.id}`))).toEqual([]);
  });

  it('refuses a disabled account', async () => {
    const user = await buildUser(t.database.db, { status: 'disabled' });
    const res = await call(t.app, 'POST', '/login.do', { account: user.account, password: TEST_PASSWORD });
    expect(res.json.head.code).toBe('101003');
  });
});

describe('POST /admin/login.do', () => {
  it('lets the chief admin in', async () => {
    const admin = await buildUser(t.database.db, { role: 'chief_admin' });
    const res = await call(t.app, 'POST', '/admin/login.do', { account: admin.account, password: TEST_PASSWORD });
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.role).toBe('chief_admin');
  });

  it('refuses every other role without creating a session', async () => {
    for (const role of ['enterprise', 'lecturer', 'student', 'observer'] as const) {
      const user = await buildUser(t.database.db, { role });
      const res = await call(t.app, 'POST', '/admin/login.do', { account: user.account, password: TEST_PASSWORD });
      expect(res.json.head.code).toBe('101004');
      expect(res.cookie).toBeUndefined();
    }
  });

  it('validates its input', async () => {
    const res = await call(t.app, 'POST', '/admin/login.do', { account: 'admin' });
    expect(res.json.head.code).toBe('100001');
    expect(res.json.head.fields?.[0].field).toBe('password');
  });
});

describe('POST /user/logout.json', () => {
  it('ends the session: the cookie no longer works', async () => {
    const user = await buildUser(t.database.db);
    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    const out = await call(t.app, 'POST', '/user/logout.json', {}, session);
    expect(out.json.head.code).toBe('000000');
    const after = await call(t.app, 'POST', '/user/get.json', {}, session);
    expect(after.json.head.code).toBe('100006');
  });

  it('needs a session and the csrf token', async () => {
    expect((await call(t.app, 'POST', '/user/logout.json', {})).json.head.code).toBe('100006');
    const user = await buildUser(t.database.db);
    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    const noCsrf = await call(t.app, 'POST', '/user/logout.json', {}, { cookie: session.cookie });
    expect(noCsrf.json.head.code).toBe('100007');
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.head.code).toBe('000000');
  });
});
