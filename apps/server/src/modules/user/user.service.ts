import type { SessionInfo, User } from '@sandtable/shared/contracts/auth';
import { authoritiesOf } from '@sandtable/shared/auth/authorities';
import type { Actor } from '../../lib/actor';
import type { Db } from '../../db/client';
import { findUserWithCompany } from './user.repo';
import { presentUser } from './user.presenter';

/** The caller's own account was loaded with the session: no second query. */
export function ownProfile(actor: Actor): User {
  return actor.user;
}

export function sessionInfo(actor: Actor): SessionInfo {
  return { user: actor.user, role: actor.role, grantedAuthorities: [...actor.authorities] };
}

/**
 * An account as it is now, acting without a request (work done for it in the background, e.g. an
 * export): its current role and company decide what it may see, as on its next request. No session
 * (empty id and token). Null for an account that no longer exists or is disabled.
 */
export async function accountActor(db: Db, userId: number): Promise<Actor | null> {
  const found = await findUserWithCompany(db, userId);
  if (!found || found.user.status !== 'active') return null;
  return actorOf(found, { id: '', csrfToken: '' });
}

/** The actor an account is, in a session (or none: accountActor). */
export function actorOf(found: NonNullable<Awaited<ReturnType<typeof findUserWithCompany>>>, session: { id: string; csrfToken: string }): Actor {
  const { user, companyName } = found;
  return { user: presentUser(user, companyName), userId: user.id, role: user.role, companyId: user.companyId, authorities: authoritiesOf(user.role), sessionId: session.id, csrfToken: session.csrfToken };
}
