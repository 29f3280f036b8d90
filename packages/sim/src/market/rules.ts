import { overtimePremiumPerUnit } from './accounts';
import {
  CAPACITY_DOWN_UTIL, CAPACITY_UP_PERIODS, CAPACITY_UP_UTIL, FLEX_PERCENT, OVERTIME_COST_FACTOR, OVERTIME_MAX_PERCENT, PRICE_INDEX_MAX,
  PRICE_INDEX_MIN, PRICE_MAX_RATIO, PRICE_MIN_RATIO,
} from './constants';
import { priceIndex } from './demand';
import { normaliseWeights, priceRange, segmentOf, unitCost } from './params';
import type { MarketParams } from './types';

const pct = (x: number) => Math.round(x * 100);

/**
 * The numbers the rules pages quote, from a game's parameters and the fixed rules, so the text
 * cannot drift from the model. Money in fen (`money` lists those keys, for the page to format),
 * ratios as whole percentages, counts as they are.
 */
export function ruleFigures(p: MarketParams) {
  const range = priceRange(p);
  const value = segmentOf(p, 'value');
  const premium = segmentOf(p, 'premium');
  const premiumWeights = normaliseWeights(premium.segment.weights);
  const figures = {
    unitCost: unitCost(p),
    material: p.unitMaterialCost,
    labour: p.unitLabourCost,
    priceMin: range.min,
    priceMax: range.max,
    minRatio: pct(PRICE_MIN_RATIO),
    maxRatio: pct(PRICE_MAX_RATIO),
    indexMax: PRICE_INDEX_MAX,
    indexMin: PRICE_INDEX_MIN,
    flex: FLEX_PERCENT,
    overtimeMax: OVERTIME_MAX_PERCENT,
    overtimeFactor: OVERTIME_COST_FACTOR,
    overtimePremium: overtimePremiumPerUnit(p),
    upUtil: pct(CAPACITY_UP_UTIL),
    downUtil: pct(CAPACITY_DOWN_UTIL),
    upPeriods: CAPACITY_UP_PERIODS,
    stepUp: pct(p.capacityStepUp),
    stepDown: pct(p.capacityStepDown),
    investment: p.capacityInvestmentPerUnit,
    reduction: p.capacityReductionPerUnit,
    holding: p.holdingCostPerUnit,
    overhead: p.fixedOverhead,
    upkeep: p.capacityUpkeepPerUnit,
    interest: pct(p.overdraftInterestRate),
    initialCash: p.initialCash,
    initialStock: p.initialStock,
    initialCapacity: p.initialCapacity,
    baseDemand: p.baseDemandPerTeam,
    growth: pct(p.demandGrowth),
    elasticity: p.priceElasticity,
    noise: pct(p.demandNoise),
    marketingHalf: p.marketingHalfSpend,
    qualityKeep: Math.round(p.qualityHalfStock * p.researchDecay),
    decay: pct(p.researchDecay),
    valueSize: pct(value.share),
    premiumSize: pct(premium.share),
    premiumPrice: pct(premiumWeights.price),
    premiumMarketing: pct(premiumWeights.marketing),
    premiumQuality: pct(premiumWeights.quality),
    marginFloor: pct(p.scoreMarginRange.floor),
    marginTarget: pct(p.scoreMarginRange.target),
    referencePrice: p.referencePrice,
  };
  const money: readonly (keyof typeof figures)[] = [
    'unitCost', 'material', 'labour', 'priceMin', 'priceMax', 'overtimePremium', 'investment', 'reduction', 'holding', 'overhead', 'upkeep',
    'initialCash', 'marketingHalf', 'qualityKeep', 'referencePrice',
  ];
  const cost = unitCost(p);
  // Example prices and the index each earns: the range's ends, cost, the reference price, twice cost.
  const priceIndexExamples = [range.min, cost, p.referencePrice, 2 * cost, range.max].map((price) => ({
    price,
    percentOfCost: Math.round((price / cost) * 100),
    index: priceIndex(price, p),
  }));
  return { figures, money, priceIndexExamples };
}

export type MarketRuleFigures = ReturnType<typeof ruleFigures>;
