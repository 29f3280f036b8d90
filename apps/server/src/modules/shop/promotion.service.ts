// Promotions, red envelopes and the coupons they give (docs/decisions/commerce.md "Promotions").
// A coupon copies its terms when it is given, so editing a promotion never changes a coupon held.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { Coupon, HeldCoupon, Promotion, promotionEndpoints } from '@sandtable/shared/contracts/promotion';
import { couponStatusAt, RED_ENVELOPE_LIMITS, splitRedEnvelope } from '@sandtable/shared/rules/promotion';
import { COIN_VALUE_FEN } from '@sandtable/shared/rules/pricing';
import { addMonths } from '@sandtable/shared/format/time';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { balancesOf } from '../ledger';
import * as repo from './promotion.repo';
import type { Buyer } from './order.service';

type Req<K extends keyof typeof promotionEndpoints> = z.output<(typeof promotionEndpoints)[K]['request']>;

const iso = (d: Date) => d.toISOString();

function presentPromotion({ promotion: p, phase, used }: { promotion: repo.PromotionRow; phase: repo.Phase; used: number }): Promotion {
  return {
    id: p.id, title: p.title, description: p.description, kind: p.kind, thresholdFen: p.thresholdFen, reductionFen: p.reductionFen, percentOff: p.percentOff, capFen: p.capFen,
    code: p.code, perUserLimit: p.perUserLimit, totalLimit: p.totalLimit, issued: p.issued, used, effectiveAt: iso(p.effectiveAt), expiresAt: iso(p.expiresAt), phase, createdAt: iso(p.createdAt),
  };
}

function presentCoupon(c: repo.CouponRow, now: Date): Coupon {
  return {
    id: c.id, title: c.title, kind: c.kind, thresholdFen: c.thresholdFen, reductionFen: c.reductionFen, percentOff: c.percentOff, capFen: c.capFen, amountFen: c.amountFen,
    effectiveAt: iso(c.effectiveAt), expiresAt: iso(c.expiresAt), status: couponStatusAt(c, now), orderId: c.orderId,
    source: c.promotionId !== null ? 'promotion' : c.envelopeId !== null ? 'red_envelope' : 'direct', createdAt: iso(c.createdAt),
  };
}

/** A code people can type: eight letters and digits without the look-alikes (0/O, 1/I/L). */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

// ---------------------------------------------------------------- the admin's promotions

export async function save(deps: AppDeps, actor: Pick<Actor, 'userId'>, input: Req<'save'>, now = new Date()): Promise<Promotion> {
  const values = {
    title: input.title, description: input.description, kind: input.kind, thresholdFen: input.thresholdFen,
    reductionFen: input.kind === 'threshold' ? (input.reductionFen ?? 0) : 0,
    percentOff: input.kind === 'percentage' ? (input.percentOff ?? 0) : 0,
    capFen: input.kind === 'percentage' ? (input.capFen ?? 0) : 0,
    perUserLimit: input.perUserLimit, totalLimit: input.totalLimit, effectiveAt: new Date(input.effectiveAt), expiresAt: new Date(input.expiresAt), updatedAt: now,
  };
  const id = await deps.db.transaction(async (tx) => {
    if (input.id) {
      const current = (await repo.lockPromotion(tx, input.id)) ?? fail(Errors.notFound);
      // A total below what was already given would make the count lie.
      if (values.totalLimit !== null && values.totalLimit < current.issued) failFields([{ path: ['totalLimit'], message: 'validation:promotionTotalBelowIssued', params: { issued: current.issued } }]);
      const row = await repo.updatePromotion(tx, input.id, { ...values, ...(input.code ? { code: input.code } : {}) });
      return row?.id ?? failFields([{ path: ['code'], message: 'validation:promotionCodeTaken' }]);
    }
    const row = await repo.insertPromotion(tx, { ...values, code: input.code || newCode(), createdBy: actor.userId, createdAt: now });
    return row?.id ?? failFields([{ path: ['code'], message: 'validation:promotionCodeTaken' }]);
  });
  return presentPromotion((await repo.findPromotion(deps.db, id, now))!);
}

export async function list(deps: AppDeps, q: Req<'select'>, now = new Date()) {
  const { rows, total } = await repo.listPromotions(deps.db, q, now);
  return { list: rows.map(presentPromotion), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function get(deps: AppDeps, id: number, now = new Date()): Promise<Promotion> {
  return presentPromotion((await repo.findPromotion(deps.db, id, now)) ?? fail(Errors.notFound));
}

export async function couponsGiven(deps: AppDeps, q: Req<'coupons'>, now = new Date()) {
  const { rows, total } = await repo.couponsOf(deps.db, q, now);
  return { list: rows.map((r): HeldCoupon => ({ ...presentCoupon(r.coupon, now), holder: r.holder })), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

// ---------------------------------------------------------------- taking one by its code

/**
 * A person takes a promotion by its code: the count of coupons given moves in the same transaction
 * as the coupon's insert, by a conditional UPDATE that also lines up concurrent takers, so neither
 * the total nor the per-person limit can be overrun.
 */
export async function redeem(deps: AppDeps, actor: Buyer, code: string, now = new Date()): Promise<Coupon> {
  const coupon = await deps.db.transaction(async (tx) => {
    const promotion = (await repo.findByCode(tx, code)) ?? fail(Errors.codeNotFound);
    if (promotion.effectiveAt > now) fail(Errors.promotionNotStarted);
    if (promotion.expiresAt <= now) fail(Errors.codeExpired);
    const taken = (await repo.takeOne(tx, promotion.id, now)) ?? fail(Errors.codeFull);
    if ((await repo.heldFrom(tx, taken.id, actor.userId)) >= taken.perUserLimit) fail(Errors.codeUsedUp);
    const [row] = await repo.insertCoupons(tx, [
      {
        ownerId: actor.userId, kind: taken.kind, title: taken.title, promotionId: taken.id,
        thresholdFen: taken.thresholdFen, reductionFen: taken.reductionFen, percentOff: taken.percentOff, capFen: taken.capFen,
        effectiveAt: now, expiresAt: taken.expiresAt, createdAt: now,
      },
    ]);
    return row;
  });
  return presentCoupon(coupon, now);
}

// ---------------------------------------------------------------- red envelopes

/**
 * Splits an amount at random between the people of these mobiles (each share at least 1 fen, the
 * shares summing to the amount) and gives each a voucher usable for 12 months, in one transaction.
 * Mobiles without an account the caller may reach are refused by name; nothing is written.
 */
export async function sendRedEnvelope(deps: AppDeps, actor: Pick<Actor, 'userId' | 'role' | 'companyId'>, input: Req<'redEnvelope'>, now = new Date(), random: () => number = Math.random) {
  const scope = actor.role === 'chief_admin' ? null : actor.companyId;
  const people = await repo.peopleByMobiles(deps.db, input.mobiles, scope);
  const unknown = input.mobiles.filter((m) => !people.some((p) => p.mobile === m));
  if (unknown.length) failFields([{ path: ['mobiles'], message: 'validation:mobilesUnknown', params: { mobiles: unknown.join(', ') } }]);
  const ordered = input.mobiles.map((m) => people.find((p) => p.mobile === m)!);
  const shares = splitRedEnvelope(input.totalFen, ordered.length, random);
  const envelopeId = await deps.db.transaction(async (tx) => {
    const envelope = await repo.insertEnvelope(tx, { title: input.title, totalFen: input.totalFen, recipients: ordered.length, requestKey: input.requestKey ?? null, createdBy: actor.userId, createdAt: now });
    // Sent before with this key (a doubled submit): that envelope is the answer.
    if (!envelope) return (await repo.envelopeByKey(tx, actor.userId, input.requestKey!))!.id;
    await repo.insertCoupons(
      tx,
      ordered.map((p, i) => ({ ownerId: p.id, kind: 'voucher' as const, title: input.title, envelopeId: envelope.id, amountFen: shares[i], effectiveAt: now, expiresAt: addMonths(now, RED_ENVELOPE_LIMITS.validityMonths), createdAt: now })),
    );
    return envelope.id;
  });
  return { envelopeId, shares: await repo.envelopeShares(deps.db, envelopeId) };
}

// ---------------------------------------------------------------- the holder's

export async function mine(deps: AppDeps, actor: Buyer, q: Req<'mine'>, now = new Date()) {
  const { rows, total } = await repo.couponsOf(deps.db, { ...q, ownerId: actor.userId }, now);
  return { list: rows.map((r) => presentCoupon(r.coupon, now)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function mineOne(deps: AppDeps, actor: Buyer, id: number, now = new Date()): Promise<Coupon> {
  return presentCoupon((await repo.findCoupon(deps.db, id, actor.userId)) ?? fail(Errors.notFound), now);
}

export async function coins(deps: AppDeps, actor: Buyer) {
  const { coins: held } = await balancesOf(deps.db, { user: actor.userId });
  return { coins: held, valueFen: held * COIN_VALUE_FEN };
}
