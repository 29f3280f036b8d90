// Orders (docs/decisions/commerce.md "Orders"): the quote and the placement share one pricing
// function (packages/shared rules/pricing.ts) fed by the same reads, so the quote is the payable.
// Placing is one transaction: the order claimed by its request key, seats taken by conditional
// updates in commodity-id order, the coupon used by a conditional update, coins spent on the
// ledger, lines and the first history row written. Cancelling gives all of it back.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { orderMachine, type OrderStatus } from '@sandtable/shared/machines/shop';
import type { ManagedOrder, Order, OrderTrial, Refund, orderEndpoints } from '@sandtable/shared/contracts/order';
import { priceOrder, type CouponTerms, type Price } from '@sandtable/shared/rules/pricing';
import { ORDER_LIMITS } from '@sandtable/shared/rules/order';
import { addMonths } from '@sandtable/shared/format/time';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import type { Db, Tx } from '../../db/client';
import { fail, failFields } from '../../lib/errors';
import { created, transition } from '../../lib/transition';
import { balancesOf, post } from '../ledger';
import { enrolOnHeldSeat, findCourse, findMember, holdSeat, releaseHeldSeat } from '../courses';
import * as repo from './order.repo';
import * as refunds from './refund.repo';
import { renderContractPdf } from './contract.pdf';
import { brandingFor } from '../system';
import { localeFromHeader } from '@sandtable/shared/i18n/locales';
import type { Owner } from '../ledger';

type Req<K extends keyof typeof orderEndpoints> = z.output<(typeof orderEndpoints)[K]['request']>;
type Draft = Req<'trial'>;
/** Who the shop's services act for: a person and their company (a request's actor, or the demo seed's buyer). */
export type Buyer = Pick<Actor, 'userId' | 'companyId'>;

const MINUTE = 60_000;

export function couponTerms(c: repo.CouponRow): CouponTerms {
  switch (c.kind) {
    case 'threshold': return { kind: 'threshold', thresholdFen: c.thresholdFen, reductionFen: c.reductionFen };
    case 'percentage': return { kind: 'percentage', percentOff: c.percentOff, capFen: c.capFen, thresholdFen: c.thresholdFen };
    case 'voucher': return { kind: 'voucher', amountFen: c.amountFen };
  }
}

/**
 * The price of a draft from the commodities' rows (price as read or as the seat UPDATE returned)
 * and the coupon's row: the one computation behind both the quote and the order.
 */
function priced(draft: Draft, rows: ReadonlyMap<number, repo.CommodityRow>, coupon: repo.CouponRow | null): { price: Price; lines: OrderTrial['lines'] } {
  const price = priceOrder({
    lines: draft.lines.map((l) => ({ unitPriceFen: rows.get(l.commodityId)!.priceFen, quantity: l.quantity })),
    coupon: coupon ? couponTerms(coupon) : null,
    coins: draft.coins,
  });
  // A coupon that does not apply (a threshold not reached) is refused rather than silently unused.
  if (coupon && !price.couponApplies) fail(Errors.couponUnavailable);
  const lines = draft.lines.map((l, i) => {
    const c = rows.get(l.commodityId)!;
    return { commodityId: c.id, kind: c.kind, nameZh: c.nameZh, nameEn: c.nameEn, validityMonths: c.validityMonths, unitPriceFen: c.priceFen, quantity: l.quantity, ...price.lines[i] };
  });
  return { price, lines };
}

const amountsOf = (p: Price) => ({
  subtotalFen: p.subtotalFen, thresholdFen: p.thresholdFen, percentageFen: p.percentageFen, voucherFen: p.voucherFen,
  coinsUsed: p.coinsUsed, coinsFen: p.coinsFen, payableFen: p.payableFen,
});

/** Spec §5: the coins asked for are within the buyer's balance. */
async function checkCoins(db: Db | Tx, userId: number, coins: number): Promise<void> {
  if (coins > 0 && (await balancesOf(db, { user: userId })).coins < coins) fail(Errors.coinsInsufficient);
}

/**
 * A seat of an open session (a course-linked commodity) is one per person, bought by someone not
 * already in it, while it takes sign-ups and has seats left — the sign-up's own rules.
 */
async function checkCourseSeats(db: Db | Tx, draft: Draft, rows: ReadonlyMap<number, repo.CommodityRow>, userId: number, now: Date): Promise<void> {
  for (const [i, l] of draft.lines.entries()) {
    const courseId = rows.get(l.commodityId)!.courseId;
    if (courseId === null) continue;
    if (l.quantity !== 1) failFields([{ path: ['lines', i, 'quantity'], message: 'validation:oneSeatPerPerson' }]);
    const course = await findCourse(db, courseId);
    if (!course || course.kind !== 'open' || course.status !== 'inviting' || course.registrationDeadline <= now) fail(Errors.courseNotJoinable);
    if (course!.seatsTaken >= course!.participants) fail(Errors.courseFull);
    if (await findMember(db, courseId, userId)) fail(Errors.alreadyEnrolled);
  }
}

// ---------------------------------------------------------------- the quote

export async function trial(deps: AppDeps, actor: Buyer, draft: Draft, now = new Date()): Promise<OrderTrial> {
  const found = new Map((await repo.onSaleCommodities(deps.db, draft.lines.map((l) => l.commodityId), now)).map((c) => [c.id, c]));
  for (const l of draft.lines) {
    const c = found.get(l.commodityId) ?? fail(Errors.commodityNotOnSale);
    if (c.stock !== null && c.stock < l.quantity) fail(Errors.purchaseQuantityExceeded);
  }
  await checkCourseSeats(deps.db, draft, found, actor.userId, now);
  const coupon = draft.couponId ? ((await repo.usableCoupon(deps.db, draft.couponId, actor.userId, now)) ?? fail(Errors.couponUnavailable)) : null;
  await checkCoins(deps.db, actor.userId, draft.coins);
  const { price, lines } = priced(draft, found, coupon);
  return { ...amountsOf(price), lines, couponId: coupon?.id ?? null };
}

// ---------------------------------------------------------------- placing

/** A number sent to the provider (an order's out_trade_no `SO…`, a refund's out_refund_no `RF…`): time, then random digits. */
export function tradeNumber(prefix: 'SO' | 'RF', now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

/** The persisted job that settles an order left unpaid at its deadline (payment/expiry.ts). */
export const ORDER_EXPIRY_QUEUE = 'shop.order-expiry';

/** Thrown inside the transaction when another request holds the key: roll back, answer with its order. */
class KeyTaken extends Error {}

export async function place(deps: AppDeps, actor: Buyer, input: Req<'save'>, now = new Date()): Promise<Order> {
  const key = input.requestKey ?? null;
  if (key) {
    const existing = await repo.findByRequestKey(deps.db, actor.userId, key);
    if (existing) return presentOne(deps.db, existing);
  }
  try {
    const order = await deps.db.transaction(async (tx) => {
      // Claimed first: a concurrent save with the same key waits here and then finds it taken.
      const claimed = await repo.insertOrder(tx, {
        orderNo: tradeNumber('SO', now), userId: actor.userId, companyId: actor.companyId, requestKey: key,
        subtotalFen: 0, payableFen: 0, expiresAt: new Date(now.getTime() + ORDER_LIMITS.payMinutes * MINUTE), createdAt: now, updatedAt: now,
      });
      if (!claimed) throw new KeyTaken();
      // Seats, in commodity-id order so two orders never wait on each other in a cycle.
      const taken = new Map<number, repo.CommodityRow>();
      for (const l of [...input.lines].sort((a, b) => a.commodityId - b.commodityId)) {
        const row = await repo.takeSeats(tx, l.commodityId, l.quantity, now);
        if (!row) fail((await repo.onSaleCommodities(tx, [l.commodityId], now)).length ? Errors.purchaseQuantityExceeded : Errors.commodityNotOnSale);
        taken.set(l.commodityId, row!);
      }
      await checkCourseSeats(tx, input, taken, actor.userId, now);
      // A session's seat is held with the order (one conditional UPDATE: never sold beyond its seats);
      // its row lock then lines up the buyer's other orders, so one waiting order per seat is seen.
      for (const [i, l] of input.lines.entries()) {
        const courseId = taken.get(l.commodityId)!.courseId;
        if (courseId === null) continue;
        await holdSeat(tx, courseId);
        if (await repo.waitingForSeat(tx, actor.userId, courseId, claimed.id)) failFields([{ path: ['lines', i, 'commodityId'], message: 'validation:seatAlreadyOrdered' }]);
      }
      const coupon = input.couponId ? ((await repo.useCoupon(tx, input.couponId, actor.userId, claimed.id, now)) ?? fail(Errors.couponUnavailable)) : null;
      await checkCoins(tx, actor.userId, input.coins);
      const { price, lines } = priced(input, taken, coupon);
      if (input.expectedPayableFen != null && input.expectedPayableFen !== price.payableFen) fail(Errors.orderPriceChanged);

      // Nothing to pay: paid at once (born paid; nobody saw it unpaid).
      const status: OrderStatus = price.payableFen === 0 ? 'paid' : 'unpaid';
      const row = await repo.setPrice(tx, claimed.id, { ...amountsOf(price), couponId: coupon?.id ?? null, status, paidAt: status === 'paid' ? now : null });
      await repo.insertLines(tx, lines.map((l, i) => ({ ...l, courseId: taken.get(l.commodityId)!.courseId, orderId: claimed.id, lineNo: i + 1 })));
      if (price.coinsUsed > 0) {
        await post(tx, {
          poster: `user:${actor.userId}`, key: `order:${claimed.id}:coins`, reason: 'purchase', note: row.orderNo,
          entries: [
            { owner: { user: actor.userId }, currency: 'coins', amount: -price.coinsUsed },
            { owner: { system: 'shop' }, currency: 'coins', amount: price.coinsUsed, counterpartId: actor.userId },
          ],
        });
      }
      await created(tx, repo.orderLifecycle, claimed.id, actor.userId, status);
      if (status === 'paid') await grantPaid(tx, row, now);
      return row;
    });
    // The clock's wake-up at the order's deadline, after commit (a crash in between: the boot's catch-up).
    if (order.status === 'unpaid') await deps.jobs.schedule(ORDER_EXPIRY_QUEUE, { orderId: order.id }, order.expiresAt);
    return presentOne(deps.db, order);
  } catch (err) {
    if (err instanceof KeyTaken && key) return presentOne(deps.db, (await repo.findByRequestKey(deps.db, actor.userId, key))!);
    throw err;
  }
}

// ---------------------------------------------------------------- paid


/** Who holds the course seats an order bought: the buyer's company when it had one, else the buyer. */
export const creditsOwner = (order: Pick<repo.OrderRow, 'companyId' | 'userId'>): Owner => (order.companyId ? { company: order.companyId } : { user: order.userId });

/**
 * What a paid order gives, in the transaction that made it paid: an entitlement per line (unique
 * per line, so it is given once) valid for the line's months, and the course seats bought as
 * credits on the ledger — the company's when the buyer has one, else the buyer's (key
 * `order:<id>:credits`, once). A seat of an open session enrols the buyer in it instead.
 */
export async function grantPaid(tx: Tx, order: repo.OrderRow, now: Date): Promise<void> {
  const lines = await repo.linesOf(tx, [order.id]);
  await repo.insertEntitlements(tx, lines.map((l) => ({ orderLineId: l.id, userId: order.userId, companyId: order.companyId, commodityId: l.commodityId, quantity: l.quantity, validUntil: addMonths(now, l.validityMonths) })));
  for (const l of lines) if (l.courseId !== null) await enrolOnHeldSeat(tx, l.courseId, order.userId);
  const seats = creditSeats(lines);
  if (seats > 0) {
    await post(tx, {
      poster: 'shop', key: `order:${order.id}:credits`, reason: 'purchase', note: order.orderNo,
      entries: [
        { owner: { system: 'shop' }, currency: 'credits', amount: -seats, counterpartId: order.userId },
        { owner: creditsOwner(order), currency: 'credits', amount: seats },
      ],
    });
  }
}

/** Course seats bought as credits: the units of course lines that name no session. */
export const creditSeats = (lines: { kind: string; courseId: number | null; quantity: number }[]) =>
  lines.filter((l) => l.kind === 'course' && l.courseId === null).reduce((a, l) => a + l.quantity, 0);

// ---------------------------------------------------------------- reading and cancelling

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the buyer may do with an order: the machine's moves, and a refund while something paid for remains. */
function actionsOf(o: repo.OrderRow, lines: Order['lines']): Order['actions'] {
  const events = orderMachine.actions(o.status);
  const refundable = o.payableFen + o.coinsFen > 0 && lines.some((l) => l.refundedQuantity < l.quantity);
  return [...(['pay', 'cancel'] as const).filter((a) => events.includes(a)), ...(refundable && events.includes('request_refund') ? (['refund'] as const) : [])];
}

function presentRefund(r: refunds.RefundRow, lines: refunds.RefundLineRow[], lineNoOf: ReadonlyMap<number, number>): Refund {
  return {
    id: r.id, refundNo: r.refundNo, kind: r.kind, status: r.status, amountFen: r.amountFen, coins: r.coins, reason: r.reason, reviewNote: r.reviewNote, failure: r.failure,
    lines: lines.filter((l) => l.refundId === r.id).map((l) => ({ lineNo: lineNoOf.get(l.orderLineId)!, quantity: l.quantity, amountFen: l.amountFen, coins: l.coins })),
    createdAt: r.createdAt.toISOString(), reviewedAt: iso(r.reviewedAt), refundedAt: iso(r.refundedAt),
  };
}

/** Orders as their buyer sees them: lines (with what has been refunded of each), refunds, and what may be done next. */
async function presentOrders(db: Db | Tx, rows: repo.OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [allLines, made, refunded] = await Promise.all([repo.linesOf(db, ids), refunds.refundsOf(db, ids), refunds.refundedUnits(db, ids)]);
  const lineNoOf = new Map(allLines.map((l) => [l.id, l.lineNo]));
  return rows.map((o) => {
    const lines = allLines.filter((l) => l.orderId === o.id).map((l) => ({
      lineNo: l.lineNo, commodityId: l.commodityId, kind: l.kind, nameZh: l.nameZh, nameEn: l.nameEn, validityMonths: l.validityMonths, unitPriceFen: l.unitPriceFen,
      quantity: l.quantity, listFen: l.listFen, discountFen: l.discountFen, coinsFen: l.coinsFen, payableFen: l.payableFen, refundedQuantity: refunded.get(l.id) ?? 0,
    }));
    return {
      id: o.id, orderNo: o.orderNo, status: o.status, couponId: o.couponId,
      subtotalFen: o.subtotalFen, thresholdFen: o.thresholdFen, percentageFen: o.percentageFen, voucherFen: o.voucherFen,
      coinsUsed: o.coinsUsed, coinsFen: o.coinsFen, payableFen: o.payableFen,
      lines,
      expiresAt: o.expiresAt.toISOString(), paidAt: iso(o.paidAt), cancelledAt: iso(o.cancelledAt), createdAt: o.createdAt.toISOString(),
      actions: actionsOf(o, lines),
      refunds: made.refunds.filter((r) => r.orderId === o.id).map((r) => presentRefund(r, made.lines, lineNoOf)),
    };
  });
}

export async function presentOne(db: Db | Tx, o: repo.OrderRow): Promise<Order> {
  return (await presentOrders(db, [o]))[0];
}

/** What the admin may do with an order's open refund. */
function adminActionsOf(o: Order): ManagedOrder['adminActions'] {
  const open = o.refunds.find((r) => r.status === 'pending_review' || r.status === 'failed');
  if (!open) return [];
  return open.status === 'pending_review' ? ['approve_refund', 'reject_refund'] : ['retry_refund'];
}

async function presentManagedRows(db: Db | Tx, rows: { order: repo.OrderRow; buyer: ManagedOrder['buyer'] }[]): Promise<ManagedOrder[]> {
  const presented = await presentOrders(db, rows.map((r) => r.order));
  return presented.map((o, i) => ({ ...o, buyer: rows[i].buyer, adminActions: adminActionsOf(o) }));
}

/** One order as the admin sees it. */
export async function presentManaged(db: Db | Tx, orderId: number): Promise<ManagedOrder> {
  const { rows } = await refunds.listAllOrders(db, { orderId, pageNum: 1, pageSize: 1 });
  return (await presentManagedRows(db, rows))[0] ?? fail(Errors.notFound);
}

/** Every order for the admin (/payment/list). */
export async function manageList(deps: AppDeps, q: Req<'manage'>) {
  const { rows, total } = await refunds.listAllOrders(deps.db, q);
  return { list: await presentManagedRows(deps.db, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function list(deps: AppDeps, actor: Buyer, q: Req<'select'>) {
  const { rows, total } = await repo.listOrders(deps.db, actor.userId, q);
  return { list: await presentOrders(deps.db, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function get(deps: AppDeps, actor: Buyer, id: number): Promise<Order> {
  return presentOne(deps.db, (await repo.findOrder(deps.db, id, actor.userId)) ?? fail(Errors.notFound));
}

/**
 * Gives back what an order held, in the transaction that cancelled it: its seats, its coupon and
 * its coins (a posting keyed by the order, so it happens once).
 */
export async function releaseHeld(tx: Tx, order: repo.OrderRow): Promise<void> {
  await repo.returnSeats(tx, order.id);
  for (const l of await repo.linesOf(tx, [order.id])) if (l.courseId !== null) await releaseHeldSeat(tx, l.courseId);
  await repo.releaseCoupon(tx, order.id);
  if (order.coinsUsed > 0) {
    await post(tx, {
      poster: 'shop', key: `order:${order.id}:coins-return`, reason: 'purchase_return', note: order.orderNo,
      entries: [
        { owner: { system: 'shop' }, currency: 'coins', amount: -order.coinsUsed, counterpartId: order.userId },
        { owner: { user: order.userId }, currency: 'coins', amount: order.coinsUsed },
      ],
    });
  }
}

/** The buyer cancels an order not yet paid. */
export async function cancel(deps: AppDeps, actor: Buyer, id: number, now = new Date()): Promise<Order> {
  const row = await deps.db.transaction(async (tx) => {
    if (!(await repo.findOrder(tx, id, actor.userId))) fail(Errors.notFound);
    const moved = await transition(tx, repo.orderLifecycle, id, { event: 'cancel', to: 'cancelled', from: ['unpaid', 'paying'], actorId: actor.userId, set: { cancelledAt: now, updatedAt: now } });
    if (!moved.ok) return fail(moved.refusal);
    await releaseHeld(tx, moved.row);
    return moved.row;
  });
  return presentOne(deps.db, row);
}

// ---------------------------------------------------------------- the contract

/**
 * An order's contract as a PDF in one language: the buyer's own order, or any for who manages
 * orders (another's reads as not found). The seller is the portal as its branding names it.
 */
export async function contractPdf(deps: AppDeps, actor: Pick<Actor, 'userId' | 'authorities'>, input: { id: number; lang: 'zh' | 'en' }, hostname: string, now = new Date()) {
  const manages = actor.authorities.includes('order:manage');
  const { rows } = await refunds.listAllOrders(deps.db, { orderId: input.id, pageNum: 1, pageSize: 1 });
  const row = rows.find((r) => manages || r.order.userId === actor.userId) ?? fail(Errors.notFound);
  const locale = localeFromHeader(input.lang);
  const brand = await brandingFor(deps.db, hostname);
  const pdf = await renderContractPdf(await presentOne(deps.db, row.order), { buyer: row.buyer, seller: locale === 'en-US' ? brand.nameEn : brand.nameZh }, locale, now);
  return { pdf, fileName: `contract-${row.order.orderNo}-${input.lang}.pdf` };
}
