import { Errors } from '@sandtable/shared/errors/catalogue';
import type { RegisterRequest } from '@sandtable/shared/contracts/signin';
import type { AppDeps } from '../../lib/context';
import type { Tx } from '../../db/client';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../db/errors';
import { openSession, type OpenedSession } from '../auth';
import { companyNameExists, findUserByMobile, insertCompany, insertUser, isMobileRegistered, replacePassword } from './account.repo';
import { consumeCode } from './sms.service';

type Meta = { ip?: string; userAgent?: string };

/** Mobile + SMS code (purpose login). */
export async function codeLogin(deps: AppDeps, input: { mobile: string; code: string }, meta: Meta): Promise<OpenedSession> {
  const found = await findUserByMobile(deps.db, input.mobile);
  if (!found) return fail(Errors.mobileNotRegistered);
  await consumeCode(deps.db, { mobile: input.mobile, purpose: 'login', code: input.code });
  // Only someone holding the code learns that the account is disabled.
  if (found.user.status !== 'active') fail(Errors.accountDisabled);
  return openSession(deps, found, 'code', meta);
}

/** Forgotten password: the code (purpose reset) proves the mobile; every session of the account ends. */
export async function resetPassword(deps: AppDeps, input: { mobile: string; code: string; password: string }): Promise<void> {
  const found = await findUserByMobile(deps.db, input.mobile);
  if (!found) return fail(Errors.mobileNotRegistered);
  await consumeCode(deps.db, { mobile: input.mobile, purpose: 'reset', code: input.code });
  const passwordHash = await hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
  await deps.db.transaction((tx) => replacePassword(tx, found.user.id, passwordHash));
  deps.sessions.forgetUser(found.user.id);
}

export async function haveYouRegistered(deps: AppDeps, mobile: string) {
  return { registered: await isMobileRegistered(deps.db, mobile) };
}

/** What a new account needs; `companyName` makes it an enterprise user of a new company. */
export interface NewAccount {
  name: string;
  mobile: string;
  code: string;
  password: string;
  companyName?: string;
}

/** /user/member/save.json: a student, or a company with its enterprise user; logged in at once. */
export async function register(deps: AppDeps, input: RegisterRequest, meta: Meta): Promise<OpenedSession> {
  const passwordHash = await prepareAccount(deps, input);
  const found = await deps.db.transaction((tx) => createAccount(tx, input, passwordHash)).catch(registrationConflict);
  return openSession(deps, found, 'password', meta);
}

/**
 * Before the registration's transaction: friendly early answers for a taken mobile or company
 * name (the constraints still decide a race), then the code (purpose register) is spent and the
 * password hashed — neither belongs inside a transaction.
 */
export async function prepareAccount(deps: AppDeps, input: NewAccount): Promise<string> {
  if (await isMobileRegistered(deps.db, input.mobile)) fail(Errors.mobileTaken);
  if (input.companyName && (await companyNameExists(deps.db, input.companyName))) fail(Errors.companyTaken);
  await consumeCode(deps.db, { mobile: input.mobile, purpose: 'register', code: input.code });
  return hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
}

/** Inside the caller's transaction: the company (enterprise) and the account, whose name is the mobile. */
export async function createAccount(tx: Tx, input: NewAccount, passwordHash: string) {
  const company = input.companyName
    ? await insertCompany(tx, { name: input.companyName, contactName: input.name, contactMobile: input.mobile })
    : null;
  const user = await insertUser(tx, {
    account: input.mobile,
    mobile: input.mobile,
    name: input.name,
    passwordHash,
    role: company ? 'enterprise' : 'student',
    companyId: company?.id ?? null,
  });
  return { user, companyName: company?.name ?? null };
}

/** Uniqueness is the database's: a registration that lost a race gets the business error. */
export function registrationConflict(err: unknown): never {
  if (isUniqueViolation(err, 'users_mobile_key')) fail(Errors.mobileTaken);
  if (isUniqueViolation(err, 'users_account_key')) fail(Errors.accountTaken);
  if (isUniqueViolation(err, 'companies_name_unique')) fail(Errors.companyTaken);
  throw err;
}
