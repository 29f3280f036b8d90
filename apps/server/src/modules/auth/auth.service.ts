import { Errors } from '@sandtable/shared/errors/catalogue';
import { authoritiesOf } from '@sandtable/shared/auth/authorities';
import type { LoginRequest, LoginResponse } from '@sandtable/shared/contracts/auth';
import type { AppDeps } from '../../lib/context';
import { fail } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { users } from '../../db/schema';
import type { LoginMethod } from '@sandtable/shared/auth/roles';
import { findUserByLogin } from '../user';
import { presentUser } from '../user';
import { admitAttempt, clearFailures, subjectOf } from './login-failures.repo';
import { recordLogin } from './login.repo';
import { createSession, deleteSession, deleteSessionsOf, markActive, type NewSession } from './session.repo';
import { ttlMs } from '../../plugins/session';

export interface LoginMeta {
  ip?: string;
  userAgent?: string;
  /** /admin/login.do: only the chief admin may pass. */
  adminOnly?: boolean;
}

/** Compared against when the account does not exist, so timing does not reveal which accounts do. */
let dummyHash: Promise<string> | undefined;

export async function login(
  deps: AppDeps,
  input: LoginRequest,
  meta: LoginMeta,
): Promise<OpenedSession> {
  return openSession(deps, await checkCredentials(deps, input, meta), 'password', meta);
}

/**
 * Account + password with the lockout rules, without opening a session: for ways in that then do
 * more before logging in (binding a chat-app identity). The attempt is counted before the slow
 * hash (admitAttempt), per account and address; a name no account has is counted and hashed the
 * same way, so its answers and timing match a wrong password's.
 */
export async function checkCredentials(
  deps: AppDeps,
  input: LoginRequest,
  meta: Pick<LoginMeta, 'adminOnly' | 'ip'> = {},
): Promise<{ user: typeof users.$inferSelect; companyName: string | null }> {
  const found = await findUserByLogin(deps.db, input.account);
  const admission = await admitAttempt(deps.db, subjectOf(found?.user ?? null, input.account), meta.ip);
  if (!admission.admitted) return fail(Errors.accountLocked, { minutes: minutesUntil(admission.lockedUntil) });
  dummyHash ??= hashPassword('not-a-password-1', deps.config.PASSWORD_HASH_COST);
  const right = await verifyPassword(input.password, found ? found.user.passwordHash : await dummyHash);
  if (!found || !right) {
    return admission.lockedUntil ? fail(Errors.accountLocked, { minutes: minutesUntil(admission.lockedUntil) }) : fail(Errors.loginFailed);
  }
  await clearFailures(deps.db, found.user.id, meta.ip ?? 'unknown');
  if (found.user.status !== 'active') return fail(Errors.accountDisabled);
  if (meta.adminOnly && found.user.role !== 'chief_admin') return fail(Errors.adminOnly);
  return found;
}

export interface OpenedSession {
  response: LoginResponse;
  session: NewSession;
}

/**
 * Every way in ends here: stamp the login, record it for the dashboard and create the session, in
 * one transaction. The route sets the cookie. Ways in other than the password (a code, the chat
 * app, a QR scan) prove the person differently and clear the password lockout.
 */
export async function openSession(
  deps: AppDeps,
  found: { user: typeof users.$inferSelect; companyName: string | null },
  method: LoginMethod,
  meta: { ip?: string; userAgent?: string },
): Promise<OpenedSession> {
  const { user } = found;
  const session = await deps.db.transaction(async (tx) => {
    await recordLogin(tx, user.id, method, meta.ip);
    if (method !== 'password') await clearFailures(tx, user.id);
    await markActive(tx, user.id);
    return createSession(tx, { userId: user.id, ttlMs: ttlMs(deps), ip: meta.ip, userAgent: meta.userAgent });
  });

  return {
    session,
    response: {
      user: presentUser({ ...user, lastLoginAt: new Date() }, found.companyName),
      role: user.role,
      grantedAuthorities: authoritiesOf(user.role),
      csrfToken: session.csrfToken,
    },
  };
}

const minutesUntil = (when: Date) => Math.max(1, Math.ceil((when.getTime() - Date.now()) / 60_000));

export async function logout(deps: AppDeps, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId);
  deps.sessions.forgetSession(sessionId);
}

export async function logoutEverywhere(deps: AppDeps, userId: number): Promise<void> {
  await deleteSessionsOf(deps.db, userId);
  deps.sessions.forgetUser(userId);
}
