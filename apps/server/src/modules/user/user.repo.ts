import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, companies } from '../../db/schema';
import { isPhone } from '@sandtable/shared/rules/account';

export async function findUserWithCompany(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The account a login names: its account name, or its mobile when 11 digits are typed. */
export async function findUserByLogin(db: Db, login: string) {
  const where = isPhone(login) ? or(eq(users.account, login), eq(users.mobile, login)) : eq(users.account, login);
  const rows = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(2);
  // An account name equal to someone else's mobile: the account name wins.
  return rows.find((r) => r.user.account === login) ?? rows[0] ?? null;
}
