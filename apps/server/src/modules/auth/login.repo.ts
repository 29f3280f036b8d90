import { eq, sql } from 'drizzle-orm';
import type { LoginMethod } from '@sandtable/shared/auth/roles';
import type { Tx } from '../../db/client';
import { loginEvents, users } from '../../db/schema';

/** Stamps the account's last login and records the login for the admin dashboard. */
export async function recordLogin(tx: Tx, userId: number, method: LoginMethod, ip: string | undefined): Promise<void> {
  await tx.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
  await tx.insert(loginEvents).values({ userId, method, ip });
}
