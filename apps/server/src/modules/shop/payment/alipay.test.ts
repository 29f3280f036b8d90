import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decimalToFen, fenToDecimal } from '@sandtable/shared/format/money';
import { buildTestApp, type Caller, type TestApp } from '../../../test/app';
import { shopKit } from '../../../test/shop';
import { FakeAlipayGateway, rsaKeyPair } from '../../../test/alipay-gateway';
import { entitlements, orderHistory, orders, paymentInbox } from '../../../db/schema';
import { loadConfig, testConfig } from '../../../config';
import { expireOrder } from './expiry';
import { AlipayProvider } from './alipay';
import { createPaymentProvider } from './providers';
import { NOTIFY_PATHS } from './provider';
import { NOTICE_OUTCOME_HEADER } from './payment.routes';

/**
 * Alipay through the official alipay-sdk (docs/decisions/commerce.md "Increment 13"), against a
 * gateway of our own on 127.0.0.1 (test/alipay-gateway.ts): the SDK's real HTTP requests, signed
 * with the app's key and answered signed with "Alipay's". PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof shopKit>>;
let gateway: FakeAlipayGateway;
let alipay: AlipayProvider;
const db = () => t.database.db;

const settings = (g: FakeAlipayGateway) => ({
  PAYMENT_PROVIDER: 'alipay' as const,
  ALIPAY_APP_ID: g.appId,
  ALIPAY_PRIVATE_KEY: g.app.privatePem,
  ALIPAY_PUBLIC_KEY: g.alipay.publicPem,
  ALIPAY_GATEWAY: g.gateway,
  ALIPAY_NOTIFY_URL: `http://127.0.0.1:8080${NOTIFY_PATHS.alipay}`,
});

beforeAll(async () => {
  gateway = await new FakeAlipayGateway().start();
  t = await buildTestApp(settings(gateway));
  kit = await shopKit(t);
  alipay = t.app.deps.payments as AlipayProvider;
});
afterAll(async () => {
  await t.close();
  await gateway.stop();
});

const ok = (url: string, body: unknown, caller: Caller) => kit.ok(url, body, caller);
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const historyOf = async (id: number) => (await db().select().from(orderHistory).where(eq(orderHistory.orderId, id))).map((h) => `${h.event}:${h.toStatus}`);
const inboxOf = (orderNo: string) => db().select().from(paymentInbox).where(eq(paymentInbox.outTradeNo, orderNo));
/** Alipay posting a notification: a form body to the notify route. */
const post = (body: string) => t.app.inject({ method: 'POST', url: NOTIFY_PATHS.alipay, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: body });

/** An order placed and started at the cashier: its pay link. */
async function paying(priceFen: number) {
  const b = await kit.buyer();
  const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: await kit.commodity(priceFen), quantity: 1 }] }, b.caller);
  const started = await ok('/transaction/order/pay.json', { id: order.id }, b.caller);
  return { b, order, started, payUrl: started.payUrl as string };
}

describe('Alipay at the cashier', () => {
  it('answers a signed page-pay link; the buyer pays; the signed notification, delivered 5 times at once, makes the order paid once', async () => {
    const { b, order, started, payUrl } = await paying(9_999);
    expect(started).toMatchObject({ orderNo: order.orderNo, prepayId: order.orderNo, payableFen: 9_999, provider: 'alipay' });
    const link = new URL(payUrl);
    expect(`${link.origin}${link.pathname}`).toBe(gateway.gateway);
    expect(link.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(link.searchParams.get('notify_url')).toBe(`http://127.0.0.1:8080${NOTIFY_PATHS.alipay}`);
    expect(JSON.parse(link.searchParams.get('biz_content')!)).toMatchObject({ out_trade_no: order.orderNo, total_amount: '99.99', product_code: 'FAST_INSTANT_TRADE_PAY' });
    expect((await orderRow(order.id)).status).toBe('paying');
    // The cashier opened again: the same trade, a fresh link (the sandbox's cashier is not there).
    expect(await ok('/transaction/order/pay.json', { id: order.id }, b.caller)).toMatchObject({ orderNo: order.orderNo, payUrl: expect.stringContaining(gateway.gateway) });
    expect((await t.app.inject({ method: 'POST', url: '/payment/sandbox/pay.json', payload: { id: order.id } })).statusCode).toBe(404);

    const notice = gateway.pay(payUrl);
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(notice)));
    for (const r of replies) expect([r.statusCode, r.body, r.headers['content-type']]).toEqual([200, 'success', expect.stringContaining('text/plain')]);
    expect(replies.map((r) => r.headers[NOTICE_OUTCOME_HEADER]).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect(await historyOf(order.id)).toEqual(['created:unpaid', 'pay:paying', 'payment_succeeded:paid']);
    expect(await db().select().from(entitlements).where(eq(entitlements.userId, b.user.id))).toHaveLength(1);
    expect(await inboxOf(order.orderNo)).toMatchObject([{ provider: 'alipay', eventId: new URLSearchParams(notice).get('notify_id'), tradeState: 'SUCCESS', amountFen: 9_999, outcome: 'paid' }]);
  });

  it('refuses a tampered, unsigned, foreign-key or other app’s notification with 401 "fail": nothing changes', async () => {
    const { order, payUrl } = await paying(100_00);
    const genuine = gateway.pay(payUrl);
    const altered = (body: string, change: (f: URLSearchParams) => void) => {
      const fields = new URLSearchParams(body);
      change(fields);
      return fields.toString();
    };
    const forged = [
      altered(genuine, (f) => f.set('total_amount', '0.01')),
      altered(genuine, (f) => f.delete('sign')),
      altered(genuine, (f) => f.set('sign', '')),
      gateway.notification(order.orderNo, { key: rsaKeyPair().privateKey }),
      // Signed by Alipay, for another app of the merchant.
      gateway.notification(order.orderNo, { override: { app_id: '2021000000009999', auth_app_id: '2021000000009999' } }),
      '',
      JSON.stringify({ id: 'x', resource: {} }),
    ];
    for (const body of forged) {
      const res = await post(body);
      expect([res.statusCode, res.body]).toEqual([401, 'fail']);
    }
    expect((await orderRow(order.id)).status).toBe('paying');
    expect(await inboxOf(order.orderNo)).toHaveLength(0);
    expect((await post(genuine)).body).toBe('success');
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('a notification whose state is not a success is taken and changes nothing', async () => {
    const { order, payUrl } = await paying(500);
    gateway.open(payUrl);
    const waiting = await post(gateway.notification(order.orderNo));
    expect([waiting.statusCode, waiting.body, waiting.headers[NOTICE_OUTCOME_HEADER]]).toEqual([200, 'success', 'ignored']);
    expect((await orderRow(order.id)).status).toBe('paying');
  });

  it('the clock closes a trade the buyer never opened and cancels the order', async () => {
    const { order } = await paying(700);
    expect(await expireOrder(t.app.deps, alipay, order.id, new Date(Date.parse(order.expiresAt) + 1))).toBe('cancelled');
    expect((await orderRow(order.id)).status).toBe('cancelled');
  });

  it('a refund approved by the admin is paid back through alipay.trade.refund with the refund’s number', async () => {
    const { b, order, payUrl } = await paying(3_000);
    await post(gateway.pay(payUrl));
    const asked = await ok('/transaction/order/refund.json', { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '不需要了' }, b.caller);
    const approved = await ok('/transaction/order/reviewRefund.json', { refundId: asked.refunds[0].id, decision: 'approve' }, kit.admin);
    expect(approved).toMatchObject({ status: 'refunded', refunds: [{ status: 'refunded', amountFen: 3_000 }] });
    expect(gateway.refunds.get(asked.refunds[0].refundNo)).toEqual({ outTradeNo: order.orderNo, outRequestNo: asked.refunds[0].refundNo, refundFen: 3_000 });
  });
});

describe('the Alipay provider over the SDK', () => {
  const trade = (no: string, amountFen: number) => ({ outTradeNo: no, amountFen, description: no, expiresAt: new Date(Date.now() + 600_000) });

  it('query, close, refund and refund query round-trip through the gateway, every request signed', async () => {
    expect(await alipay.query('T-none')).toEqual({ tradeState: 'NOTPAY', transactionId: null, amountFen: 0 });
    const { payUrl } = await alipay.create(trade('T-paid', 10_000));
    gateway.open(payUrl!);
    expect(await alipay.query('T-paid')).toMatchObject({ tradeState: 'NOTPAY', amountFen: 10_000 });
    gateway.pay(payUrl!);
    expect(await alipay.query('T-paid')).toMatchObject({ tradeState: 'SUCCESS', amountFen: 10_000, transactionId: gateway.trades.get('T-paid')!.tradeNo });
    // A paid trade is not closed; a waiting one is; one never opened has nothing to close.
    await alipay.close('T-paid');
    expect((await alipay.query('T-paid')).tradeState).toBe('SUCCESS');
    gateway.open((await alipay.create(trade('T-open', 100))).payUrl!);
    await alipay.close('T-open');
    expect((await alipay.query('T-open')).tradeState).toBe('CLOSED');
    await alipay.close('T-never');

    // A refund by its number: asked again it is the same refund; beyond what was paid it is refused.
    const refund = { outTradeNo: 'T-paid', outRefundNo: 'RF-1', refundFen: 3_333, totalFen: 10_000 };
    expect(await alipay.refund(refund)).toEqual({ state: 'SUCCESS' });
    expect(await alipay.refund(refund)).toEqual({ state: 'SUCCESS' });
    expect([...gateway.refunds.values()].filter((r) => r.outTradeNo === 'T-paid')).toHaveLength(1);
    expect(await alipay.refund({ ...refund, outRefundNo: 'RF-2', refundFen: 6_668 })).toEqual({ state: 'ABNORMAL' });
    expect(await alipay.refund({ ...refund, outTradeNo: 'T-open', outRefundNo: 'RF-3', refundFen: 100 })).toEqual({ state: 'ABNORMAL' });
    expect(await alipay.queryRefund({ outTradeNo: 'T-paid', outRefundNo: 'RF-1' })).toEqual({ state: 'SUCCESS' });
    expect(await alipay.queryRefund({ outTradeNo: 'T-paid', outRefundNo: 'RF-2' })).toEqual({ state: 'CLOSED' });
    expect(gateway.calls.length).toBeGreaterThan(0);
    expect(gateway.calls.every((c) => c.signed)).toBe(true);
  });

  it('an answer not signed by Alipay’s key is an error, never a state', async () => {
    const other = rsaKeyPair();
    const fooled = new AlipayProvider({ appId: gateway.appId, privateKey: gateway.app.privatePem, alipayPublicKey: other.publicPem, gateway: gateway.gateway, notifyUrl: 'http://127.0.0.1/n' });
    await expect(fooled.query('T-paid')).rejects.toThrow(/验签失败|sign/);
    // And the gateway refuses a request the app did not sign.
    const stranger = new AlipayProvider({ appId: gateway.appId, privateKey: other.privatePem, alipayPublicKey: gateway.alipay.publicPem, gateway: gateway.gateway, notifyUrl: 'http://127.0.0.1/n' });
    await expect(stranger.query('T-paid')).rejects.toThrow(/isv.invalid-signature/);
  });

  it('reads amounts of yuan as text, exactly', () => {
    expect(['0.01', '99.99', '100', '100.5', '0.1', '1234567.89'].map(decimalToFen)).toEqual([1, 9_999, 10_000, 10_050, 10, 123_456_789]);
    for (const bad of ['', '1.001', '-1', '1e2', '0x10', ' 1', '1.']) expect(() => decimalToFen(bad)).toThrow();
    expect([1, 9_999, 10_000, 0].map(fenToDecimal)).toEqual(['0.01', '99.99', '100.00', '0.00']);
    // Every fen survives the round trip (what a float would not promise).
    for (let fen = 0; fen < 20_000; fen += 7) expect(decimalToFen(fenToDecimal(fen))).toBe(fen);
  });
});

describe('choosing the provider', () => {
  it('stops the boot by name when Alipay is chosen half configured, or with a key that does not read', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' })).toThrow(/ALIPAY_APP_ID.*ALIPAY_PRIVATE_KEY.*ALIPAY_PUBLIC_KEY.*ALIPAY_NOTIFY_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay', ALIPAY_APP_ID: 'a', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'p', PUBLIC_URL: 'https://x.example' })).not.toThrow();
    expect(() => createPaymentProvider(testConfig({ ...settings(gateway), ALIPAY_PRIVATE_KEY: 'not a key' }))).toThrow(/ALIPAY_PRIVATE_KEY/);
    expect(createPaymentProvider(testConfig()).name).toBe('wechat');
  });
});
