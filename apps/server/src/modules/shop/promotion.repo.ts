// Queries of promotions, red envelopes and coupons (docs/decisions/commerce.md "Promotions").
// Services own the transactions; a person's coupons are read with the owner in the WHERE clause.
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { likePattern } from '../../db/like';
import { coupons, promotions, redEnvelopes, users } from '../../db/schema';

type Handle = Db | Tx;
export type PromotionRow = typeof promotions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type Phase = 'upcoming' | 'active' | 'ended';

/** A promotion's phase at `now`, in SQL (listed and filtered by the same expression). */
const phaseAt = (now: Date): SQL<Phase> => sql<Phase>`CASE WHEN ${promotions.effectiveAt} > ${now} THEN 'upcoming' WHEN ${promotions.expiresAt} <= ${now} THEN 'ended' ELSE 'active' END`;
// Written out: drizzle drops the table name from a column of a one-table select, which inside this
// subquery would name the coupon's own id.
const usedCount = sql<number>`(SELECT count(*)::int FROM coupons c WHERE c.promotion_id = promotions.id AND c.status = 'used')`;

const withStats = (now: Date) => ({ promotion: promotions, phase: phaseAt(now), used: usedCount });

export async function insertPromotion(tx: Tx, values: typeof promotions.$inferInsert): Promise<PromotionRow | undefined> {
  const [row] = await tx.insert(promotions).values(values).onConflictDoNothing({ target: promotions.code }).returning();
  return row;
}

/** Edits a promotion; undefined when another has the code. */
export async function updatePromotion(tx: Tx, id: number, values: Partial<typeof promotions.$inferInsert>): Promise<PromotionRow | undefined> {
  const [clash] = values.code ? await tx.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.code, values.code), sql`${promotions.id} <> ${id}`)) : [];
  if (clash) return undefined;
  const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row;
}

export async function findPromotion(db: Handle, id: number, now: Date) {
  const [row] = await db.select(withStats(now)).from(promotions).where(eq(promotions.id, id));
  return row;
}

export async function listPromotions(db: Handle, f: { keyword?: string; phase?: Phase; pageNum: number; pageSize: number }, now: Date) {
  const like = f.keyword ? likePattern(f.keyword) : undefined;
  const where = and(like ? or(ilike(promotions.title, like), ilike(promotions.code, like)) : undefined, f.phase ? sql`${phaseAt(now)} = ${f.phase}` : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select(withStats(now)).from(promotions).where(where).orderBy(desc(promotions.id)).limit(f.pageSize).offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return { rows, total };
}

export async function findByCode(db: Handle, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
  return row;
}

/**
 * Counts one more coupon of a promotion that is running at `now` and not full: one conditional
 * UPDATE, whose row lock also lines up concurrent takers of the promotion (so the per-person count
 * read after it is not raced). No row back: not running, or full.
 */
export async function takeOne(tx: Tx, id: number, now: Date): Promise<PromotionRow | undefined> {
  const [row] = await tx
    .update(promotions)
    .set({ issued: sql`${promotions.issued} + 1` })
    .where(and(eq(promotions.id, id), lte(promotions.effectiveAt, now), gt(promotions.expiresAt, now), or(isNull(promotions.totalLimit), sql`${promotions.issued} < ${promotions.totalLimit}`)))
    .returning();
  return row;
}

export async function heldFrom(tx: Tx, promotionId: number, ownerId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(coupons).where(and(eq(coupons.promotionId, promotionId), eq(coupons.ownerId, ownerId)));
  return n;
}

export async function insertCoupons(tx: Tx, rows: (typeof coupons.$inferInsert)[]): Promise<CouponRow[]> {
  return rows.length ? tx.insert(coupons).values(rows).returning() : [];
}

/** A new envelope; undefined when its sender used the request key before. */
export async function insertEnvelope(tx: Tx, values: typeof redEnvelopes.$inferInsert) {
  const [row] = await tx.insert(redEnvelopes).values(values).onConflictDoNothing({ target: [redEnvelopes.createdBy, redEnvelopes.requestKey] }).returning();
  return row;
}

export async function envelopeByKey(db: Handle, senderId: number, requestKey: string) {
  const [row] = await db.select().from(redEnvelopes).where(and(eq(redEnvelopes.createdBy, senderId), eq(redEnvelopes.requestKey, requestKey)));
  return row;
}

/** Who got what of an envelope, in the order given. */
export async function envelopeShares(db: Handle, envelopeId: number) {
  const rows = await db
    .select({ userId: users.id, name: users.name, mobile: users.mobile, amountFen: coupons.amountFen })
    .from(coupons)
    .innerJoin(users, eq(users.id, coupons.ownerId))
    .where(eq(coupons.envelopeId, envelopeId))
    .orderBy(coupons.id);
  return rows.map((r) => ({ ...r, mobile: r.mobile ?? '' }));
}

/** A promotion, locked for an edit (its count of coupons given is read under the lock). */
export async function lockPromotion(tx: Tx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

/** The accounts of these mobiles that the caller may reach (`companyId` null: anyone's — the chief admin). */
export async function peopleByMobiles(db: Handle, mobiles: string[], companyId: number | null) {
  return db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(and(inArray(users.mobile, mobiles), companyId === null ? undefined : eq(users.companyId, companyId)));
}

/** The caller's coupons (the owner in the WHERE), newest first; `status` as read at `now` (unused past expiry is expired). */
export async function couponsOf(db: Handle, f: { ownerId?: number; promotionId?: number; status?: 'unused' | 'used' | 'expired'; pageNum: number; pageSize: number }, now: Date) {
  const statusWhere =
    f.status === 'expired'
      ? and(eq(coupons.status, 'unused'), lte(coupons.expiresAt, now))
      : f.status === 'unused'
        ? and(eq(coupons.status, 'unused'), gt(coupons.expiresAt, now))
        : f.status === 'used'
          ? eq(coupons.status, 'used')
          : undefined;
  const where = and(f.ownerId !== undefined ? eq(coupons.ownerId, f.ownerId) : undefined, f.promotionId !== undefined ? eq(coupons.promotionId, f.promotionId) : undefined, statusWhere);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ coupon: coupons, holder: { id: users.id, name: users.name, mobile: users.mobile } })
      .from(coupons)
      .innerJoin(users, eq(users.id, coupons.ownerId))
      .where(where)
      .orderBy(desc(coupons.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { rows, total };
}

export async function findCoupon(db: Handle, id: number, ownerId: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.id, id), eq(coupons.ownerId, ownerId)));
  return row;
}
