import { pgTable, integer, text, timestamp, uniqueIndex, index, bigint, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ACCOUNT_KINDS, CURRENCIES, POSTING_REASONS, SYSTEM_ACCOUNTS } from '@sandtable/shared/contracts/ledger';
import { companies, users } from './accounts';
import { courses } from './courses';

/**
 * The ledger (modules/ledger): one account per owner and currency, holding its balance. The balance
 * is the sum of the account's entries; it moves only with them, by a conditional UPDATE that keeps
 * it >= 0, and the CHECK is the last line should code ever try otherwise. System accounts are the
 * other side of money entering the portal and may be negative. Owners are never cascaded away:
 * history outlives nothing it refers to.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    system: text('system', { enum: SYSTEM_ACCOUNTS }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_nonnegative', sql`${t.balance} >= 0 OR ${t.kind} = 'system'`),
    check(
      'ledger_accounts_one_owner',
      sql`(${t.kind} = 'user') = (${t.userId} IS NOT NULL) AND (${t.kind} = 'company') = (${t.companyId} IS NOT NULL) AND (${t.kind} = 'system') = (${t.system} IS NOT NULL)`,
    ),
    uniqueIndex('ledger_accounts_user_idx').on(t.userId, t.currency).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_company_idx').on(t.companyId, t.currency).where(sql`${t.companyId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_idx').on(t.system, t.currency).where(sql`${t.system} IS NOT NULL`),
  ],
);

/**
 * One movement of money: its entries sum to zero per currency. `(poster, idempotency_key)` is
 * unique, so a retried or doubled request posts once.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Who posts, the namespace of the key: `user:<id>` for a person's request, `seed`, `migration`, a module's name. */
    poster: text('poster').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason', { enum: POSTING_REASONS }).notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_postings_key_idx').on(t.poster, t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postingId: integer('posting_id')
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance after this entry: history shows it without summing. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The person on the other side, for history lines ("to Li Lei"); null for system accounts. */
    counterpartId: integer('counterpart_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('ledger_entries_nonzero', sql`${t.amount} <> 0`), index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_posting_idx').on(t.postingId)],
);
