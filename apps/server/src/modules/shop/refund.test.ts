import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app';
import { shopKit } from '../../test/shop';
import { entitlements, orderHistory, orderLines, orders, refundHistory, refunds } from '../../db/schema';
import { balancesOf } from '../ledger';
import { setBalance } from '../ledger/ledger.testkit';
import type { WechatPaySandbox } from './payment/wechat-sandbox';
import { executeRefund, REFUND_QUEUE, settleApprovedRefunds } from './refund.service';

/**
 * Refunds (docs/decisions/commerce.md "Refunds"), on PGlite and — with TEST_DATABASE_URL — on
 * PostgreSQL, where the concurrent requests and reviews really race: shares sum exactly to what was
 * paid, units go back to the shelf and leave the buyer's entitlements, seats bought as credits are
 * held while the request waits, a failed refund is retried under the same number.
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

const REQUEST = '/transaction/order/refund.json';
const REVIEW = '/transaction/order/reviewRefund.json';
const RETRY = '/transaction/order/retryRefund.json';
const statusOf = async (id: number) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
const creditsOf = async (companyId: number) => (await balancesOf(db(), { company: companyId })).credits;
const heldUnits = async (orderId: number) =>
  (await db().select({ quantity: entitlements.quantity }).from(entitlements).innerJoin(orderLines, eq(orderLines.id, entitlements.orderLineId)).where(eq(orderLines.orderId, orderId))).map((e) => e.quantity);
const refundsOf = async (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId));

describe('refunds', () => {
  it('refunds a paid order unit by unit: each share whole, the shares summing exactly to what was paid, seats back on the shelf and out of the entitlements and credits', async () => {
    const b = await kit.buyer();
    const course = await kit.commodity(3_333, { stock: 10 });
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: course, quantity: 3 }] });
    expect(order).toMatchObject({ status: 'paid', payableFen: 9_999, actions: ['refund'] });
    expect([await kit.stockOf(course), await creditsOf(b.company.id)]).toEqual([7, 3]);

    // One unit: its share, the seat held from the company's credits while the admin decides.
    const asked = await kit.ok(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '多买了一个名额' }, b.caller);
    expect(asked).toMatchObject({ status: 'refund_pending', actions: [], refunds: [{ status: 'pending_review', amountFen: 3_333, reason: '多买了一个名额', lines: [{ lineNo: 1, quantity: 1, amountFen: 3_333 }] }] });
    expect(await creditsOf(b.company.id)).toBe(2);
    const refundId = asked.refunds[0].id;

    const listed = await kit.ok('/transaction/order/manage.json', { q: order.orderNo, pageNum: 1, pageSize: 10 }, kit.admin);
    expect(listed).toMatchObject({ total: 1, list: [{ id: order.id, buyer: { id: b.user.id }, adminActions: ['approve_refund', 'reject_refund'] }] });

    const approved = await kit.ok(REVIEW, { refundId, decision: 'approve' }, kit.admin);
    expect(approved).toMatchObject({ status: 'paid', adminActions: [], refunds: [{ status: 'refunded' }], lines: [{ refundedQuantity: 1 }] });
    expect([await kit.stockOf(course), await creditsOf(b.company.id), await heldUnits(order.id)]).toEqual([8, 2, [2]]);

    // The other two, one at a time: the last takes the rounding remainder.
    for (const _ of [1, 2]) {
      const again = await kit.ok(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'not needed' }, b.caller);
      await kit.ok(REVIEW, { refundId: again.refunds[0].id, decision: 'approve' }, kit.admin);
    }
    const done = await kit.ok('/transaction/order/get.json', { id: order.id }, b.caller);
    expect(done).toMatchObject({ status: 'refunded', actions: [], lines: [{ refundedQuantity: 3 }] });
    expect(done.refunds.map((r: { amountFen: number }) => r.amountFen)).toEqual([3_333, 3_333, 3_333]);
    expect(done.refunds.reduce((a: number, r: { amountFen: number }) => a + r.amountFen, 0)).toBe(order.payableFen);
    expect([await kit.stockOf(course), await creditsOf(b.company.id), await heldUnits(order.id)]).toEqual([10, 0, [0]]);
    expect((await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).map((h) => h.toStatus)).toEqual([
      'unpaid', 'paying', 'paid', 'refund_pending', 'refund_approved', 'paid', 'refund_pending', 'refund_approved', 'paid', 'refund_pending', 'refund_approved', 'refunded',
    ]);
    // Nothing remains to ask for.
    expect((await kit.refusal(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'x' }, b.caller)).code).toBe('103007');
  });

  it('splits a discounted, part-coin payment over the lines and gives the coins back with the money', async () => {
    const b = await kit.buyer();
    await setBalance(db(), { user: b.user.id }, 'coins', 1_000);
    const [a, r] = [await kit.commodity(1_001, { stock: null }), await kit.commodity(2_000, { kind: 'report' })];
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: a, quantity: 2 }, { commodityId: r, quantity: 1 }], coins: 777 });
    expect(order).toMatchObject({ status: 'paid', coinsUsed: 777 });
    const asked = await kit.ok(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 2 }, { lineNo: 2, quantity: 1 }], reason: 'wrong items' }, b.caller);
    const refund = asked.refunds[0];
    expect([refund.amountFen, refund.coins]).toEqual([order.payableFen, 777]);
    expect(refund.lines.map((l: { amountFen: number }) => l.amountFen)).toEqual(order.lines.map((l: { payableFen: number }) => l.payableFen));
    await kit.ok(REVIEW, { refundId: refund.id, decision: 'approve' }, kit.admin);
    expect(await statusOf(order.id)).toBe('refunded');
    expect((await balancesOf(db(), { user: b.user.id })).coins).toBe(1_000);
    // Unlimited stock stays unlimited.
    expect(await kit.stockOf(a)).toBeNull();
  });

  it('a rejection needs a note the buyer reads, returns the held seats, and the buyer may ask again', async () => {
    const b = await kit.buyer();
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: await kit.commodity(500), quantity: 2 }] });
    const asked = await kit.ok(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 2 }], reason: 'course moved' }, b.caller);
    expect(await creditsOf(b.company.id)).toBe(0);
    const refundId = asked.refunds[0].id;
    expect(await kit.refusal(REVIEW, { refundId, decision: 'reject' }, kit.admin)).toEqual({ code: '100001', fields: ['note'] });
    expect(await statusOf(order.id)).toBe('refund_pending');
    const rejected = await kit.ok(REVIEW, { refundId, decision: 'reject', note: '课程已开始，不予退款' }, kit.admin);
    expect(rejected).toMatchObject({ status: 'refund_rejected', refunds: [{ status: 'rejected', reviewNote: '课程已开始，不予退款' }] });
    expect(await creditsOf(b.company.id)).toBe(2);
    // Reviewed once: a second decision is refused and changes nothing.
    expect((await kit.refusal(REVIEW, { refundId, decision: 'approve' }, kit.admin)).code).toBe('103007');
    const mine = await kit.ok('/transaction/order/get.json', { id: order.id }, b.caller);
    expect(mine.actions).toEqual(['refund']);
    await kit.ok(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'one then' }, b.caller);
    expect(await statusOf(order.id)).toBe('refund_pending');
  });

  it('refuses bad requests with a clear answer and writes nothing', async () => {
    const b = await kit.buyer();
    const course = await kit.commodity(800);
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: course, quantity: 2 }] });
    const ask = (body: object, caller = b.caller) => kit.refusal(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'r', ...body }, caller);
    expect(await ask({ lines: [{ lineNo: 1, quantity: 3 }] })).toMatchObject({ code: '103010' });
    expect(await ask({ lines: [{ lineNo: 2, quantity: 1 }] })).toEqual({ code: '100001', fields: ['lines.0.lineNo'] });
    expect(await ask({ reason: '   ' })).toMatchObject({ code: '100001', fields: ['reason'] });
    expect(await ask({ reason: 'a\u0000b' })).toMatchObject({ code: '100001', fields: ['reason'] });
    expect(await ask({ lines: [{ lineNo: 1, quantity: 1 }, { lineNo: 1, quantity: 1 }] })).toMatchObject({ code: '100001' });
    // Another company's buyer: not found, not "not yours".
    expect((await ask({}, (await kit.buyer()).caller)).code).toBe('100004');
    // The seats were used (the company spent its credits): refused, nothing held.
    await setBalance(db(), { company: b.company.id }, 'credits', 1);
    expect((await ask({ lines: [{ lineNo: 1, quantity: 2 }] })).code).toBe('103011');
    // Only the admin reviews and lists.
    expect((await kit.refusal('/transaction/order/manage.json', { pageNum: 1, pageSize: 10 }, b.caller)).code).toBe('100006');
    expect(await statusOf(order.id)).toBe('paid');
    expect(await refundsOf(order.id)).toEqual([]);
    // An unpaid order has nothing to give back.
    const unpaid = await kit.ok('/transaction/order/save.json', { lines: [{ commodityId: course, quantity: 1 }] }, b.caller);
    expect((await kit.refusal(REQUEST, { id: unpaid.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'r' }, b.caller)).code).toBe('103007');
  });

  it('a failed refund is retried under the same refund number until the provider pays it', async () => {
    const b = await kit.buyer();
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: await kit.commodity(4_200, { kind: 'certificate' }), quantity: 1 }] });
    const asked = await kit.ok(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'duplicate purchase' }, b.caller);
    const refundId = asked.refunds[0].id;
    const refund = vi.spyOn(sandbox, 'refund').mockResolvedValueOnce({ state: 'ABNORMAL' });
    const failed = await kit.ok(REVIEW, { refundId, decision: 'approve' }, kit.admin);
    expect(failed).toMatchObject({ status: 'refund_failed', adminActions: ['retry_refund'], refunds: [{ status: 'failed', failure: 'ABNORMAL' }] });
    expect(await heldUnits(order.id)).toEqual([1]);
    const retried = await kit.ok(RETRY, { refundId }, kit.admin);
    expect(retried).toMatchObject({ status: 'refunded', refunds: [{ status: 'refunded', failure: null }] });
    const numbers = refund.mock.calls.map(([r]) => r.outRefundNo);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers)).toEqual(new Set([asked.refunds[0].refundNo]));
    refund.mockRestore();
    expect((await kit.refusal(RETRY, { refundId }, kit.admin)).code).toBe('103007');
    expect((await db().select().from(refundHistory).where(eq(refundHistory.refundId, refundId))).map((h) => `${h.event}:${h.toStatus}`)).toEqual([
      'created:pending_review', 'approve:approved', 'fail:failed', 'approve:approved', 'succeed:refunded',
    ]);
  });

  it('a refund the provider is still processing is settled by the job’s later query; an approval lost to a crash by the boot’s catch-up', async () => {
    const b = await kit.buyer();
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: await kit.commodity(1_500, { kind: 'tool' }), quantity: 1 }] });
    const asked = await kit.ok(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'r' }, b.caller);
    const refundId = asked.refunds[0].id;
    const refund = vi.spyOn(sandbox, 'refund').mockResolvedValueOnce({ state: 'PROCESSING' });
    const schedule = vi.spyOn(t.app.deps.jobs, 'schedule');
    const now = new Date();
    await kit.ok(REVIEW, { refundId, decision: 'approve' }, kit.admin);
    expect(await statusOf(order.id)).toBe('refund_approved');
    expect(schedule).toHaveBeenCalledWith(REFUND_QUEUE, { refundId, asked: true }, expect.any(Date));
    schedule.mockRestore();
    refund.mockRestore();
    // The crash case: approved and never asked; the boot asks (the provider knows it by its number).
    expect(await settleApprovedRefunds(t.app.deps, now)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe('refunded');
    expect(await executeRefund(t.app.deps, refundId, now)).toBe('none');
  });

  it('a payment that lands after its order was cancelled is paid late and refunded in full by the shop itself', async () => {
    const b = await kit.buyer();
    const course = await kit.commodity(6_600, { stock: 5 });
    const order = await kit.ok('/transaction/order/save.json', { lines: [{ commodityId: course, quantity: 2 }] }, b.caller);
    await kit.ok('/transaction/order/pay.json', { id: order.id }, b.caller);
    const notice = sandbox.pay(order.orderNo);
    await kit.ok('/transaction/order/update.json', { id: order.id, action: 'cancel' }, b.caller);
    const schedule = vi.spyOn(t.app.deps.jobs, 'schedule');
    const res = await t.app.inject({ method: 'POST', url: '/payment/wechat/notify', headers: { ...(notice.headers as Record<string, string>), 'content-type': 'application/json' }, payload: notice.body });
    expect(res.statusCode).toBe(200);
    const [queued] = await refundsOf(order.id);
    expect(queued).toMatchObject({ kind: 'paid_late', status: 'approved', amountFen: 13_200 });
    expect(schedule).toHaveBeenCalledWith(REFUND_QUEUE, { refundId: queued.id }, expect.any(Date));
    schedule.mockRestore();
    expect(await executeRefund(t.app.deps, queued.id)).toBe('refunded');
    const seen = await kit.ok('/transaction/order/get.json', { id: order.id }, b.caller);
    expect(seen).toMatchObject({ status: 'paid_late', actions: [], refunds: [{ kind: 'paid_late', status: 'refunded', amountFen: 13_200 }] });
    // Nothing was granted and the seats went back at the cancel: nothing more moves.
    expect([await kit.stockOf(course), await creditsOf(b.company.id), await heldUnits(order.id)]).toEqual([5, 0, []]);
  });

  it('makes one refund for concurrent requests (the same key or not), and pays it once for concurrent approvals', async () => {
    const b = await kit.buyer();
    const course = await kit.commodity(1_000, { stock: 50 });
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: course, quantity: 4 }] });
    const requestKey = randomUUID();
    const keyed = await Promise.all(Array.from({ length: 5 }, () => kit.refusal(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'same key', requestKey }, b.caller)));
    expect(keyed.map((r) => r.code)).toEqual(Array(5).fill('000000'));
    expect(await refundsOf(order.id)).toHaveLength(1);
    const [pending] = await refundsOf(order.id);
    await kit.ok(REVIEW, { refundId: pending.id, decision: 'reject', note: 'no' }, kit.admin);

    const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => kit.refusal(REQUEST, { id: order.id, lines: [{ lineNo: 1, quantity: 2 }], reason: `racer ${i}` }, b.caller)));
    expect(racing.map((r) => r.code).sort()).toEqual(['000000', ...Array(7).fill('103007')]);
    const open = (await refundsOf(order.id)).filter((r) => r.status === 'pending_review');
    expect(open).toHaveLength(1);
    expect(await creditsOf(b.company.id)).toBe(2);

    const refund = vi.spyOn(sandbox, 'refund');
    const reviews = await Promise.all(Array.from({ length: 6 }, () => kit.refusal(REVIEW, { refundId: open[0].id, decision: 'approve' }, kit.admin)));
    expect(reviews.map((r) => r.code).sort()).toEqual(['000000', ...Array(5).fill('103007')]);
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    expect([await statusOf(order.id), await kit.stockOf(course), await heldUnits(order.id)]).toEqual(['paid', 48, [2]]);
  });
});
