import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore, openScratch, type ScratchHandle } from '../../test/migrations';

/**
 * Migration 0007 on data of the old shape: applies 0000–0006, writes coin balances, their history
 * and company assets as the code before the ledger did, applies 0007 and checks that every balance,
 * every history line and every company asset came over, and that the books balance.
 */
let h: ScratchHandle;
let before: string;

beforeAll(async () => {
  h = await openScratch();
  before = migrationsBefore(7);
  await h.migrate(before);
  // The old shape: the demo lecturer's grant and three rewards, a balance set without history
  // (user 4), a history that does not explain its balance (user 3), company coins and credits.
  await h.exec(`
    INSERT INTO users (id, account, password_hash, name, role) OVERRIDING SYSTEM VALUE VALUES
      (1, 'lecturer', 'x', 'Lecturer', 'lecturer'), (2, 's2', 'x', 'Two', 'student'), (3, 's3', 'x', 'Three', 'student'), (4, 's4', 'x', 'Four', 'student'), (5, 's5', 'x', 'Five', 'student');
    INSERT INTO companies (id, name) OVERRIDING SYSTEM VALUE VALUES (1, 'Acme'), (2, 'Bare'), (3, 'Coins only');
    INSERT INTO company_assets (company_id, seats, course_credits, coins) VALUES (1, 30, 12, 500), (2, 5, 0, 0), (3, 0, 0, 7);
    INSERT INTO coin_balances (user_id, balance) VALUES (1, 99700), (2, 100), (3, 250), (4, 40), (5, 0);
    INSERT INTO coin_ledger (id, user_id, delta, reason, course_id, counterpart_id, note, at) OVERRIDING SYSTEM VALUE VALUES
      (1, 1, 100000, 'grant', NULL, NULL, 'demo', '2026-11-01T08:00:00Z'),
      (2, 1, -100, 'reward_given', NULL, 2, 'Best forecast', '2026-11-02T08:00:00Z'),
      (3, 2, 100, 'reward_received', NULL, 1, 'Best forecast', '2026-11-02T08:00:00Z'),
      (4, 1, -200, 'reward_given', NULL, 3, NULL, '2026-11-03T08:00:00Z'),
      (5, 3, 200, 'reward_received', NULL, 1, NULL, '2026-11-03T08:00:00Z'),
      (6, 3, 0, 'grant', NULL, NULL, 'nothing', '2026-11-03T09:00:00Z');
  `);
  await h.migrate(MIGRATIONS);
});
afterAll(async () => {
  await h?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

const num = (v: unknown) => Number(v);

describe('migration 0007 (the ledger)', () => {
  it('carries every coin balance over, and every account’s balance is the sum of its entries', async () => {
    const users = await h.query<{ user_id: number; balance: string }>(`SELECT user_id, balance FROM ledger_accounts WHERE kind = 'user' AND currency = 'coins' ORDER BY user_id`);
    expect(users.map((u) => [u.user_id, num(u.balance)])).toEqual([
      [1, 99700],
      [2, 100],
      [3, 250],
      [4, 40],
      [5, 0],
    ]);
    const drift = await h.query(`SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`);
    expect(drift).toEqual([]);
    const last = await h.query(
      `SELECT a.id FROM ledger_accounts a JOIN LATERAL (SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1) l ON true WHERE l.balance_after <> a.balance`,
    );
    expect(last).toEqual([]);
  });

  it('keeps each history line: amount, reason, note, counterpart and time, in order', async () => {
    const lines = await h.query<{ user_id: number; amount: string; reason: string; note: string | null; counterpart_id: number | null; at: Date; balance_after: string }>(`
      SELECT a.user_id, e.amount, p.reason, p.note, e.counterpart_id, p.at, e.balance_after
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_postings p ON p.id = e.posting_id
       WHERE a.kind = 'user' AND p.reason <> 'opening' ORDER BY a.user_id, e.id`);
    expect(lines.map((l) => [l.user_id, num(l.amount), l.reason, l.note, l.counterpart_id, new Date(l.at).toISOString(), num(l.balance_after)])).toEqual([
      [1, 100000, 'grant', 'demo', null, '2026-11-01T08:00:00.000Z', 100000],
      [1, -100, 'reward', 'Best forecast', 2, '2026-11-02T08:00:00.000Z', 99900],
      [1, -200, 'reward', null, 3, '2026-11-03T08:00:00.000Z', 99700],
      [2, 100, 'reward', 'Best forecast', 1, '2026-11-02T08:00:00.000Z', 100],
      // User 3's history explains 200 of 250: an opening posting of 50 comes first.
      [3, 200, 'reward', null, 1, '2026-11-03T08:00:00.000Z', 250],
    ]);
    const openings = await h.query<{ owner: string; amount: string }>(`
      SELECT coalesce('user:' || a.user_id, 'company:' || a.company_id || ':' || a.currency) AS owner, e.amount
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_postings p ON p.id = e.posting_id
       WHERE p.reason = 'opening' AND a.kind <> 'system' ORDER BY owner`);
    expect(openings.map((o) => [o.owner, num(o.amount)])).toEqual([
      ['company:1:coins', 500],
      ['company:1:credits', 12],
      ['company:3:coins', 7],
      ['user:3', 50],
      ['user:4', 40],
    ]);
  });

  it('moves company coins and credits onto company accounts and keeps the seats', async () => {
    const accounts = await h.query<{ company_id: number; currency: string; balance: string }>(`SELECT company_id, currency, balance FROM ledger_accounts WHERE kind = 'company' ORDER BY company_id, currency`);
    expect(accounts.map((a) => [a.company_id, a.currency, num(a.balance)])).toEqual([
      [1, 'coins', 500],
      [1, 'credits', 12],
      [3, 'coins', 7],
    ]);
    expect(await h.query(`SELECT company_id, seats FROM company_assets ORDER BY company_id`)).toEqual([
      { company_id: 1, seats: 30 },
      { company_id: 2, seats: 5 },
      { company_id: 3, seats: 0 },
    ]);
  });

  it('balances every posting to zero per currency, against the migration account, once per old row', async () => {
    const unbalanced = await h.query(`SELECT e.posting_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id GROUP BY e.posting_id, a.currency HAVING sum(e.amount) <> 0`);
    expect(unbalanced).toEqual([]);
    const system = await h.query<{ system: string; currency: string; balance: string }>(`SELECT system, currency, balance FROM ledger_accounts WHERE kind = 'system' ORDER BY currency`);
    expect(system.map((s) => [s.system, s.currency, num(s.balance)])).toEqual([
      ['migration', 'coins', -(99700 + 100 + 250 + 40 + 500 + 7)],
      ['migration', 'credits', -12],
    ]);
    const keys = await h.query<{ n: number; distinct: number }>(`SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS distinct FROM ledger_postings WHERE poster = 'migration'`);
    // Five history rows with a non-zero delta, two user openings, three company openings.
    expect(keys).toEqual([{ n: 10, distinct: 10 }]);
  });

  it('drops the old tables and columns', async () => {
    const left = await h.query(`SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('coin_balances', 'coin_ledger') OR (table_name = 'company_assets' AND column_name IN ('coins', 'course_credits'))`);
    expect(left).toEqual([]);
  });
});
