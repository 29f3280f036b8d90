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
