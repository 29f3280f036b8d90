import { pgTable, integer, text, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, REFUND_STATUSES } from '@sandtable/shared/machines/shop';
import { COUPON_KINDS, COUPON_STATUSES, PROMOTION_KINDS } from '@sandtable/shared/rules/promotion';
import { COMMODITY_KINDS } from '@sandtable/shared/rules/commodity';
import { companies, users } from './accounts';
import { commodities } from './shop';
import { courses } from './courses';
import { statusMoveColumns } from './history';

/**
 * A promotion (spec §3 "Promotion"; docs/decisions/commerce.md "Promotions"): the admin's campaign
 * — a threshold reduction or a percentage off with a cap — that people take by its code, each
 * getting a coupon with the promotion's terms copied. `issued` counts the coupons given and moves
 * only in the transaction that inserts one, under the CHECK `issued <= total_limit`.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    /** "Effective amount": the order total from which it applies (0: any). */
    thresholdFen: integer('threshold_fen').notNull().default(0),
    /** Threshold kind: the amount taken off ("discount value"). */
    reductionFen: integer('reduction_fen').notNull().default(0),
    /** Percentage kind: percent off, and the most it takes off ("maximum discount"). */
    percentOff: integer('percent_off').notNull().default(0),
    capFen: integer('cap_fen').notNull().default(0),
    /** The code people type to take it (stored upper-case). */
    code: text('code').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** At most this many coupons in all; null: no limit. */
    totalLimit: integer('total_limit'),
    issued: integer('issued').notNull().default(0),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code),
    check('promotions_times_check', sql`${t.expiresAt} > ${t.effectiveAt}`),
    check('promotions_issued_check', sql`${t.issued} >= 0 AND (${t.totalLimit} IS NULL OR ${t.issued} <= ${t.totalLimit})`),
    check(
      'promotions_terms_check',
      sql`${t.thresholdFen} >= 0 AND ${t.perUserLimit} >= 1 AND ((${t.kind} = 'threshold' AND ${t.reductionFen} >= 1 AND ${t.reductionFen} <= ${t.thresholdFen}) OR (${t.kind} = 'percentage' AND ${t.percentOff} BETWEEN 1 AND 99 AND ${t.capFen} >= 1))`,
    ),
  ],
);

/** A red envelope (issue 15): an amount split at random between people, each share a voucher coupon. */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    totalFen: integer('total_fen').notNull(),
    recipients: integer('recipients').notNull(),
    /** The sender's key for this sending: sending twice with it sends once. */
    requestKey: text('request_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('red_envelopes_request_key_idx').on(t.createdBy, t.requestKey), check('red_envelopes_amount_check', sql`${t.totalFen} >= ${t.recipients} AND ${t.recipients} >= 1`)],
);

/**
 * A coupon a person holds (spec §3 "Promotion", "Invitation (as voucher)"): a threshold reduction,
 * a percentage off with a cap, or a voucher of a fixed amount, usable between its effective and
 * expiry times. An order takes one, with a conditional UPDATE from `unused` (so two concurrent
 * orders cannot both use it); a cancelled order gives it back. "Expired" is read from the clock: an
 * unused coupon past its expiry shows as expired (docs/decisions/commerce.md).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    thresholdFen: integer('threshold_fen').notNull().default(0),
    reductionFen: integer('reduction_fen').notNull().default(0),
    percentOff: integer('percent_off').notNull().default(0),
    capFen: integer('cap_fen').notNull().default(0),
    amountFen: integer('amount_fen').notNull().default(0),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: COUPON_STATUSES }).notNull().default('unused'),
    /** The order using it (status `used`). */
    orderId: integer('order_id'),
    /** Where it came from: a promotion taken by its code, or a red envelope's share (or neither: given directly). */
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    envelopeId: integer('envelope_id').references(() => redEnvelopes.id, { onDelete: 'set null' }),
    /** What its holder sees it called (the promotion's or the envelope's title). */
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_owner_idx').on(t.ownerId, t.status),
    index('coupons_promotion_idx').on(t.promotionId, t.ownerId),
    check('coupons_amounts_check', sql`${t.thresholdFen} >= 0 AND ${t.reductionFen} >= 0 AND ${t.capFen} >= 0 AND ${t.amountFen} >= 0 AND ${t.percentOff} BETWEEN 0 AND 100`),
    check('coupons_times_check', sql`${t.expiresAt} >= ${t.effectiveAt}`),
    check('coupons_used_check', sql`(${t.status} = 'used') = (${t.orderId} IS NOT NULL)`),
  ],
);

/**
 * An order (spec §3 "Order", §4 statuses; docs/decisions/commerce.md). Amounts are integer fen
 * and the CHECKs keep them consistent: the payable is the subtotal less the discounts and coins.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The order number shown and sent to the payment provider (out_trade_no). */
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The buyer's company when the order was placed (enterprise purchases become its assets). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('unpaid'),
    /** The client's key for this placement: saving twice with it places one order. */
    requestKey: text('request_key'),
    subtotalFen: integer('subtotal_fen').notNull(),
    thresholdFen: integer('threshold_fen').notNull().default(0),
    percentageFen: integer('percentage_fen').notNull().default(0),
    voucherFen: integer('voucher_fen').notNull().default(0),
    coinsUsed: integer('coins_used').notNull().default(0),
    coinsFen: integer('coins_fen').notNull().default(0),
    payableFen: integer('payable_fen').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    /** An unpaid order is cancelled by the clock after this (asking the provider first). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_idx').on(t.orderNo),
    uniqueIndex('orders_request_key_idx').on(t.userId, t.requestKey),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.expiresAt),
    check(
      'orders_amounts_check',
      sql`${t.subtotalFen} >= 0 AND ${t.thresholdFen} >= 0 AND ${t.percentageFen} >= 0 AND ${t.voucherFen} >= 0 AND ${t.coinsUsed} >= 0 AND ${t.coinsFen} >= 0 AND ${t.payableFen} >= 0 AND ${t.payableFen} = ${t.subtotalFen} - ${t.thresholdFen} - ${t.percentageFen} - ${t.voucherFen} - ${t.coinsFen}`,
    ),
  ],
);

/** A line of an order: the commodity's name, price and validity copied when the seats were taken. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: COMMODITY_KINDS }).notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    validityMonths: integer('validity_months').notNull(),
    /** The open session a seat of which this line bought (copied from the commodity): paid, it enrols the buyer. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    unitPriceFen: integer('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    listFen: integer('list_fen').notNull(),
    discountFen: integer('discount_fen').notNull(),
    coinsFen: integer('coins_fen').notNull(),
    payableFen: integer('payable_fen').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_order_idx').on(t.orderId, t.lineNo),
    index('order_lines_commodity_idx').on(t.commodityId),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'order_lines_amounts_check',
      sql`${t.unitPriceFen} >= 0 AND ${t.listFen} = ${t.unitPriceFen} * ${t.quantity} AND ${t.discountFen} >= 0 AND ${t.coinsFen} >= 0 AND ${t.payableFen} >= 0 AND ${t.payableFen} = ${t.listFen} - ${t.discountFen} - ${t.coinsFen}`,
    ),
  ],
);

/** Every status change of an order (the transition helper's history). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    ...statusMoveColumns(ORDER_STATUSES),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

/**
 * Payment notifications as received (docs/decisions/commerce.md "Payment"): one row per provider
 * event id, inserted in the transaction that applies it, so a notification delivered again (WeChat
 * Pay retries until acknowledged, and may repeat) changes nothing the second time.
 */
export const paymentInbox = pgTable(
  'payment_inbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    tradeState: text('trade_state').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** What applying it did: `paid`, `paid_late`, `ignored` (not a success, or nothing to move). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_inbox_event_idx').on(t.provider, t.eventId), index('payment_inbox_trade_idx').on(t.outTradeNo)],
);

/**
 * What a paid order line gives its buyer: access to the commodity (enrolment in a course, a report,
 * a certificate, a tool) for its validity. One per line (unique), written in the transition to paid.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'restrict' }),
    /** Units still held: a successful refund takes its units off (0: nothing left to use). */
    quantity: integer('quantity').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('entitlements_line_idx').on(t.orderLineId), index('entitlements_user_idx').on(t.userId), check('entitlements_quantity_check', sql`${t.quantity} >= 0`)],
);

/**
 * A refund of (part of) an order (docs/decisions/commerce.md "Refunds"). `refundNo` is the
 * provider's out_refund_no, fixed when the row is made, so a retry is the same refund. At most one
 * refund of an order is open at a time (the partial unique index): the order's status follows it.
 * `kind`: the buyer's `request`, or `paid_late` — the shop's own refund of a payment that came after
 * the order was cancelled (nothing was granted, nothing to take back).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundNo: text('refund_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['request', 'paid_late'] }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending_review'),
    /** Money back through the provider, and coins back to the buyer (both the lines' shares). */
    amountFen: integer('amount_fen').notNull(),
    coins: integer('coins').notNull().default(0),
    reason: text('reason').notNull(),
    /** The reviewer's note (a rejection's reason, shown to the buyer). */
    reviewNote: text('review_note'),
    /** The provider's last word on a failed refund (its state), for the admin. */
    failure: text('failure'),
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_no_idx').on(t.refundNo),
    uniqueIndex('refunds_open_idx').on(t.orderId).where(sql`${t.status} IN ('pending_review', 'approved', 'failed')`),
    uniqueIndex('refunds_request_key_idx').on(t.orderId, t.requestKey),
    index('refunds_status_idx').on(t.status, t.id),
    check('refunds_amounts_check', sql`${t.amountFen} >= 0 AND ${t.coins} >= 0`),
  ],
);

/** The units of each order line a refund gives back, and their shares. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountFen: integer('amount_fen').notNull(),
    coins: integer('coins').notNull(),
  },
  (t) => [
    uniqueIndex('refund_lines_refund_idx').on(t.refundId, t.orderLineId),
    index('refund_lines_line_idx').on(t.orderLineId),
    check('refund_lines_amounts_check', sql`${t.quantity} >= 1 AND ${t.amountFen} >= 0 AND ${t.coins} >= 0`),
  ],
);

/** Every status change of a refund (the transition helper's history). */
export const refundHistory = pgTable(
  'refund_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    ...statusMoveColumns(REFUND_STATUSES),
  },
  (t) => [index('refund_history_refund_idx').on(t.refundId, t.id)],
);
