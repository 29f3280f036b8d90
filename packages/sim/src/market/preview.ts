import { overtimePremiumPerUnit } from './accounts';
import { COMPUTER_MARKUP, FLEX_PERCENT, OVERTIME_MAX_PERCENT } from './constants';
import { marketingIndex, priceIndex } from './demand';
import { priceRange, unitCost } from './params';
import type { MarketParams, MarketState, TeamDecision } from './types';

/** A team's start-of-round figures, as the decision form and its previews need them (fen, units). */
export interface MarketPosition {
  cash: number;
  stock: number;
  capacity: number;
  unitCost: number;
  priceMin: number;
  priceMax: number;
}

/** The team's position before the round (null: no such team in this market). */
export function marketPosition(state: MarketState, teamId: string, params: MarketParams): MarketPosition | null {
  const team = state.teams.find((t) => t.teamId === teamId);
  if (!team) return null;
  const { min, max } = priceRange(params);
  return { cash: team.cash, stock: team.stock, capacity: team.capacity, unitCost: unitCost(params), priceMin: min, priceMax: max };
}

/** The limits a decision must meet when no team's cash or stock matters (a lecturer's correction). */
export function limitsPosition(params: MarketParams): MarketPosition {
  const { min, max } = priceRange(params);
  return { cash: 0, stock: 0, capacity: params.initialCapacity, unitCost: unitCost(params), priceMin: min, priceMax: max };
}

/**
 * A reasonable first decision: the reference play of docs/simulations/market.md §12 — the
 * computer teams' cost-plus price in whole yuan, a plan at the base demand, no overtime, the
 * marketing half spend and the R&D that holds the quality stock.
 */
export function suggestedDecision(params: MarketParams, position: Pick<MarketPosition, 'unitCost' | 'priceMin' | 'priceMax'>): TeamDecision {
  const price = Math.min(position.priceMax, Math.max(position.priceMin, Math.round((position.unitCost * COMPUTER_MARKUP) / 100) * 100));
  return {
    price,
    plannedProduction: params.baseDemandPerTeam,
    overtimePercent: 0,
    marketing: params.marketingHalfSpend,
    research: Math.round(params.qualityHalfStock * params.researchDecay),
  };
}

export interface DecisionPreview {
  unitCost: number;
  /** The price as a percentage of unit cost, and the price index it earns (100 cheapest … 10 dearest). */
  pricePercentOfCost: number | null;
  priceIndex: number | null;
  marketingIndex: number | null;
  /** Output band around the plan: what the factory will make, following demand. */
  outputLow: number;
  outputHigh: number;
  /** The most the factory can make: capacity plus the overtime allowed. */
  maxOutput: number;
  /** The plan as the factory can make it (capped at maxOutput). */
  plannedOutput: number;
  overtimeUnits: number;
  overtimePremiumPerUnit: number;
  /** Materials and regular labour of the planned output. */
  productionCost: number;
  overtimePremium: number;
  /** Overhead and capacity upkeep, paid whatever happens. */
  fixedCosts: number;
  spending: number;
  /** Cash once this round's spending is paid, before any sales come in. */
  cashAfterSpending: number;
  /** Interest a negative cash balance pays per round, whole percent (the game's overdraft rate). */
  overdraftInterestPercent: number;
  /** The plan lies above capacity plus overtime: the factory cannot make it all. */
  beyondCapacity: boolean;
}

export type PartialDecision = Partial<Record<keyof TeamDecision, number | null>>;

/**
 * Live previews of a (partly filled) decision from the team's position, with the settlement's own
 * functions and constants (docs/simulations/market.md §3, §6, §8); empty fields count as 0.
 */
export function previewDecision(decision: PartialDecision, position: MarketPosition, params: MarketParams): DecisionPreview {
  const cost = position.unitCost;
  const price = decision.price ?? null;
  const planned = Math.max(0, Math.floor(decision.plannedProduction ?? 0));
  const overtime = Math.min(OVERTIME_MAX_PERCENT, Math.max(0, Math.floor(decision.overtimePercent ?? 0)));
  const marketing = Math.max(0, decision.marketing ?? 0);
  const research = Math.max(0, decision.research ?? 0);
  const capacity = position.capacity;

  const maxOutput = capacity + Math.floor((capacity * overtime) / 100);
  const outputHigh = Math.min(Math.floor((planned * (100 + FLEX_PERCENT)) / 100), maxOutput);
  const outputLow = Math.min(Math.floor((planned * (100 - FLEX_PERCENT)) / 100), outputHigh);
  const plannedOutput = Math.min(planned, maxOutput);
  const overtimeUnits = Math.max(0, plannedOutput - capacity);
  const premiumPerUnit = overtimePremiumPerUnit(params);
  const productionCost = plannedOutput * cost;
  const overtimePremium = overtimeUnits * premiumPerUnit;
  const fixedCosts = params.fixedOverhead + capacity * params.capacityUpkeepPerUnit;
  const spending = productionCost + overtimePremium + marketing + research + fixedCosts;
  const priceValid = price != null && price >= position.priceMin && price <= position.priceMax;

  return {
    unitCost: cost,
    pricePercentOfCost: price != null && cost > 0 ? Math.round((price / cost) * 100) : null,
    priceIndex: priceValid ? priceIndex(price, params) : null,
    marketingIndex: decision.marketing != null ? marketingIndex(marketing, params) : null,
    outputLow,
    outputHigh,
    maxOutput,
    plannedOutput,
    overtimeUnits,
    overtimePremiumPerUnit: premiumPerUnit,
    productionCost,
    overtimePremium,
    fixedCosts,
    spending,
    cashAfterSpending: position.cash - spending,
    overdraftInterestPercent: Math.round(params.overdraftInterestRate * 100),
    beyondCapacity: planned > maxOutput,
  };
}
