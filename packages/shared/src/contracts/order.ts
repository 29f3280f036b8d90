import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { fileLangSchema, idSchema, pageRequestSchema, pageSchema, requestKeySchema } from './common';
import { COMMODITY_KINDS } from '../rules/commodity';
import { ORDER_STATUSES, REFUND_STATUSES } from '../machines/shop';
import { REFUND_LIMITS } from '../rules/refund';
import { TEXT_MAX } from '../rules/limits';
import { ORDER_LIMITS } from '../rules/order';

/** One line the buyer asks for: a commodity and how many (seats). */
export const orderLineRequestSchema = z.object({
  commodityId: idSchema,
  quantity: z.coerce.number().int().min(1).max(ORDER_LIMITS.quantityMax),
});

/**
 * What to price (trial) or place (save): the lines, at most one coupon, and the coins to spend.
 * No amount the client sends is used to price the order.
 */
export const orderDraftSchema = z
  .object({
    lines: z.array(orderLineRequestSchema).min(1).max(ORDER_LIMITS.linesMax),
    couponId: idSchema.nullish(),
    coins: z.coerce.number().int().min(0).max(ORDER_LIMITS.coinsMax).default(0),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<number>();
    d.lines.forEach((l, i) => {
      if (seen.has(l.commodityId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'commodityId'], message: 'validation:orderLinesDistinct' });
      seen.add(l.commodityId);
    });
  });

const amountsSchema = z.object({
  subtotalFen: z.number().int(),
  thresholdFen: z.number().int(),
  percentageFen: z.number().int(),
  voucherFen: z.number().int(),
  coinsUsed: z.number().int(),
  coinsFen: z.number().int(),
  payableFen: z.number().int(),
});

export const orderLineSchema = z.object({
  /** The line's number in its order (1, 2, …): how a refund names it. */
  lineNo: z.number().int(),
  commodityId: z.number().int(),
  kind: z.enum(COMMODITY_KINDS),
  nameZh: z.string(),
  nameEn: z.string(),
  validityMonths: z.number().int(),
  unitPriceFen: z.number().int(),
  quantity: z.number().int(),
  listFen: z.number().int(),
  discountFen: z.number().int(),
  coinsFen: z.number().int(),
  payableFen: z.number().int(),
  /** Units refunded so far (refunds that succeeded). */
  refundedQuantity: z.number().int(),
});

/** The quote: what `save.json` with the same draft would ask the buyer to pay now. */
export const orderTrialSchema = amountsSchema.extend({ lines: z.array(orderLineSchema.omit({ lineNo: true, refundedQuantity: true })), couponId: z.number().int().nullable() });

/** A refund of (part of) an order, as the buyer and the admin see it. */
export const refundSchema = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  kind: z.enum(['request', 'paid_late']),
  status: z.enum(REFUND_STATUSES),
  amountFen: z.number().int(),
  coins: z.number().int(),
  reason: z.string(),
  reviewNote: z.string().nullable(),
  failure: z.string().nullable(),
  lines: z.array(z.object({ lineNo: z.number().int(), quantity: z.number().int(), amountFen: z.number().int(), coins: z.number().int() })),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;
export type OrderTrial = z.infer<typeof orderTrialSchema>;

export const orderSchema = amountsSchema.extend({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  couponId: z.number().int().nullable(),
  lines: z.array(orderLineSchema),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the buyer may do next (the machine's legal events they are allowed). */
  actions: z.array(z.enum(['pay', 'cancel', 'refund'])),
  /** Its refunds, newest first. */
  refunds: z.array(refundSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** An order as the admin sees it (/payment/list): with its buyer and what the admin may do with its open refund. */
export const managedOrderSchema = orderSchema.extend({
  buyer: z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable(), companyName: z.string().nullable() }),
  adminActions: z.array(z.enum(['approve_refund', 'reject_refund', 'retry_refund'])),
});
export type ManagedOrder = z.infer<typeof managedOrderSchema>;

export const refundReasonSchema = z.string().trim().min(1).max(REFUND_LIMITS.reasonMax);

/** The buyer asks for (part of) a paid order back: units per line, and why. */
export const refundRequestSchema = z
  .object({
    id: idSchema,
    lines: z.array(z.object({ lineNo: z.coerce.number().int().min(1), quantity: z.coerce.number().int().min(1).max(ORDER_LIMITS.quantityMax) })).min(1).max(ORDER_LIMITS.linesMax),
    reason: refundReasonSchema,
    /** One per opening of the refund dialog: asking twice with it makes one refund. */
    requestKey: requestKeySchema,
  })
  .superRefine((d, ctx) => {
    const seen = new Set<number>();
    d.lines.forEach((l, i) => {
      if (seen.has(l.lineNo)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'lineNo'], message: 'validation:orderLinesDistinct' });
      seen.add(l.lineNo);
    });
  });

/** The admin's review of a refund request; a rejection says why (the buyer reads it). */
export const refundNoteSchema = z.string().trim().max(REFUND_LIMITS.noteMax);
export const refundReviewSchema = z
  .object({ refundId: idSchema, decision: z.enum(['approve', 'reject']), note: refundNoteSchema.nullish() })
  .superRefine((d, ctx) => {
    if (d.decision === 'reject' && !d.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation:refundRejectNote' });
  });

/** A payment started: what the cashier needs to take it (`payUrl`: the provider's own pay page, Alipay's). */
export const paymentStartSchema = z.object({ orderNo: z.string(), prepayId: z.string(), payableFen: z.number().int(), provider: z.string(), payUrl: z.string().optional() });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const orderEndpoints = {
  trial: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/trial.json',
    access: 'order:place',
    request: orderDraftSchema,
    response: orderTrialSchema,
    summary: 'The quote for a draft order: threshold, percentage, voucher and coins applied as save.json would',
    tag: 'order',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/save.json',
    access: 'order:place',
    request: z.intersection(
      orderDraftSchema,
      z.object({
        /** The client's key for this placement (one per opening of the confirm screen): a repeat places once. */
        requestKey: requestKeySchema,
        /** The total the buyer was shown; when given and the price has changed since, nothing is placed. */
        expectedPayableFen: z.coerce.number().int().min(0).nullish(),
      }),
    ),
    response: orderSchema,
    summary: 'Place an order: seats taken, coupon used, coins spent, priced by the server; a zero payable is paid at once',
    tag: 'order',
  }),
  select: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/select.json',
    access: 'order:place',
    request: pageRequestSchema.extend({ status: z.enum(ORDER_STATUSES).optional() }),
    response: pageSchema(orderSchema),
    summary: 'The caller’s orders, newest first (/userOrderList)',
    tag: 'order',
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/get.json',
    access: 'order:place',
    request: z.object({ id: idSchema }),
    response: orderSchema,
    summary: 'One of the caller’s orders (another’s reads as not found)',
    tag: 'order',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/update.json',
    access: 'order:place',
    request: z.object({ id: idSchema, action: z.enum(['cancel']) }),
    response: orderSchema,
    summary: 'Cancel one of the caller’s unpaid orders: seats, coupon and coins given back',
    tag: 'order',
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/pay.json',
    access: 'order:place',
    request: z.object({ id: idSchema }),
    response: paymentStartSchema,
    summary: 'Start paying one of the caller’s unpaid orders before it expires (again for one paying: the same trade): the provider’s trade (its prepay id, and with Alipay the pay page’s link) for the cashier',
    tag: 'order',
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/refund.json',
    access: 'order:place',
    request: refundRequestSchema,
    response: orderSchema,
    summary: 'Ask for (part of) one of the caller’s paid orders back: units per line (at most what remains), and a reason; course seats still unused are held until the review',
    tag: 'order',
  }),
  manage: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/manage.json',
    access: 'order:manage',
    request: pageRequestSchema.extend({
      status: z.enum(ORDER_STATUSES).optional(),
      /** An order number, or a buyer's name or mobile (part of it). */
      q: z.string().trim().max(TEXT_MAX.keyword).optional(),
    }),
    response: pageSchema(managedOrderSchema),
    summary: 'Every order, newest first, with its buyer and refunds (/payment/list)',
    tag: 'order',
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/reviewRefund.json',
    access: 'order:manage',
    request: refundReviewSchema,
    response: managedOrderSchema,
    summary: 'Approve a refund request (the provider pays it back) or reject it with a note',
    tag: 'order',
  }),
  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/transaction/order/retryRefund.json',
    access: 'order:manage',
    request: z.object({ refundId: idSchema }),
    response: managedOrderSchema,
    summary: 'Try a failed refund again, with the same refund number (the provider treats it as the same refund)',
    tag: 'order',
  }),
  sandboxPay: defineEndpoint({
    method: 'POST',
    path: '/payment/sandbox/pay.json',
    access: 'order:place',
    request: z.object({ id: idSchema }),
    response: z.object({ orderNo: z.string(), tradeState: z.string() }),
    summary: 'The embedded sandbox’s cashier: the buyer pays their order’s trade; the sandbox then notifies the shop as WeChat Pay v3 does (signed, retried until acknowledged)',
    tag: 'order',
  }),
  sandboxFail: defineEndpoint({
    method: 'POST',
    path: '/payment/sandbox/fail.json',
    access: 'order:place',
    request: z.object({ id: idSchema }),
    response: z.object({ orderNo: z.string(), tradeState: z.string() }),
    summary: 'The embedded sandbox’s cashier: the buyer’s payment fails (PAYERROR); the shop, asking the provider, makes the order unpaid again to be paid anew',
    tag: 'order',
  }),
};

/** Files of an order (GET, not the JSON envelope): the contract, in one language (spec §7 names the call). */
export const ORDER_FILE_PATHS = { contract: '/transaction/order/getContract.json' } as const;
/** ?id=&lang=zh|en of the contract. */
export const contractQuerySchema = z.object({ id: idSchema, lang: fileLangSchema });
