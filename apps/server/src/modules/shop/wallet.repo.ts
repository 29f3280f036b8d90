import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { commodities, companies, courses, entitlements, orderLines, orders, users } from '../../db/schema';

type Handle = Db | Tx;

/** What a person bought and still holds: entitlements with units left and time to run. */
export async function heldEntitlements(db: Handle, userId: number, now: Date) {
  return db
    .select({
      id: entitlements.id, commodityId: entitlements.commodityId, kind: orderLines.kind, nameZh: orderLines.nameZh, nameEn: orderLines.nameEn,
      quantity: entitlements.quantity, validUntil: entitlements.validUntil, orderId: orders.id, orderNo: orders.orderNo,
    })
    .from(entitlements)
    .innerJoin(orderLines, eq(orderLines.id, entitlements.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(entitlements.userId, userId), gt(entitlements.quantity, 0), gt(entitlements.validUntil, now)))
    .orderBy(asc(entitlements.validUntil), asc(entitlements.id));
}

/** Names of the people and courses a page of ledger lines refers to. */
export async function namesFor(db: Handle, userIds: number[], courseIds: number[]) {
  const [people, courseRows] = await Promise.all([
    userIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)) : [],
    courseIds.length ? db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, courseIds)) : [],
  ]);
  return { people: new Map(people.map((p) => [p.id, p.name])), courses: new Map(courseRows.map((c) => [c.id, c.name])) };
}

export async function companyName(db: Handle, companyId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}

/** The kind of a commodity, whatever its status (the exchange's kind check). */
export async function commodityKind(db: Handle, id: number) {
  const [row] = await db.select({ kind: commodities.kind }).from(commodities).where(eq(commodities.id, id));
  return row?.kind;
}
