import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp, Caller } from '../../test/app';
import { call, loginAs } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';

/** A mobile no other test uses (the factories' users have 139… numbers). */
export const freshMobile = () => `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;

/** A client address of its own, so limits counted per IP do not leak between tests (TRUST_PROXY). */
export const fromIp = (ip: string): Caller => ({ headers: { 'x-forwarded-for': ip } });

const admins = new WeakMap<TestApp, Promise<Required<Pick<Caller, 'cookie' | 'csrf'>>>>();

/** The chief admin's session: the outbox is where the embedded provider's codes are read. */
export function chiefAdmin(t: TestApp) {
  let session = admins.get(t);
  if (!session) {
    session = buildUser(t.database.db, { role: 'chief_admin' }).then((u) => loginAs(t.app, u.account, TEST_PASSWORD));
    admins.set(t, session);
  }
  return session;
}

/** The newest message to a mobile, as the chief admin reads it in the outbox. */
export async function lastMessage(t: TestApp, mobile: string): Promise<{ body: string; purpose: string; status: string }> {
  const res = await call(t.app, 'POST', '/other/sms/outbox.json', { mobile, pageSize: 1 }, await chiefAdmin(t));
  expect(res.json.head.code).toBe('000000');
  return res.json.body.list[0];
}

/** Sends a code through the API and reads it back from the outbox. */
export async function codeFor(t: TestApp, mobile: string, purpose: string, caller: Caller = {}): Promise<string> {
  const res = await call(t.app, 'POST', '/other/sms/sendVerificationCode.json', { mobile, purpose }, caller);
  expect(res.json.head, `send ${purpose} code to ${mobile}`).toMatchObject({ code: '000000' });
  const code = /\b(\d{6})\b/.exec((await lastMessage(t, mobile)).body)?.[1];
  expect(code).toBeDefined();
  return code!;
}
