import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type Caller, type TestApp } from '../../../test/app';
import { shopKit } from '../../../test/shop';
import { commodities, entitlements, orderHistory, orders } from '../../../db/schema';
import { expireDueOrders, expireOrder, ORDER_EXPIRY_QUEUE } from './expiry';
import { receiveNotification } from './payment.service';
import { NOTIFY_PATH, NOTIFY_RETRY_SECONDS, SANDBOX_DELIVERY_QUEUE } from './payment.routes';
import type { NotificationRequest } from './provider';
import { WechatPaySandbox } from './wechat-sandbox';

/**
 * Paying over HTTP with the embedded WeChat Pay v3 sandbox, and the clock of unpaid orders
 * (docs/decisions/commerce.md "Increment 4"), on PGlite and — with TEST_DATABASE_URL — on
 * PostgreSQL, where the notification and the expiry really race.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof shopKit>>;
let sandbox: WechatPaySandbox;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  kit = await shopKit(t);
  sandbox = t.app.deps.payments as WechatPaySandbox;
});
afterAll(() => t.close());

const ok = (url: string, body: unknown, caller: Caller) => kit.ok(url, body, caller);
const code = async (url: string, body: unknown, caller: Caller) => (await kit.refusal(url, body, caller)).code;
/** A commodity on sale since yesterday (a course with 10 seats unless told). */
const commodity = (priceFen: number, stock: number | null = 10, kind: 'course' | 'report' = 'course') => kit.commodity(priceFen, { stock, kind });
const buyer = () => kit.buyer();
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const historyOf = async (id: number) => (await db().select().from(orderHistory).where(eq(orderHistory.orderId, id))).map((h) => `${h.event}:${h.toStatus}`);
const stockOf = async (id: number) => (await db().select({ stock: commodities.stock }).from(commodities).where(eq(commodities.id, id)))[0].stock;
const grantsOf = async (userId: number) => db().select().from(entitlements).where(eq(entitlements.userId, userId));
const afterExpiry = (order: { expiresAt: string }) => new Date(Date.parse(order.expiresAt) + 1);

describe('paying over HTTP', () => {
  it('the buyer starts paying, pays at the sandbox cashier, and the signed notification makes the order paid, once', async () => {
    const b = await buyer();
    const schedule = vi.spyOn(t.app.deps.jobs, 'schedule');
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(8_800), quantity: 1 }] }, b.caller);
    // Placing wakes the clock at the order's deadline.
    expect(schedule).toHaveBeenCalledWith(ORDER_EXPIRY_QUEUE, { orderId: order.id }, new Date(order.expiresAt));
    schedule.mockRestore();

    const other = await buyer();
    expect(await code('/transaction/order/pay.json', { id: order.id }, other.caller)).toBe('100004');
    expect(await code('/payment/sandbox/pay.json', { id: order.id }, other.caller)).toBe('100004');
    expect(await code('/transaction/order/pay.json', { id: 'x' }, b.caller)).toBe('100001');

    expect(await ok('/transaction/order/pay.json', { id: order.id }, b.caller)).toEqual({ orderNo: order.orderNo, prepayId: `wx${order.orderNo}`, payableFen: 8_800, provider: 'wechat' });
    expect(await ok('/payment/sandbox/pay.json', { id: order.id }, b.caller)).toEqual({ orderNo: order.orderNo, tradeState: 'SUCCESS' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect(await grantsOf(b.user.id)).toHaveLength(1);
    // Paid already: the cashier refuses a second payment, nothing moves.
    expect(await code('/payment/sandbox/pay.json', { id: order.id }, b.caller)).toBe('103007');
    expect(await historyOf(order.id)).toEqual(['created:unpaid', 'pay:paying', 'payment_succeeded:paid']);
  });

  it('a payment that fails at the cashier leaves the order unpaid, to be paid again; another buyer cannot fail it', async () => {
    const b = await buyer();
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(1_200), quantity: 1 }] }, b.caller);
    await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    expect(await code('/payment/sandbox/fail.json', { id: order.id }, (await buyer()).caller)).toBe('100004');
    expect(await ok('/payment/sandbox/fail.json', { id: order.id }, b.caller)).toEqual({ orderNo: order.orderNo, tradeState: 'PAYERROR' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid' });
    expect(await grantsOf(b.user.id)).toHaveLength(0);
    // Failed already: nothing to fail again until the buyer pays anew.
    expect(await code('/payment/sandbox/fail.json', { id: order.id }, b.caller)).toBe('103007');
    await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    expect(await ok('/payment/sandbox/pay.json', { id: order.id }, b.caller)).toEqual({ orderNo: order.orderNo, tradeState: 'SUCCESS' });
    expect(await historyOf(order.id)).toEqual(['created:unpaid', 'pay:paying', 'payment_failed:unpaid', 'pay:paying', 'payment_succeeded:paid']);
    expect(await grantsOf(b.user.id)).toHaveLength(1);
  });

  it('the notify route reads the body raw: a tampered one gets 401 in the provider’s format and changes nothing', async () => {
    const b = await buyer();
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(1_200), quantity: 1 }] }, b.caller);
    await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    const notice = sandbox.pay(order.orderNo);
    const post = (n: NotificationRequest) => t.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { ...(n.headers as Record<string, string>), 'content-type': 'application/json' }, payload: n.body });
    // Re-serialised (same JSON, other bytes): the signature no longer matches.
    const reformatted = await post({ ...notice, body: JSON.stringify(JSON.parse(notice.body), null, 1) });
    expect(reformatted.statusCode).toBe(401);
    expect(reformatted.json()).toEqual({ code: 'FAIL', message: 'invalid signature' });
    expect((await orderRow(order.id)).status).toBe('paying');
    const genuine = await post(notice);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('the sandbox posts again on WeChat Pay’s schedule while a notification is not acknowledged', async () => {
    const b = await buyer();
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(990), quantity: 1 }] }, b.caller);
    await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    const schedule = vi.spyOn(t.app.deps.jobs, 'schedule');
    const refuse = vi.spyOn(sandbox, 'acknowledge').mockReturnValueOnce({ status: 500, body: { code: 'FAIL', message: 'busy' } });
    const before = Date.now();
    await ok('/payment/sandbox/pay.json', { id: order.id }, b.caller);
    refuse.mockRestore();
    const retry = schedule.mock.calls.find(([queue]) => queue === SANDBOX_DELIVERY_QUEUE)!;
    schedule.mockRestore();
    expect(retry[1]).toMatchObject({ attempt: 1 });
    expect((retry[2] as Date).getTime()).toBeGreaterThanOrEqual(before + NOTIFY_RETRY_SECONDS[0] * 1000);
    // The retry (as its job posts it) is acknowledged and changes nothing more: the first was applied.
    const again = (retry[1] as { notice: NotificationRequest }).notice;
    expect((await receiveNotification(t.app.deps, sandbox, again)).outcome).toBe('duplicate');
    expect(await grantsOf(b.user.id)).toHaveLength(1);
  });
});

describe('the clock of unpaid orders', () => {
  it('cancels an order left unpaid at its deadline: the trade closed, seats given back, no payment after', async () => {
    const b = await buyer();
    const a = await commodity(5_000, 3);
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 2 }] }, b.caller);
    await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    expect(await stockOf(a)).toBe(1);
    // Not yet due: nothing.
    expect(await expireOrder(t.app.deps, sandbox, order.id, new Date(Date.parse(order.expiresAt) - 1))).toBe('none');
    expect(await expireOrder(t.app.deps, sandbox, order.id, afterExpiry(order))).toBe('cancelled');
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(a)).toBe(3);
    expect((await sandbox.query(order.orderNo)).tradeState).toBe('CLOSED');
    expect(await code('/payment/sandbox/pay.json', { id: order.id }, b.caller)).toBe('103007');
    // Run again (a job may run twice): nothing more.
    expect(await expireOrder(t.app.deps, sandbox, order.id, afterExpiry(order))).toBe('none');
    expect(await stockOf(a)).toBe(3);
    expect(await historyOf(order.id)).toEqual(['created:unpaid', 'pay:paying', 'expire:cancelled']);
  });

  it('asks the provider first: money taken whose notification was lost makes the order paid, not cancelled', async () => {
    const b = await buyer();
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(2_500), quantity: 1 }] }, b.caller);
    await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    const lost = sandbox.pay(order.orderNo); // paid at the cashier; the notification never arrives
    expect(await expireOrder(t.app.deps, sandbox, order.id, afterExpiry(order))).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect(await grantsOf(b.user.id)).toHaveLength(1);
    // The notification arriving at last finds it paid: nothing doubled.
    expect((await receiveNotification(t.app.deps, sandbox, lost)).outcome).toBe('ignored');
    expect(await grantsOf(b.user.id)).toHaveLength(1);
  });

  it('a payment landing between the provider’s answer and the close ends "paid late", never cancelled with money taken', async () => {
    const b = await buyer();
    const a = await commodity(4_000, 2);
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 1 }] }, b.caller);
    await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    let landed: NotificationRequest | undefined;
    // The buyer pays the moment after the clock asked (the query said NOTPAY; the close then finds it paid).
    const racing = Object.assign(Object.create(sandbox) as WechatPaySandbox, {
      query: async (no: string) => {
        const answer = await sandbox.query(no);
        landed = sandbox.pay(no);
        return answer;
      },
    });
    expect(await expireOrder(t.app.deps, racing, order.id, afterExpiry(order))).toBe('cancelled');
    expect((await receiveNotification(t.app.deps, sandbox, landed!)).outcome).toBe('paid_late');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid_late' });
    expect(await grantsOf(b.user.id)).toHaveLength(0);
    expect(await stockOf(a)).toBe(2);
  });

  it('a notification and the clock at once on a paid trade: paid once, one entitlement (PostgreSQL races them)', async () => {
    const b = await buyer();
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(3_300), quantity: 1 }] }, b.caller);
    await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    const notice = sandbox.pay(order.orderNo);
    const at = afterExpiry(order);
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => expireOrder(t.app.deps, sandbox, order.id, at)),
      ...Array.from({ length: 5 }, () => receiveNotification(t.app.deps, sandbox, notice, at).then((r) => r.outcome)),
    ]);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect(await grantsOf(b.user.id)).toHaveLength(1);
    expect((await historyOf(order.id)).filter((h) => h.startsWith('payment_succeeded'))).toHaveLength(1);
  });

  it('catches up at boot with every order whose time ran out', async () => {
    const b = await buyer();
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(700), quantity: 1 }] }, b.caller);
    expect(await expireDueOrders(t.app.deps, afterExpiry(order))).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
  });
});
