/**
 * The ledger's vocabulary (apps/server/src/modules/ledger): what it counts, whose accounts hold it,
 * and why money moved. Coins are what lecturers tip and the shop will sell for; credits are course
 * credits a company buys.
 */
export const CURRENCIES = ['coins', 'credits'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const ACCOUNT_KINDS = ['user', 'company', 'system'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Accounts nobody owns, the other side of money entering or leaving the portal; only they may go
 * below zero. `seed`: demo grants; `migration`: balances and history carried over from before the
 * ledger (migration 0007); `shop`: coins spent on orders (and given back when an order is cancelled);
 * `checkin`: the daily check-in's coins; `courses`: course credits spent on courses' seats.
 */
export const SYSTEM_ACCOUNTS = ['seed', 'migration', 'shop', 'checkin', 'courses'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** Why a posting happened; `opening` is a balance carried over without (enough) history. */
export const POSTING_REASONS = ['reward', 'grant', 'opening', 'purchase', 'purchase_return', 'refund', 'refund_return', 'tip', 'checkin', 'course_seats', 'course_seats_return'] as const;
export type PostingReason = (typeof POSTING_REASONS)[number];
