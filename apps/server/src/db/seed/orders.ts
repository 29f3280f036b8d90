import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/context';
import { commodities, courses, orders, users } from '../schema';
import { balancesOf, post } from '../../modules/ledger';
import { DEMO_GAME_COURSE } from './courses';
import { placeOrder, receiveNotification, redeemPromotion, requestRefund, savePromotion, sendRedEnvelope, startPayment, WechatPaySandbox } from '../../modules/shop';
import { seededRandom } from '@sandtable/sim/random';
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
  const people = await deps.db.select({ id: users.id, account: users.account, companyId: users.companyId, mobile: users.mobile }).from(users).where(inArray(users.account, ['admin', 'enterprise', 'lecturer', 'student1', 'student2', 'student3']));
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

  // A running promotion student1 has taken, one starting next month, and a red envelope (split the same way on every first start).
  const admin = who('admin');
  const day = 86_400_000;
  const now = Date.now();
  if (admin) {
    await savePromotion(deps, { userId: admin.id }, {
      title: '新学期满 500 减 50', description: '订单满 500 元立减 50 元，每人限领 1 张。', kind: 'threshold', thresholdFen: 50_000, reductionFen: 5_000,
      code: 'SANDTABLE50', perUserLimit: 1, totalLimit: 200, effectiveAt: new Date(now - day).toISOString(), expiresAt: new Date(now + 60 * day).toISOString(),
    });
    await savePromotion(deps, { userId: admin.id }, {
      title: '企业团购 9 折', description: '满 10000 元享 9 折，最多优惠 3000 元。', kind: 'percentage', thresholdFen: 1_000_000, percentOff: 10, capFen: 300_000,
      code: 'TEAM10', perUserLimit: 1, totalLimit: null, effectiveAt: new Date(now + 30 * day).toISOString(), expiresAt: new Date(now + 90 * day).toISOString(),
    });
    const student1 = who('student1');
    if (student1) await redeemPromotion(deps, { userId: student1.id, companyId: student1.companyId }, 'SANDTABLE50');
    const mobiles = ['student1', 'student2', 'student3'].map((a) => who(a)?.mobile).filter((m): m is string => !!m);
    if (mobiles.length) await sendRedEnvelope(deps, { userId: admin.id, role: 'chief_admin', companyId: null }, { title: '开学红包', totalFen: 8_800, mobiles }, undefined, seededRandom(7));
  }
  // The lecturer's tip to student1 for the finished course's debrief (¥120 in coins), so coins, their
  // history and an exchange for a report mean something on a first start.
  const lecturer = who('lecturer');
  const student1 = who('student1');
  const [course] = await deps.db.select({ id: courses.id }).from(courses).where(eq(courses.name, DEMO_GAME_COURSE));
  if (lecturer && student1 && (await balancesOf(deps.db, { user: lecturer.id })).coins >= DEMO_TIP_COINS) {
    await deps.db.transaction((tx) =>
      post(tx, {
        poster: 'seed', key: `demo-tip:${student1.id}`, reason: 'tip', courseId: course?.id ?? null, note: '复盘发言很精彩',
        entries: [
          { owner: { user: lecturer.id }, currency: 'coins', amount: -DEMO_TIP_COINS, counterpartId: student1.id },
          { owner: { user: student1.id }, currency: 'coins', amount: DEMO_TIP_COINS, counterpartId: lecturer.id },
        ],
      }),
    );
  }
  return placed;
}

/** The demo tip: ¥120 worth of coins. */
export const DEMO_TIP_COINS = 12_000;

