import { OVERTIME_COST_FACTOR } from './constants';
import type { CostLines, MarketParams, TeamDecision } from './types';

/** The extra labour cost of one overtime unit, whole fen (0.27 x labour by default). */
export function overtimePremiumPerUnit(params: MarketParams): number {
  return Math.round(params.unitLabourCost * (OVERTIME_COST_FACTOR - 1));
}

export interface CostInput {
  decision: TeamDecision;
  production: number;
  overtimeProduction: number;
  closingStock: number;
  /** Capacity used this round (pays upkeep) and the change the capacity rule made. */
  capacity: number;
  capacityChange: number;
  openingCash: number;
}

/**
 * A round's costs, each a whole number of fen. Everything is booked when it is paid (cash
 * accounting: stock and capacity are not capitalised), so profit is exactly the change in cash.
 */
export function costLines(input: CostInput, params: MarketParams): CostLines {
  const lines = {
    materials: input.production * params.unitMaterialCost,
    labour: input.production * params.unitLabourCost,
    overtimePremium: input.overtimeProduction * overtimePremiumPerUnit(params),
    marketing: input.decision.marketing,
    research: input.decision.research,
    holding: input.closingStock * params.holdingCostPerUnit,
    capacityChange:
      input.capacityChange >= 0
        ? input.capacityChange * params.capacityInvestmentPerUnit
        : -input.capacityChange * params.capacityReductionPerUnit,
    overhead: params.fixedOverhead + input.capacity * params.capacityUpkeepPerUnit,
    // Interest is charged on an overdraft at the start of the round; a positive balance earns nothing.
    interest: Math.round(Math.max(0, -input.openingCash) * params.overdraftInterestRate),
  };
  const total = Object.values(lines).reduce((a, b) => a + b, 0);
  return { ...lines, total };
}
