import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, call, loginAs, type TestApp } from '../../test/app';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories';
import { userPolicy } from './user.policy';
import type { Actor } from '../../lib/actor';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /user/get.json', () => {
  it("returns the caller's own profile", async () => {
    const company = await buildCompany(t.database.db);
    const user = await buildUser(t.database.db, { companyId: company.id, nickname: 'Neo' });
    const res = await call(t.app, 'POST', '/user/get.json', undefined, await loginAs(t.app, user.account, TEST_PASSWORD));
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body).toMatchObject({ id: user.id, account: user.account, nickname: 'Neo', companyName: company.name });
    expect(res.json.body).not.toHaveProperty('passwordHash');
    expect(res.json.body).not.toHaveProperty('failedLogins');
  });

  it('answers 100006 without a session, with an unknown cookie, and after the session expired', async () => {
    expect((await call(t.app, 'POST', '/user/get.json', {})).json.head.code).toBe('100006');
    const forged = await call(t.app, 'POST', '/user/get.json', {}, { cookie: 'sandtable_sid=forged', csrf: 'x' });
    expect(forged.json.head).toEqual({ code: '100006', message: 'No authority, or your session has timed out. Please log in again.' });
    const user = await buildUser(t.database.db);
    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.head.code).toBe('100006');
  });

  it('refuses a POST whose csrf token is missing or wrong', async () => {
    const user = await buildUser(t.database.db);
    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    expect((await call(t.app, 'POST', '/user/get.json', {}, { cookie: session.cookie })).json.head.code).toBe('100007');
    const wrong = await call(t.app, 'POST', '/user/get.json', {}, { cookie: session.cookie, csrf: 'x'.repeat(43) }, );
    expect(wrong.json.head.code).toBe('100007');
  });

  it('logs a disabled account out at once', async () => {
    const user = await buildUser(t.database.db);
    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    await t.database.db.execute(sql`UPDATE users SET status = 'disabled' WHERE id = ${user.id}`);
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.head.code).toBe('100006');
  });
});

describe('POST /user/loginUserInfo.json', () => {
  it('returns the user with role and granted authorities', async () => {
    const user = await buildUser(t.database.db, { role: 'lecturer' });
    const res = await call(t.app, 'POST', '/user/loginUserInfo.json', {}, await loginAs(t.app, user.account, TEST_PASSWORD));
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.role).toBe('lecturer');
    expect(res.json.body.user.id).toBe(user.id);
    expect(res.json.body.grantedAuthorities).toEqual(expect.arrayContaining(['portal:use', 'course:create', 'coin:give']));
    expect(res.json.body.grantedAuthorities).not.toContain('admin:console');
  });

  it('answers 100006 without a session', async () => {
    expect((await call(t.app, 'POST', '/user/loginUserInfo.json', {})).json.head.code).toBe('100006');
  });
});

describe('user policy', () => {
  const actor = (over: Partial<Actor>): Actor => ({
    userId: 1, user: {} as Actor['user'], role: 'student', companyId: 10, authorities: [], sessionId: 's', csrfToken: 'c', ...over,
  });
  it('lets people see themselves, the chief admin everyone, an enterprise user only their company', () => {
    expect(userPolicy.can(actor({}), 'view', { id: 1, companyId: 10 })).toBe(true);
    expect(userPolicy.can(actor({}), 'view', { id: 2, companyId: 10 })).toBe(false);
    expect(userPolicy.can(actor({ role: 'chief_admin', companyId: null }), 'view', { id: 2, companyId: 99 })).toBe(true);
    expect(userPolicy.can(actor({ role: 'enterprise' }), 'edit', { id: 2, companyId: 10 })).toBe(true);
    expect(userPolicy.can(actor({ role: 'enterprise' }), 'edit', { id: 2, companyId: 11 })).toBe(false);
    expect(userPolicy.can(actor({ role: 'enterprise', companyId: null }), 'view', { id: 2, companyId: null })).toBe(false);
    expect(userPolicy.abilities(actor({ role: 'lecturer' }), { id: 2, companyId: 10 })).toEqual({ view: false, edit: false });
  });
  it('reports a hidden record as not found', () => {
    expect(() => userPolicy.assert(actor({}), 'view', { id: 2, companyId: 10 })).toThrow(/100004/);
  });
});
