import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { commodities, commodityHistory } from '../../db/schema';
import { seedDemoShop, DEMO_COMMODITIES } from '../../db/seed/shop';
import { shopList } from './commodity.service';

let t: TestApp;
let admin: Caller;
let enterprise: Caller;
let student: Caller;

const DAY = 24 * 3_600_000;
/** A day before the tests run: the default window (day 0 to day 10) is on sale on the wall clock. */
const T0 = new Date(Date.now() - DAY);
const at = (days: number) => new Date(T0.getTime() + days * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await asUser(t, (await buildUser(db, { role: 'chief_admin' })).id);
  enterprise = await asUser(t, (await buildUser(db, { role: 'enterprise' })).id);
  student = await asUser(t, (await buildUser(db, { role: 'student' })).id);
});
afterAll(() => t.close());

let seq = 0;
function input(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    kind: 'course', nameZh: `沙盘课程${seq}`, nameEn: `Simulation course ${seq}`, description: 'Six rounds.\nWith a debrief.',
    imageUrl: '/images/shop/course.svg', priceFen: 100_000 + seq, stock: 30, validityMonths: 12,
    shelfOnAt: at(0).toISOString(), shelfOffAt: at(10).toISOString(), ...overrides,
  };
}

async function ok(method: 'POST', url: string, body: unknown, caller: Caller = {}) {
  const res = await call(t.app, method, url, body, caller);
  expect(res.json.head, res.json.head.message).toMatchObject({ code: '000000' });
  return res.json.body;
}

const save = (body: Record<string, unknown>, caller = admin) => call(t.app, 'POST', '/transaction/commodity/save.json', body, caller);
const shelf = (id: number, action: 'shelve' | 'unshelve', caller = admin) => call(t.app, 'POST', '/transaction/commodity/shelf.json', { id, action }, caller);

async function made(overrides: Record<string, unknown> = {}, onShelf = true) {
  const c = await ok('POST', '/transaction/commodity/save.json', input(overrides), admin);
  if (onShelf) await ok('POST', '/transaction/commodity/shelf.json', { id: c.id, action: 'shelve' }, admin);
  return c as { id: number; nameEn: string };
}

const rowOf = async (id: number) => (await t.database.db.select().from(commodities).where(eq(commodities.id, id)))[0];
const countAll = async () => (await t.database.db.select({ id: commodities.id }).from(commodities)).length;

describe('POST /transaction/commodity/save.json', () => {
  it('creates a draft and edits it, keeping each change in the history', async () => {
    const c = await ok('POST', '/transaction/commodity/save.json', input({ stock: null }), admin);
    expect(c).toMatchObject({ status: 'draft', onSale: false, stock: null, kind: 'course', description: 'Six rounds.\nWith a debrief.' });
    const edited = await ok('POST', '/transaction/commodity/save.json', { ...input({ priceFen: 5_000 }), id: c.id, nameEn: 'Renamed' }, admin);
    expect(edited).toMatchObject({ id: c.id, nameEn: 'Renamed', priceFen: 5_000, status: 'draft' });
    const history = await ok('POST', '/transaction/commodity/history.json', { id: c.id }, admin);
    expect(history.list.map((h: { event: string }) => h.event)).toEqual(['created', 'edit']);
    const [edit] = await t.database.db.select().from(commodityHistory).where(eq(commodityHistory.event, 'edit'));
    expect(edit.before).toMatchObject({ nameEn: c.nameEn, priceFen: c.priceFen });
  });

  it('refuses bad input and changes nothing (NUL in a name, negative price, shelf-off before shelf-on, no image)', async () => {
    const c = await made({}, false);
    const before = await rowOf(c.id);
    const total = await countAll();
    const cases: [Record<string, unknown>, string][] = [
      [{ nameZh: 'bad\u0000name' }, 'nameZh'],
      [{ priceFen: -1 }, 'priceFen'],
      [{ priceFen: 1.5 }, 'priceFen'],
      [{ stock: -3 }, 'stock'],
      [{ shelfOnAt: at(5).toISOString(), shelfOffAt: at(4).toISOString() }, 'shelfOffAt'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ imageUrl: undefined }, 'imageUrl'],
      [{ validityMonths: 0 }, 'validityMonths'],
      [{ kind: 'car' }, 'kind'],
    ];
    for (const [bad, field] of cases) {
      for (const body of [input(bad), { ...input(bad), id: c.id }]) {
        const res = await save(body);
        expect(res.json.head.code, `${field}: ${res.json.head.message}`).toBe('100001');
        expect(res.json.head.fields!.map((f: { field: string }) => f.field), field).toContain(field);
      }
    }
    expect(await countAll()).toBe(total);
    expect(await rowOf(c.id)).toEqual(before);
  });

  it('answers in the caller’s language', async () => {
    const body = input({ shelfOnAt: at(5).toISOString(), shelfOffAt: at(4).toISOString() });
    const zh = await save(body, { ...admin, language: 'zh' });
    expect(zh.json.head.message).toContain('下架时间不能早于上架时间');
    const en = await save(body, { ...admin, language: 'en' });
    expect(en.json.head.message).toContain('The shelf-off time cannot be before the shelf-on time');
  });

  it('an edit of a commodity that does not exist is not found and creates nothing', async () => {
    const total = await countAll();
    expect((await save({ ...input(), id: 999_999 })).json.head.code).toBe('100004');
    expect(await countAll()).toBe(total);
  });

  it('refuses anyone but the chief admin, and a caller without a session', async () => {
    const c = await made({}, false);
    const total = await countAll();
    for (const caller of [enterprise, student, {}]) {
      expect((await save(input(), caller)).json.head.code).toBe('100006');
      expect((await save({ ...input(), id: c.id }, caller)).json.head.code).toBe('100006');
      expect((await shelf(c.id, 'shelve', caller)).json.head.code).toBe('100006');
      expect((await call(t.app, 'POST', '/transaction/commodity/manage.json', {}, caller)).json.head.code).toBe('100006');
      expect((await call(t.app, 'POST', '/transaction/commodity/history.json', { id: c.id }, caller)).json.head.code).toBe('100006');
    }
    expect(await countAll()).toBe(total);
    expect((await rowOf(c.id)).status).toBe('draft');
  });
});

describe('POST /transaction/commodity/shelf.json', () => {
  it('shelves a draft, unshelves and shelves again; a move the machine has not got is refused', async () => {
    const c = await made({}, false);
    expect((await shelf(c.id, 'unshelve')).json.head.code).toBe('100009');
    expect((await shelf(c.id, 'shelve')).json.body).toMatchObject({ status: 'on_shelf', onSale: true });
    expect((await shelf(c.id, 'shelve')).json.head.code).toBe('100009');
    expect((await shelf(c.id, 'unshelve')).json.body).toMatchObject({ status: 'off_shelf', onSale: false });
    expect((await shelf(c.id, 'shelve')).json.body).toMatchObject({ status: 'on_shelf' });
    const history = await ok('POST', '/transaction/commodity/history.json', { id: c.id }, admin);
    expect(history.list.map((h: { event: string; toStatus: string }) => `${h.event}:${h.toStatus}`)).toEqual(['created:draft', 'shelve:on_shelf', 'unshelve:off_shelf', 'shelve:on_shelf']);
    expect((await shelf(999_999, 'shelve')).json.head.code).toBe('100004');
  });

  it('will not shelve what its shelf-off time has passed', async () => {
    const c = await made({ shelfOnAt: at(-5).toISOString(), shelfOffAt: at(0).toISOString() }, false);
    const res = await shelf(c.id, 'shelve', { ...admin, language: 'zh' });
    expect(res.json.head.code).toBe('100001');
    expect(res.json.head.message).toContain('下架时间已过');
    expect((await rowOf(c.id)).status).toBe('draft');
  });
});

describe('the shop: POST /transaction/commodity/select.json and get.json', () => {
  it('shows only what is on sale at the time it is asked at', async () => {
    const tag = `window${Date.now()}`;
    const shelved = await made({ nameEn: `${tag} shelved` }); // on sale from day 0 to day 10
    const later = await made({ nameEn: `${tag} later`, shelfOnAt: at(3).toISOString(), shelfOffAt: null });
    const draft = await made({ nameEn: `${tag} draft` }, false);
    const off = await made({ nameEn: `${tag} off` });
    await ok('POST', '/transaction/commodity/shelf.json', { id: off.id, action: 'unshelve' }, admin);

    // The service at chosen times (the route asks at the wall clock's).
    const names = async (when: Date) => {
      const page = await shopList(t.app.deps, { keyword: tag, pageNum: 1, pageSize: 100, sort: 'newest' }, when);
      return page.list.map((c) => c.nameEn).sort();
    };
    expect(await names(at(-1))).toEqual([]);
    expect(await names(at(1))).toEqual([`${tag} shelved`]);
    expect(await names(at(5))).toEqual([`${tag} later`, `${tag} shelved`]);
    expect(await names(at(10))).toEqual([`${tag} later`]);

    // Now (day 1): through the routes.
    expect(await ok('POST', '/transaction/commodity/get.json', { id: shelved.id })).toMatchObject({ id: shelved.id, stock: 30 });
    for (const id of [later.id, draft.id, off.id, 999_999]) {
      expect((await call(t.app, 'POST', '/transaction/commodity/get.json', { id })).json.head.code).toBe('100004');
    }
    // The admin's list has all four, with whether each is on sale now.
    const managed = await ok('POST', '/transaction/commodity/manage.json', { keyword: tag }, admin);
    expect(managed.total).toBe(4);
    expect(Object.fromEntries(managed.list.map((c: { nameEn: string; onSale: boolean }) => [c.nameEn, c.onSale]))).toEqual({
      [`${tag} shelved`]: true, [`${tag} later`]: false, [`${tag} draft`]: false, [`${tag} off`]: false,
    });
  });

  it('pages, searches, filters by kind and sorts by price or newest', async () => {
    const tag = `sort${Date.now()}`;
    const made3 = [];
    for (const [kind, priceFen] of [['report', 300], ['tool', 100], ['report', 200]] as const) made3.push(await made({ nameEn: `${tag} ${kind} ${priceFen}`, kind, priceFen, stock: null }));
    const list = async (body: Record<string, unknown>) => ok('POST', '/transaction/commodity/select.json', { keyword: tag, ...body });
    expect((await list({ sort: 'price_asc' })).list.map((c: { priceFen: number }) => c.priceFen)).toEqual([100, 200, 300]);
    expect((await list({ sort: 'price_desc' })).list.map((c: { priceFen: number }) => c.priceFen)).toEqual([300, 200, 100]);
    expect((await list({})).list.map((c: { id: number }) => c.id)).toEqual(made3.map((c) => c.id).reverse());
    const reports = await list({ kind: 'report', sort: 'price_asc' });
    expect(reports.list.map((c: { priceFen: number }) => c.priceFen)).toEqual([200, 300]);
    const page2 = await list({ sort: 'price_asc', pageNum: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page2.list.map((c: { priceFen: number }) => c.priceFen)).toEqual([300]);
    // A keyword's % and _ are literal characters, not wildcards; a keyword with NUL is refused.
    expect((await list({ keyword: `${tag}%` })).total).toBe(0);
    expect((await call(t.app, 'POST', '/transaction/commodity/select.json', { keyword: 'a\u0000' })).json.head.code).toBe('100001');
  });
});

describe('seedDemoShop', () => {
  it('seeds the demo catalogue on the shelf once', async () => {
    const db = t.database.db;
    const existing = await countAll();
    // A portal that has commodities already is left alone.
    expect(await seedDemoShop(db, at(0))).toBe(0);
    await db.delete(commodities);
    expect(await seedDemoShop(db, at(0))).toBe(DEMO_COMMODITIES.length);
    expect(await seedDemoShop(db, at(0))).toBe(0);
    expect(await countAll()).toBe(DEMO_COMMODITIES.length);
    const shop = await ok('POST', '/transaction/commodity/select.json', { pageSize: 100 });
    expect(shop.total).toBe(DEMO_COMMODITIES.length);
    expect(existing).toBeGreaterThan(0);
  });
});
