// Queries of the catalogue (docs/decisions/commerce.md). Services own the transactions and pass
// their handle; "on sale" is decided by the time the service passes (`now`, the wall clock by default).
import { and, asc, desc, eq, getTableColumns, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { commodityMachine, type CommodityStatus } from '@sandtable/shared/machines/shop';
import type { CommodityKind } from '@sandtable/shared/rules/commodity';
import type { Db, Tx } from '../../db/client';
import { commodities, commodityHistory, courses } from '../../db/schema';
import { likePattern } from '../../db/like';
import { actorKindOf, defineLifecycle } from '../../lib/transition';

type Handle = Db | Tx;
export type CommodityRow = typeof commodities.$inferSelect;
export type CommodityValues = Omit<typeof commodities.$inferInsert, 'id' | 'status' | 'createdBy' | 'createdAt' | 'updatedAt'>;

export const commodityLifecycle = defineLifecycle({
  machine: commodityMachine,
  table: commodities,
  record: (tx, c) => tx.insert(commodityHistory).values({ commodityId: c.id, event: c.event, fromStatus: c.from, toStatus: c.to, actorId: c.actorId, actorKind: actorKindOf(c.actorId, c.actorKind) }),
});

/**
 * On the shelf and within its shelf times at `now`: the one definition of "on sale", used as a
 * filter (the shop, taking seats) and as a column (`withOnSale`: the admin's list).
 */
export const onSaleAt = (now: Date): SQL =>
  and(eq(commodities.status, 'on_shelf'), lte(commodities.shelfOnAt, now), or(isNull(commodities.shelfOffAt), gt(commodities.shelfOffAt, now)))!;

/** A commodity with whether it is on sale at `now`, read by the same SQL as the shop's filter. */
export type ManagedRow = CommodityRow & { onSale: boolean; courseName: string | null };
/** The name of the open session a commodity sells seats of. */
const courseName = sql<string | null>`(SELECT ${courses.name} FROM ${courses} WHERE ${courses.id} = ${commodities.courseId})`;
const withOnSale = (now: Date) => ({ ...getTableColumns(commodities), onSale: sql<boolean>`coalesce(${onSaleAt(now)}, false)`, courseName });

export async function findManaged(db: Handle, id: number, now: Date): Promise<ManagedRow | undefined> {
  const [row] = await db.select(withOnSale(now)).from(commodities).where(eq(commodities.id, id));
  return row;
}

export async function findCommodity(db: Handle, id: number, where?: SQL): Promise<(CommodityRow & { courseName: string | null }) | undefined> {
  const [row] = await db.select({ ...getTableColumns(commodities), courseName }).from(commodities).where(and(eq(commodities.id, id), where));
  return row;
}

export interface ListFilter {
  /** The time "on sale" is read at. */
  now: Date;
  keyword?: string;
  kind?: CommodityKind;
  courseId?: number;
  status?: CommodityStatus;
  /** Only what is on sale at `now`. */
  onSaleOnly?: boolean;
  sort: 'newest' | 'price_asc' | 'price_desc';
  pageNum: number;
  pageSize: number;
}

export async function listCommodities(db: Handle, f: ListFilter): Promise<{ rows: ManagedRow[]; total: number }> {
  const pattern = f.keyword ? likePattern(f.keyword) : undefined;
  const where = and(
    f.onSaleOnly ? onSaleAt(f.now) : undefined,
    f.kind ? eq(commodities.kind, f.kind) : undefined,
    f.courseId ? eq(commodities.courseId, f.courseId) : undefined,
    f.status ? eq(commodities.status, f.status) : undefined,
    pattern ? or(ilike(commodities.nameZh, pattern), ilike(commodities.nameEn, pattern), ilike(commodities.description, pattern)) : undefined,
  );
  const order =
    f.sort === 'price_asc' ? [asc(commodities.priceFen), desc(commodities.id)]
    : f.sort === 'price_desc' ? [desc(commodities.priceFen), desc(commodities.id)]
    : [desc(commodities.createdAt), desc(commodities.id)];
  const [rows, [{ total }]] = await Promise.all([
    db.select(withOnSale(f.now)).from(commodities).where(where).orderBy(...order).limit(f.pageSize).offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(commodities).where(where),
  ]);
  return { rows, total };
}

/** Another commodity selling this session's seats, if any (the unique index is the last line). */
export async function courseSoldBy(db: Handle, courseId: number, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: commodities.id }).from(commodities).where(and(eq(commodities.courseId, courseId), exceptId ? sql`${commodities.id} <> ${exceptId}` : undefined));
  return !!row;
}

export async function insertCommodity(tx: Tx, values: CommodityValues, createdBy: number): Promise<CommodityRow> {
  const [row] = await tx.insert(commodities).values({ ...values, createdBy }).returning();
  return row;
}

/** Writes the fields and returns the row as it was before (null: no such commodity). */
export async function updateCommodity(tx: Tx, id: number, values: CommodityValues): Promise<{ before: CommodityRow; after: CommodityRow } | null> {
  // Locked until the transaction ends, so two edits' histories each keep what that edit replaced.
  const [before] = await tx.select().from(commodities).where(eq(commodities.id, id)).for('update');
  if (!before) return null;
  const [after] = await tx.update(commodities).set({ ...values, updatedAt: sql`now()` }).where(eq(commodities.id, id)).returning();
  return after ? { before, after } : null;
}

export async function recordEdit(tx: Tx, row: CommodityRow, actorId: number, before: Record<string, unknown>): Promise<void> {
  await tx.insert(commodityHistory).values({ commodityId: row.id, event: 'edit', fromStatus: row.status, toStatus: row.status, actorId, actorKind: actorKindOf(actorId), before });
}

export async function historyOf(db: Handle, id: number) {
  return db
    .select({ event: commodityHistory.event, fromStatus: commodityHistory.fromStatus, toStatus: commodityHistory.toStatus, actorId: commodityHistory.actorId, at: commodityHistory.at })
    .from(commodityHistory)
    .where(eq(commodityHistory.commodityId, id))
    .orderBy(asc(commodityHistory.id));
}
