import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CHECKIN_COINS_HEADER, CHECKIN_MESSAGE_HEADER } from '@sandtable/shared/rules/constants';
import { asUser, buildTestApp, call, type TestApp } from '../../test/app';
import { buildCourse, buildUser, wizardInput } from '../../test/factories';
import { shopKit } from '../../test/shop';
import { courses, ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema';
import { balancesOf } from '../ledger';
import { setBalance } from '../ledger/ledger.testkit';
import { dailyCheckIn } from './wallet.service';

/**
 * Coins and assets (docs/decisions/commerce.md "Coins and assets"), on PGlite and — with
 * TEST_DATABASE_URL — on PostgreSQL, where concurrent edits and check-ins really race: credits paid
 * for a course always equal what left the company, a day's check-in gives once.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof shopKit>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  kit = await shopKit(t);
});
afterAll(() => t.close());

const creditsOf = async (companyId: number) => (await balancesOf(db(), { company: companyId })).credits;
const coinsOf = async (userId: number) => (await balancesOf(db(), { user: userId })).coins;

describe('assets and their history', () => {
  it('course seats bought are the company’s credits, listed with what was bought and the history of both', async () => {
    const b = await kit.buyer();
    const seats = await kit.commodity(10_000, { kind: 'course' });
    const order = await kit.paidOrder(b.caller, { lines: [{ commodityId: seats, quantity: 5 }] });
    const assets = await kit.ok('/user/asset/select.json', {}, b.caller);
    expect(assets).toMatchObject({ coins: 0, credits: 0, company: { id: b.company.id, credits: 5 } });
    expect(assets.entitlements).toEqual([expect.objectContaining({ commodityId: seats, kind: 'course', quantity: 5, orderNo: order.orderNo })]);
    const history = await kit.ok('/user/asset/selectHis.json', { currency: 'credits', holder: 'company' }, b.caller);
    expect(history).toMatchObject({ total: 1, list: [{ reason: 'purchase', amount: 5, balanceAfter: 5, note: order.orderNo, counterpartName: null }] });
    const student = await asUser(t, (await buildUser(db(), { role: 'student' })).id);
    expect((await kit.refusal('/user/asset/selectHis.json', { currency: 'credits', holder: 'company' }, student)).code).toBe('100004');
    expect((await kit.refusal('/user/asset/selectHis.json', { currency: 'gold' }, student)).fields).toEqual(['currency']);
    // Another company's history is not found; the chief admin reads any company's.
    expect((await kit.refusal('/user/asset/selectHis.json', { currency: 'credits', holder: 'company', companyId: b.company.id }, (await kit.buyer()).caller)).code).toBe('100004');
    expect(await kit.ok('/user/asset/selectHis.json', { currency: 'credits', holder: 'company', companyId: b.company.id }, kit.admin)).toMatchObject({ total: 1 });
  });
});

describe('a course paid with credits', () => {
  async function companyWithCredits(credits: number) {
    const b = await kit.buyer();
    await setBalance(db(), { company: b.company.id }, 'credits', credits);
    const lecturer = await buildUser(db(), { role: 'lecturer' });
    return { ...b, lecturerId: lecturer.id };
  }

  it('takes its seats from the company’s credits and follows the seats when they change; too few credits create nothing', async () => {
    const b = await companyWithCredits(15);
    const tooMany = await kit.refusal('/course/create.json', wizardInput(b.lecturerId, [], { kind: 'in_house', participants: 20, payWithCredits: true }), b.caller);
    expect(tooMany.code).toBe('104007');
    expect(await db().select().from(courses).where(eq(courses.companyId, b.company.id))).toHaveLength(0);
    await setBalance(db(), { company: b.company.id }, 'credits', 25);

    const made = await kit.ok('/course/create.json', wizardInput(b.lecturerId, [], { kind: 'in_house', participants: 20, payWithCredits: true }), b.caller);
    expect(made.course).toMatchObject({ participants: 20, creditsPaid: 20 });
    expect(await creditsOf(b.company.id)).toBe(5);
    const { teams: _teams, initialPassword: _pw, gameId: _g, ...details } = wizardInput(b.lecturerId, [], { kind: 'in_house' });
    const edit = (participants: number) => call(t.app, 'POST', '/course/update.json', { ...details, id: made.course.id, participants }, b.caller);
    expect((await edit(24)).json.body.course).toMatchObject({ participants: 24, creditsPaid: 24 });
    expect(await creditsOf(b.company.id)).toBe(1);
    expect((await edit(30)).json.head.code).toBe('104007');
    expect((await edit(16)).json.body.course).toMatchObject({ participants: 16, creditsPaid: 16 });
    expect(await creditsOf(b.company.id)).toBe(9);
    // The company's assets: credits left, seats placed in courses.
    expect(await kit.ok('/company/companyAssets/get.json', {}, b.caller)).toMatchObject({ seats: 16, courseCredits: 9 });
    const history = await kit.ok('/user/asset/selectHis.json', { currency: 'credits', holder: 'company', pageSize: 10 }, b.caller);
    expect(history.list.map((l: { reason: string; amount: number }) => [l.reason, l.amount])).toEqual([['course_seats_return', 8], ['course_seats', -4], ['course_seats', -20], ['grant', 10], ['grant', 15]]);
    expect(history.list[0]).toMatchObject({ courseName: made.course.name });
  });

  it('a course not paid with credits takes none, until its manager uses them on it (use.json): once, before it begins', async () => {
    const b = await companyWithCredits(3);
    const made = await kit.ok('/course/create.json', wizardInput(b.lecturerId, [], { kind: 'in_house', participants: 20 }), b.caller);
    expect(made.course.creditsPaid).toBe(0);
    expect(await creditsOf(b.company.id)).toBe(3);
    expect((await kit.refusal('/user/asset/use.json', { courseId: made.course.id }, b.caller)).code).toBe('104007');
    await setBalance(db(), { company: b.company.id }, 'credits', 50);
    const both = await Promise.all([0, 1, 2].map(() => kit.refusal('/user/asset/use.json', { courseId: made.course.id }, b.caller)));
    expect(both.map((r) => r.code).sort()).toEqual(['000000', '102011', '102011']);
    expect(await creditsOf(b.company.id)).toBe(30);
    const other = await kit.buyer();
    expect((await kit.refusal('/user/asset/use.json', { courseId: made.course.id }, other.caller)).code).toBe('100004');
    // The course's lecturer manages it but does not pay for it: neither pays nor changes its paid seats.
    const lecturer = await asUser(t, b.lecturerId);
    // (A manager told the course's state does not allow it, as for the course's other abilities.)
    expect((await kit.refusal('/user/asset/use.json', { courseId: made.course.id }, lecturer)).code).toBe('102011');
    const { teams: _teams, initialPassword: _pw, gameId: _g, ...details } = wizardInput(b.lecturerId, [], { kind: 'in_house' });
    expect(await kit.refusal('/course/update.json', { ...details, id: made.course.id, participants: 22 }, lecturer)).toEqual({ code: '100001', fields: ['participants'] });
    expect(await creditsOf(b.company.id)).toBe(30);
    await db().update(courses).set({ status: 'in_progress', creditsPaid: 0 }).where(eq(courses.id, made.course.id));
    expect((await kit.refusal('/user/asset/use.json', { courseId: made.course.id }, b.caller)).code).not.toBe('000000');
    expect(await creditsOf(b.company.id)).toBe(30);
  });

  it('concurrent edits of the seats leave the credits paid equal to what left the company', async () => {
    const b = await companyWithCredits(40);
    const made = await kit.ok('/course/create.json', wizardInput(b.lecturerId, [], { kind: 'in_house', participants: 20, payWithCredits: true }), b.caller);
    const { teams: _teams, initialPassword: _pw, gameId: _g, ...details } = wizardInput(b.lecturerId, [], { kind: 'in_house' });
    await Promise.all([22, 18, 30, 25, 16, 28].map((participants) => call(t.app, 'POST', '/course/update.json', { ...details, id: made.course.id, participants }, b.caller)));
    const [row] = await db().select().from(courses).where(eq(courses.id, made.course.id));
    expect(row.creditsPaid).toBe(row.participants);
    expect(await creditsOf(b.company.id)).toBe(40 - row.participants);
  });
});

describe('tips', () => {
  it('a lecturer tips a student of their course in yuan, paid in coins, once per request key; limits and strangers refused', async () => {
    const { course, members, lecturerId } = await buildCourse(db(), {}, { teams: 1, membersPerTeam: 2 });
    const lecturer = await asUser(t, lecturerId);
    await setBalance(db(), { user: lecturerId }, 'coins', 5_000);
    const [one, two] = members;
    const requestKey = randomUUID();
    const body = { courseId: course.id, userId: one.userId, amountFen: 1_234, note: 'Great pitch', requestKey };
    expect(await kit.ok('/user/asset/give.json', body, lecturer)).toEqual({ coins: 1_234, balance: 3_766 });
    expect(await kit.ok('/user/asset/give.json', body, lecturer)).toEqual({ coins: 1_234, balance: 3_766 });
    expect(await coinsOf(one.userId)).toBe(1_234);
    const student = await asUser(t, one.userId);
    const history = await kit.ok('/user/integral/select.json', {}, student);
    expect(history.list).toEqual([expect.objectContaining({ reason: 'tip', amount: 1_234, courseName: course.name, note: 'Great pitch' })]);
    expect(history.list[0].counterpartName).toBeTruthy();

    const refused = (o: object) => kit.refusal('/user/asset/give.json', { courseId: course.id, userId: two.userId, amountFen: 100, ...o }, lecturer);
    expect(await refused({ amountFen: 5_000 })).toMatchObject({ code: '104006' });
    expect(await refused({ amountFen: 50 })).toEqual({ code: '100001', fields: ['amountFen'] });
    expect(await refused({ amountFen: 5_000_001 })).toEqual({ code: '100001', fields: ['amountFen'] });
    expect(await refused({ userId: lecturerId })).toMatchObject({ code: '100001', fields: ['userId'] });
    const stranger = await buildUser(db(), { role: 'student' });
    expect((await refused({ userId: stranger.id })).code).toBe('100004');
    const otherLecturer = await asUser(t, (await buildUser(db(), { role: 'lecturer' })).id);
    expect((await kit.refusal('/user/asset/give.json', { courseId: course.id, userId: two.userId, amountFen: 100 }, otherLecturer)).code).toBe('100004');
    expect((await kit.refusal('/user/asset/give.json', { courseId: course.id, userId: two.userId, amountFen: 100 }, student)).code).toBe('100006');
    expect(await coinsOf(two.userId)).toBe(0);
    expect(await coinsOf(lecturerId)).toBe(3_766);
  });
});

describe('exchanges', () => {
  it('coins buy a report or a certificate: an order born paid, once per request key; the wrong kind, a moved price and too few coins refused', async () => {
    const report = await kit.commodity(800, { kind: 'report' });
    const certificate = await kit.commodity(300, { kind: 'certificate', stock: 5 });
    const user = await buildUser(db(), { role: 'student' });
    const student = await asUser(t, user.id);
    await setBalance(db(), { user: user.id }, 'coins', 1_000);

    const requestKey = randomUUID();
    const made = await kit.ok('/user/asset/exchangePresentation.json', { commodityId: report, expectedCoins: 800, requestKey }, student);
    expect(made).toMatchObject({ coins: 800, balance: 200 });
    // Repeated after the price moved: still the first exchange's answer, nothing spent twice.
    await kit.ok('/transaction/commodity/save.json', { id: report, kind: 'report', nameZh: '报告', nameEn: 'Report', imageUrl: '/images/shop/report.svg', priceFen: 900, stock: 100, validityMonths: 12, shelfOnAt: new Date(Date.now() - 86_400_000).toISOString(), shelfOffAt: null }, kit.admin);
    expect(await kit.ok('/user/asset/exchangePresentation.json', { commodityId: report, expectedCoins: 800, requestKey }, student)).toMatchObject({ orderId: made.orderId, balance: 200 });
    const order = await kit.ok('/transaction/order/get.json', { id: made.orderId }, student);
    expect(order).toMatchObject({ status: 'paid', payableFen: 0, coinsUsed: 800 });
    expect((await kit.ok('/user/asset/select.json', {}, student)).entitlements).toEqual([expect.objectContaining({ commodityId: report, quantity: 1 })]);

    expect(await kit.refusal('/user/asset/exchangeCertificate.json', { commodityId: report }, student)).toEqual({ code: '100001', fields: ['commodityId'] });
    expect((await kit.refusal('/user/asset/exchangeCertificate.json', { commodityId: 999_999 }, student)).code).toBe('103009');
    const seats = await kit.commodity(10, { kind: 'course' });
    expect(await kit.refusal('/user/asset/exchange.json', { commodityId: seats }, student)).toEqual({ code: '100001', fields: ['commodityId'] });
    expect((await kit.refusal('/user/asset/exchangeCertificate.json', { commodityId: certificate, expectedCoins: 250 }, student)).code).toBe('103008');
    expect((await kit.refusal('/user/asset/exchangeCertificate.json', { commodityId: certificate, quantity: 2 }, student)).code).toBe('104006');
    expect(await kit.stockOf(certificate)).toBe(5);
    expect(await coinsOf(user.id)).toBe(200);
  });
});

describe('coins spent at once', () => {
  it('100 concurrent exchanges never overdraw: as many pass as the coins cover, and the entries sum to the balance', async () => {
    const report = await kit.commodity(30, { kind: 'report', stock: null });
    const user = await buildUser(db(), { role: 'student' });
    const student = await asUser(t, user.id);
    await setBalance(db(), { user: user.id }, 'coins', 1_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => kit.refusal('/user/asset/exchange.json', { commodityId: report, requestKey: randomUUID() }, student)));
    const passed = answers.filter((a) => a.code === '000000').length;
    expect(passed).toBe(33);
    expect(answers.filter((a) => a.code !== '000000').every((a) => a.code === '104006')).toBe(true);
    expect(await coinsOf(user.id)).toBe(1_000 - 33 * 30);
    const [sum] = await db()
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.userId, user.id), eq(ledgerAccounts.currency, 'coins')));
    expect(sum.total).toBe(await coinsOf(user.id));
  });
});

describe('the daily check-in', () => {
  it('the first "who am I" of a day gives coins with the header and its message; later calls that day give nothing', async () => {
    const user = await buildUser(db(), { role: 'student' });
    const caller = await asUser(t, user.id);
    const first = await call(t.app, 'POST', '/user/get.json', {}, { ...caller, language: 'en' });
    expect(first.headers[CHECKIN_COINS_HEADER]).toBe(String(t.config.CHECKIN_COINS));
    expect(decodeURIComponent(String(first.headers[CHECKIN_MESSAGE_HEADER]))).toContain(String(t.config.CHECKIN_COINS));
    const again = await call(t.app, 'POST', '/user/get.json', {}, caller);
    expect(again.headers[CHECKIN_COINS_HEADER]).toBeUndefined();
    expect(await coinsOf(user.id)).toBe(t.config.CHECKIN_COINS);
  });

  it('gives once per person and calendar day, however many ask at once', async () => {
    const user = await buildUser(db(), { role: 'student' });
    const day = new Date('2027-03-01T02:00:00Z');
    // A fresh deps object per call: nothing remembered in memory, only the ledger's key decides.
    const given = await Promise.all([0, 1, 2, 3, 4].map(() => dailyCheckIn({ ...t.app.deps }, user.id, undefined, day)));
    expect(given.filter((c) => c > 0)).toHaveLength(1);
    expect(await dailyCheckIn({ ...t.app.deps }, user.id, undefined, new Date('2027-03-01T15:59:00Z'))).toBe(0); // 23:59 in Shanghai: the same day
    expect(await dailyCheckIn({ ...t.app.deps }, user.id, undefined, new Date('2027-03-01T16:01:00Z'))).toBe(t.config.CHECKIN_COINS); // the next day there
    const postings = await db().select().from(ledgerPostings).where(eq(ledgerPostings.poster, 'checkin'));
    expect(postings.filter((p) => p.idempotencyKey.startsWith(`${user.id}:`))).toHaveLength(2);
    expect(await coinsOf(user.id)).toBe(2 * t.config.CHECKIN_COINS);
  });
});
