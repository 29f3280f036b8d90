import { CURRENCIES, type Currency, type PostingReason } from '@sandtable/shared/contracts/ledger';
import { Errors, type ErrorDef } from '@sandtable/shared/errors/catalogue';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { accountsOf, claimPosting, ensureAccounts, entriesOf, entriesPage, findPosting, insertEntries, moveBalance, type AccountRow } from './ledger.repo';
import type { Owner, PostedEntry, PostingInput, PostingResult } from './ledger.types';

const insufficient: Record<Currency, ErrorDef> = { coins: Errors.coinsInsufficient, credits: Errors.creditsInsufficient };

const ownerOf = (a: AccountRow): Owner => (a.kind === 'user' ? { user: a.userId! } : a.kind === 'company' ? { company: a.companyId! } : { system: a.system! });
const sameOwner = (a: AccountRow, o: Owner) => ('user' in o ? a.userId === o.user : 'company' in o ? a.companyId === o.company : a.system === o.system);

/** A posting that could never be right is a bug in the caller, not the user's fault: thrown as such. */
function assertBalanced(input: PostingInput) {
  if (input.entries.length === 0) throw new Error('A posting needs entries');
  const sums = new Map<Currency, number>();
  for (const e of input.entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new Error(`Entry amounts are non-zero integers (got ${e.amount})`);
    sums.set(e.currency, (sums.get(e.currency) ?? 0) + e.amount);
  }
  for (const [currency, sum] of sums) if (sum !== 0) throw new Error(`The ${currency} entries of a posting sum to ${sum}, not 0`);
}

/**
 * Posts in the caller's transaction: claims the idempotency key (a second posting with it returns
 * the first's result and moves nothing, also when both run at once), moves each account's balance
 * by its net amount in account-id order (so two postings never lock in opposite orders), a debit by
 * a conditional UPDATE that fails with the currency's "insufficient" error instead of going below
 * zero, and writes the entries with the balance each leaves. A failure throws: the caller's
 * transaction, the claimed key with it, rolls back.
 */
export async function post(tx: Tx, input: PostingInput): Promise<PostingResult> {
  assertBalanced(input);
  const postingId = await claimPosting(tx, { poster: input.poster, idempotencyKey: input.key, reason: input.reason, courseId: input.courseId ?? null, note: input.note ?? null });
  if (postingId === undefined) return replay(tx, input.poster, input.key);

  const accounts = await ensureAccounts(tx, input.entries);
  const accountOf = (e: PostingInput['entries'][number]) => accounts.find((a) => a.currency === e.currency && sameOwner(a, e.owner))!;
  const net = new Map<AccountRow, number>();
  for (const e of input.entries) net.set(accountOf(e), (net.get(accountOf(e)) ?? 0) + e.amount);

  // Running balance per account, starting from its balance before this posting.
  const running = new Map<number, number>();
  for (const [account, delta] of [...net].sort(([a], [b]) => a.id - b.id)) {
    // A zero net (entries that cancel out) still updates: it locks the row and reads the balance.
    const after = await moveBalance(tx, account, delta);
    if (after === undefined) fail(insufficient[account.currency]);
    running.set(account.id, after! - delta);
  }
  const entries: PostedEntry[] = input.entries.map((e) => {
    const account = accountOf(e);
    const balanceAfter = running.get(account.id)! + e.amount;
    running.set(account.id, balanceAfter);
    return { accountId: account.id, owner: e.owner, currency: e.currency, amount: e.amount, balanceAfter, counterpartId: e.counterpartId ?? null };
  });
  await insertEntries(
    tx,
    entries.map((e) => ({ postingId, accountId: e.accountId, amount: e.amount, balanceAfter: e.balanceAfter, counterpartId: e.counterpartId })),
  );
  return { postingId, replayed: false, entries };
}

async function replay(tx: Tx, poster: string, key: string): Promise<PostingResult> {
  const posting = await findPosting(tx, poster, key);
  // Claimed but not visible: only a caller running at REPEATABLE READ or stricter gets here.
  if (!posting) throw new Error(`Posting ${poster}/${key} is held by a transaction this one cannot see`);
  const rows = await entriesOf(tx, posting.id);
  return {
    postingId: posting.id,
    replayed: true,
    entries: rows.map(({ entry, account }) => ({
      accountId: account.id,
      owner: ownerOf(account),
      currency: account.currency,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      counterpartId: entry.counterpartId,
    })),
  };
}

/** The balance `owner` has after a posting (its last entry on that account), e.g. to answer the poster. */
export function balanceAfter(result: PostingResult, owner: Owner, currency: Currency): number | undefined {
  const mine = result.entries.filter((e) => e.currency === currency && JSON.stringify(e.owner) === JSON.stringify(owner));
  return mine.at(-1)?.balanceAfter;
}

export type Balances = Record<Currency, number>;

/** Every currency's balance of an owner, zero where they hold no account. Unscoped: callers check who asks. */
export async function balancesOf(db: Db | Tx, owner: Owner): Promise<Balances> {
  const accounts = await accountsOf(db, owner);
  return Object.fromEntries(CURRENCIES.map((c) => [c, accounts.find((a) => a.currency === c)?.balance ?? 0])) as Balances;
}

/** Whether the owner has ever held the currency (an account exists). */
export async function hasAccount(db: Db | Tx, owner: Owner, currency: Currency): Promise<boolean> {
  return (await accountsOf(db, owner)).some((a) => a.currency === currency);
}

export interface HistoryLine {
  id: number;
  postingId: number;
  reason: PostingReason;
  amount: number;
  balanceAfter: number;
  counterpartId: number | null;
  courseId: number | null;
  note: string | null;
  at: Date;
}

/** One page of an owner's history in a currency, newest first. Unscoped: callers check who asks. */
export async function historyOf(db: Db | Tx, owner: Owner, currency: Currency, page: { pageNum: number; pageSize: number }) {
  const account = (await accountsOf(db, owner)).find((a) => a.currency === currency);
  const { rows, total } = account ? await entriesPage(db, account.id, page.pageNum, page.pageSize) : { rows: [], total: 0 };
  const list: HistoryLine[] = rows.map(({ entry, posting }) => ({
    id: entry.id,
    postingId: posting.id,
    reason: posting.reason,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    counterpartId: entry.counterpartId,
    courseId: posting.courseId,
    note: posting.note,
    at: posting.at,
  }));
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/**
 * Who may read an account: a person their own; a company's people their company's; the chief
 * admin any. Anyone else learns nothing, not even that the account exists.
 */
export function assertMayRead(actor: Actor, owner: Owner): void {
  if (actor.role === 'chief_admin') return;
  if ('user' in owner && owner.user === actor.userId) return;
  if ('company' in owner && actor.companyId !== null && owner.company === actor.companyId) return;
  fail(Errors.notFound);
}

/** The caller's view of an owner's balances (see assertMayRead). */
export async function readBalances(db: Db, actor: Actor, owner: Owner): Promise<Balances> {
  assertMayRead(actor, owner);
  return balancesOf(db, owner);
}

/** The caller's view of an owner's history (see assertMayRead). */
export async function readHistory(db: Db, actor: Actor, owner: Owner, currency: Currency, page: { pageNum: number; pageSize: number }) {
  assertMayRead(actor, owner);
  return historyOf(db, owner, currency, page);
}
