import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type Caller, type TestApp } from '../../../test/app';
import { shopKit } from '../../../test/shop';
import { commodities, entitlements, ledgerPostings, orderHistory, orders, paymentInbox } from '../../../db/schema';
import { balancesOf } from '../../ledger';
import { receiveNotification, startPayment } from './payment.service';
import { WechatPaySandbox } from './wechat-sandbox';

/**
 * Payment through the WeChat Pay v3 sandbox (docs/decisions/commerce.md "Payment"), on PGlite and
 * — with TEST_DATABASE_URL — on PostgreSQL, where the 20 deliveries really race.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof shopKit>>;
let sandbox: WechatPaySandbox;
const db = () => t.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  kit = await shopKit(t);
  sandbox = new WechatPaySandbox();
});
afterAll(() => t.close());

const ok = (url: string, body: unknown, caller: Caller) => kit.ok(url, body, caller);
/** A commodity on sale since yesterday (a course with 10 seats unless told). */
const commodity = (priceFen: number, stock: number | null = 10, kind: 'course' | 'report' = 'course') => kit.commodity(priceFen, { stock, kind });
async function buyer() {
  const b = await kit.buyer();
  return { ...b, actor: { userId: b.user.id, companyId: b.company.id } };
}
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const historyOf = async (id: number) => (await db().select().from(orderHistory).where(eq(orderHistory.orderId, id))).map((h) => `${h.event}:${h.toStatus}`);

describe('payment notifications', () => {
  it('one notification delivered 20 times at once: one transition, one entitlement, one ledger posting', async () => {
    const b = await buyer();
    const a = await commodity(12_000);
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 2 }] }, b.caller);
    const started = await startPayment(t.app.deps, b.actor, order.id, sandbox);
    expect(started).toMatchObject({ orderNo: order.orderNo, payableFen: 24_000 });
    expect((await orderRow(order.id)).status).toBe('paying');

    const notice = sandbox.pay(order.orderNo);
    const results = await Promise.all(Array.from({ length: 20 }, () => receiveNotification(t.app.deps, sandbox, notice)));
    expect(results.map((r) => r.outcome).sort()).toEqual(['paid', ...Array(19).fill('duplicate')].sort());
    for (const r of results) expect(r.reply).toEqual({ status: 200, body: { code: 'SUCCESS', message: '成功' } });

    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect(await historyOf(order.id)).toEqual(['created:unpaid', 'pay:paying', 'payment_succeeded:paid']);
    const granted = await db().select().from(entitlements).where(eq(entitlements.userId, b.user.id));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ commodityId: a, quantity: 2, companyId: b.company.id });
    expect(await db().select().from(ledgerPostings).where(and(eq(ledgerPostings.poster, 'shop'), eq(ledgerPostings.idempotencyKey, `order:${order.id}:credits`)))).toHaveLength(1);
    expect((await balancesOf(db(), { company: b.company.id })).credits).toBe(2);
    expect(await db().select().from(paymentInbox).where(eq(paymentInbox.outTradeNo, order.orderNo))).toHaveLength(1);

    // Another notification of the same success (a new event id) finds the order paid: nothing moves.
    expect((await receiveNotification(t.app.deps, sandbox, sandbox.notification({ outTradeNo: order.orderNo, amountFen: 24_000, state: 'SUCCESS', transactionId: 'x' }))).outcome).toBe('ignored');
    expect((await balancesOf(db(), { company: b.company.id })).credits).toBe(2);
  });

  it('a tampered or forged notification changes nothing', async () => {
    const b = await buyer();
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(5_000), quantity: 1 }] }, b.caller);
    await startPayment(t.app.deps, b.actor, order.id, sandbox);
    const genuine = sandbox.pay(order.orderNo);
    const body = JSON.parse(genuine.body);
    const flipped = Buffer.from(body.resource.ciphertext, 'base64');
    flipped[0] ^= 1;
    const forgedBy = new WechatPaySandbox();
    await forgedBy.create({ outTradeNo: order.orderNo, amountFen: 5_000, expiresAt: new Date(Date.now() + DAY) });
    const attempts = [
      { ...genuine, body: JSON.stringify({ ...body, resource: { ...body.resource, ciphertext: flipped.toString('base64') } }) },
      { ...genuine, body: genuine.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.CLOSED') },
      { ...genuine, headers: { ...genuine.headers, 'wechatpay-signature': undefined } },
      { ...genuine, headers: { ...genuine.headers, 'wechatpay-timestamp': String(Number(genuine.headers['wechatpay-timestamp']) + 1) } },
      forgedBy.pay(order.orderNo),
    ];
    for (const req of attempts) {
      const r = await receiveNotification(t.app.deps, sandbox, req);
      expect(r).toEqual({ outcome: 'invalid', reply: { status: 401, body: { code: 'FAIL', message: 'invalid signature' } } });
    }
    expect((await orderRow(order.id)).status).toBe('paying');
    expect(await db().select().from(paymentInbox).where(eq(paymentInbox.outTradeNo, order.orderNo))).toHaveLength(0);
    expect(await db().select().from(entitlements).where(eq(entitlements.userId, b.user.id))).toHaveLength(0);
    // The genuine one still counts.
    expect((await receiveNotification(t.app.deps, sandbox, genuine)).outcome).toBe('paid');
  });

  it('a payment that succeeds after the order was cancelled becomes "paid late" (refund offline): no entitlement, seats stay returned', async () => {
    const b = await buyer();
    const a = await commodity(3_000, 4);
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 1 }] }, b.caller);
    await startPayment(t.app.deps, b.actor, order.id, sandbox);
    await ok('/transaction/order/update.json', { id: order.id, action: 'cancel' }, b.caller);
    const r = await receiveNotification(t.app.deps, sandbox, sandbox.pay(order.orderNo));
    expect(r.outcome).toBe('paid_late');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid_late' });
    expect(await historyOf(order.id)).toEqual(['created:unpaid', 'pay:paying', 'cancel:cancelled', 'payment_succeeded:paid_late']);
    expect((await db().select({ stock: commodities.stock }).from(commodities).where(eq(commodities.id, a)))[0].stock).toBe(4);
    expect(await db().select().from(entitlements).where(eq(entitlements.userId, b.user.id))).toHaveLength(0);
  });

  it('paying is only for the buyer’s own unpaid, unexpired order; a zero payable order is entitled at once', async () => {
    const b = await buyer();
    const other = await buyer();
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(100), quantity: 1 }] }, b.caller);
    await expect(startPayment(t.app.deps, other.actor, order.id, sandbox)).rejects.toMatchObject({ def: { code: '100004' } });
    await expect(startPayment(t.app.deps, b.actor, order.id, sandbox, new Date(Date.parse(order.expiresAt) + 1))).rejects.toMatchObject({ def: { code: '103007' } });
    expect((await orderRow(order.id)).status).toBe('unpaid');

    const free = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(0, null, 'report'), quantity: 1 }] }, b.caller);
    expect(free.status).toBe('paid');
    expect(await db().select().from(entitlements).where(eq(entitlements.userId, b.user.id))).toHaveLength(1);
    await expect(startPayment(t.app.deps, b.actor, free.id, sandbox)).rejects.toMatchObject({ def: { code: '103007' } });
  });
});
