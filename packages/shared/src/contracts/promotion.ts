import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { idSchema, pageRequestSchema, pageSchema, requestKeySchema } from './common';
import { COUPON_KINDS, COUPON_STATUSES, PROMOTION_KINDS, PROMOTION_LIMITS, RED_ENVELOPE_LIMITS } from '../rules/promotion';
import { phoneSchema } from '../rules/account';
import { dateTimeSchema } from '../rules/course';
import { TEXT_MAX } from '../rules/limits';

const fen = z.coerce.number().int().min(0).max(PROMOTION_LIMITS.amountFen);

/**
 * A promotion as the chief admin fills it in (spec §3, §5; docs/decisions/commerce.md
 * "Promotions"): a threshold reduction (spend the effective amount, take the discount value off)
 * or a percentage off with a maximum discount; the expiry not before the effective date.
 */
export const promotionFieldsSchema = z
  .object({
    title: z.string().trim().min(1).max(PROMOTION_LIMITS.title),
    description: z.multiline().trim().max(PROMOTION_LIMITS.description).default(''),
    kind: z.enum(PROMOTION_KINDS),
    /** "Effective amount": the order total from which it applies. */
    thresholdFen: fen,
    reductionFen: fen.nullish(),
    percentOff: z.coerce.number().int().min(PROMOTION_LIMITS.percentOff.min, { message: 'validation:percentOffRange' }).max(PROMOTION_LIMITS.percentOff.max, { message: 'validation:percentOffRange' }).nullish(),
    capFen: fen.nullish(),
    /** Letters and digits; empty: the server makes one. */
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(new RegExp(`^[A-Z0-9]{${PROMOTION_LIMITS.code.min},${PROMOTION_LIMITS.code.max}}$`), { message: 'validation:promotionCode' })
      .or(z.literal(''))
      .nullish(),
    perUserLimit: z.coerce.number().int().min(PROMOTION_LIMITS.perUser.min).max(PROMOTION_LIMITS.perUser.max).default(1),
    totalLimit: z.coerce.number().int().min(PROMOTION_LIMITS.total.min).max(PROMOTION_LIMITS.total.max).nullable(),
    effectiveAt: dateTimeSchema,
    expiresAt: dateTimeSchema,
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'threshold') {
      if (!p.reductionFen) ctx.addIssue({ code: 'custom', path: ['reductionFen'], message: 'validation:promotionReductionRequired' });
      else if (p.reductionFen > p.thresholdFen) ctx.addIssue({ code: 'custom', path: ['reductionFen'], message: 'validation:promotionReductionOverThreshold' });
    } else {
      if (p.percentOff == null) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'validation:percentOffRange' });
      if (!p.capFen) ctx.addIssue({ code: 'custom', path: ['capFen'], message: 'validation:promotionCapRequired' });
    }
    if (Date.parse(p.expiresAt) <= Date.parse(p.effectiveAt)) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'validation:promotionExpiryBeforeEffective' });
  });

/** Where a promotion stands on the clock. */
export const PROMOTION_PHASES = ['upcoming', 'active', 'ended'] as const;

export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  thresholdFen: z.number().int(),
  reductionFen: z.number().int(),
  percentOff: z.number().int(),
  capFen: z.number().int(),
  code: z.string(),
  perUserLimit: z.number().int(),
  totalLimit: z.number().int().nullable(),
  /** Coupons given, and how many of them an order has used. */
  issued: z.number().int(),
  used: z.number().int(),
  effectiveAt: z.string(),
  expiresAt: z.string(),
  phase: z.enum(PROMOTION_PHASES),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A coupon as its holder sees it (and the admin, with its holder). */
export const couponSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  thresholdFen: z.number().int(),
  reductionFen: z.number().int(),
  percentOff: z.number().int(),
  capFen: z.number().int(),
  amountFen: z.number().int(),
  effectiveAt: z.string(),
  expiresAt: z.string(),
  /** Unused, used, or expired (an unused one past its expiry). */
  status: z.enum(COUPON_STATUSES),
  orderId: z.number().int().nullable(),
  source: z.enum(['promotion', 'red_envelope', 'direct']),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const heldCouponSchema = couponSchema.extend({ holder: z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() }) });
export type HeldCoupon = z.infer<typeof heldCouponSchema>;

export const redEnvelopeRequestSchema = z
  .object({
    title: z.string().trim().min(1).max(PROMOTION_LIMITS.title),
    totalFen: z.coerce.number().int().min(1).max(RED_ENVELOPE_LIMITS.totalFen.max),
    mobiles: z.array(phoneSchema).min(RED_ENVELOPE_LIMITS.recipients.min).max(RED_ENVELOPE_LIMITS.recipients.max),
    /** One per opening of the dialog: sending twice with it sends once. */
    requestKey: requestKeySchema,
  })
  .superRefine((r, ctx) => {
    const repeated = r.mobiles.filter((m, i) => r.mobiles.indexOf(m) !== i);
    if (repeated.length) ctx.addIssue({ code: 'custom', path: ['mobiles'], message: 'validation:mobilesRepeated', params: { mobiles: [...new Set(repeated)].join(', ') } });
    if (r.totalFen < r.mobiles.length) ctx.addIssue({ code: 'custom', path: ['totalFen'], message: 'validation:redEnvelopeTooSmall', params: { count: r.mobiles.length } });
  });

export const promotionEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: '/marketing/discount/save.json',
    access: 'promotion:manage',
    request: promotionFieldsSchema.and(z.object({ id: idSchema.optional() })),
    response: promotionSchema,
    summary: 'Create a promotion, or edit one (its terms apply to coupons taken afterwards; coupons given keep theirs)',
    tag: 'marketing',
  }),
  select: defineEndpoint({
    method: 'POST',
    path: '/marketing/discount/select.json',
    access: 'promotion:manage',
    request: pageRequestSchema.extend({ keyword: z.string().trim().max(TEXT_MAX.keyword).optional(), phase: z.enum(PROMOTION_PHASES).optional() }),
    response: pageSchema(promotionSchema),
    summary: 'The promotions, newest first (/promotionManage), by title or code and by phase',
    tag: 'marketing',
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/marketing/get.json',
    access: 'promotion:manage',
    request: z.object({ id: idSchema }),
    response: promotionSchema,
    summary: 'One promotion (/promotionDetail)',
    tag: 'marketing',
  }),
  coupons: defineEndpoint({
    method: 'POST',
    path: '/marketing/select.json',
    access: 'promotion:manage',
    request: pageRequestSchema.extend({ promotionId: idSchema.optional(), status: z.enum(COUPON_STATUSES).optional() }),
    response: pageSchema(heldCouponSchema),
    summary: 'Coupons given and who holds them (a promotion’s, or every one: red envelopes too), newest first',
    tag: 'marketing',
  }),
  redeem: defineEndpoint({
    method: 'POST',
    path: '/marketing/discount/inviteCodeGiveUser.json',
    access: 'order:place',
    request: z.object({ code: z.string().trim().toUpperCase().min(1).max(PROMOTION_LIMITS.code.max, { message: 'validation:promotionCode' }) }),
    response: couponSchema,
    summary: 'Take a promotion by its code: a coupon with its terms (within its dates, its total and the per-person limit)',
    tag: 'marketing',
  }),
  redEnvelope: defineEndpoint({
    method: 'POST',
    path: '/marketing/discount/luckyGiveUser.json',
    access: 'promotion:manage',
    request: redEnvelopeRequestSchema,
    response: z.object({ envelopeId: z.number().int(), shares: z.array(z.object({ userId: z.number().int(), name: z.string(), mobile: z.string(), amountFen: z.number().int() })) }),
    summary: 'Send a red envelope: the amount split at random between the people of these mobiles (each at least 1 fen), a voucher each, usable 12 months',
    tag: 'marketing',
  }),
  mine: defineEndpoint({
    method: 'POST',
    path: '/user/lucky/select.json',
    access: 'order:place',
    request: pageRequestSchema.extend({ status: z.enum(COUPON_STATUSES).optional() }),
    response: pageSchema(couponSchema),
    summary: 'The caller’s coupons and red envelopes, newest first, by status',
    tag: 'marketing',
  }),
  mineOne: defineEndpoint({
    method: 'POST',
    path: '/user/lucky/get.json',
    access: 'order:place',
    request: z.object({ id: idSchema }),
    response: couponSchema,
    summary: 'One of the caller’s coupons (another’s reads as not found)',
    tag: 'marketing',
  }),
  coins: defineEndpoint({
    method: 'POST',
    path: '/user/integral/getIntegral.json',
    access: 'portal:use',
    request: z.object({}),
    response: z.object({ coins: z.number().int(), valueFen: z.number().int() }),
    summary: 'The caller’s coins and what they are worth in the shop',
    tag: 'marketing',
  }),
};
