import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asUser, buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { shopKit } from '../../test/shop';
import { coupons, promotions } from '../../db/schema';
import { setBalance } from '../ledger/ledger.testkit';

/**
 * Promotions, red envelopes and coupons (docs/decisions/commerce.md "Promotions"), on PGlite and —
 * with TEST_DATABASE_URL — on PostgreSQL, where concurrent takers really race: a promotion's total
 * and per-person limit are never overrun, a red envelope's shares sum exactly to its amount.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof shopKit>>;
const db = () => t.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  kit = await shopKit(t);
});
afterAll(() => t.close());

const SAVE = '/marketing/discount/save.json';
const REDEEM = '/marketing/discount/inviteCodeGiveUser.json';
const ENVELOPE = '/marketing/discount/luckyGiveUser.json';
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const threshold = (o: object = {}) => ({ title: '满 100 减 20', kind: 'threshold', thresholdFen: 10_000, reductionFen: 2_000, perUserLimit: 1, totalLimit: null, effectiveAt: fromNow(-1), expiresAt: fromNow(30), ...o });
const issuedOf = async (id: number) => (await db().select({ issued: promotions.issued }).from(promotions).where(eq(promotions.id, id)))[0].issued;
const couponsFrom = async (id: number) => db().select().from(coupons).where(eq(coupons.promotionId, id));

describe('promotions', () => {
  it('the admin makes one (a code is made when none is given); bad terms are refused on their fields and write nothing', async () => {
    const made = await kit.ok(SAVE, threshold(), kit.admin);
    expect(made).toMatchObject({ kind: 'threshold', thresholdFen: 10_000, reductionFen: 2_000, issued: 0, used: 0, phase: 'active' });
    expect(made.code).toMatch(/^[A-Z2-9]{8}$/);
    const bad = (o: object) => kit.refusal(SAVE, threshold(o), kit.admin);
    expect(await bad({ reductionFen: 20_000 })).toEqual({ code: '100001', fields: ['reductionFen'] });
    expect(await bad({ reductionFen: null })).toEqual({ code: '100001', fields: ['reductionFen'] });
    expect(await bad({ kind: 'percentage', percentOff: 120, capFen: 500 })).toEqual({ code: '100001', fields: ['percentOff'] });
    expect(await bad({ kind: 'percentage', percentOff: 20, capFen: null })).toEqual({ code: '100001', fields: ['capFen'] });
    expect(await bad({ expiresAt: fromNow(-2) })).toEqual({ code: '100001', fields: ['expiresAt'] });
    expect(await bad({ code: 'ab' })).toEqual({ code: '100001', fields: ['code'] });
    expect(await bad({ code: made.code })).toEqual({ code: '100001', fields: ['code'] });
    expect(await bad({ title: 'a\u0000' })).toEqual({ code: '100001', fields: ['title'] });
    const student = await asUser(t, (await buildUser(db(), { role: 'student' })).id);
    expect((await kit.refusal(SAVE, threshold(), student)).code).toBe('100006');
    const listed = await kit.ok('/marketing/discount/select.json', { keyword: made.code, pageNum: 1, pageSize: 10 }, kit.admin);
    expect(listed).toMatchObject({ total: 1, list: [{ id: made.id }] });
  });

  it('a buyer takes it by its code (any case) within its dates and limits, and an order uses the coupon', async () => {
    const promo = await kit.ok(SAVE, threshold({ code: 'SPRING2027', perUserLimit: 2, totalLimit: 3 }), kit.admin);
    const b = await kit.buyer();
    const coupon = await kit.ok(REDEEM, { code: 'spring2027' }, b.caller);
    expect(coupon).toMatchObject({ kind: 'threshold', title: '满 100 减 20', thresholdFen: 10_000, reductionFen: 2_000, status: 'unused', source: 'promotion' });
    await kit.ok(REDEEM, { code: 'SPRING2027' }, b.caller);
    expect((await kit.refusal(REDEEM, { code: 'SPRING2027' }, b.caller)).code).toBe('104003');
    await kit.ok(REDEEM, { code: 'SPRING2027' }, (await kit.buyer()).caller);
    expect((await kit.refusal(REDEEM, { code: 'SPRING2027' }, (await kit.buyer()).caller)).code).toBe('104002');
    expect(await issuedOf(promo.id)).toBe(3);
    expect((await kit.refusal(REDEEM, { code: 'NOSUCHCODE' }, b.caller)).code).toBe('104001');
    const later = await kit.ok(SAVE, threshold({ effectiveAt: fromNow(2), expiresAt: fromNow(3) }), kit.admin);
    expect((await kit.refusal(REDEEM, { code: later.code }, b.caller)).code).toBe('104009');
    const over = await kit.ok(SAVE, threshold({ effectiveAt: fromNow(-3), expiresAt: fromNow(-1) }), kit.admin);
    expect((await kit.refusal(REDEEM, { code: over.code }, b.caller)).code).toBe('104004');

    // The coupon on an order: 120.00 - 20.00.
    const order = await kit.ok('/transaction/order/save.json', { lines: [{ commodityId: await kit.commodity(12_000), quantity: 1 }], couponId: coupon.id }, b.caller);
    expect(order).toMatchObject({ thresholdFen: 2_000, payableFen: 10_000 });
    expect(await kit.ok('/user/lucky/get.json', { id: coupon.id }, b.caller)).toMatchObject({ status: 'used', orderId: order.id });
    const mine = await kit.ok('/user/lucky/select.json', { status: 'unused', pageNum: 1, pageSize: 10 }, b.caller);
    expect(mine.total).toBe(1);
    // Another's coupon reads as not found.
    expect((await kit.refusal('/user/lucky/get.json', { id: coupon.id }, (await kit.buyer()).caller)).code).toBe('100004');
    const given = await kit.ok('/marketing/select.json', { promotionId: promo.id, pageNum: 1, pageSize: 10 }, kit.admin);
    expect(given.total).toBe(3);
    expect(await kit.ok('/marketing/get.json', { id: promo.id }, kit.admin)).toMatchObject({ issued: 3, used: 1 });
    // The total cannot go below what was given.
    expect(await kit.refusal(SAVE, threshold({ id: promo.id, code: 'SPRING2027', totalLimit: 2 }), kit.admin)).toEqual({ code: '100001', fields: ['totalLimit'] });
  });

  it('concurrent takers never overrun the total or the per-person limit', async () => {
    const promo = await kit.ok(SAVE, threshold({ kind: 'percentage', percentOff: 15, capFen: 3_000, reductionFen: null, totalLimit: 10, perUserLimit: 2 }), kit.admin);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => kit.buyer()));
    // Each of 12 people tries three times at once: 10 coupons in all, none holding more than 2.
    const tries = await Promise.all(buyers.flatMap((b) => [0, 1, 2].map(() => kit.refusal(REDEEM, { code: promo.code }, b.caller))));
    expect(tries.filter((r) => r.code === '000000')).toHaveLength(10);
    expect(tries.every((r) => ['000000', '104002', '104003'].includes(r.code))).toBe(true);
    const given = await couponsFrom(promo.id);
    expect(given).toHaveLength(10);
    expect(await issuedOf(promo.id)).toBe(10);
    const perPerson = new Map<number, number>();
    for (const c of given) perPerson.set(c.ownerId, (perPerson.get(c.ownerId) ?? 0) + 1);
    expect(Math.max(...perPerson.values())).toBeLessThanOrEqual(2);
  });
});

describe('red envelopes', () => {
  it('splits the amount at random between the people, each at least 1 fen, summing exactly; a voucher each for 12 months; sent once per key', async () => {
    const people = await Promise.all(Array.from({ length: 7 }, () => kit.buyer()));
    const mobiles = people.map((p) => p.user.mobile!);
    const requestKey = randomUUID();
    const sent = await kit.ok(ENVELOPE, { title: '年终红包', totalFen: 10_001, mobiles, requestKey }, kit.admin);
    expect(sent.shares).toHaveLength(7);
    expect(sent.shares.map((s: { mobile: string }) => s.mobile)).toEqual(mobiles);
    expect(sent.shares.reduce((a: number, s: { amountFen: number }) => a + s.amountFen, 0)).toBe(10_001);
    expect(sent.shares.every((s: { amountFen: number }) => s.amountFen >= 1)).toBe(true);
    expect(await kit.ok(ENVELOPE, { title: '年终红包', totalFen: 10_001, mobiles, requestKey }, kit.admin)).toEqual(sent);
    const held = await kit.ok('/user/lucky/select.json', { pageNum: 1, pageSize: 10 }, people[0].caller);
    expect(held.list).toMatchObject([{ kind: 'voucher', title: '年终红包', amountFen: sent.shares[0].amountFen, status: 'unused', source: 'red_envelope' }]);
    const months = (Date.parse(held.list[0].expiresAt) - Date.parse(held.list[0].effectiveAt)) / DAY;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    // A share on an order: a voucher takes its amount off.
    await setBalance(db(), { user: people[0].user.id }, 'coins', 0);
    const quote = await kit.ok('/transaction/order/trial.json', { lines: [{ commodityId: await kit.commodity(50_000), quantity: 1 }], couponId: held.list[0].id }, people[0].caller);
    expect(quote.voucherFen).toBe(sent.shares[0].amountFen);
  });

  it('refuses mobiles without an account or listed twice, and an amount smaller than one fen each, by name, writing nothing', async () => {
    const p = await kit.buyer();
    const before = (await db().select().from(coupons)).length;
    expect(await kit.refusal(ENVELOPE, { title: 'x', totalFen: 100, mobiles: [p.user.mobile, '13512345678'] }, kit.admin)).toEqual({ code: '100001', fields: ['mobiles'] });
    expect(await kit.refusal(ENVELOPE, { title: 'x', totalFen: 100, mobiles: [p.user.mobile, p.user.mobile] }, kit.admin)).toEqual({ code: '100001', fields: ['mobiles'] });
    expect(await kit.refusal(ENVELOPE, { title: 'x', totalFen: 1, mobiles: [p.user.mobile, (await kit.buyer()).user.mobile] }, kit.admin)).toEqual({ code: '100001', fields: ['totalFen'] });
    expect((await kit.refusal(ENVELOPE, { title: 'x', totalFen: 100, mobiles: [p.user.mobile] }, p.caller)).code).toBe('100006');
    expect((await db().select().from(coupons)).length).toBe(before);
  });
});

describe('coins', () => {
  it('answers the caller’s coins and their worth', async () => {
    const b = await kit.buyer();
    await setBalance(db(), { user: b.user.id }, 'coins', 321);
    expect(await kit.ok('/user/integral/getIntegral.json', {}, b.caller)).toEqual({ coins: 321, valueFen: 321 });
  });
});
