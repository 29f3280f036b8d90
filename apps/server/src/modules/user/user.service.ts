import { Errors } from '@sandtable/shared/errors/catalogue';
import { authoritiesOf } from '@sandtable/shared/auth/authorities';
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

export async function sessionInfo(db: Db, actor: Actor): Promise<SessionInfo> {
  const user = await getUser(db, actor, actor.userId);
  return { user, role: user.role, grantedAuthorities: authoritiesOf(user.role) };
}
