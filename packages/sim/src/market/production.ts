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
  attraction: number;
}

/**
 * Who sells what. Each team first serves its own customers up to what it has. Customers it cannot
 * serve try the teams that still have goods, in proportion to those teams' attraction; whatever a
 * team cannot take goes round again among the rest, until every customer is served or every team
 * is sold out. Each pass either places every customer or sells out at least one team, so it ends
 * after at most one pass per team.
 */
export function serveDemand(suppliers: readonly Supplier[]): { ownSales: number[]; spillover: number[]; unmet: number } {
  const ownSales = suppliers.map((s) => Math.min(s.demand, s.available));
  const spillover = suppliers.map(() => 0);
  const left = suppliers.map((s, i) => s.available - ownSales[i]);
  let unmet = suppliers.reduce((sum, s, i) => sum + s.demand - ownSales[i], 0);
  while (unmet > 0) {
    const open = suppliers.map((_, i) => i).filter((i) => left[i] > 0);
    if (open.length === 0) break;
    const offered = apportion(unmet, open.map((i) => suppliers[i].attraction));
    open.forEach((i, k) => {
      const taken = Math.min(offered[k], left[i]);
      spillover[i] += taken;
      left[i] -= taken;
      unmet -= taken;
    });
  }
  return { ownSales, spillover, unmet };
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
