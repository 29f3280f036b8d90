import { eq, sql } from 'drizzle-orm';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { authoritiesOf } from '@sandtable/shared/auth/authorities';
import { LOGIN_LOCK } from '@sandtable/shared/rules/constants';
import type { LoginRequest, LoginResponse } from '@sandtable/shared/contracts/auth';
import type { AppDeps } from '../../lib/context';
import { fail } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { users, sessions, loginEvents } from '../../db/schema';
import type { LoginMethod } from '@sandtable/shared/auth/roles';
import { findUserByLogin } from '../user/user.repo';
import { presentUser } from '../user/user.presenter';
import { createSession, deleteSession, markActive, type NewSession } from './session.repo';
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
 * more before logging in (binding a chat-app identity).
 */
export async function checkCredentials(
  deps: AppDeps,
  input: LoginRequest,
  meta: Pick<LoginMeta, 'adminOnly'> = {},
): Promise<{ user: typeof users.$inferSelect; companyName: string | null }> {
  const found = await findUserByLogin(deps.db, input.account);
  if (!found) {
    dummyHash ??= hashPassword('not-a-password-1', deps.config.PASSWORD_HASH_COST);
    await verifyPassword(input.password, await dummyHash);
    return fail(Errors.loginFailed);
  }
  const { user } = found;

  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    return fail(Errors.accountLocked, { minutes: minutesUntil(user.lockedUntil) });
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const lockedUntil = await recordFailure(deps, user.id);
    return lockedUntil ? fail(Errors.accountLocked, { minutes: minutesUntil(lockedUntil) }) : fail(Errors.loginFailed);
  }
  if (user.status !== 'active') return fail(Errors.accountDisabled);
  if (meta.adminOnly && user.role !== 'chief_admin') return fail(Errors.adminOnly);
  return found;
}

export interface OpenedSession {
  response: LoginResponse;
  session: NewSession;
}

/**
 * Every way in ends here: clear the lockout counters, stamp the login, record it for the
 * dashboard and create the session, in one transaction. The route sets the cookie.
 */
export async function openSession(
  deps: AppDeps,
  found: { user: typeof users.$inferSelect; companyName: string | null },
  method: LoginMethod,
  meta: { ip?: string; userAgent?: string },
): Promise<OpenedSession> {
  const { user } = found;
  const session = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedLogins: 0, firstFailedAt: null, lockedUntil: null, lastLoginAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx.insert(loginEvents).values({ userId: user.id, method, ip: meta.ip });
    await markActive(tx as never, user.id);
    return createSession(tx as never, { userId: user.id, ttlMs: ttlMs(deps), ip: meta.ip, userAgent: meta.userAgent });
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

/**
 * One atomic statement, so concurrent wrong guesses all count: failures inside the window add up;
 * the failure that reaches the maximum locks the account for the window.
 */
async function recordFailure(deps: AppDeps, userId: number): Promise<Date | null> {
  const window = sql.raw(`interval '${LOGIN_LOCK.windowMinutes} minutes'`);
  const fresh = sql`(${users.firstFailedAt} IS NULL OR ${users.firstFailedAt} < now() - ${window})`;
  const [row] = await deps.db
    .update(users)
    .set({
      failedLogins: sql`CASE WHEN ${fresh} THEN 1 ELSE ${users.failedLogins} + 1 END`,
      firstFailedAt: sql`CASE WHEN ${fresh} THEN now() ELSE ${users.firstFailedAt} END`,
      lockedUntil: sql`CASE WHEN (CASE WHEN ${fresh} THEN 1 ELSE ${users.failedLogins} + 1 END) >= ${LOGIN_LOCK.maxFailures}
        THEN now() + ${window} ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}

const minutesUntil = (when: Date) => Math.max(1, Math.ceil((when.getTime() - Date.now()) / 60_000));

export async function logout(deps: AppDeps, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId);
  deps.sessions.forgetSession(sessionId);
}

export async function logoutEverywhere(deps: AppDeps, userId: number): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
  deps.sessions.forgetUser(userId);
}
