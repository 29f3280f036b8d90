import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { asUser, buildTestApp, type TestApp } from '../../test/app';
import { buildCourse, buildUser } from '../../test/factories';
import { shopKit } from '../../test/shop';
import { courseMembers, courses } from '../../db/schema';
import { balancesOf } from '../ledger';

/**
 * Seats of an open session sold in the shop (docs/decisions/commerce.md "Seats of a session"): the
 * order holds the seat, paying enrols the buyer, cancelling or a refund frees it — on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL, where buyers of the last seat really race.
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

async function session(participants: number) {
  const { course } = await buildCourse(db(), { kind: 'open', priceFen: 5_000, participants });
  const commodityId = await kit.commodity(5_000, { kind: 'course', stock: 50, courseId: course.id });
  return { course, commodityId };
}
const seatsTaken = async (id: number) => (await db().select({ n: courses.seatsTaken }).from(courses).where(eq(courses.id, id)))[0].n;
const isMember = async (courseId: number, userId: number) => (await db().select().from(courseMembers).where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)))).length === 1;
async function student() {
  const user = await buildUser(db(), { role: 'student' });
  return { user, caller: await asUser(t, user.id) };
}

describe('a session’s seats in the shop', () => {
  it('only a course commodity sells seats, of an open session', async () => {
    const { course: special } = await buildCourse(db(), { kind: 'special' });
    const { course: open } = await buildCourse(db(), { kind: 'open' });
    const item = (o: object) => ({ kind: 'course', nameZh: '公开课席位', nameEn: 'Open session seat', imageUrl: '/images/shop/course.svg', priceFen: 100, stock: 5, validityMonths: 1, shelfOnAt: new Date(Date.now() - DAY).toISOString(), shelfOffAt: null, ...o });
    expect(await kit.refusal('/transaction/commodity/save.json', item({ kind: 'report', courseId: open.id }), kit.admin)).toEqual({ code: '100001', fields: ['courseId'] });
    expect(await kit.refusal('/transaction/commodity/save.json', item({ courseId: special.id }), kit.admin)).toEqual({ code: '100001', fields: ['courseId'] });
    expect(await kit.ok('/transaction/commodity/save.json', item({ courseId: open.id }), kit.admin)).toMatchObject({ courseId: open.id, courseName: open.name });
    // One item per session: a second is refused on its field, not with a server error.
    expect(await kit.refusal('/transaction/commodity/save.json', item({ courseId: open.id }), kit.admin)).toEqual({ code: '100001', fields: ['courseId'] });
  });

  it('one waiting order per seat: a second order of the same session by the same buyer is refused', async () => {
    const { course, commodityId } = await session(10);
    const a = await student();
    await kit.ok('/transaction/order/save.json', { lines: [{ commodityId, quantity: 1 }] }, a.caller);
    expect(await kit.refusal('/transaction/order/save.json', { lines: [{ commodityId, quantity: 1 }] }, a.caller)).toEqual({ code: '100001', fields: ['lines.0.commodityId'] });
    expect(await seatsTaken(course.id)).toBe(1);
  });

  it('the order holds the seat, paying enrols the buyer (no credits), cancelling frees it; one seat per person', async () => {
    const { course, commodityId } = await session(10);
    const a = await student();
    expect(await kit.refusal('/transaction/order/save.json', { lines: [{ commodityId, quantity: 2 }] }, a.caller)).toEqual({ code: '100001', fields: ['lines.0.quantity'] });

    const cancelled = await kit.ok('/transaction/order/save.json', { lines: [{ commodityId, quantity: 1 }] }, a.caller);
    expect(await seatsTaken(course.id)).toBe(1);
    await kit.ok('/transaction/order/update.json', { id: cancelled.id, action: 'cancel' }, a.caller);
    expect(await seatsTaken(course.id)).toBe(0);

    await kit.paidOrder(a.caller, { lines: [{ commodityId, quantity: 1 }] });
    expect(await isMember(course.id, a.user.id)).toBe(true);
    expect(await seatsTaken(course.id)).toBe(1);
    expect((await balancesOf(db(), { user: a.user.id })).credits).toBe(0);
    expect((await kit.refusal('/transaction/order/trial.json', { lines: [{ commodityId, quantity: 1 }] }, a.caller)).code).toBe('102007');
  });

  it('a refund takes the seat back while the session has not begun, and not after', async () => {
    const { course, commodityId } = await session(10);
    const a = await student();
    const order = await kit.paidOrder(a.caller, { lines: [{ commodityId, quantity: 1 }] });
    await kit.ok('/transaction/order/refund.json', { id: order.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '时间冲突' }, a.caller);
    const refundId = (await kit.ok('/transaction/order/get.json', { id: order.id }, a.caller)).refunds[0].id;
    await kit.ok('/transaction/order/reviewRefund.json', { refundId, decision: 'approve' }, kit.admin);
    expect(await isMember(course.id, a.user.id)).toBe(false);
    expect(await seatsTaken(course.id)).toBe(0);
    expect(await kit.stockOf(commodityId)).toBe(50);

    const b = await student();
    const started = await kit.paidOrder(b.caller, { lines: [{ commodityId, quantity: 1 }] });
    // Asked before the session began, approved after: the approval is refused, the seat kept, no money moves.
    const c = await student();
    const waiting = await kit.paidOrder(c.caller, { lines: [{ commodityId, quantity: 1 }] });
    await kit.ok('/transaction/order/refund.json', { id: waiting.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '改期' }, c.caller);
    const pendingId = (await kit.ok('/transaction/order/get.json', { id: waiting.id }, c.caller)).refunds[0].id;
    await db().update(courses).set({ status: 'in_progress' }).where(eq(courses.id, course.id));
    expect((await kit.refusal('/transaction/order/reviewRefund.json', { refundId: pendingId, decision: 'approve' }, kit.admin)).code).toBe('103011');
    expect(await isMember(course.id, c.user.id)).toBe(true);
    expect((await kit.ok('/transaction/order/get.json', { id: waiting.id }, c.caller)).status).toBe('refund_pending');
    expect((await kit.refusal('/transaction/order/refund.json', { id: started.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '太晚了' }, b.caller)).code).toBe('103011');
    expect(await isMember(course.id, b.user.id)).toBe(true);
  });

  it('buyers racing for the last seat: one order, the rest told it is full', async () => {
    const { course, commodityId } = await session(1);
    const buyers = await Promise.all([0, 1, 2, 3, 4].map(() => student()));
    const answers = await Promise.all(buyers.map((b) => kit.refusal('/transaction/order/save.json', { lines: [{ commodityId, quantity: 1 }] }, b.caller)));
    expect(answers.map((a) => a.code).sort()).toEqual(['000000', '102005', '102005', '102005', '102005']);
    expect(await seatsTaken(course.id)).toBe(1);
    expect(await kit.stockOf(commodityId)).toBe(49);
  });
});
