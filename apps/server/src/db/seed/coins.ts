import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { hasAccount, post } from '../../modules/ledger';

/** Coins the demo lecturer starts with, to try rewards (/course/reward.json). */
export const DEMO_LECTURER_COINS = 100_000;

/**
 * Grants the demo lecturer (account `lecturer`) coins from the `seed` system account. Idempotent:
 * a lecturer who holds a coin account already (granted before, or carried over by migration 0007)
 * is left alone, and the posting's key makes two seeders at once grant once. Returns whether it granted.
 */
export async function seedDemoCoins(db: Db): Promise<boolean> {
  const [lecturer] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'lecturer'));
  if (!lecturer) return false;
  return db.transaction(async (tx) => {
    if (await hasAccount(tx, { user: lecturer.id }, 'coins')) return false;
    const posted = await post(tx, {
      poster: 'seed',
      key: `demo-lecturer-coins:${lecturer.id}`,
      reason: 'grant',
      note: 'demo',
      entries: [
        { owner: { system: 'seed' }, currency: 'coins', amount: -DEMO_LECTURER_COINS, counterpartId: lecturer.id },
        { owner: { user: lecturer.id }, currency: 'coins', amount: DEMO_LECTURER_COINS },
      ],
    });
    return !posted.replayed;
  });
}
