/**
 * The ledger's public face: double-entry postings of coins and credits with idempotency keys, in
 * the caller's transaction, and balance and history reads. See docs/decisions/ledger.md.
 */
export { post, balanceAfter, balancesOf, hasAccount, historyOf, readBalances, readHistory, assertMayRead } from './ledger.service';
export type { Balances, HistoryLine } from './ledger.service';
export type { Owner, EntryInput, PostingInput, PostingResult, PostedEntry } from './ledger.types';
