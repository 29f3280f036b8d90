// Queries of refunds (docs/decisions/commerce.md "Refunds"). Services own the transactions.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { refundMachine, type OrderStatus } from '@sandtable/shared/machines/shop';
import type { Db, Tx } from '../../db/client';
import { commodities, companies, entitlements, orderLines, orders, refundHistory, refundLines, refunds, users } from '../../db/schema';
import { actorKindOf, defineLifecycle } from '../../lib/transition';
import { orderOrBuyerLike } from './order.repo';

type Handle = Db | Tx;
export type RefundRow = typeof refunds.$inferSelect;
export type RefundLineRow = typeof refundLines.$inferSelect;

export const refundLifecycle = defineLifecycle({
  machine: refundMachine,
  table: refunds,
  record: (tx, c) => tx.insert(refundHistory).values({ refundId: c.id, event: c.event, fromStatus: c.from, toStatus: c.to, actorId: c.actorId, actorKind: actorKindOf(c.actorId, c.actorKind) }),
});

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert, lines: Omit<typeof refundLines.$inferInsert, 'refundId'>[]): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  await tx.insert(refundLines).values(lines.map((l) => ({ ...l, refundId: row.id })));
  return row;
}

export async function findRefund(db: Handle, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function findByRequestKey(db: Handle, orderId: number, requestKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, requestKey)));
  return row;
}

/** The refunds of some orders, newest first, and their lines. */
export async function refundsOf(db: Handle, orderIds: number[]): Promise<{ refunds: RefundRow[]; lines: RefundLineRow[] }> {
  if (orderIds.length === 0) return { refunds: [], lines: [] };
  const rows = await db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(desc(refunds.id));
  const lines = rows.length ? await db.select().from(refundLines).where(inArray(refundLines.refundId, rows.map((r) => r.id))).orderBy(asc(refundLines.id)) : [];
  return { refunds: rows, lines };
}

/** Units of each order line refunded so far (refunds that succeeded), by order line id. */
export async function refundedUnits(db: Handle, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderLineId: refundLines.orderLineId, units: sql<number>`sum(${refundLines.quantity})::int` })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, 'refunded')))
    .groupBy(refundLines.orderLineId);
  return new Map(rows.map((r) => [r.orderLineId, r.units]));
}

export async function linesOfRefund(db: Handle, refundId: number): Promise<(RefundLineRow & { commodityId: number; kind: string; courseId: number | null })[]> {
  return db
    .select({ ...refundLinesColumns, commodityId: orderLines.commodityId, kind: orderLines.kind, courseId: orderLines.courseId })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(refundLines.id));
}
const refundLinesColumns = { id: refundLines.id, refundId: refundLines.refundId, orderLineId: refundLines.orderLineId, quantity: refundLines.quantity, amountFen: refundLines.amountFen, coins: refundLines.coins };

/**
 * What a refund that succeeded takes back: its units' seats return to the shelf (unlimited stock
 * stays NULL) and its units leave the buyer's entitlements (the CHECK keeps them ≥ 0).
 */
export async function takeBackUnits(tx: Tx, refundId: number): Promise<void> {
  await tx.execute(sql`UPDATE ${commodities} c SET stock = c.stock + r.quantity FROM ${refundLines} r JOIN ${orderLines} l ON l.id = r.order_line_id WHERE r.refund_id = ${refundId} AND l.commodity_id = c.id AND c.stock IS NOT NULL`);
  await tx.execute(sql`UPDATE ${entitlements} e SET quantity = e.quantity - r.quantity FROM ${refundLines} r WHERE r.refund_id = ${refundId} AND e.order_line_id = r.order_line_id`);
}

/** Refunds the provider has not settled (approved, the provider not yet asked or still processing): the boot's catch-up. */
export async function approvedRefunds(db: Handle): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.status, 'approved')).orderBy(asc(refunds.id));
}

/** Every order for the admin (/payment/list), newest first: by status, and by number or the buyer's name or mobile. */
export async function listAllOrders(db: Handle, f: { status?: OrderStatus; q?: string; orderId?: number; pageNum: number; pageSize: number }) {
  const where: SQL | undefined = and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.orderId !== undefined ? eq(orders.id, f.orderId) : undefined,
    f.q ? orderOrBuyerLike(f.q) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: orders, buyer: { id: users.id, name: users.name, mobile: users.mobile, companyName: companies.name } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(companies, eq(companies.id, orders.companyId))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total };
}
