// The shop's test kit: a chief admin who stocks the shelf, buyers, and calls that must succeed.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { commodities } from '../db/schema';
import { asUser, call, type Caller, type TestApp } from './app';
import { buildCompany, buildUser } from './factories';

const DAY = 86_400_000;

export async function shopKit(t: TestApp) {
  const db = () => t.database.db;
  const admin = await asUser(t, (await buildUser(db(), { role: 'chief_admin' })).id);

  /** A call that must succeed: its body. */
  async function ok(url: string, body: unknown, caller: Caller) {
    const res = await call(t.app, 'POST', url, body, caller);
    expect(res.json.head, res.json.head.message).toMatchObject({ code: '000000' });
    return res.json.body;
  }
  /** A call's answer code (and its fields, for validation errors). */
  async function refusal(url: string, body: unknown, caller: Caller): Promise<{ code: string; fields: string[] }> {
    const head = (await call(t.app, 'POST', url, body, caller)).json.head;
    return { code: head.code, fields: (head.fields ?? []).map((f: { field: string; path?: string }) => f.path ?? f.field) };
  }

  let seq = 0;
  /** A commodity on sale since yesterday. */
  async function commodity(priceFen: number, o: { stock?: number | null; kind?: 'course' | 'report' | 'certificate' | 'tool'; courseId?: number } = {}): Promise<number> {
    seq++;
    const c = await ok('/transaction/commodity/save.json', {
      kind: o.kind ?? 'course', nameZh: `测试商品${seq}`, nameEn: `Test item ${seq}`, imageUrl: '/images/shop/course.svg', priceFen, stock: o.stock === undefined ? 100 : o.stock, validityMonths: 12, courseId: o.courseId ?? null,
      shelfOnAt: new Date(Date.now() - DAY).toISOString(), shelfOffAt: null,
    }, admin);
    await ok('/transaction/commodity/shelf.json', { id: c.id, action: 'shelve' }, admin);
    return c.id;
  }

  /** An enterprise user of a company of their own (course seats bought become the company's credits). */
  async function buyer() {
    const company = await buildCompany(db());
    const user = await buildUser(db(), { role: 'enterprise', companyId: company.id });
    return { user, company, caller: await asUser(t, user.id) };
  }

  /** An order placed and paid at the sandbox's cashier. */
  async function paidOrder(caller: Caller, draft: { lines: { commodityId: number; quantity: number }[]; coins?: number }) {
    const order = await ok('/transaction/order/save.json', draft, caller);
    if (order.status === 'unpaid') {
      await ok('/transaction/order/pay.json', { id: order.id }, caller);
      await ok('/payment/sandbox/pay.json', { id: order.id }, caller);
    }
    return ok('/transaction/order/get.json', { id: order.id }, caller);
  }

  const stockOf = async (id: number) => (await db().select({ stock: commodities.stock }).from(commodities).where(eq(commodities.id, id)))[0].stock;

  return { admin, ok, refusal, commodity, buyer, paidOrder, stockOf };
}
