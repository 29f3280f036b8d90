import { Errors } from '../errors/catalogue';
import { defineMachine } from './machine';

/**
 * The shop's lifecycles (spec §4 "Order statuses"), ahead of the shop itself: an order as the
 * buyer and the admin see it, and the payment and refund records behind it. The order's status is
 * the one the spec lists; a payment or a refund moving drives the order (paid, refunded, …).
 */
export const ORDER_STATUSES = [
  'unpaid',
  'paying',
  'paid',
  // The payment succeeded after the order had timed out and been cancelled: refunded offline.
  'paid_late',
  'cancelled',
  'refund_pending',
  'refund_rejected',
  'refund_approved',
  'refund_failed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order whose payment the shop kept (what is sold; refunds of it are counted on their own).
 * `paid_late` is not among them: nothing was granted and the shop paid it all back.
 */
export const SOLD_ORDER_STATUSES = ['paid', 'refund_pending', 'refund_rejected', 'refund_approved', 'refund_failed', 'refunded'] as const satisfies readonly OrderStatus[];
/** An order still waiting for its money (its seats are held until it is paid or cancelled). */
export const WAITING_ORDER_STATUSES = ['unpaid', 'paying'] as const satisfies readonly OrderStatus[];

export const orderMachine = defineMachine({
  name: 'order',
  states: ORDER_STATUSES,
  initial: 'unpaid',
  transitions: {
    unpaid: ['paying', 'cancelled'],
    // A payment that fails or is abandoned leaves the order payable again.
    paying: ['paid', 'unpaid', 'cancelled'],
    paid: ['refund_pending'],
    paid_late: [],
    cancelled: ['paid_late'],
    refund_pending: ['refund_approved', 'refund_rejected'],
    // A rejected refund may be asked for again.
    refund_rejected: ['refund_pending'],
    // A part of the order refunded: paid again for what remains (refunded once nothing does).
    refund_approved: ['refunded', 'refund_failed', 'paid'],
    // A failed refund is retried (back to approved) by the admin.
    refund_failed: ['refund_approved'],
    refunded: [],
  },
  events: {
    pay: { to: ['paying'] },
    payment_succeeded: { to: ['paid', 'paid_late'] },
    payment_failed: { to: ['unpaid'] },
    cancel: { to: ['cancelled'] },
    // The clock's cancel of an order left unpaid past its time (after asking the provider).
    expire: { to: ['cancelled'], from: ['unpaid', 'paying'] },
    request_refund: { to: ['refund_pending'] },
    approve_refund: { to: ['refund_approved'] },
    reject_refund: { to: ['refund_rejected'] },
    refund_succeeded: { to: ['refunded', 'paid'] },
    refund_failed: { to: ['refund_failed'] },
  },
  refused: Errors.orderStateChanged,
});
export type OrderEvent = keyof typeof orderMachine.events;

/** One attempt to pay an order through a provider (amounts in fen on the record, not here). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentMachine = defineMachine({
  name: 'payment',
  states: PAYMENT_STATUSES,
  initial: 'pending',
  transitions: {
    pending: ['succeeded', 'failed', 'expired'],
    // The provider's success notice can arrive after we gave up waiting: it still counts.
    expired: ['succeeded'],
    succeeded: [],
    failed: [],
  },
  events: { succeed: { to: ['succeeded'] }, fail: { to: ['failed'] }, expire: { to: ['expired'] } },
  refused: Errors.orderStateChanged,
});
export type PaymentEvent = keyof typeof paymentMachine.events;

/**
 * A refund of (part of) a paid order: the buyer's request, reviewed by an admin, then paid back by
 * the provider; or, for an order paid after it was cancelled (`paid_late`), made approved by the
 * shop itself. A failed one is approved again to retry it with the same refund number.
 */
export const REFUND_STATUSES = ['pending_review', 'rejected', 'approved', 'failed', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundMachine = defineMachine({
  name: 'refund',
  states: REFUND_STATUSES,
  initial: 'pending_review',
  transitions: {
    pending_review: ['approved', 'rejected'],
    rejected: [],
    approved: ['refunded', 'failed'],
    failed: ['approved'],
    refunded: [],
  },
  events: { approve: { to: ['approved'] }, reject: { to: ['rejected'] }, succeed: { to: ['refunded'] }, fail: { to: ['failed'] } },
  refused: Errors.orderStateChanged,
});
export type RefundEvent = keyof typeof refundMachine.events;

/**
 * A commodity of the catalogue (docs/decisions/commerce.md): made as a draft, put on the shelf by
 * the chief admin, taken off and put back. Whether the shop shows it also depends on its shelf-on
 * and shelf-off times, read against the clock when the shop is listed.
 */
export const COMMODITY_STATUSES = ['draft', 'on_shelf', 'off_shelf'] as const;
export type CommodityStatus = (typeof COMMODITY_STATUSES)[number];

export const commodityMachine = defineMachine({
  name: 'commodity',
  states: COMMODITY_STATUSES,
  initial: 'draft',
  transitions: {
    draft: ['on_shelf'],
    on_shelf: ['off_shelf'],
    off_shelf: ['on_shelf'],
  },
  events: { shelve: { to: ['on_shelf'] }, unshelve: { to: ['off_shelf'] } },
  refused: Errors.stateChanged,
});
export type CommodityEvent = keyof typeof commodityMachine.events;
