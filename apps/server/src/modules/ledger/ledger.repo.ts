import { and, asc, desc, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@sandtable/shared/contracts/ledger';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema';
import type { Owner } from './ledger.types';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
type Handle = Db | Tx;

const ownerColumns = (owner: Owner) =>
  'user' in owner
    ? { kind: 'user' as const, userId: owner.user }
    : 'company' in owner
      ? { kind: 'company' as const, companyId: owner.company }
      : { kind: 'system' as const, system: owner.system };

const ownerMatch = (owner: Owner): SQL =>
  'user' in owner ? eq(ledgerAccounts.userId, owner.user) : 'company' in owner ? eq(ledgerAccounts.companyId, owner.company) : eq(ledgerAccounts.system, owner.system);

/** The owner's accounts (any currency; none for an owner who never held anything). */
export async function accountsOf(db: Handle, owner: Owner): Promise<AccountRow[]> {
  return db.select().from(ledgerAccounts).where(ownerMatch(owner)).orderBy(asc(ledgerAccounts.currency));
}

/**
 * The accounts of these owners in these currencies, created on first use. Concurrent creators both
 * succeed: the loser's insert does nothing and the select finds the winner's row.
 */
export async function ensureAccounts(tx: Tx, wanted: { owner: Owner; currency: Currency }[]): Promise<AccountRow[]> {
  for (const kind of ['userId', 'companyId', 'system'] as const) {
    // In key order, so two postings creating the same new accounts wait on each other, not in a cycle.
    const rows = wanted
      .map((w) => ({ ...ownerColumns(w.owner), currency: w.currency }))
      .filter((r) => kind in r)
      .sort((a, b) => String((a as Record<string, unknown>)[kind]).localeCompare(String((b as Record<string, unknown>)[kind]), 'en', { numeric: true }) || a.currency.localeCompare(b.currency));
    if (rows.length === 0) continue;
    await tx
      .insert(ledgerAccounts)
      .values(rows)
      .onConflictDoNothing({ target: [ledgerAccounts[kind], ledgerAccounts.currency], where: isNotNull(ledgerAccounts[kind]) });
  }
  return tx
    .select()
    .from(ledgerAccounts)
    .where(or(...wanted.map((w) => and(ownerMatch(w.owner), eq(ledgerAccounts.currency, w.currency)))));
}

/**
 * Claims `(poster, key)` for a new posting; undefined when a posting already holds it. A concurrent
 * claimer waits on the unique index until the first commits (then gets undefined) or rolls back.
 */
export async function claimPosting(tx: Tx, values: typeof ledgerPostings.$inferInsert): Promise<number | undefined> {
  const [row] = await tx.insert(ledgerPostings).values(values).onConflictDoNothing().returning({ id: ledgerPostings.id });
  return row?.id;
}

export async function findPosting(db: Handle, poster: string, key: string) {
  const [row] = await db
    .select()
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.poster, poster), eq(ledgerPostings.idempotencyKey, key)));
  return row;
}

/**
 * Moves an account's balance by `delta` and returns the new balance, or undefined when a debit
 * would take a non-system account below zero (the row is untouched then).
 */
export async function moveBalance(tx: Tx, account: AccountRow, delta: number): Promise<number | undefined> {
  const guard = delta < 0 && account.kind !== 'system' ? gte(ledgerAccounts.balance, -delta) : undefined;
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
    .where(and(eq(ledgerAccounts.id, account.id), guard))
    .returning({ balance: ledgerAccounts.balance });
  return row?.balance;
}

export async function insertEntries(tx: Tx, rows: (typeof ledgerEntries.$inferInsert)[]) {
  await tx.insert(ledgerEntries).values(rows);
}

/** A posting's entries with their accounts, in the order they were posted. */
export async function entriesOf(db: Handle, postingId: number) {
  return db
    .select({ entry: ledgerEntries, account: ledgerAccounts })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.postingId, postingId))
    .orderBy(asc(ledgerEntries.id));
}

/** One page of an account's entries, newest first, with their postings; and how many there are. */
export async function entriesPage(db: Handle, accountId: number, pageNum: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: ledgerEntries, posting: ledgerPostings })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(eq(ledgerEntries.accountId, accountId))
      .orderBy(desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)),
  ]);
  return { rows, total };
}
