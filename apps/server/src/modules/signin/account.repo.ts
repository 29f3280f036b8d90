import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { clearFailures, deleteSessionsOf } from '../auth';
import { updateAccount } from '../user';

type Handle = Db | Tx;

/** The account a mobile belongs to (exactly that mobile, unlike the login lookup). */
export async function findUserByMobile(db: Handle, mobile: string) {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.mobile, mobile))
    .limit(1);
  return row ?? null;
}

export async function isMobileRegistered(db: Handle, mobile: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return !!row;
}

export async function companyNameExists(db: Handle, name: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)).limit(1);
  return !!row;
}

/** Of these mobiles, the ones that belong to members of the company. */
export async function memberMobiles(db: Handle, companyId: number, mobiles: string[]): Promise<string[]> {
  const rows = await db
    .select({ mobile: users.mobile })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.mobile, mobiles)));
  return rows.map((r) => r.mobile!);
}

export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert) {
  const [row] = await tx.insert(companies).values(values).returning();
  return row;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning();
  return row;
}

/** A new password clears the lockout and ends every session of the account. */
export async function replacePassword(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await updateAccount(tx, userId, { passwordHash });
  await clearFailures(tx, userId);
  await deleteSessionsOf(tx, userId);
}
