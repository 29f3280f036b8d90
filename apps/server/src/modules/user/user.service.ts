import type { SessionInfo, User } from '@sandtable/shared/contracts/auth';
import type { Actor } from '../../lib/actor';

/** The caller's own account was loaded with the session: no second query. */
export function ownProfile(actor: Actor): User {
  return actor.user;
}

export function sessionInfo(actor: Actor): SessionInfo {
  return { user: actor.user, role: actor.role, grantedAuthorities: [...actor.authorities] };
}
