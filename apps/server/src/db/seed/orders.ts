import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/context';
import { commodities, orders, users } from '../schema';
import { placeOrder, receiveNotification, requestRefund, startPayment, WechatPaySandbox } from '../../modules/shop';
import { DEMO_COMMODITIES } from './shop';

/**
 * A few demo orders, so "My orders" and the admin's orders and refunds mean something on a first
 * start: placed, paid at the sandbox and (one) asked back through the shop's own services — the
 * same path a buyer's requests take. Only with the embedded sandbox, and only on a portal without
 * orders. Returns how many it placed.
 */
export async function seedDemoOrders(deps: AppDeps): Promise<number> {
  const sandbox = deps.payments;
  if (!(sandbox instanceof WechatPaySandbox)) return 0;
  const [any] = await deps.db.select({ id: orders.id }).from(orders).limit(1);
  if (any) return 0;
  const people = await deps.db.select({ id: users.id, account: users.account, companyId: users.companyId }).from(users).where(inArray(users.account, ['enterprise', 'student1', 'student2']));
  const shelf = await deps.db.select({ id: commodities.id, nameEn: commodities.nameEn }).from(commodities).where(inArray(commodities.nameEn, DEMO_COMMODITIES.map((c) => c.nameEn)));
  const who = (account: string) => people.find((p) => p.account === account);
  const item = (index: number) => shelf.find((c) => c.nameEn === DEMO_COMMODITIES[index].nameEn)?.id;

  const plan = [
    { account: 'enterprise', commodity: item(0), quantity: 5, refund: null },
    { account: 'student1', commodity: item(2), quantity: 2, refund: { quantity: 1, reason: '同一份报告买了两份，申请退一份。' } },
    { account: 'student2', commodity: item(3), quantity: 1, refund: null },
  ];
  let placed = 0;
  for (const p of plan) {
    const buyer = who(p.account);
    if (!buyer || !p.commodity) continue;
    const actor = { userId: buyer.id, companyId: buyer.companyId };
    const order = await placeOrder(deps, actor, { lines: [{ commodityId: p.commodity, quantity: p.quantity }], coins: 0 });
    await startPayment(deps, actor, order.id, sandbox);
    await receiveNotification(deps, sandbox, sandbox.pay(order.orderNo));
    if (p.refund) await requestRefund(deps, actor, { id: order.id, lines: [{ lineNo: 1, quantity: p.refund.quantity }], reason: p.refund.reason });
    placed++;
  }
  return placed;
}
