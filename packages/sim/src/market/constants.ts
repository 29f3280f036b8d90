// The market simulation's fixed rules (spec §9 "Market simulation help"), named once. Everything a
// lecturer may tune lives in MarketParams instead (params.ts); these are the rules of the game as
// the course help text states them, so every course plays by the same ones.

/** A price must lie between 50% and 300% of the unit cost (materials + regular labour). */
export const PRICE_MIN_RATIO = 0.5;
export const PRICE_MAX_RATIO = 3;

/** The price index: 100 at the lowest allowed price (most attractive), 10 at the highest. */
export const PRICE_INDEX_MAX = 100;
export const PRICE_INDEX_MIN = 10;

/** Actual output follows demand within ±30% of the planned production. */
export const FLEX = 0.3;

/** Overtime may add up to 30% of capacity, each overtime unit's labour costing 1.27x. */
export const OVERTIME_MAX = 0.3;
export const OVERTIME_COST_FACTOR = 1.27;

/**
 * Capacity is raised after two consecutive rounds above 90% utilisation and lowered after a round
 * below 60% (the spec names a duration only for raising: an investment needs evidence, idle
 * capacity costs overhead at once).
 */
export const CAPACITY_UP_UTIL = 0.9;
export const CAPACITY_DOWN_UTIL = 0.6;
export const CAPACITY_UP_PERIODS = 2;
export const CAPACITY_DOWN_PERIODS = 1;

/**
 * The cost-plus price, as a multiple of unit cost: the default market's competitive price. It
 * anchors the computer-run teams (without it, following the preference-weighted average price, which
 * leans toward the cheaper teams, would drift them down round after round) and is the reference
 * play a new team's form starts from.
 */
export const COMPUTER_MARKUP = 1.6;

/** A market holds 1 to 25 teams. */
export const MIN_TEAMS = 1;
export const MAX_TEAMS = 25;

/** Upper bounds that keep every money product a safe integer (far above any sensible decision). */
export const MAX_SPEND_FEN = 10_000_000_000; // 100 million yuan per round
export const MAX_PLANNED_UNITS = 100_000_000;

// The same limits as whole percentages, for integer arithmetic and the decision form.
export const FLEX_PERCENT = Math.round(FLEX * 100);
export const OVERTIME_MAX_PERCENT = Math.round(OVERTIME_MAX * 100);
