import type { Currency, PostingReason, SystemAccount } from '@sandtable/shared/contracts/ledger';

/** Whose account: a person, a company, or a system account (money entering or leaving the portal). */
export type Owner = { user: number } | { company: number } | { system: SystemAccount };

export interface EntryInput {
  owner: Owner;
  currency: Currency;
  /** Positive credits the account, negative debits it; whole units (coins, credits). */
  amount: number;
  /** The person on the other side, shown in this account's history. */
  counterpartId?: number | null;
}

export interface PostingInput {
  /** The key's namespace: `user:<id>` for a person's request, or the posting module's name. */
  poster: string;
  /** Unique per poster: posting again with it posts nothing and returns the first result. */
  key: string;
  reason: PostingReason;
  courseId?: number | null;
  note?: string | null;
  /** Sum to zero per currency; several entries may touch one account. */
  entries: EntryInput[];
}

export interface PostedEntry {
  accountId: number;
  owner: Owner;
  currency: Currency;
  amount: number;
  balanceAfter: number;
  counterpartId: number | null;
}

export interface PostingResult {
  postingId: number;
  /** True when the key had been posted before: nothing moved now, `entries` are the first posting's. */
  replayed: boolean;
  entries: PostedEntry[];
}
