// Orders left unpaid past their time (docs/decisions/commerce.md "Increment 4"): a persisted job at
// each order's `expires_at` (and a catch-up at boot for jobs lost to a crash between the order's
// commit and its scheduling) asks the provider first — a payment it took counts, as its
// notification would — and only then closes the trade (no payment can follow) and cancels the
// order, giving back its seats, coupon and coins. Every step is a conditional transition: a
// notification racing the job moves the order once, and a success after the cancel is "paid late".
import type { AppDeps } from '../../../lib/context';
import { transition } from '../../../lib/transition';
import * as repo from '../order.repo';
import { ORDER_EXPIRY_QUEUE, releaseHeld } from '../order.service';
import { markPaid } from './payment.service';
import type { PaymentProvider } from './provider';

export { ORDER_EXPIRY_QUEUE };

export type ExpiryOutcome = 'paid' | 'cancelled' | 'none';

/** Settles one order whose time is up: paid if the provider took the money, else closed and cancelled. */
export async function expireOrder(deps: Pick<AppDeps, 'db'>, provider: PaymentProvider, orderId: number, now = new Date()): Promise<ExpiryOutcome> {
  const [order] = await repo.dueToExpire(deps.db, now, orderId);
  if (!order) return 'none';
  // The network outside any transaction: what the provider knows, then (if unpaid) no more paying.
  const trade = await provider.query(order.orderNo);
  if (trade.tradeState === 'SUCCESS' && trade.amountFen === order.payableFen) {
    return (await deps.db.transaction((tx) => markPaid(tx, order.id, now))) ? 'paid' : 'none';
  }
  await provider.close(order.orderNo);
  return deps.db.transaction(async (tx) => {
    const moved = await transition(tx, repo.orderLifecycle, order.id, { event: 'expire', to: 'cancelled', from: ['unpaid', 'paying'], actorId: null, set: { cancelledAt: now, updatedAt: now } });
    if (!moved.ok) return 'none';
    await releaseHeld(tx, moved.row);
    return 'cancelled';
  });
}

/** Every order whose time is up (at boot: what the clock owed while the server was down). */
export async function expireDueOrders(deps: Pick<AppDeps, 'db' | 'payments'>, now = new Date()): Promise<number> {
  const due = await repo.dueToExpire(deps.db, now);
  for (const order of due) await expireOrder(deps, deps.payments, order.id, now);
  return due.length;
}

/** Registers the expiry's worker; call before the job queue starts. */
export function registerOrderExpiry(deps: Pick<AppDeps, 'db' | 'jobs' | 'payments'>): void {
  deps.jobs.work<{ orderId: number }>(ORDER_EXPIRY_QUEUE, async ({ orderId }) => {
    await expireOrder(deps, deps.payments, orderId);
  });
}
