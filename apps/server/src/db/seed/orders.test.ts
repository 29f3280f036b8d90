import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app';
import { orders } from '../schema';
import { seedDemo } from './demo';
import { seedDemoShop } from './shop';
import { seedDemoOrders } from './orders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, 4);
  await seedDemoShop(t.database.db);
});
afterAll(() => t.close());

describe('seedDemoOrders', () => {
  it('places, pays and asks back the demo orders through the shop’s services, once', async () => {
    expect(await seedDemoOrders(t.app.deps)).toBe(3);
    expect(await seedDemoOrders(t.app.deps)).toBe(0);
    const rows = await t.database.db.select({ status: orders.status, payableFen: orders.payableFen }).from(orders).orderBy(asc(orders.id));
    expect(rows.map((r) => r.status)).toEqual(['paid', 'refund_pending', 'paid']);
    expect(rows.every((r) => r.payableFen > 0)).toBe(true);
  });
});
