// Queries of orders and coupons (docs/decisions/commerce.md "Orders"). Services own the
// transactions; every read of an order is scoped to its buyer in the WHERE clause.
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { orderMachine, SOLD_ORDER_STATUSES, WAITING_ORDER_STATUSES } from '@sandtable/shared/machines/shop';
import type { OrderStatus } from '@sandtable/shared/machines/shop';
import type { SaleSummary } from '@sandtable/shared/contracts/commodity';
import type { Db, Tx } from '../../db/client';
import { likePattern } from '../../db/like';
import { commodities, coupons, entitlements, orderHistory, orderLines, orders, paymentInbox, refundLines, refunds, users } from '../../db/schema';
import { actorKindOf, defineLifecycle } from '../../lib/transition';
import { onSaleAt } from './commodity.repo';

type Handle = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type CommodityRow = typeof commodities.$inferSelect;

export const orderLifecycle = defineLifecycle({
  machine: orderMachine,
  table: orders,
  record: (tx, c) => tx.insert(orderHistory).values({ orderId: c.id, event: c.event, fromStatus: c.from, toStatus: c.to, actorId: c.actorId, actorKind: actorKindOf(c.actorId, c.actorKind) }),
});

/** Commodities on sale at `now` among `ids` (for the quote). */
export async function onSaleCommodities(db: Handle, ids: number[], now: Date): Promise<CommodityRow[]> {
  return db.select().from(commodities).where(and(inArray(commodities.id, ids), onSaleAt(now)));
}

/**
 * Takes `quantity` seats of a commodity on sale at `now`: one conditional UPDATE (unlimited stock
 * stays NULL). No row back: not on sale, or not enough seats; the CHECK stock >= 0 is the last line.
 */
export async function takeSeats(tx: Tx, commodityId: number, quantity: number, now: Date): Promise<CommodityRow | undefined> {
  const [row] = await tx
    .update(commodities)
    .set({ stock: sql`${commodities.stock} - ${quantity}` })
    .where(and(eq(commodities.id, commodityId), onSaleAt(now), or(isNull(commodities.stock), gte(commodities.stock, quantity))))
    .returning();
  return row;
}

/** Gives seats back (a cancelled order); unlimited stock stays NULL. */
export async function returnSeats(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`UPDATE ${commodities} c SET stock = c.stock + l.quantity FROM ${orderLines} l WHERE l.order_id = ${orderId} AND l.commodity_id = c.id AND c.stock IS NOT NULL`);
}

/** The caller's coupon usable at `now` (unused, effective, not expired). */
export async function usableCoupon(db: Handle, id: number, ownerId: number, now: Date): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.id, id), eq(coupons.ownerId, ownerId), usableAt(now)));
  return row;
}

const usableAt = (now: Date): SQL => and(eq(coupons.status, 'unused'), lte(coupons.effectiveAt, now), gt(coupons.expiresAt, now))!;

/** Marks the coupon used by the order: a conditional UPDATE, so only one order gets it. */
export async function useCoupon(tx: Tx, id: number, ownerId: number, orderId: number, now: Date): Promise<CouponRow | undefined> {
  const [row] = await tx
    .update(coupons)
    .set({ status: 'used', orderId })
    .where(and(eq(coupons.id, id), eq(coupons.ownerId, ownerId), usableAt(now)))
    .returning();
  return row;
}

/** A cancelled order's coupon is unused again (it may have expired meanwhile: it then reads as expired). */
export async function releaseCoupon(tx: Tx, orderId: number): Promise<void> {
  await tx.update(coupons).set({ status: 'unused', orderId: null }).where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'used')));
}

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
  const [row] = await tx.insert(orders).values(values).onConflictDoNothing({ target: [orders.userId, orders.requestKey] }).returning();
  return row;
}

/** The placed order's amounts and status, written in the transaction that claimed it. */
export async function setPrice(tx: Tx, id: number, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row;
}

/** Whether the buyer has another order waiting for payment with a seat of this session. */
export async function waitingForSeat(db: Handle, userId: number, courseId: number, exceptOrderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderLines.courseId, courseId), inArray(orders.status, ['unpaid', 'paying']), sql`${orders.id} <> ${exceptOrderId}`))
    .limit(1);
  return !!row;
}

export async function insertLines(tx: Tx, lines: (typeof orderLines.$inferInsert)[]): Promise<OrderLineRow[]> {
  return tx.insert(orderLines).values(lines).returning();
}

/** An order of `userId` (the scope is in the WHERE: another's reads as not found). */
export async function findOrder(db: Handle, id: number, userId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

/** An order whoever bought it: the admin's and the system's read (never answer a buyer with it). */
export async function anyOrder(db: Handle, id: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.id, id));
}

export async function findByRequestKey(db: Handle, userId: number, requestKey: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.requestKey, requestKey)));
  return row;
}

export async function linesOf(db: Handle, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
}

export async function listOrders(db: Handle, userId: number, f: { status?: OrderStatus; pageNum: number; pageSize: number }) {
  const where = and(eq(orders.userId, userId), f.status ? eq(orders.status, f.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(f.pageSize).offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows, total };
}

export async function historyOf(db: Handle, orderId: number) {
  return db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.id));
}

/** A paid order's entitlements, one per line (a second attempt inserts nothing). */
export async function insertEntitlements(tx: Tx, rows: (typeof entitlements.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(entitlements).values(rows).onConflictDoNothing();
}

export async function findByOrderNo(db: Handle, orderNo: string, payableFen: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.payableFen, payableFen)));
  return row;
}

/**
 * Orders still waiting for their money whose time is up (the expiry's catch-up at boot, and the job's
 * own check): unpaid or paying, `expires_at` passed. Not scoped to a buyer: the clock's read.
 */
export async function dueToExpire(db: Handle, now: Date, orderId?: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, ['unpaid', 'paying']), lte(orders.expiresAt, now), orderId === undefined ? undefined : eq(orders.id, orderId)));
}

/** Claims a notification by its provider's event id: undefined when it was claimed before. */
export async function claimNotice(tx: Tx, values: typeof paymentInbox.$inferInsert): Promise<number | undefined> {
  const [row] = await tx.insert(paymentInbox).values(values).onConflictDoNothing().returning({ id: paymentInbox.id });
  return row?.id;
}

export async function recordNoticeOutcome(tx: Tx, id: number, outcome: string): Promise<void> {
  await tx.update(paymentInbox).set({ outcome }).where(eq(paymentInbox.id, id));
}

export const notExpiredAt = (now: Date): SQL => gt(orders.expiresAt, now);

/** The admin's search of orders (joined to their buyer in `users`): the order number, or the buyer's name or mobile, in part. */
export const orderOrBuyerLike = (q: string): SQL => {
  const like = likePattern(q);
  return or(ilike(orders.orderNo, like), ilike(users.name, like), ilike(users.mobile, like))!;
};

// ---------------------------------------------------------------- a commodity's sales

const sold = inArray(orders.status, [...SOLD_ORDER_STATUSES]);
/** A sum (of the rows `where` holds for) over possibly no rows, as a number: sum() of integers is a bigint, which the driver hands over as text. */
const sumOf = (of: AnyColumn, where: SQL = sql`true`) => sql`coalesce(sum(${of}) filter (where ${where}), 0)`.mapWith(Number);

/** What a commodity sold, had refunded and has waiting, summed from its order lines (docs/decisions/commerce.md). */
export async function salesSummary(db: Handle, commodityId: number): Promise<SaleSummary> {
  const [[lines], [back]] = await Promise.all([
    db
      .select({
        ordersPaid: sql`count(distinct ${orders.id}) filter (where ${sold})`.mapWith(Number),
        unitsSold: sumOf(orderLines.quantity, sold),
        amountPaidFen: sumOf(orderLines.payableFen, sold),
        unitsWaiting: sumOf(orderLines.quantity, inArray(orders.status, [...WAITING_ORDER_STATUSES])),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.commodityId, commodityId)),
    db
      .select({ unitsRefunded: sumOf(refundLines.quantity), amountRefundedFen: sumOf(refundLines.amountFen) })
      .from(refundLines)
      .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
      .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.commodityId, commodityId), eq(refunds.status, 'refunded'), sold)),
  ]);
  return { ...lines, ...back };
}

/** A commodity's order lines with their order and buyer, newest first: by order status, and by order number or buyer. */
export async function saleLines(db: Handle, f: { commodityId: number; status?: OrderStatus; q?: string; pageNum: number; pageSize: number }) {
  const where = and(eq(orderLines.commodityId, f.commodityId), f.status ? eq(orders.status, f.status) : undefined, f.q ? orderOrBuyerLike(f.q) : undefined);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({
        lineId: orderLines.id, lineNo: orderLines.lineNo, quantity: orderLines.quantity, payableFen: orderLines.payableFen,
        orderId: orders.id, orderNo: orders.orderNo, status: orders.status, createdAt: orders.createdAt, paidAt: orders.paidAt,
        buyer: { name: users.name, mobile: users.mobile },
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.id), desc(orderLines.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: count };
}
