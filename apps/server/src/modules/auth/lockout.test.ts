import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_LOCK } from '@sandtable/shared/rules/constants';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';

/** Every password check, counted: the lockout must decide before the slow hash, not after it. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password', async (original) => {
  const actual = await original<typeof import('../../lib/password')>();
  return {
    ...actual,
    verifyPassword: async (password: string, stored: string) => {
      checks.count++;
      return actual.verifyPassword(password, stored);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function login(account: string, password: string, ip = '203.0.113.7') {
  return t.app.inject({ method: 'POST', url: '/login.do', payload: { account, password }, remoteAddress: ip, headers: { language: 'en' } }).then((res) => res.json().head as { code: string; message: string });
}

describe('login lockout', () => {
  it(`20 simultaneous wrong passwords: only ${LOGIN_LOCK.maxFailures} are checked (PostgreSQL race)`, async () => {
    const user = await buildUser(t.database.db);
    checks.count = 0;
    const heads = await Promise.all(Array.from({ length: 20 }, () => login(user.account, 'wrong-1')));
    expect(checks.count).toBe(LOGIN_LOCK.maxFailures);
    expect(heads.filter((h) => h.code === Errors.loginFailed.code)).toHaveLength(LOGIN_LOCK.maxFailures - 1);
    expect(heads.filter((h) => h.code === Errors.accountLocked.code)).toHaveLength(20 - LOGIN_LOCK.maxFailures + 1);
    expect((await login(user.account, TEST_PASSWORD)).code).toBe(Errors.accountLocked.code);
  });

  it('a storm of wrong passwords from one address locks only that address for that account', async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i++) await login(user.account, 'wrong-1', '198.51.100.1');
    expect((await login(user.account, TEST_PASSWORD, '198.51.100.1')).code).toBe(Errors.accountLocked.code);
    expect((await login(user.account, TEST_PASSWORD, '198.51.100.2')).code).toBe('000000');
    // The owner's success elsewhere does not lift the attacker's lock.
    expect((await login(user.account, TEST_PASSWORD, '198.51.100.1')).code).toBe(Errors.accountLocked.code);
  });

  it(`the account as a whole locks only at ${LOGIN_LOCK.maxFailuresPerAccount} wrong passwords from any addresses`, async () => {
    const user = await buildUser(t.database.db);
    const perAddress = LOGIN_LOCK.maxFailures - 1; // stays under each address's own lock
    let sent = 0;
    for (let a = 0; sent < LOGIN_LOCK.maxFailuresPerAccount - 1; a++) {
      for (let i = 0; i < perAddress && sent < LOGIN_LOCK.maxFailuresPerAccount - 1; i++, sent++) {
        expect((await login(user.account, 'wrong-1', `192.0.2.${a + 1}`)).code).toBe(Errors.loginFailed.code);
      }
    }
    expect((await login(user.account, 'wrong-1', '192.0.2.200')).code).toBe(Errors.accountLocked.code);
    expect((await login(user.account, TEST_PASSWORD, '192.0.2.201')).code).toBe(Errors.accountLocked.code);
  });

  it('an unknown account answers exactly like a wrong password, lock included, and costs a password check too', async () => {
    const user = await buildUser(t.database.db);
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i <= LOGIN_LOCK.maxFailures; i++) {
      known.push(JSON.stringify(await login(user.account, 'wrong-1', '198.51.100.9')));
      checks.count = 0;
      unknown.push(JSON.stringify(await login('nobody-at-all', 'wrong-1', '198.51.100.9')));
      if (i < LOGIN_LOCK.maxFailures) expect(checks.count).toBe(1);
    }
    expect(unknown).toEqual(known);
    expect(JSON.parse(known.at(-1)!).code).toBe(Errors.accountLocked.code);
  });
});
