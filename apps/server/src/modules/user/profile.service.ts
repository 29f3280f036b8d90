import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { Person, profileUpdateSchema } from '@sandtable/shared/contracts/people';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { users } from '../../db/schema';
import { findUserWithCompany, mobileHolder, updateAccount } from './user.repo';
import { presentPerson } from './user.presenter';
import { userPolicy } from './user.policy';
import { accountsByMobile } from './people.repo';
import { uniqueOr } from '../../db/errors';
import { consumeCode } from '../signin';
import { deleteSessionsOf } from '../auth';

export async function getPerson(deps: AppDeps, actor: Actor, id: number): Promise<Person> {
  const row = await findUserWithCompany(deps.db, id);
  userPolicy.assert(actor, 'view', row?.user);
  return presentPerson(row!.user, row!.companyName);
}

/** Changes columns of one's own account and returns the updated profile. */
async function updateOwn(deps: AppDeps, actor: Actor, values: Partial<typeof users.$inferInsert>): Promise<Person> {
  await updateAccount(deps.db, actor.userId, values);
  deps.sessions.forgetUser(actor.userId);
  return getPerson(deps, actor, actor.userId);
}

export function updateProfile(deps: AppDeps, actor: Actor, input: z.output<typeof profileUpdateSchema>) {
  return updateOwn(deps, actor, input);
}

export const updateEmail = (deps: AppDeps, actor: Actor, email: string) => updateOwn(deps, actor, { email });
export const updateNickName = (deps: AppDeps, actor: Actor, nickname: string) => updateOwn(deps, actor, { nickname });
export const setAvatar = (deps: AppDeps, actor: Actor, avatarUrl: string) => updateOwn(deps, actor, { avatarUrl });

/** Old password + new twice; every other session of the account ends. */
export async function updatePassword(deps: AppDeps, actor: Actor, input: { oldPassword: string; password: string }): Promise<void> {
  const row = await findUserWithCompany(deps.db, actor.userId);
  if (!row || !(await verifyPassword(input.oldPassword, row.user.passwordHash))) fail(Errors.oldPasswordWrong);
  const passwordHash = await hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, actor.userId, { passwordHash, mustChangePassword: false });
    await deleteSessionsOf(tx, actor.userId, actor.sessionId);
  });
  deps.sessions.forgetUser(actor.userId);
}

/**
 * The new mobile proves itself with a code sent to it (purpose changeMobile). The code is consumed
 * outside any transaction, so a wrong guess stays counted; the unique index still settles a race
 * for the same mobile.
 */
export async function updateMobile(deps: AppDeps, actor: Actor, input: { mobile: string; code: string }): Promise<Person> {
  const holder = await mobileHolder(deps.db, input.mobile);
  if (holder !== null && holder !== actor.userId) fail(Errors.mobileTaken);
  await consumeCode(deps.db, { mobile: input.mobile, purpose: 'changeMobile', code: input.code });
  await uniqueOr(Errors.mobileTaken, () => updateAccount(deps.db, actor.userId, { mobile: input.mobile }));
  deps.sessions.forgetUser(actor.userId);
  return getPerson(deps, actor, actor.userId);
}

/** Who has a mobile: only people in the caller's scope (people.repo.ts); anyone else reads as no one. */
export async function userNameByMobile(deps: AppDeps, actor: Actor, mobile: string) {
  const row = (await accountsByMobile(deps.db, actor, [mobile])).visible.get(mobile);
  return row ? { found: true, userId: row.id, name: row.name } : { found: false, userId: null, name: null };
}
