import { apportion } from './allocate';
import { CAPACITY_DOWN_PERIODS, CAPACITY_DOWN_UTIL, CAPACITY_UP_PERIODS, CAPACITY_UP_UTIL, FLEX_PERCENT } from './constants';
import type { MarketParams } from './types';

/**
 * The output a team can make this round: ±FLEX around its plan, never beyond capacity plus the
 * overtime it allowed. Whole-percent integer arithmetic keeps the bounds exact.
 */
export function outputBounds(plannedProduction: number, overtimePercent: number, capacity: number): { min: number; max: number } {
  const ceiling = capacity + Math.floor((capacity * overtimePercent) / 100);
  const max = Math.min(Math.floor((plannedProduction * (100 + FLEX_PERCENT)) / 100), ceiling);
  const min = Math.min(Math.floor((plannedProduction * (100 - FLEX_PERCENT)) / 100), max);
  return { min, max };
}

export interface Supplier {
  /** Customers who chose this team. */
  demand: number;
  /** Opening stock plus the most it can make. */
  available: number;
  /** Its attraction in each customer segment (demand.ts). */
  attraction: readonly number[];
  /** Which segments its customers come from (fractions summing to 1). */
  mix: readonly number[];
  /** The team's price, fen. */
  price: number;
}

/**
 * The share of customers who wanted to buy at `wanted` and will still buy at `asked`: all of them at
 * the same or a lower price; above it they react as the whole market reacts to price (§5), with the
 * category's price elasticity: (asked / wanted)^(−elasticity). With the default 1.5, 25% dearer keeps
 * 72% of them, twice the price 35%.
 */
export function switchingShare(wanted: number, asked: number, elasticity: number): number {
  return asked <= wanted ? 1 : (asked / wanted) ** -elasticity;
}

/**
 * Who sells what. Each team first serves its own customers up to what it has. Each customer it
 * cannot serve makes one second choice among the teams with goods left, in proportion to their
 * attraction, and buys there only with the switchingShare of the second team's price against the
 * price of the first; a team sells to as many of these as it has goods for. The rest go without.
 * So a stock-out still sends customers to rivals, but a team priced far above the market cannot
 * live on its rivals' stock-outs, and a higher price never brings a team more of them.
 */
export function serveDemand(suppliers: readonly Supplier[], elasticity: number): { ownSales: number[]; spillover: number[]; unmet: number } {
  const ownSales = suppliers.map((s) => Math.min(s.demand, s.available));
  const left = suppliers.map((s, i) => s.available - ownSales[i]);
  const open = suppliers.map((_, j) => j).filter((j) => left[j] > 0);
  // Each segment's customers choose again among the open teams by that segment's attraction.
  const segmentCount = suppliers[0]?.attraction.length ?? 0;
  const openAttraction = Array.from({ length: segmentCount }, (_, s) => open.reduce((sum, j) => sum + suppliers[j].attraction[s], 0));
  const wanting = suppliers.map(() => 0);
  suppliers.forEach((from, i) => {
    const lost = from.demand - ownSales[i];
    if (lost === 0 || open.length === 0) return;
    const pull = open.map((j) => from.mix.reduce((sum, share, s) => sum + (openAttraction[s] > 0 ? (share * suppliers[j].attraction[s]) / openAttraction[s] : 0), 0));
    const offered = apportion(lost, pull);
    open.forEach((j, k) => (wanting[j] += Math.floor(offered[k] * switchingShare(from.price, suppliers[j].price, elasticity))));
  });
  const spillover = wanting.map((w, j) => Math.min(w, left[j]));
  const unserved = suppliers.reduce((sum, s, i) => sum + s.demand - ownSales[i], 0);
  return { ownSales, spillover, unmet: unserved - spillover.reduce((a, b) => a + b, 0) };
}

/**
 * Output follows sales: stock is sold first, and the factory makes what is still needed, but at
 * least the bottom of the flex band (planned work is not cancelled below it).
 */
export function productionFor(sales: number, openingStock: number, bounds: { min: number; max: number }): number {
  return Math.min(bounds.max, Math.max(bounds.min, sales - openingStock));
}

export interface CapacityStep {
  nextCapacity: number;
  /** Units added (positive) or removed (negative). */
  change: number;
  highUtilisationStreak: number;
  lowUtilisationStreak: number;
}

/**
 * The automatic capacity rule: count consecutive rounds above CAPACITY_UP_UTIL and below
 * CAPACITY_DOWN_UTIL; when a count reaches its period, change capacity by a step (effective next
 * round) and start counting afresh, so each further step needs new evidence.
 */
export function capacityStep(
  capacity: number,
  utilisation: number,
  streaks: { highUtilisationStreak: number; lowUtilisationStreak: number },
  params: MarketParams,
): CapacityStep {
  const high = utilisation > CAPACITY_UP_UTIL ? streaks.highUtilisationStreak + 1 : 0;
  const low = utilisation < CAPACITY_DOWN_UTIL ? streaks.lowUtilisationStreak + 1 : 0;
  if (high >= CAPACITY_UP_PERIODS) {
    const nextCapacity = Math.round(capacity * (1 + params.capacityStepUp));
    return { nextCapacity, change: nextCapacity - capacity, highUtilisationStreak: 0, lowUtilisationStreak: 0 };
  }
  if (low >= CAPACITY_DOWN_PERIODS) {
    // Never below one unit: utilisation (production / capacity) must stay defined.
    const nextCapacity = Math.max(1, Math.round(capacity * (1 - params.capacityStepDown)));
    return { nextCapacity, change: nextCapacity - capacity, highUtilisationStreak: 0, lowUtilisationStreak: 0 };
  }
  return { nextCapacity: capacity, change: 0, highUtilisationStreak: high, lowUtilisationStreak: low };
}
