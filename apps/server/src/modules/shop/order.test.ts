import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildUser } from '../../test/factories';
import { commodities, coupons, orderHistory, orderLines, orders } from '../../db/schema';
import { balancesOf } from '../ledger';
import { setBalance } from '../ledger/ledger.testkit';
import { ORDER_LIMITS } from '@sandtable/shared/rules/order';

/**
 * Orders (docs/decisions/commerce.md "Orders"), on PGlite and — with TEST_DATABASE_URL — on
 * PostgreSQL, where the race tests really race: the quote is the payable, seats are never
 * oversold, a coupon is used once, and every read is the buyer's own.
 */
let t: TestApp;
let admin: Caller;
let company: { id: number };
const db = () => t.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await asUser(t, (await buildUser(db(), { role: 'chief_admin' })).id);
  company = await buildCompany(db());
});
afterAll(() => t.close());

async function ok(url: string, body: unknown, caller: Caller) {
  const res = await call(t.app, 'POST', url, body, caller);
  expect(res.json.head, res.json.head.message).toMatchObject({ code: '000000' });
  return res.json.body;
}
const codeOf = async (url: string, body: unknown, caller: Caller) => (await call(t.app, 'POST', url, body, caller)).json.head.code as string;

let seq = 0;
/** A commodity on sale since yesterday. */
async function commodity(priceFen: number, stock: number | null = 100): Promise<number> {
  seq++;
  const c = await ok('/transaction/commodity/save.json', {
    kind: 'course', nameZh: `订单课程${seq}`, nameEn: `Order course ${seq}`, imageUrl: '/images/shop/course.svg', priceFen, stock, validityMonths: 12,
    shelfOnAt: new Date(Date.now() - DAY).toISOString(), shelfOffAt: null,
  }, admin);
  await ok('/transaction/commodity/shelf.json', { id: c.id, action: 'shelve' }, admin);
  return c.id;
}

async function buyer(role: 'student' | 'enterprise' = 'student', companyId: number | null = company.id) {
  const user = await buildUser(db(), { role, companyId });
  return { user, caller: await asUser(t, user.id) };
}

type CouponValues = Partial<typeof coupons.$inferInsert> & Pick<typeof coupons.$inferInsert, 'kind'>;
async function coupon(ownerId: number, values: CouponValues) {
  const [row] = await db().insert(coupons).values({ ownerId, effectiveAt: new Date(Date.now() - DAY), expiresAt: new Date(Date.now() + 30 * DAY), ...values }).returning();
  return row.id;
}

const stockOf = async (id: number) => (await db().select({ stock: commodities.stock }).from(commodities).where(eq(commodities.id, id)))[0].stock;
const couponOf = async (id: number) => (await db().select().from(coupons).where(eq(coupons.id, id)))[0];
const coinsOf = async (userId: number) => (await balancesOf(db(), { user: userId })).coins;

describe('POST /transaction/order/trial.json and save.json', () => {
  it('quotes and places the same price: threshold coupon and coins, spread over the lines', async () => {
    const { user, caller } = await buyer();
    const a = await commodity(10_000, 5);
    const b = await commodity(3_333, null);
    const cp = await coupon(user.id, { kind: 'threshold', thresholdFen: 20_000, reductionFen: 2_000 });
    await setBalance(db(), { user: user.id }, 'coins', 500);
    const draft = { lines: [{ commodityId: a, quantity: 2 }, { commodityId: b, quantity: 1 }], couponId: cp, coins: 300 };
    const quote = await ok('/transaction/order/trial.json', draft, caller);
    expect(quote).toMatchObject({ subtotalFen: 23_333, thresholdFen: 2_000, coinsUsed: 300, coinsFen: 300, payableFen: 21_033, couponId: cp });
    expect(quote.lines.map((l: { discountFen: number; payableFen: number }) => [l.discountFen, l.payableFen])).toEqual([[1_714, 18_029], [286, 3_004]]);
    // The quote reserves nothing.
    expect(await stockOf(a)).toBe(5);

    const order = await ok('/transaction/order/save.json', { ...draft, expectedPayableFen: quote.payableFen }, caller);
    expect(order).toMatchObject({ status: 'unpaid', payableFen: quote.payableFen, lines: quote.lines, couponId: cp, actions: ['pay', 'cancel'] });
    expect(order.orderNo).toMatch(/^SO\d{22}$/);
    expect(await stockOf(a)).toBe(3);
    expect(await stockOf(b)).toBeNull();
    expect(await couponOf(cp)).toMatchObject({ status: 'used', orderId: order.id });
    expect(await coinsOf(user.id)).toBe(200);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(ORDER_LIMITS.payMinutes * 60_000);

    // The coupon is spent: quoting with it again is refused.
    expect(await codeOf('/transaction/order/trial.json', draft, caller)).toBe('104008');

    // Cancelling gives the seats, the coupon and the coins back, once.
    const cancelled = await ok('/transaction/order/update.json', { id: order.id, action: 'cancel' }, caller);
    expect(cancelled).toMatchObject({ status: 'cancelled', actions: [] });
    expect(await stockOf(a)).toBe(5);
    expect(await couponOf(cp)).toMatchObject({ status: 'unused', orderId: null });
    expect(await coinsOf(user.id)).toBe(500);
    expect(await codeOf('/transaction/order/update.json', { id: order.id, action: 'cancel' }, caller)).toBe('103007');
    expect(await stockOf(a)).toBe(5);
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.map((h) => `${h.event}:${h.toStatus}:${h.actorKind}`)).toEqual(['created:unpaid:student', 'cancel:cancelled:student']);
  });

  it('a zero payable is paid at once (a voucher covering everything, or a free tool)', async () => {
    const { user, caller } = await buyer();
    const a = await commodity(800);
    const cp = await coupon(user.id, { kind: 'voucher', amountFen: 1_000 });
    const order = await ok('/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 1 }], couponId: cp }, caller);
    expect(order).toMatchObject({ status: 'paid', payableFen: 0, voucherFen: 800, actions: [] });
    expect(order.paidAt).not.toBeNull();
    const free = await ok('/transaction/order/save.json', { lines: [{ commodityId: await commodity(0), quantity: 3 }] }, caller);
    expect(free).toMatchObject({ status: 'paid', payableFen: 0 });
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, free.id));
    expect(history.map((h) => `${h.event}:${h.toStatus}`)).toEqual(['created:paid']);
    expect(await codeOf('/transaction/order/update.json', { id: free.id, action: 'cancel' }, caller)).toBe('103007');
  });

  it('refuses what it cannot sell and writes nothing: no seats, not on sale, a coupon not theirs or not applying, coins beyond the balance, a changed price', async () => {
    const { user, caller } = await buyer();
    const other = await buyer();
    const a = await commodity(5_000, 2);
    const off = await commodity(5_000);
    await ok('/transaction/commodity/shelf.json', { id: off, action: 'unshelve' }, admin);
    const theirs = await coupon(other.user.id, { kind: 'voucher', amountFen: 100 });
    const far = await coupon(user.id, { kind: 'threshold', thresholdFen: 1_000_000, reductionFen: 100 });
    const expired = await coupon(user.id, { kind: 'voucher', amountFen: 100, effectiveAt: new Date(Date.now() - 3 * DAY), expiresAt: new Date(Date.now() - DAY) });
    await setBalance(db(), { user: user.id }, 'coins', 10);
    const line = { commodityId: a, quantity: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [{ commodityId: a, quantity: 3 }] }, '103006'],
      [{ lines: [{ commodityId: off, quantity: 1 }] }, '103009'],
      [{ lines: [{ commodityId: 999_999, quantity: 1 }] }, '103009'],
      [{ lines: [line], couponId: theirs }, '104008'],
      [{ lines: [line], couponId: far }, '104008'],
      [{ lines: [line], couponId: expired }, '104008'],
      [{ lines: [line], coins: 11 }, '104006'],
    ];
    const before = (await db().select({ id: orders.id }).from(orders)).length;
    for (const [body, code] of cases) {
      expect(await codeOf('/transaction/order/trial.json', body, caller), JSON.stringify(body)).toBe(code);
      expect(await codeOf('/transaction/order/save.json', body, caller), JSON.stringify(body)).toBe(code);
    }
    expect(await codeOf('/transaction/order/save.json', { lines: [line], expectedPayableFen: 4_999 }, caller)).toBe('103008');
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);
    expect(await stockOf(a)).toBe(2);
    expect(await coinsOf(user.id)).toBe(10);
    expect((await couponOf(far)).status).toBe('unused');
  });

  it('names the field of bad input, in the caller’s language', async () => {
    const { caller } = await buyer();
    const a = await commodity(100);
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, 'lines'],
      [{ lines: [{ commodityId: a, quantity: 0 }] }, 'quantity'],
      [{ lines: [{ commodityId: a, quantity: 1.5 }] }, 'quantity'],
      [{ lines: [{ commodityId: a, quantity: 1 }], coins: -1 }, 'coins'],
      [{ lines: [{ commodityId: a, quantity: 1 }], coins: 2.5 }, 'coins'],
      [{ lines: [{ commodityId: a, quantity: 1 }, { commodityId: a, quantity: 2 }] }, 'commodityId'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', '/transaction/order/save.json', body, caller);
      expect(res.json.head.code, field).toBe('100001');
      expect(res.json.head.fields!.map((f: { field: string }) => f.field), field).toContain(field);
    }
    const zh = await call(t.app, 'POST', '/transaction/order/save.json', cases[5][0], { ...caller, language: 'zh' });
    expect(zh.json.head.message).toContain('同一商品在订单中只能出现一次');
    const en = await call(t.app, 'POST', '/transaction/order/trial.json', { lines: [{ commodityId: a, quantity: 1 }], couponId: 999_999 }, { ...caller, language: 'en' });
    expect(en.json.head.message).toContain('This coupon cannot be used');
  });

  it('refuses a caller without a session or without the authority to buy', async () => {
    const a = await commodity(100);
    const observer = await asUser(t, (await buildUser(db(), { role: 'observer' })).id);
    for (const path of ['trial', 'save', 'select', 'get', 'update']) {
      const body = path === 'get' || path === 'update' ? { id: 1, action: 'cancel' } : { lines: [{ commodityId: a, quantity: 1 }] };
      expect(await codeOf(`/transaction/order/${path}.json`, body, {}), path).toBe('100006');
      expect(await codeOf(`/transaction/order/${path}.json`, body, observer), path).toBe('100006');
    }
  });

  it('places once for a repeated request key, even when the repeats race', async () => {
    const { caller } = await buyer();
    const a = await commodity(1_000, 10);
    const requestKey = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => ok('/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 2 }], requestKey }, caller)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await stockOf(a)).toBe(8);
  });

  it('property: the quote always equals the payable of the order it places', async () => {
    const { user, caller } = await buyer();
    const ids = await Promise.all([commodity(1), commodity(9_999), commodity(123_457, null), commodity(0)]);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ idx: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 4, selector: (l) => l.idx }),
        fc.oneof(
          fc.constant(null),
          fc.record({ kind: fc.constant('threshold' as const), thresholdFen: fc.integer({ min: 0, max: 200_000 }), reductionFen: fc.integer({ min: 1, max: 50_000 }) }),
          fc.record({ kind: fc.constant('percentage' as const), percentOff: fc.integer({ min: 1, max: 99 }), capFen: fc.integer({ min: 0, max: 50_000 }) }),
          fc.record({ kind: fc.constant('voucher' as const), amountFen: fc.integer({ min: 1, max: 300_000 }) }),
        ),
        fc.integer({ min: 0, max: 3_000 }),
        async (lines, terms, coins) => {
          await setBalance(db(), { user: user.id }, 'coins', 3_000);
          const couponId = terms ? await coupon(user.id, terms) : null;
          const draft = { lines: lines.map((l) => ({ commodityId: ids[l.idx], quantity: l.quantity })), couponId, coins };
          const quote = await call(t.app, 'POST', '/transaction/order/trial.json', draft, caller);
          const placed = await call(t.app, 'POST', '/transaction/order/save.json', draft, caller);
          // Refused alike (a threshold not reached), or priced alike.
          expect(placed.json.head.code).toBe(quote.json.head.code);
          if (quote.json.head.code !== '000000') return;
          const { couponId: _c, ...amounts } = quote.json.body;
          expect(placed.json.body).toMatchObject(amounts);
          expect(3_000 - (await coinsOf(user.id))).toBe(quote.json.body.coinsUsed);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('POST /transaction/order/select.json, get.json, update.json', () => {
  it('shows and cancels only the caller’s own orders (another company’s user gets not found)', async () => {
    const { caller } = await buyer('enterprise');
    const otherCompany = await buildCompany(db());
    const stranger = await buyer('enterprise', otherCompany.id);
    const a = await commodity(2_000, 10);
    const mine = await ok('/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 1 }] }, caller);
    const page = await ok('/transaction/order/select.json', {}, caller);
    expect(page).toMatchObject({ total: 1, pageNum: 1 });
    expect(page.list[0]).toMatchObject({ id: mine.id, lines: [{ commodityId: a, quantity: 1 }] });
    expect(await ok('/transaction/order/get.json', { id: mine.id }, caller)).toMatchObject({ id: mine.id, status: 'unpaid' });
    expect(await ok('/transaction/order/select.json', { status: 'cancelled' }, caller)).toMatchObject({ total: 0 });

    expect((await ok('/transaction/order/select.json', {}, stranger.caller)).total).toBe(0);
    expect(await codeOf('/transaction/order/get.json', { id: mine.id }, stranger.caller)).toBe('100004');
    expect(await codeOf('/transaction/order/update.json', { id: mine.id, action: 'cancel' }, stranger.caller)).toBe('100004');
    expect((await ok('/transaction/order/get.json', { id: mine.id }, caller)).status).toBe('unpaid');
    expect(await stockOf(a)).toBe(9);
  });
});

describe('concurrency (really concurrent on PostgreSQL)', () => {
  it('50 concurrent buyers of the last seat: exactly one order, the stock at zero', async () => {
    const a = await commodity(1_500, 1);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    const codes = await Promise.all(buyers.map((b) => codeOf('/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 1 }] }, b.caller)));
    expect(codes.filter((c) => c === '000000')).toHaveLength(1);
    expect(codes.filter((c) => c !== '000000')).toEqual(Array(49).fill('103006'));
    expect(await stockOf(a)).toBe(0);
    expect(await db().select().from(orderLines).where(eq(orderLines.commodityId, a))).toHaveLength(1);
  });

  it('one coupon on two concurrent orders: one uses it, the other is refused and holds nothing', async () => {
    const { user, caller } = await buyer();
    const a = await commodity(5_000, 10);
    const cp = await coupon(user.id, { kind: 'percentage', percentOff: 20, capFen: 5_000 });
    const results = await Promise.all([1, 2].map(() => call(t.app, 'POST', '/transaction/order/save.json', { lines: [{ commodityId: a, quantity: 1 }], couponId: cp }, caller)));
    const codes = results.map((r) => r.json.head.code).sort();
    expect(codes).toEqual(['000000', '104008']);
    const placed = results.find((r) => r.json.head.code === '000000')!.json.body;
    expect(placed).toMatchObject({ percentageFen: 1_000, payableFen: 4_000 });
    expect(await couponOf(cp)).toMatchObject({ status: 'used', orderId: placed.id });
    expect(await stockOf(a)).toBe(9);
    const mine = await db().select().from(orders).where(inArray(orders.couponId, [cp]));
    expect(mine).toHaveLength(1);
  });
});
