/**
 * Coupons (spec §3 "Promotion": unused, used, expired; "Invitation (as voucher)"): what a person
 * holds and an order may use, one per order (docs/decisions/commerce.md).
 */
export const COUPON_KINDS = ['threshold', 'percentage', 'voucher'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** As stored; an unused coupon past its expiry reads as `expired` (see couponStatusAt). */
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export function couponStatusAt(c: { status: CouponStatus; expiresAt: Date }, now: Date): CouponStatus {
  return c.status === 'unused' && c.expiresAt <= now ? 'expired' : c.status;
}

/** A promotion's kinds (spec §3: a percentage discount, or a threshold reduction). */
export const PROMOTION_KINDS = ['threshold', 'percentage'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_LIMITS = {
  title: 60,
  description: 500,
  /** Integer fen: up to 1 000 000 yuan. */
  amountFen: 100_000_000,
  /** Spec §5 "discount value must be in a normal range": 1 % to 99 % off. */
  percentOff: { min: 1, max: 99 },
  perUser: { min: 1, max: 100 },
  total: { min: 1, max: 1_000_000 },
  /** A promotion's code: letters and digits, as typed by the person redeeming it (case-insensitive). */
  code: { min: 4, max: 16 },
} as const;

export const RED_ENVELOPE_LIMITS = {
  /** How many people one envelope is split between. */
  recipients: { min: 1, max: 500 },
  /** Integer fen: up to 100 000 yuan. */
  totalFen: { max: 10_000_000 },
  /** A red envelope is usable for 12 months (issue 15). */
  validityMonths: 12,
} as const;

/**
 * A red envelope's random split (issue 15): `count` shares of `totalFen`, each at least 1 fen,
 * summing exactly to the total. Each share but the last is drawn from 1 … twice the average of
 * what is left (keeping 1 fen for each share still to come), so shares vary but none runs away;
 * the last takes what is left. `random` returns a float in [0, 1) (injected: tests and seeds are
 * reproducible).
 */
export function splitRedEnvelope(totalFen: number, count: number, random: () => number = Math.random): number[] {
  if (!Number.isInteger(totalFen) || !Number.isInteger(count) || count < 1 || totalFen < count) {
    throw new RangeError(`cannot split ${totalFen} fen into ${count} shares of at least 1 fen`);
  }
  const shares: number[] = [];
  let left = totalFen;
  for (let i = count; i > 1; i--) {
    const most = Math.min(Math.floor((left / i) * 2), left - (i - 1));
    const share = 1 + Math.floor(random() * most);
    shares.push(Math.min(share, most));
    left -= shares[shares.length - 1];
  }
  shares.push(left);
  return shares;
}
