import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app';
import { coupons, orders, promotions } from '../schema';
import { seedDemo } from './demo';
import { seedDemoShop } from './shop';
import { DEMO_TIP_COINS, seedDemoOrders } from './orders';
import { seedDemoCoins } from './coins';
import { balancesOf } from '../../modules/ledger';
import { users } from '../schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, 4);
  await seedDemoShop(t.database.db);
  await seedDemoCoins(t.database.db);
});
afterAll(() => t.close());

describe('seedDemoOrders', () => {
  it('places, pays and asks back the demo orders through the shop’s services, once', async () => {
    expect(await seedDemoOrders(t.app.deps)).toBe(3);
    expect(await seedDemoOrders(t.app.deps)).toBe(0);
    const rows = await t.database.db.select({ status: orders.status, payableFen: orders.payableFen }).from(orders).orderBy(asc(orders.id));
    expect(rows.map((r) => r.status)).toEqual(['paid', 'refund_pending', 'paid']);
    // And the demo promotions: one running (student1 has taken it), one to come; a red envelope of three shares.
    const listed = await t.database.db.select({ code: promotions.code, issued: promotions.issued }).from(promotions).orderBy(asc(promotions.id));
    expect(listed).toEqual([{ code: 'SANDTABLE50', issued: 1 }, { code: 'TEAM10', issued: 0 }]);
    expect((await t.database.db.select().from(coupons)).filter((c) => c.envelopeId !== null).reduce((a, c) => a + c.amountFen, 0)).toBe(8_800);
    expect(rows.every((r) => r.payableFen > 0)).toBe(true);
    // And the lecturer's tip to student1, once.
    const [student1] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'student1'));
    expect((await balancesOf(t.database.db, { user: student1.id })).coins).toBe(DEMO_TIP_COINS);
  });
});
