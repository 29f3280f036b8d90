import { eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
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

/** The id of the account holding a mobile, if any. */
export async function mobileHolder(db: Db, mobile: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row?.id ?? null;
}

/** Changes columns of an account, stamping the change. */
export async function updateAccount(db: Db | Tx, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
