import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/app';
import { shopKit } from '../../../test/shop';
import { entitlements, orderHistory, orders, paymentInbox } from '../../../db/schema';
import { SANDBOX_DELIVERY_QUEUE, sandboxDelivery } from './payment.routes';
import type { WechatPaySandbox } from './wechat-sandbox';

/**
 * The sandbox as badly behaved as WeChat Pay may be (docs/decisions/commerce.md "Increment 13"):
 * every notification posted twice more, and held to be posted newest first. Whatever arrives in
 * whatever order, each order is paid once, with one entitlement and one history row; the inbox
 * answers the extras `duplicate`. PGlite, and PostgreSQL with TEST_DATABASE_URL (where the
 * concurrent round really races). The delivery job is driven here, not left to the job queue's clock.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof shopKit>>;
let sandbox: WechatPaySandbox;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_NOTIFY_DUPLICATES: 2, SANDBOX_NOTIFY_REORDER: true });
  kit = await shopKit(t);
  sandbox = t.app.deps.payments as WechatPaySandbox;
});
afterAll(() => t.close());

/** Orders placed, started and paid at the sandbox's cashier, one buyer each. */
async function paidAtCashier(count: number) {
  const placed = [];
  for (let i = 0; i < count; i++) {
    const b = await kit.buyer();
    const order = await kit.ok('/transaction/order/save.json', { lines: [{ commodityId: await kit.commodity(1_000 + i), quantity: 1 }] }, b.caller);
    await kit.ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    expect(await kit.ok('/payment/sandbox/pay.json', { id: order.id }, b.caller)).toMatchObject({ tradeState: 'SUCCESS' });
    placed.push({ ...order, userId: b.user.id });
  }
  return placed;
}

/** Each order paid exactly once: its status, one payment history row, one entitlement, one inbox row that paid it. */
async function expectPaidOnce(placed: { id: number; orderNo: string; userId: number }[]) {
  for (const o of placed) {
    expect((await db().select().from(orders).where(eq(orders.id, o.id)))[0].status).toBe('paid');
    expect((await db().select().from(orderHistory).where(eq(orderHistory.orderId, o.id))).filter((h) => h.event === 'payment_succeeded')).toHaveLength(1);
    expect(await db().select().from(entitlements).where(eq(entitlements.userId, o.userId))).toHaveLength(1);
    expect(await db().select().from(paymentInbox).where(eq(paymentInbox.outTradeNo, o.orderNo))).toMatchObject([{ outcome: 'paid' }]);
  }
}

describe('the sandbox’s duplicates and reordering', () => {
  it('holds the notifications for the delivery job, which posts them newest first, each three times: every order paid once', async () => {
    const schedule = vi.spyOn(t.app.deps.jobs, 'schedule');
    const placed = await paidAtCashier(3);
    // Nothing posted yet: a flush job per payment, and the orders still wait.
    expect(schedule.mock.calls.filter(([queue, data]) => queue === SANDBOX_DELIVERY_QUEUE && 'flush' in data)).toHaveLength(3);
    schedule.mockRestore();
    for (const o of placed) expect((await db().select().from(orders).where(eq(orders.id, o.id)))[0].status).toBe('paying');

    const posted = await sandboxDelivery(t.app, sandbox).flush();
    expect(posted).toHaveLength(9);
    expect(posted.every((p) => p.status === 200)).toBe(true);
    // Three events, each posted three times in a row; the first of each pays, the other two are duplicates.
    const events = [...new Set(posted.map((p) => p.eventId))];
    expect(events).toHaveLength(3);
    for (const e of events) expect(posted.filter((p) => p.eventId === e).map((p) => p.outcome)).toEqual(['paid', 'duplicate', 'duplicate']);
    await expectPaidOnce(placed);
    // Newest first: the last order paid at the cashier was the first the inbox took.
    const inbox = await db().select().from(paymentInbox).where(inArray(paymentInbox.outTradeNo, placed.map((o) => o.orderNo))).orderBy(asc(paymentInbox.id));
    expect(inbox.map((r) => r.outTradeNo)).toEqual(placed.map((o) => o.orderNo).reverse());
    expect(inbox.map((r) => r.eventId)).toEqual(events);
    // The outbox is empty: a second run of the job posts nothing.
    expect(await sandboxDelivery(t.app, sandbox).flush()).toEqual([]);
  });

  it('the held notifications of several orders posted all at once (jobs on several workers): every order paid once', async () => {
    const placed = await paidAtCashier(4);
    const delivery = sandboxDelivery(t.app, sandbox);
    const posted = await Promise.all(sandbox.takePending().map((n) => delivery.deliver(n, 0)));
    expect(posted).toHaveLength(12);
    expect(posted.filter((p) => p.outcome === 'paid')).toHaveLength(4);
    expect(posted.filter((p) => p.outcome === 'duplicate')).toHaveLength(8);
    await expectPaidOnce(placed);
  });

  it('without reordering, the cashier posts the notification and its duplicates at once: paid when it answers', async () => {
    sandbox.options.reorder = false;
    try {
      const placed = await paidAtCashier(2);
      await expectPaidOnce(placed);
      expect(sandbox.takePending()).toEqual([]);
    } finally {
      sandbox.options.reorder = true;
    }
  });
});
