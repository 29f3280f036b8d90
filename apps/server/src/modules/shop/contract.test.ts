import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Caller, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';
import { shopKit } from '../../test/shop';

/** An order's purchase contract (getContract.json): a PDF in either language, for its buyer or who manages orders. */
let t: TestApp;
let kit: Awaited<ReturnType<typeof shopKit>>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = await shopKit(t);
});
afterAll(() => t.close());

const open = (query: string, caller: Caller) => t.app.inject({ method: 'GET', url: `/transaction/order/getContract.json?${query}`, headers: { cookie: caller.cookie! } });

describe('the contract', () => {
  it('is the buyer’s order in words and figures, in Chinese or English; the admin may read it; another buyer may not', async () => {
    const b = await kit.buyer();
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: await kit.commodity(12_345, { kind: 'report' }), quantity: 2 }] });
    const zh = await open(`id=${order.id}&lang=zh`, b.caller);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('application/pdf');
    expect(zh.headers['content-disposition']).toContain(`contract-${order.orderNo}-zh.pdf`);
    const zhText = await pdfText(zh.rawPayload);
    for (const s of ['购买合同', order.orderNo, b.user.name, '沙盘学堂', '¥246.90', '本合同已于订单支付时']) expect(zhText).toContain(s);
    const en = await pdfText((await open(`id=${order.id}&lang=en`, kit.admin)).rawPayload);
    for (const s of ['Purchase contract', 'Sandtable', 'To pay: ¥246.90', 'Test item']) expect(en).toContain(s);

    const other = await kit.buyer();
    expect((await open(`id=${order.id}&lang=zh`, other.caller)).json().head.code).toBe('100004');
    expect((await open(`id=${order.id}&lang=fr`, b.caller)).json().head.code).toBe('100001');
    // Not paid yet: it says when it takes effect.
    const unpaid = await kit.ok('/transaction/order/save.json', { lines: [{ commodityId: await kit.commodity(100), quantity: 1 }] }, b.caller);
    expect(await pdfText((await open(`id=${unpaid.id}&lang=en`, b.caller)).rawPayload)).toContain('This contract takes effect when the order is paid.');
  });
});
