/** Business constants of spec §9, named once. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BUTTON_DISABLE_MS = 5_000;
export const TOAST_SHORT_MS = 3_000;
export const TOAST_LONG_MS = 5_000;
export const LANGUAGE_HEADER = 'language';
export const CSRF_HEADER = 'x-csrf-token';
/** The daily check-in (spec §8): the coins just given, and the message to toast (percent-encoded; absent: the fixed congratulation). */
export const CHECKIN_COINS_HEADER = 'x-checkin-coins';
export const CHECKIN_MESSAGE_HEADER = 'x-checkin-message';

export const RESOURCE_TYPE = { MS: 10002, CM: 10003 } as const;
export const DEFAULT_GAME_TYPE = 'MS';

export const MIN_TEAMS_TO_START = 4;
export const TS_TEAMS = { min: 1, max: 25, size: 4 } as const;
/** The team-synergy scenario versions a course may choose (tsVersion): the engine's scenarios, held equal by its test. */
export const TS_VERSIONS = { min: 1, max: 4 } as const;
export const REVIEW_WINDOW_HOURS = 12;
export const INVITE_VALIDITY_MONTHS = 12;
export const INVITE_DEFAULT_USES = 1;
export const COIN_REWARD_MAX = 10_000;
/** A game round's length as the lecturer sets it when starting the game, minutes. */
export const ROUND_MINUTES = { min: 1, max: 24 * 60, default: 30 } as const;
/** Invitation codes made at once, and how many people one code may let in. */
export const INVITE_BATCH = { countMax: 200, usesMax: 1000 } as const;
export const TIP_YUAN = { min: 1, max: 50_000 } as const;
export const MEMBERS_ADDED_AT_ONCE_MAX = 10;
/** Rows one spreadsheet import may hold. */
export const IMPORT_MAX_ROWS = 10_000;
/** What an uploaded .xlsx may unpack to: 10,000 rows of the template take about 15 MB. */
export const IMPORT_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;
export const COMPANY_COMPARISON = { maxCompanies: 5, months: [3, 6, 12] } as const;

export const PASSWORD_MIN_LENGTH = 6;
export const CODE_LENGTH = 6;
export const PHONE_LENGTH = 11;

export const UPLOAD_LIMIT_BYTES = {
  avatar: 1024 * 1024,
  qr: 700 * 1024,
  file: 10 * 1024 * 1024,
  /**
   * A commodity's picture (not in the spec, which caps a general file at 10 MB): every visitor of
   * the shop downloads it, shown a few hundred pixels wide (card, detail page), so 2 MB is ample.
   */
  commodity: 2 * 1024 * 1024,
} as const;

export const BELBIN = { pointsPerPart: 10, parts: 7, questionsPerPart: 10, observersRecommended: [3, 5] } as const;
export const CM_BUDGET_PER_ROUND = 100;

/**
 * Login lockout (docs/decisions/0002-signin.md): this many wrong passwords for one account from one
 * address within the window lock that address out of that account for the window; the account as a
 * whole locks only at the much higher per-account count (a guessing campaign from many addresses).
 */
export const LOGIN_LOCK = { maxFailures: 5, maxFailuresPerAccount: 50, windowMinutes: 15 } as const;
