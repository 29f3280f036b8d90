// Paying an order (docs/decisions/commerce.md "Payment"): the buyer starts a payment (unpaid →
// paying, then the provider's trade is created after commit: never the network inside a
// transaction), and the provider's notification — verified, decrypted, claimed in the inbox by its
// event id — moves the order to paid with its entitlements and credits in one transaction. A
// notification delivered again finds its inbox row and changes nothing.
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { AppDeps } from '../../../lib/context';
import type { Tx } from '../../../db/client';
import { fail } from '../../../lib/errors';
import { transition } from '../../../lib/transition';
import * as repo from '../order.repo';
import { grantPaid, type Buyer } from '../order.service';
import { queuePaidLateRefund, REFUND_QUEUE } from '../refund.service';
import { InvalidNotification, type NotificationRequest, type PaymentNotice, type PaymentProvider } from './provider';

/**
 * The buyer starts paying an unpaid order that has not expired; the provider's trade is created
 * after commit. An order paying already (the cashier opened again) asks the provider again for the
 * same trade: it answers the same one, and Alipay's pay page needs a fresh signed link.
 */
export async function startPayment(deps: AppDeps, actor: Buyer, orderId: number, provider: PaymentProvider, now = new Date()) {
  const row = await deps.db.transaction(async (tx) => {
    const order = (await repo.findOrder(tx, orderId, actor.userId)) ?? fail(Errors.notFound);
    if (order.status === 'paying' && order.expiresAt > now) return order;
    const moved = await transition(tx, repo.orderLifecycle, orderId, { event: 'pay', to: 'paying', from: ['unpaid'], actorId: actor.userId, set: { updatedAt: now }, when: repo.notExpiredAt(now) });
    return moved.ok ? moved.row : fail(moved.refusal);
  });
  const { prepayId, payUrl } = await provider.create({ outTradeNo: row.orderNo, amountFen: row.payableFen, description: row.orderNo, expiresAt: row.expiresAt });
  return { orderNo: row.orderNo, prepayId, payableFen: row.payableFen, ...(payUrl ? { payUrl } : {}) };
}

/**
 * A payment the provider says failed (PAYERROR; no notification comes for it): the order, still
 * paying, is unpaid again and can be paid anew before it expires. Conditional, so it moves once.
 */
export async function recordFailedPayment(deps: AppDeps, order: repo.OrderRow, provider: PaymentProvider, now = new Date()): Promise<void> {
  if ((await provider.query(order.orderNo)).tradeState !== 'PAYERROR') return;
  await deps.db.transaction((tx) => transition(tx, repo.orderLifecycle, order.id, { event: 'payment_failed', to: 'unpaid', from: ['paying'], actorId: null, set: { updatedAt: now } }));
}

export type NoticeOutcome = 'paid' | 'paid_late' | 'ignored' | 'duplicate' | 'invalid';

/**
 * A provider's notification: a forged or tampered one is refused before anything is read (the
 * provider's retry of a genuine one will come); a genuine one is claimed in the inbox and applied
 * once. Answers the HTTP reply the provider expects and what happened.
 */
export async function receiveNotification(deps: AppDeps, provider: PaymentProvider, req: NotificationRequest, now = new Date()): Promise<{ reply: { status: number; body: unknown }; outcome: NoticeOutcome }> {
  let notice: PaymentNotice;
  try {
    notice = provider.verifyNotification(req);
  } catch (err) {
    if (err instanceof InvalidNotification) return { reply: provider.refuse(), outcome: 'invalid' };
    throw err;
  }
  const { outcome, refundId } = await deps.db.transaction(async (tx): Promise<{ outcome: NoticeOutcome; refundId?: number }> => {
    // The claim first: a concurrent delivery of the same event waits here, then finds it taken.
    const claimed = await repo.claimNotice(tx, { provider: provider.name, eventId: notice.eventId, outTradeNo: notice.outTradeNo, tradeState: notice.tradeState, amountFen: notice.amountFen, outcome: 'ignored', receivedAt: now });
    if (claimed === undefined) return { outcome: 'duplicate' };
    const applied = await applyNotice(tx, notice, now);
    await repo.recordNoticeOutcome(tx, claimed, applied.outcome);
    return applied;
  });
  // The money of a paid-late order goes back by a job, after commit: never the provider inside the transaction.
  if (refundId !== undefined) await deps.jobs.schedule(REFUND_QUEUE, { refundId }, now);
  return { reply: provider.acknowledge(), outcome };
}

/**
 * The provider took the money for a paying order: paid, with what it gives, in the caller's
 * transaction (a notification, or the clock that asked the provider). False when the order was no
 * longer paying (paid already, cancelled): nothing moves.
 */
export async function markPaid(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const paid = await transition(tx, repo.orderLifecycle, orderId, { event: 'payment_succeeded', to: 'paid', from: ['paying'], actorId: null, set: { paidAt: now, updatedAt: now } });
  if (paid.ok) await grantPaid(tx, paid.row, now);
  return paid.ok;
}

async function applyNotice(tx: Tx, notice: PaymentNotice, now: Date): Promise<{ outcome: 'paid' | 'paid_late' | 'ignored'; refundId?: number }> {
  if (notice.tradeState !== 'SUCCESS') return { outcome: 'ignored' };
  const order = await repo.findByOrderNo(tx, notice.outTradeNo, notice.amountFen);
  if (!order) return { outcome: 'ignored' };
  if (await markPaid(tx, order.id, now)) return { outcome: 'paid' };
  // Paid after the order was cancelled (expired): "payment success but timed out", its money refunded by the shop.
  const late = await transition(tx, repo.orderLifecycle, order.id, { event: 'payment_succeeded', to: 'paid_late', from: ['cancelled'], actorId: null, set: { paidAt: now, updatedAt: now } });
  if (!late.ok) return { outcome: 'ignored' };
  return { outcome: 'paid_late', refundId: (await queuePaidLateRefund(tx, late.row, now)).id };
}
