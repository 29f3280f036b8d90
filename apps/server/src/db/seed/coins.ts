import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { coinBalances, coinLedger, users } from '../schema';

/** Coins the demo lecturer starts with, to try rewards (/course/reward.json). */
export const DEMO_LECTURER_COINS = 100_000;

/**
 * Gives the demo lecturer (account `lecturer`) a coin balance with a `grant` ledger row.
 * Idempotent: a balance that exists is left alone. Returns whether it granted.
 */
export async function seedDemoCoins(db: Db): Promise<boolean> {
  const [lecturer] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'lecturer'));
  if (!lecturer) return false;
  return db.transaction(async (tx) => {
    const created = await tx.insert(coinBalances).values({ userId: lecturer.id, balance: DEMO_LECTURER_COINS }).onConflictDoNothing().returning({ userId: coinBalances.userId });
    if (created.length === 0) return false;
    await tx.insert(coinLedger).values({ userId: lecturer.id, delta: DEMO_LECTURER_COINS, reason: 'grant', note: 'demo' });
    return true;
  });
}
