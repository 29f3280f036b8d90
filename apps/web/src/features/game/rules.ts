import {
  CAPACITY_DOWN_UTIL,
  CAPACITY_UP_PERIODS,
  CAPACITY_UP_UTIL,
  defaultMarketParams,
  FLEX_PERCENT,
  normaliseWeights,
  segmentOf,
  OVERTIME_COST_FACTOR,
  OVERTIME_MAX_PERCENT,
  overtimePremiumPerUnit,
  PRICE_INDEX_MAX,
  PRICE_INDEX_MIN,
  PRICE_MAX_RATIO,
  PRICE_MIN_RATIO,
  priceIndex,
  priceRange,
  unitCost,
} from '@sandtable/sim/market';
import { formatMoney, formatYuan } from '@sandtable/shared/format/money';

/**
 * The numbers the rules pages quote, all from the engine (docs/simulations/market.md), so the
 * text cannot drift from the model. Money as "1,234.00" (yuan).
 */
export function ruleNumbers() {
  const p = defaultMarketParams;
  const range = priceRange(p);
  const pct = (x: number) => Math.round(x * 100);
  const value = segmentOf(p, 'value');
  const premium = segmentOf(p, 'premium');
  const premiumWeights = normaliseWeights(premium.segment.weights);
  return {
    unitCost: formatMoney(unitCost(p)),
    material: formatMoney(p.unitMaterialCost),
    labour: formatMoney(p.unitLabourCost),
    priceMin: formatMoney(range.min),
    priceMax: formatMoney(range.max),
    minRatio: pct(PRICE_MIN_RATIO),
    maxRatio: pct(PRICE_MAX_RATIO),
    indexMax: PRICE_INDEX_MAX,
    indexMin: PRICE_INDEX_MIN,
    flex: FLEX_PERCENT,
    overtimeMax: OVERTIME_MAX_PERCENT,
    overtimeFactor: OVERTIME_COST_FACTOR,
    overtimePremium: formatMoney(overtimePremiumPerUnit(p)),
    upUtil: pct(CAPACITY_UP_UTIL),
    downUtil: pct(CAPACITY_DOWN_UTIL),
    upPeriods: CAPACITY_UP_PERIODS,
    stepUp: pct(p.capacityStepUp),
    stepDown: pct(p.capacityStepDown),
    investment: formatMoney(p.capacityInvestmentPerUnit),
    reduction: formatMoney(p.capacityReductionPerUnit),
    holding: formatMoney(p.holdingCostPerUnit),
    overhead: formatMoney(p.fixedOverhead),
    upkeep: formatMoney(p.capacityUpkeepPerUnit),
    interest: pct(p.overdraftInterestRate),
    initialCash: formatMoney(p.initialCash),
    initialStock: p.initialStock,
    initialCapacity: p.initialCapacity,
    baseDemand: p.baseDemandPerTeam,
    growth: pct(p.demandGrowth),
    noise: pct(p.demandNoise),
    marketingHalf: formatMoney(p.marketingHalfSpend),
    qualityKeep: formatMoney(Math.round(p.qualityHalfStock * p.researchDecay)),
    decay: pct(p.researchDecay),
    valueSize: pct(value.share),
    premiumSize: pct(premium.share),
    premiumPrice: pct(premiumWeights.price),
    premiumMarketing: pct(premiumWeights.marketing),
    premiumQuality: pct(premiumWeights.quality),
    marginFloor: pct(p.scoreMarginRange.floor),
    marginTarget: pct(p.scoreMarginRange.target),
    referencePrice: formatMoney(p.referencePrice),
  };
}

/** Example prices (fen) and the price index each earns, at the default unit cost. */
export function priceIndexExamples(): { price: string; percent: number; index: string }[] {
  const p = defaultMarketParams;
  const cost = unitCost(p);
  const range = priceRange(p);
  return [range.min, cost, p.referencePrice, 2 * cost, range.max].map((price) => ({
    price: formatYuan(price),
    percent: Math.round((price / cost) * 100),
    index: priceIndex(price, p).toFixed(2),
  }));
}
