import {
  defaultMarketParams,
  FLEX_PERCENT,
  priceRange,
  marketingIndex,
  OVERTIME_MAX_PERCENT,
  overtimePremiumPerUnit,
  priceIndex,
  unitCost,
  validateDecision,
  type DecisionIssue,
  type MarketParams,
} from '@sandtable/sim/market';
import type { Decision, GameView } from '@sandtable/shared/contracts/game';
import { fenToYuan, yuanToFen } from '@sandtable/shared/format/money';

/**
 * The decision form's arithmetic: yuan in the form, fen on the wire, and the live previews
 * computed with the engine's own functions and constants (docs/simulations/market.md §3, §6, §8),
 * so the form never disagrees with the settlement.
 */

/** The team's start-of-round figures the server sends (`GameView.position`). */
export type Position = NonNullable<GameView['position']>;

/** What the form holds: money in yuan (two decimals), goods in units, overtime in percent. */
export interface DecisionFormValues {
  price: number | null;
  plannedProduction: number | null;
  overtimePercent: number | null;
  marketing: number | null;
  research: number | null;
}

/** A money field's yuan -> whole fen (the shared conversion); an empty field stays null. */
export function moneyFen(yuan: number | null | undefined): number | null {
  return yuan == null || !Number.isFinite(yuan) ? null : yuanToFen(yuan);
}

/** The form's values as the contract's decision (fen); null fields stay null until filled. */
export function toDecision(values: DecisionFormValues): Partial<Record<keyof Decision, number | null>> {
  return {
    price: moneyFen(values.price),
    plannedProduction: values.plannedProduction ?? null,
    overtimePercent: values.overtimePercent ?? null,
    marketing: moneyFen(values.marketing),
    research: moneyFen(values.research),
  };
}

/** A complete decision, or null while a field is empty. */
export function completeDecision(values: DecisionFormValues): Decision | null {
  const d = toDecision(values);
  if (Object.values(d).some((v) => v == null)) return null;
  return d as Decision;
}

const DECISION_KEYS = ['price', 'plannedProduction', 'overtimePercent', 'marketing', 'research'] as const;

/** Two decisions (or none) with the same five values. */
export function sameDecision(a: Decision | null, b: Decision | null): boolean {
  if (!a || !b) return a === b;
  return DECISION_KEYS.every((key) => a[key] === b[key]);
}

export function toFormValues(decision: Decision): DecisionFormValues {
  return {
    price: fenToYuan(decision.price),
    plannedProduction: decision.plannedProduction,
    overtimePercent: decision.overtimePercent,
    marketing: fenToYuan(decision.marketing),
    research: fenToYuan(decision.research),
  };
}

/**
 * The market parameters behind this team's figures. A game snapshots the default market with the
 * lecturer's scorecard weights; the server sends the unit cost it plays with, and if that ever
 * differs from the defaults, the split into materials and labour keeps the defaults' proportion.
 */
export function paramsFor(position: Pick<Position, 'unitCost'>): MarketParams {
  const base = defaultMarketParams;
  if (position.unitCost === unitCost(base)) return base;
  const labour = Math.round((position.unitCost * base.unitLabourCost) / unitCost(base));
  return { ...base, unitLabourCost: labour, unitMaterialCost: position.unitCost - labour };
}

/** The limits a lecturer's correction must meet (no team's cash matters there): the game's unit cost and price range. */
export function marketPosition(unitCostFen = unitCost(defaultMarketParams)): Position {
  const params = paramsFor({ unitCost: unitCostFen });
  const range = priceRange(params);
  return { cash: 0, stock: 0, capacity: params.initialCapacity, unitCost: unitCostFen, priceMin: range.min, priceMax: range.max };
}

/** A reasonable first decision: the engine's reference play (competitive price, a plan at the base demand). */
export function suggestedDecision(position: Position): Decision {
  const params = paramsFor(position);
  const price = Math.min(position.priceMax, Math.max(position.priceMin, Math.round((position.unitCost * 16) / 10 / 100) * 100));
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
  /** The plan lies above capacity plus overtime: the factory cannot make it all. */
  beyondCapacity: boolean;
}

/** Live previews of a (partly filled) decision from the team's position; empty fields count as 0. */
export function previewDecision(values: DecisionFormValues, position: Position): DecisionPreview {
  const params = paramsFor(position);
  const cost = position.unitCost;
  const price = moneyFen(values.price);
  const planned = Math.max(0, Math.floor(values.plannedProduction ?? 0));
  const overtime = Math.min(OVERTIME_MAX_PERCENT, Math.max(0, Math.floor(values.overtimePercent ?? 0)));
  const marketing = Math.max(0, moneyFen(values.marketing) ?? 0);
  const research = Math.max(0, moneyFen(values.research) ?? 0);
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
    marketingIndex: values.marketing != null ? marketingIndex(marketing, params) : null,
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
    beyondCapacity: planned > maxOutput,
  };
}

/** The engine's own check, against this team's price range (issues carry limits in the field's unit). */
export function decisionIssues(decision: Decision, position: Position): DecisionIssue[] {
  return validateDecision(decision, paramsFor(position));
}

/** Which form field an issue belongs to, and whether its limit is money (fen). */
export const MONEY_FIELDS: ReadonlySet<keyof Decision> = new Set(['price', 'marketing', 'research']);

export { OVERTIME_MAX_PERCENT, FLEX_PERCENT };
