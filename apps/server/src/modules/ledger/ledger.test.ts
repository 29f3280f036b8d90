import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { BusinessError } from '../../lib/errors';
import { buildTestApp, call, asUser, type TestApp } from '../../test/app';
import { buildCompany, buildUser } from '../../test/factories';
import { ledgerAccounts } from '../../db/schema';
import { balancesOf, historyOf, post, readBalances, readHistory, type PostingInput } from '.';
import { setBalance } from './ledger.testkit';

/**
 * The ledger's promises, on PGlite and (TEST_DATABASE_URL) on PostgreSQL, where concurrent
 * transactions really interleave: a key posts once, debits never overdraw, postings balance, and
 * a caller reads only their own and their company's accounts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const codeOf = (err: unknown) => (err instanceof BusinessError ? err.def.code : String(err));
const grant = (userId: number, amount: number, key = randomUUID()): PostingInput => ({
  poster: 'test',
  key,
  reason: 'grant',
  entries: [
    { owner: { system: 'seed' }, currency: 'coins', amount: -amount, counterpartId: userId },
    { owner: { user: userId }, currency: 'coins', amount },
  ],
});
const transfer = (from: number, to: number, amount: number, key = randomUUID()): PostingInput => ({
  poster: `user:${from}`,
  key,
  reason: 'reward',
  entries: [
    { owner: { user: from }, currency: 'coins', amount: -amount, counterpartId: to },
    { owner: { user: to }, currency: 'coins', amount, counterpartId: from },
  ],
});
const actorOf = (user: { id: number; role: Actor['role']; companyId: number | null }) => ({ userId: user.id, role: user.role, companyId: user.companyId }) as Actor;

describe('post', () => {
  it('posts a key once under 20 concurrent requests and returns the first result to every one', async () => {
    const giver = await buildUser(db());
    const taker = await buildUser(db());
    await setBalance(db(), { user: giver.id }, 'coins', 1_000);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => db().transaction((tx) => post(tx, transfer(giver.id, taker.id, 70, key)))));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.postingId)).size).toBe(1);
    for (const r of results) expect(r.entries.map((e) => [e.amount, e.balanceAfter])).toEqual([[-70, 930], [70, 70]]);
    expect((await balancesOf(db(), { user: giver.id })).coins).toBe(930);
    expect((await balancesOf(db(), { user: taker.id })).coins).toBe(70);
    // The same key from another poster is another posting.
    await db().transaction((tx) => post(tx, { ...transfer(giver.id, taker.id, 30, key), poster: 'other' }));
    expect((await balancesOf(db(), { user: taker.id })).coins).toBe(100);
  });

  it('never overdraws under 50 concurrent debits: exactly as many pass as the balance covers', async () => {
    const giver = await buildUser(db());
    const takers = await Promise.all([1, 2, 3].map(() => buildUser(db())));
    await setBalance(db(), { user: giver.id }, 'coins', 1_000);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db()
          .transaction((tx) => post(tx, transfer(giver.id, takers[i % 3].id, 30)))
          .then(() => 'posted', codeOf),
      ),
    );
    expect(outcomes.filter((o) => o === 'posted')).toHaveLength(33);
    expect(outcomes.filter((o) => o !== 'posted')).toEqual(Array(17).fill('104006'));
    expect((await balancesOf(db(), { user: giver.id })).coins).toBe(10);
    const received = await Promise.all(takers.map(async (u) => (await balancesOf(db(), { user: u.id })).coins));
    expect(received.reduce((a, b) => a + b, 0)).toBe(990);
    // The giver's history walks down by 30 from 1000 with no balance below zero.
    const history = (await historyOf(db(), { user: giver.id }, 'coins', { pageNum: 1, pageSize: 100 })).list;
    expect(history.map((l) => l.balanceAfter)).toEqual([...Array.from({ length: 33 }, (_, i) => 10 + 30 * i), 1_000]);
  });

  it('refuses a debit beyond the balance with the currency’s error and leaves everything as it was', async () => {
    const company = await buildCompany(db());
    const user = await buildUser(db(), { companyId: company.id });
    const spend: PostingInput = {
      poster: 'test',
      key: randomUUID(),
      reason: 'grant',
      entries: [
        { owner: { company: company.id }, currency: 'credits', amount: -1 },
        { owner: { user: user.id }, currency: 'credits', amount: 1 },
      ],
    };
    await expect(db().transaction((tx) => post(tx, spend))).rejects.toSatisfy((e) => codeOf(e) === '104007');
    // Rolled back with the caller's transaction: no account, no posting; the key is free again.
    expect(await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.companyId, company.id))).toEqual([]);
    await setBalance(db(), { company: company.id }, 'credits', 1);
    expect((await db().transaction((tx) => post(tx, spend))).replayed).toBe(false);
    expect(await balancesOf(db(), { company: company.id })).toEqual({ coins: 0, credits: 0 });
    expect(await balancesOf(db(), { user: user.id })).toEqual({ coins: 0, credits: 1 });
  });

  it('refuses a posting whose entries do not sum to zero per currency, and the CHECK backs the conditional UPDATE', async () => {
    const user = await buildUser(db());
    const lopsided = { ...grant(user.id, 5), entries: [...grant(user.id, 5).entries, { owner: { user: user.id }, currency: 'coins' as const, amount: 1 }] };
    await expect(db().transaction((tx) => post(tx, lopsided))).rejects.toThrow(/sum to 1, not 0/);
    const mixed: PostingInput = { ...grant(user.id, 5), entries: [grant(user.id, 5).entries[0], { owner: { user: user.id }, currency: 'credits', amount: 5 }] };
    await expect(db().transaction((tx) => post(tx, mixed))).rejects.toThrow(/sum to/);
    await db().transaction((tx) => post(tx, grant(user.id, 5)));
    await expect(db().update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.userId, user.id))).rejects.toThrow();
  });

  it('a posting whose entries cancel out on an account records each with the balance it leaves', async () => {
    const [a, b] = [await buildUser(db()), await buildUser(db())];
    await setBalance(db(), { user: a.id }, 'coins', 10);
    const swap = { ...transfer(a.id, b.id, 4), entries: [...transfer(a.id, b.id, 4).entries, ...transfer(b.id, a.id, 4).entries] };
    const posted = await db().transaction((tx) => post(tx, swap));
    expect(posted.entries.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [-4, 6],
      [4, 4],
      [-4, 0],
      [4, 10],
    ]);
    expect((await balancesOf(db(), { user: a.id })).coins).toBe(10);
  });

  it('leaves every posting’s entries summing to zero per currency and every balance the sum of its entries', async () => {
    const unbalanced = await t.database.executeSql(
      'SELECT e.posting_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id GROUP BY e.posting_id, a.currency HAVING sum(e.amount) <> 0',
    );
    expect(unbalanced.rows).toEqual([]);
    const drift = await t.database.executeSql('SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)');
    expect(drift.rows).toEqual([]);
    const [{ postings }] = (await t.database.executeSql('SELECT count(*)::int AS postings FROM ledger_postings')).rows as { postings: number }[];
    expect(postings).toBeGreaterThan(30);
  });
});

describe('reads', () => {
  it('pages an account’s history newest first with the balance after each line', async () => {
    const user = await buildUser(db());
    for (const amount of [10, 20, 30, 40, 50]) await db().transaction((tx) => post(tx, grant(user.id, amount)));
    const page = (n: number) => historyOf(db(), { user: user.id }, 'coins', { pageNum: n, pageSize: 2 });
    const [one, two, three] = await Promise.all([page(1), page(2), page(3)]);
    expect(one.total).toBe(5);
    expect([one, two, three].map((p) => p.list.map((l) => [l.amount, l.balanceAfter]))).toEqual([
      [
        [50, 150],
        [40, 100],
      ],
      [
        [30, 60],
        [20, 30],
      ],
      [[10, 10]],
    ]);
    expect((await historyOf(db(), { user: user.id }, 'credits', { pageNum: 1, pageSize: 2 })).list).toEqual([]);
  });

  it('lets a caller read only their own and their company’s balances and history (the chief admin any)', async () => {
    const [acme, other] = [await buildCompany(db()), await buildCompany(db())];
    const alice = await buildUser(db(), { companyId: acme.id, role: 'enterprise' });
    const bob = await buildUser(db(), { companyId: acme.id });
    const eve = await buildUser(db(), { companyId: other.id, role: 'enterprise' });
    const admin = await buildUser(db(), { role: 'chief_admin' });
    await setBalance(db(), { company: acme.id }, 'coins', 500);
    await setBalance(db(), { user: bob.id }, 'coins', 20);
    const page = { pageNum: 1, pageSize: 10 };

    expect((await readBalances(db(), actorOf(alice), { company: acme.id })).coins).toBe(500);
    expect((await readBalances(db(), actorOf(bob), { company: acme.id })).coins).toBe(500);
    expect((await readBalances(db(), actorOf(bob), { user: bob.id })).coins).toBe(20);
    expect((await readHistory(db(), actorOf(bob), { user: bob.id }, 'coins', page)).total).toBe(1);
    expect((await readBalances(db(), actorOf(admin), { company: acme.id })).coins).toBe(500);
    // A colleague's account, another company's: not found, as if they did not exist.
    for (const [who, owner] of [
      [alice, { user: bob.id }],
      [eve, { company: acme.id }],
      [eve, { user: bob.id }],
    ] as const) {
      await expect(readBalances(db(), actorOf(who), owner)).rejects.toSatisfy((e) => codeOf(e) === '100004');
      await expect(readHistory(db(), actorOf(who), owner, 'coins', page)).rejects.toSatisfy((e) => codeOf(e) === '100004');
    }

    // The company assets screen reads the ledger, scoped the same way.
    const assets = (caller: Awaited<ReturnType<typeof asUser>>, companyId?: number) => call(t.app, 'POST', '/company/companyAssets/get.json', companyId ? { companyId } : {}, caller);
    expect((await assets(await asUser(t, alice.id))).json.body).toEqual({ companyId: acme.id, seats: 0, courseCredits: 0, coins: 500 });
    expect((await assets(await asUser(t, eve.id), acme.id)).json.head.code).toBe('100004');
    expect((await assets(await asUser(t, admin.id), acme.id)).json.body.coins).toBe(500);
  });
});
