// Refunds (docs/decisions/commerce.md "Refunds"): the buyer asks for units of a paid order back,
// an admin approves or rejects, the provider pays the money back under a refund number fixed when
// the refund was made (a retry is the same refund), and success takes the units back: seats to the
// shelf, entitlements reduced, coins returned. Course seats bought as credits are held when the
// refund is asked for (so they cannot be spent meanwhile) and returned if it is rejected.
// The provider is called outside any transaction; each step after it is a conditional transition,
// so a step run twice (a retry, the boot's catch-up, a job) moves the refund once.
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { orderEndpoints } from '@sandtable/shared/contracts/order';
import { refundShare } from '@sandtable/shared/rules/refund';
import type { AppDeps } from '../../lib/context';
import type { Tx } from '../../db/client';
import { fail, failFields } from '../../lib/errors';
import { created, transition } from '../../lib/transition';
import { balancesOf, post } from '../ledger';
import * as orders from './order.repo';
import * as repo from './refund.repo';
import { creditSeats, creditsOwner, presentManaged, presentOne, tradeNumber, type Buyer } from './order.service';
import { leaveBoughtSeat, seatReturnable } from '../courses';
import type { PaymentProvider } from './payment/provider';

type Req<K extends keyof typeof orderEndpoints> = z.output<(typeof orderEndpoints)[K]['request']>;
type Deps = Pick<AppDeps, 'db' | 'payments' | 'jobs'>;

/** The persisted job that asks the provider for an approved refund (a paid-late order's, or one still processing). */
export const REFUND_QUEUE = 'shop.refund';
/** How long to wait before asking again about a refund the provider is still processing. */
const PROCESSING_RECHECK_MS = 60_000;


/** Moves `seats` credits between the buyer's owner (company or buyer) and the shop, once per key. */
async function moveSeats(tx: Tx, order: orders.OrderRow, refund: repo.RefundRow, seats: number, direction: 'hold' | 'return'): Promise<void> {
  if (seats === 0) return;
  const owner = creditsOwner(order);
  const sign = direction === 'hold' ? -1 : 1;
  await post(tx, {
    poster: 'shop', key: `refund:${refund.id}:credits-${direction}`, reason: direction === 'hold' ? 'refund' : 'refund_return', note: refund.refundNo,
    entries: [
      { owner, currency: 'credits', amount: sign * seats },
      { owner: { system: 'shop' }, currency: 'credits', amount: -sign * seats, counterpartId: order.userId },
    ],
  });
}

// ---------------------------------------------------------------- the buyer asks

export async function requestRefund(deps: AppDeps, actor: Buyer, input: Req<'refund'>, now = new Date()) {
  const key = input.requestKey ?? null;
  const row = await deps.db.transaction(async (tx) => {
    const order = (await orders.findOrder(tx, input.id, actor.userId)) ?? fail(Errors.notFound);
    if (key && (await repo.findByRequestKey(tx, order.id, key))) return order;
    if (order.payableFen + order.coinsFen === 0) fail(Errors.orderStateChanged);
    // The order first: its row lock orders concurrent requests, and only one moves it.
    const moved = await transition(tx, orders.orderLifecycle, order.id, { event: 'request_refund', to: 'refund_pending', from: ['paid', 'refund_rejected'], actorId: actor.userId, set: { updatedAt: now } });
    if (!moved.ok) {
      // A repeat of this request that waited on the row behind the first: the first's refund answers it.
      if (key && (await repo.findByRequestKey(tx, order.id, key))) return (await orders.findOrder(tx, order.id, actor.userId))!;
      return fail(moved.refusal);
    }

    const lines = await orders.linesOf(tx, [order.id]);
    const refunded = await repo.refundedUnits(tx, [order.id]);
    const asked = input.lines.map((l, i) => {
      const line = lines.find((x) => x.lineNo === l.lineNo) ?? failFields([{ path: ['lines', i, 'lineNo'], message: 'validation:orderLineUnknown' }]);
      const before = refunded.get(line.id) ?? 0;
      if (l.quantity > line.quantity - before) fail(Errors.refundQuantityExceeded);
      return { line, quantity: l.quantity, ...refundShare(line, before, l.quantity) };
    });
    // A seat of a session that has begun has been used: it is not taken back.
    for (const a of asked) if (a.line.courseId !== null && !(await seatReturnable(tx, a.line.courseId))) fail(Errors.refundSeatsUsed);
    const seats = creditSeats(asked.map((a) => ({ ...a.line, quantity: a.quantity })));
    if (seats > 0 && (await balancesOf(tx, creditsOwner(order))).credits < seats) fail(Errors.refundSeatsUsed);

    const refund = await repo.insertRefund(
      tx,
      {
        refundNo: tradeNumber('RF', now), orderId: order.id, kind: 'request', amountFen: asked.reduce((a, x) => a + x.amountFen, 0), coins: asked.reduce((a, x) => a + x.coins, 0),
        reason: input.reason, requestKey: key, createdAt: now, updatedAt: now,
      },
      asked.map((a) => ({ orderLineId: a.line.id, quantity: a.quantity, amountFen: a.amountFen, coins: a.coins })),
    );
    await created(tx, repo.refundLifecycle, refund.id, actor.userId);
    await moveSeats(tx, order, refund, seats, 'hold');
    return moved.row;
  });
  return presentOne(deps.db, row);
}

// ---------------------------------------------------------------- the admin decides

async function openRefund(tx: Tx, refundId: number): Promise<{ refund: repo.RefundRow; order: orders.OrderRow }> {
  const refund = (await repo.findRefund(tx, refundId)) ?? fail(Errors.notFound);
  const [order] = await orders.anyOrder(tx, refund.orderId);
  return { refund, order };
}

export async function reviewRefund(deps: Deps, actor: Buyer, input: Req<'review'>, now = new Date()) {
  const approve = input.decision === 'approve';
  const refund = await deps.db.transaction(async (tx) => {
    const { refund, order } = await openRefund(tx, input.refundId);
    const moved = await transition(tx, repo.refundLifecycle, refund.id, {
      event: approve ? 'approve' : 'reject', to: approve ? 'approved' : 'rejected', from: ['pending_review'], actorId: actor.userId,
      set: { reviewedAt: now, reviewNote: input.note ?? null, updatedAt: now },
    });
    if (!moved.ok) return fail(moved.refusal);
    const orderMoved = await transition(tx, orders.orderLifecycle, order.id, { event: approve ? 'approve_refund' : 'reject_refund', to: approve ? 'refund_approved' : 'refund_rejected', from: ['refund_pending'], actorId: actor.userId, set: { updatedAt: now } });
    if (!orderMoved.ok) return fail(orderMoved.refusal);
    const lines = await repo.linesOfRefund(tx, refund.id);
    if (!approve) await moveSeats(tx, order, refund, creditSeats(lines), 'return');
    // Access goes with the money, at the approval: a session's seat is left now (refused once the
    // session has begun — the seat was used), so no refund can pay back a seat still held.
    if (approve) for (const l of lines) if (l.courseId !== null && !(await leaveBoughtSeat(tx, l.courseId, order.userId)) && !(await seatReturnable(tx, l.courseId))) fail(Errors.refundSeatsUsed);
    return moved.row;
  });
  if (approve) await executeRefund(deps, refund.id, now);
  return presentManaged(deps.db, refund.orderId);
}

/** A failed refund tried again: approved again, then the provider asked with the same refund number. */
export async function retryRefund(deps: Deps, actor: Buyer, refundId: number, now = new Date()) {
  const refund = await deps.db.transaction(async (tx) => {
    const { refund, order } = await openRefund(tx, refundId);
    const moved = await transition(tx, repo.refundLifecycle, refund.id, { event: 'approve', to: 'approved', from: ['failed'], actorId: actor.userId, set: { failure: null, updatedAt: now } });
    if (!moved.ok) return fail(moved.refusal);
    if (refund.kind === 'request') {
      const orderMoved = await transition(tx, orders.orderLifecycle, order.id, { event: 'approve_refund', to: 'refund_approved', from: ['refund_failed'], actorId: actor.userId, set: { updatedAt: now } });
      if (!orderMoved.ok) return fail(orderMoved.refusal);
    }
    return moved.row;
  });
  await executeRefund(deps, refund.id, now);
  return presentManaged(deps.db, refund.orderId);
}

// ---------------------------------------------------------------- the provider pays back

export type RefundOutcome = 'refunded' | 'failed' | 'processing' | 'none';

/**
 * Asks the provider to pay an approved refund back (nothing to ask when only coins were paid) and
 * settles what it answers. Safe to run again: the provider knows the refund by its number, and
 * every move below is conditional on the refund still being approved.
 */
export async function executeRefund(deps: Deps, refundId: number, now = new Date()): Promise<RefundOutcome> {
  const refund = await repo.findRefund(deps.db, refundId);
  if (!refund || refund.status !== 'approved') return 'none';
  const [order] = await orders.anyOrder(deps.db, refund.orderId);
  const state = refund.amountFen === 0 ? 'SUCCESS' : (await deps.payments.refund({ outTradeNo: order.orderNo, outRefundNo: refund.refundNo, refundFen: refund.amountFen, totalFen: order.payableFen })).state;
  return settle(deps, refund, state, now);
}

async function settle(deps: Deps, refund: repo.RefundRow, state: Awaited<ReturnType<PaymentProvider['refund']>>['state'], now: Date): Promise<RefundOutcome> {
  if (state === 'PROCESSING') {
    await deps.jobs.schedule(REFUND_QUEUE, { refundId: refund.id, asked: true }, new Date(now.getTime() + PROCESSING_RECHECK_MS));
    return 'processing';
  }
  const ok = state === 'SUCCESS';
  return deps.db.transaction(async (tx) => {
    const moved = await transition(tx, repo.refundLifecycle, refund.id, {
      event: ok ? 'succeed' : 'fail', to: ok ? 'refunded' : 'failed', from: ['approved'], actorId: null,
      set: ok ? { refundedAt: now, updatedAt: now } : { failure: state, updatedAt: now },
    });
    if (!moved.ok) return 'none';
    // A paid-late order was given nothing and keeps its status: the refund's own is its story.
    if (refund.kind === 'paid_late') return ok ? 'refunded' : 'failed';
    const [order] = await orders.anyOrder(tx, refund.orderId);
    if (!ok) {
      await transition(tx, orders.orderLifecycle, order.id, { event: 'refund_failed', to: 'refund_failed', from: ['refund_approved'], actorId: null, set: { updatedAt: now } });
      return 'failed';
    }
    await repo.takeBackUnits(tx, refund.id);
    if (refund.coins > 0) {
      await post(tx, {
        poster: 'shop', key: `refund:${refund.id}:coins`, reason: 'refund', note: refund.refundNo,
        entries: [
          { owner: { system: 'shop' }, currency: 'coins', amount: -refund.coins, counterpartId: order.userId },
          { owner: { user: order.userId }, currency: 'coins', amount: refund.coins },
        ],
      });
    }
    const lines = await orders.linesOf(tx, [order.id]);
    const refunded = await repo.refundedUnits(tx, [order.id]);
    const everything = lines.every((l) => (refunded.get(l.id) ?? 0) === l.quantity);
    await transition(tx, orders.orderLifecycle, order.id, { event: 'refund_succeeded', to: everything ? 'refunded' : 'paid', from: ['refund_approved'], actorId: null, set: { updatedAt: now } });
    return 'refunded';
  });
}

/** What the provider now says about a refund it was processing (the job's re-check, by query). */
async function recheck(deps: Deps, refundId: number, now = new Date()): Promise<RefundOutcome> {
  const refund = await repo.findRefund(deps.db, refundId);
  if (!refund || refund.status !== 'approved') return 'none';
  const [order] = await orders.anyOrder(deps.db, refund.orderId);
  return settle(deps, refund, (await deps.payments.queryRefund({ outTradeNo: order.orderNo, outRefundNo: refund.refundNo })).state, now);
}

// ---------------------------------------------------------------- paid after cancellation

/**
 * A payment that arrived after its order was cancelled (`paid_late`): the shop refunds all of it
 * by itself — approved at birth, asked of the provider by a job after this transaction commits.
 * The order's seats, coupon and coins were given back when it was cancelled; nothing was granted.
 */
export async function queuePaidLateRefund(tx: Tx, order: orders.OrderRow, now: Date): Promise<repo.RefundRow> {
  const lines = await orders.linesOf(tx, [order.id]);
  const refund = await repo.insertRefund(
    tx,
    { refundNo: tradeNumber('RF', now), orderId: order.id, kind: 'paid_late', status: 'approved', amountFen: order.payableFen, coins: 0, reason: 'paid_late', reviewedAt: now, createdAt: now, updatedAt: now },
    lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity, amountFen: l.payableFen, coins: 0 })),
  );
  await created(tx, repo.refundLifecycle, refund.id, null, 'approved');
  return refund;
}

/** Approved refunds the provider was never asked about (a crash after the approval): at boot. */
export async function settleApprovedRefunds(deps: Deps, now = new Date()): Promise<number> {
  const due = await repo.approvedRefunds(deps.db);
  for (const r of due) await executeRefund(deps, r.id, now);
  return due.length;
}

/**
 * Registers the refund job's worker; before the queue starts. A job asks the provider for an
 * approved refund (a paid-late one), or — `asked` — queries one the provider was processing.
 */
export function registerRefunds(deps: Deps): void {
  deps.jobs.work<{ refundId: number; asked?: boolean }>(REFUND_QUEUE, async ({ refundId, asked }) => {
    await (asked ? recheck(deps, refundId) : executeRefund(deps, refundId));
  });
}
