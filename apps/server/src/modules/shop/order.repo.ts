// Queries of orders and coupons (docs/decisions/commerce.md "Orders"). Services own the
// transactions; every read of an order is scoped to its buyer in the WHERE clause.
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { orderMachine } from '@sandtable/shared/machines/shop';
import type { OrderStatus } from '@sandtable/shared/machines/shop';
import type { Db, Tx } from '../../db/client';
import { commodities, coupons, entitlements, orderHistory, orderLines, orders, paymentInbox } from '../../db/schema';
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
