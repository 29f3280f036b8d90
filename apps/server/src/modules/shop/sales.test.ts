import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildTestApp, asUser, call, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { shopKit } from '../../test/shop';
import { JPEG_HEADER, multipart, PNG_1PX, sheet } from '../../test/sheets';
import { files } from '../../db/schema';
import { setBalance } from '../ledger/ledger.testkit';

/**
 * A commodity's sales (saleDetail.json) and its picture upload (docs/decisions/commerce.md,
 * increment 14), on PGlite and — with TEST_DATABASE_URL — on PostgreSQL. The sums are checked
 * against the orders the shop's own services made: placed, paid at the sandbox, refunded.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof shopKit>>;
let enterprise: Caller;
let student: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  kit = await shopKit(t);
  enterprise = await asUser(t, (await buildUser(t.database.db, { role: 'enterprise' })).id);
  student = await asUser(t, (await buildUser(t.database.db, { role: 'student' })).id);
});
afterAll(() => t.close());

const SALES = '/transaction/commodity/saleDetail.json';
const UPLOAD = '/transaction/commodity/uploadPicture.json';
const page = { pageNum: 1, pageSize: 20 };

type Line = { commodityId: number; payableFen: number; quantity: number };
const lineOf = (order: { lines: Line[] }, commodityId: number) => order.lines.find((l) => l.commodityId === commodityId)!;

describe('POST /transaction/commodity/saleDetail.json', () => {
  it('sums what the orders made through the shop sold, refunded and hold, and lists their lines newest first', async () => {
    const [item, other] = [await kit.commodity(3_000, { kind: 'report' }), await kit.commodity(5_000, { kind: 'report' })];

    // Two lines in one order with coins spread over them: the line's own share is what counts.
    const a = await kit.buyer();
    await setBalance(t.database.db, { user: a.user.id }, 'coins', 700);
    const first = await kit.paidOrder(a.caller, { lines: [{ commodityId: item, quantity: 3 }, { commodityId: other, quantity: 1 }], coins: 700 });
    // A second buyer pays for two and gets one back.
    const b = await kit.buyer();
    const second = await kit.paidOrder(b.caller, { lines: [{ commodityId: item, quantity: 2 }] });
    const asked = await kit.ok('/transaction/order/refund.json', { id: second.id, lines: [{ lineNo: 1, quantity: 1 }], reason: 'one too many' }, b.caller);
    const refunded = await kit.ok('/transaction/order/reviewRefund.json', { refundId: asked.refunds[0].id, decision: 'approve' }, kit.admin);
    // One waiting to be paid, one cancelled: neither sold.
    const c = await kit.buyer();
    const waiting = await kit.ok('/transaction/order/save.json', { lines: [{ commodityId: item, quantity: 4 }] }, c.caller);
    const d = await kit.buyer();
    const dropped = await kit.ok('/transaction/order/save.json', { lines: [{ commodityId: item, quantity: 1 }] }, d.caller);
    await kit.ok('/transaction/order/update.json', { id: dropped.id, action: 'cancel' }, d.caller);

    const sales = await kit.ok(SALES, { id: item, ...page }, kit.admin);
    expect(lineOf(first, item).payableFen).toBeLessThan(9_000);
    expect(sales.summary).toEqual({
      ordersPaid: 2,
      unitsSold: 5,
      unitsRefunded: 1,
      amountPaidFen: lineOf(first, item).payableFen + lineOf(second, item).payableFen,
      amountRefundedFen: refunded.refunds[0].amountFen,
      unitsWaiting: 4,
    });
    expect(refunded.refunds[0].amountFen).toBe(3_000);
    expect(sales.total).toBe(4);
    expect(sales.list.map((l: { orderNo: string }) => l.orderNo)).toEqual([dropped.orderNo, waiting.orderNo, second.orderNo, first.orderNo]);
    expect(sales.list[2]).toMatchObject({
      orderId: second.id, lineNo: 1, quantity: 2, refundedQuantity: 1, payableFen: 6_000, status: 'paid',
      buyer: { name: b.user.name, mobile: b.user.mobile }, createdAt: second.createdAt, paidAt: second.paidAt,
    });
    expect(sales.list[3]).toMatchObject({ lineNo: 1, quantity: 3, refundedQuantity: 0, payableFen: lineOf(first, item).payableFen });
    expect(sales.list[0]).toMatchObject({ status: 'cancelled', paidAt: null });

    // The filters narrow the list, not the summary.
    const unpaid = await kit.ok(SALES, { id: item, status: 'unpaid', ...page }, kit.admin);
    expect([unpaid.total, unpaid.list[0].orderNo, unpaid.summary]).toEqual([1, waiting.orderNo, sales.summary]);
    expect((await kit.ok(SALES, { id: item, q: second.orderNo.slice(-8), ...page }, kit.admin)).list.map((l: { orderId: number }) => l.orderId)).toEqual([second.id]);
    expect((await kit.ok(SALES, { id: item, q: c.user.name, ...page }, kit.admin)).list.map((l: { orderId: number }) => l.orderId)).toEqual([waiting.id]);
    const paged = await kit.ok(SALES, { id: item, pageNum: 2, pageSize: 3 }, kit.admin);
    expect([paged.total, paged.list.map((l: { orderId: number }) => l.orderId)]).toEqual([4, [first.id]]);

    // The other commodity's sales are its own.
    expect((await kit.ok(SALES, { id: other, ...page }, kit.admin)).summary).toEqual({
      ordersPaid: 1, unitsSold: 1, unitsRefunded: 0, amountPaidFen: lineOf(first, other).payableFen, amountRefundedFen: 0, unitsWaiting: 0,
    });
  });

  it('is all zeros and an empty list for a commodity nobody ordered', async () => {
    const item = await kit.commodity(100);
    expect(await kit.ok(SALES, { id: item, ...page }, kit.admin)).toMatchObject({
      summary: { ordersPaid: 0, unitsSold: 0, unitsRefunded: 0, amountPaidFen: 0, amountRefundedFen: 0, unitsWaiting: 0 }, list: [], total: 0,
    });
  });

  it('refuses anyone but the chief admin, and finds no unknown commodity', async () => {
    const item = await kit.commodity(100);
    for (const caller of [enterprise, student, {}]) expect((await kit.refusal(SALES, { id: item, ...page }, caller)).code).toBe('100006');
    expect((await kit.refusal(SALES, { id: 999_999, ...page }, kit.admin)).code).toBe('100004');
    expect(await kit.refusal(SALES, { id: item, status: 'shipped', ...page }, kit.admin)).toEqual({ code: '100001', fields: ['status'] });
  });
});

describe('a commodity’s own picture: POST /transaction/commodity/uploadPicture.json', () => {
  const upload = (file: { name: string; bytes: Buffer }, caller: Caller) => {
    const body = multipart(file);
    return t.app.inject({ method: 'POST', url: UPLOAD, payload: body.payload, headers: { ...body.headers, language: 'en', cookie: caller.cookie ?? '', 'x-csrf-token': caller.csrf ?? '' } });
  };
  const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]);
  const fields = (url: string) => ({
    kind: 'tool', nameZh: '自带图片', nameEn: 'Own picture', imageUrl: url, priceFen: 0, stock: null, validityMonths: 1, shelfOnAt: new Date().toISOString(), shelfOffAt: null,
  });

  it('stores a JPG, PNG or WebP the chief admin uploads, serves it, and a commodity may show it', async () => {
    for (const [name, bytes, mime] of [['a.png', PNG_1PX, 'image/png'], ['b.jpg', JPEG_HEADER, 'image/jpeg'], ['c.webp', WEBP, 'image/webp']] as const) {
      const res = await upload({ name, bytes }, kit.admin);
      expect(res.json().head.code, name).toBe('000000');
      const url: string = res.json().body.url;
      expect(url).toMatch(/^\/files\/[\w-]{20,40}$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, mime]);
      const saved = await kit.ok('/transaction/commodity/save.json', fields(url), kit.admin);
      expect(saved.imageUrl).toBe(url);
    }
  });

  it('refuses another type, more than 2 MB, and anyone but the chief admin', async () => {
    const gif = await upload({ name: 'a.gif', bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]) }, kit.admin);
    expect(gif.json().head).toMatchObject({ code: '106007', message: expect.stringContaining('JPG / PNG / WEBP') });
    const big = await upload({ name: 'big.png', bytes: Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]) }, kit.admin);
    expect(big.json().head).toMatchObject({ code: '106006', message: expect.stringContaining('2MB') });
    for (const caller of [enterprise, student, {}]) expect((await upload({ name: 'a.png', bytes: PNG_1PX }, caller)).json().head.code).toBe('100006');
  });

  it('will not save a picture that is not there or is not an image, saying so on the field in the caller’s language', async () => {
    // A spreadsheet stored by an import, and an id nothing is stored under.
    const sheetId = randomBytes(18).toString('base64url');
    await t.database.db.insert(files).values({ id: sheetId, kind: 'import', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: sheet([['a']]).length });
    for (const url of [`/files/${sheetId}`, `/files/${randomBytes(18).toString('base64url')}`]) {
      const en = (await call(t.app, 'POST', '/transaction/commodity/save.json', fields(url), { ...kit.admin, language: 'en' })).json.head;
      expect(en).toMatchObject({ code: '100001', fields: [{ field: 'imageUrl', message: expect.stringContaining('JPG, PNG or WebP') }] });
      const zh = (await call(t.app, 'POST', '/transaction/commodity/save.json', fields(url), { ...kit.admin, language: 'zh' })).json.head;
      expect(zh.fields?.[0]).toMatchObject({ field: 'imageUrl', message: expect.stringContaining('图片') });
    }
  });
});
