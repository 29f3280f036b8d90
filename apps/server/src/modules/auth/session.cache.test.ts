import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories';
import { sessions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { createSessionCache } from './session.cache';

const actorOf = (userId: number) => ({ userId }) as Actor;

describe('createSessionCache()', () => {
  it('keeps an entry for its time to live and no longer than the session', () => {
    let now = 1_000;
    const cache = createSessionCache(5_000, () => now);
    cache.set('a', { actor: actorOf(1), expiresAt: 4_000, lastSeenAt: now }, cache.version());
    cache.set('b', { actor: actorOf(2), expiresAt: 60_000, lastSeenAt: now }, cache.version());
    now = 3_999;
    expect(cache.get('a')?.actor.userId).toBe(1);
    now = 4_000;
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')?.actor.userId).toBe(2);
    now = 6_000;
    expect(cache.get('b')).toBeNull();
  });

  it('forgets a session, a user or everything', () => {
    const cache = createSessionCache(5_000, () => 0);
    const put = (id: string, userId: number) => cache.set(id, { actor: actorOf(userId), expiresAt: 1e9, lastSeenAt: 0 }, cache.version());
    put('a', 1);
    put('b', 1);
    put('c', 2);
    cache.forgetSession('c');
    expect(cache.get('c')).toBeNull();
    cache.forgetUser(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([null, null]);
    put('d', 3);
    cache.forgetAll();
    expect(cache.get('d')).toBeNull();
  });

  it('does not cache a lookup that began before a forget (a request racing a logout)', () => {
    const cache = createSessionCache(5_000, () => 0);
    const since = cache.version();
    cache.forgetSession('a'); // the logout commits while the lookup is in flight
    cache.set('a', { actor: actorOf(1), expiresAt: 1e9, lastSeenAt: 0 }, since);
    expect(cache.get('a')).toBeNull();
  });

  it('caches nothing with a time to live of 0', () => {
    const cache = createSessionCache(0, () => 0);
    cache.set('a', { actor: actorOf(1), expiresAt: 1e9, lastSeenAt: 0 }, cache.version());
    expect(cache.get('a')).toBeNull();
  });
});

// Each case first uses the cookie (so this instance has it cached), then changes the account.
describe('a cached session, after the account changes', () => {
  let t: TestApp;
  let enterprise: Caller;
  let admin: Caller;
  let companyId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await buildCompany(t.database.db)).id;
    enterprise = await loginAs(t.app, (await buildUser(t.database.db, { role: 'enterprise', companyId })).account, TEST_PASSWORD);
    admin = await loginAs(t.app, (await buildUser(t.database.db, { role: 'chief_admin' })).account, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  async function cachedSessionOf(overrides: Parameters<typeof buildUser>[1] = {}) {
    const user = await buildUser(t.database.db, { companyId, ...overrides });
    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.head.code).toBe('000000');
    return { user, session };
  }
  const codeOf = async (session: Caller) => (await call(t.app, 'POST', '/user/get.json', {}, session)).json.head.code;

  it('is served from memory: the database is not asked again within the time to live', async () => {
    const { user, session } = await cachedSessionOf();
    // Deleted behind the services' back (no forget): this instance still trusts it for a few seconds.
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await codeOf(session)).toBe('000000');
  });

  it('is refused at once after logout', async () => {
    const { session } = await cachedSessionOf();
    expect((await call(t.app, 'POST', '/user/logout.json', {}, session)).json.head.code).toBe('000000');
    expect(await codeOf(session)).toBe('100006');
  });

  it('is refused at once after the account is disabled', async () => {
    const { user, session } = await cachedSessionOf();
    expect((await call(t.app, 'POST', '/user/member/setStatus.json', { id: user.id, status: 'disabled' }, enterprise)).json.head.code).toBe('000000');
    expect(await codeOf(session)).toBe('100006');
  });

  it('is refused at once after a password change in another session; that session goes on', async () => {
    const { user, session } = await cachedSessionOf();
    const other = await loginAs(t.app, user.account, TEST_PASSWORD);
    const changed = await call(t.app, 'POST', '/user/updatePassword.json', { oldPassword: TEST_PASSWORD, password: 'NewPass1', confirmPassword: 'NewPass1' }, other);
    expect(changed.json.head.code).toBe('000000');
    expect(await codeOf(session)).toBe('100006');
    expect(await codeOf(other)).toBe('000000');
  });

  it('carries a new role and its authorities at once', async () => {
    const { user, session } = await cachedSessionOf();
    expect((await call(t.app, 'POST', '/user/lecturer/promote.json', { userId: user.id }, admin)).json.head.code).toBe('000000');
    const info = await call(t.app, 'POST', '/user/loginUserInfo.json', {}, session);
    expect(info.json.body.role).toBe('lecturer');
    expect(info.json.body.grantedAuthorities).toContain('course:create');
  });

  it('shows profile changes made by a manager at once', async () => {
    const { user, session } = await cachedSessionOf();
    const renamed = await call(t.app, 'POST', '/user/member/update.json', { id: user.id, name: '新名字', mobile: user.mobile }, enterprise);
    expect(renamed.json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.body.name).toBe('新名字');
  });

  it("shows the company's new name at once", async () => {
    const { session } = await cachedSessionOf();
    const saved = await call(t.app, 'POST', '/company/update.json', { id: companyId, name: 'Renamed Ltd' }, enterprise);
    expect(saved.json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.body.companyName).toBe('Renamed Ltd');
  });
});
