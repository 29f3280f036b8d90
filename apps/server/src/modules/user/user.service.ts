import { Errors } from '@sandtable/shared/errors/catalogue';
import type { SessionInfo, User } from '@sandtable/shared/contracts/auth';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { findUserWithCompany } from './user.repo';
import { presentUser } from './user.presenter';
import { userPolicy } from './user.policy';

export async function getUser(db: Db, actor: Actor, id: number): Promise<User> {
  const row = await findUserWithCompany(db, id);
  if (!row) return fail(Errors.notFound);
  userPolicy.assert(actor, 'view', row.user);
  return presentUser(row.user, row.companyName);
}

/** The caller's own account was loaded with the session: no second query. */
export function ownProfile(actor: Actor): User {
  return actor.user;
}

export function sessionInfo(actor: Actor): SessionInfo {
  return { user: actor.user, role: actor.role, grantedAuthorities: [...actor.authorities] };
}
