import { PRICE_MAX_RATIO, PRICE_MIN_RATIO } from './constants';
import type { AttractionWeights, CustomerSegment, MarketParams } from './types';

/**
 * The default market (money in fen): two customer segments — value buyers (60%) who look at price
 * alone and premium buyers (40%) who also weigh brand and quality — so the best position depends on
 * the rivals'. The competitive price of a 4-team market is about 1.5x unit cost with a margin near
 * 15%. docs/simulations/market.md §4 and §12 explain every value.
 */
export const defaultMarketParams: MarketParams = {
  unitMaterialCost: 6_000,
  unitLabourCost: 4_000,
  holdingCostPerUnit: 1_000,
  fixedOverhead: 1_000_000,
  capacityUpkeepPerUnit: 1_000,
  capacityInvestmentPerUnit: 10_000,
  capacityReductionPerUnit: 2_000,
  overdraftInterestRate: 0.02,

  initialCash: 20_000_000,
  initialStock: 100,
  initialCapacity: 1_200,
  initialQualityStock: 4_800_000,

  baseDemandPerTeam: 1_000,
  referencePrice: 16_000,
  priceElasticity: 1.5,
  marketingDemandLift: 0.2,
  demandGrowth: 0.03,
  demandNoise: 0.05,

  segments: [
    { key: 'value', size: 0.6, weights: { price: 1, marketing: 0, quality: 0 } },
    { key: 'premium', size: 0.4, weights: { price: 0.45, marketing: 0.25, quality: 0.3 } },
  ],
  attractionTemperature: 8,
  marketingHalfSpend: 1_200_000,
  qualityHalfStock: 4_800_000,
  researchDecay: 0.25,

  capacityStepUp: 0.2,
  capacityStepDown: 0.1,

  scoreWeights: { financial: 0.4, customer: 0.2, internal: 0.2, learning: 0.2 },
  scoreMarginRange: { floor: -0.1, target: 0.3 },
  scoreStockCoverMax: 0.5,
};

/** Materials plus regular labour per unit, fen: the "cost" the price limits refer to. */
export function unitCost(params: MarketParams): number {
  return params.unitMaterialCost + params.unitLabourCost;
}

/** The allowed price range in whole fen (inclusive). */
export function priceRange(params: MarketParams): { min: number; max: number } {
  const cost = unitCost(params);
  return { min: Math.ceil(cost * PRICE_MIN_RATIO), max: Math.floor(cost * PRICE_MAX_RATIO) };
}

const FEN_FIELDS = [
  'unitMaterialCost', 'unitLabourCost', 'holdingCostPerUnit', 'fixedOverhead', 'capacityUpkeepPerUnit',
  'capacityInvestmentPerUnit', 'capacityReductionPerUnit', 'initialCash', 'initialQualityStock', 'referencePrice',
  'marketingHalfSpend', 'qualityHalfStock',
] as const;
const UNIT_FIELDS = ['initialStock', 'initialCapacity', 'baseDemandPerTeam'] as const;
const RATE_FIELDS = [
  'overdraftInterestRate', 'priceElasticity', 'marketingDemandLift', 'demandGrowth', 'demandNoise', 'researchDecay',
  'capacityStepUp', 'capacityStepDown', 'scoreStockCoverMax',
] as const;

/**
 * The problems with a parameter set, as readable sentences (empty when usable). Parameters come
 * from a lecturer's course settings, so the server checks them when a course is saved; settle
 * throws on any, since settling with nonsense parameters would be a bug.
 */
export function paramProblems(params: MarketParams): string[] {
  const problems: string[] = [];
  const isCount = (v: number) => Number.isSafeInteger(v) && v >= 0;
  for (const key of FEN_FIELDS) {
    // Cash may start negative (a loan-financed start); every other money amount is a cost or size.
    const ok = key === 'initialCash' ? Number.isSafeInteger(params[key]) : isCount(params[key]);
    if (!ok) problems.push(`${key} must be a whole number of fen${key === 'initialCash' ? '' : ' ≥ 0'}`);
  }
  for (const key of UNIT_FIELDS) if (!isCount(params[key])) problems.push(`${key} must be a whole number ≥ 0`);
  for (const key of RATE_FIELDS) {
    if (!(Number.isFinite(params[key]) && params[key] >= 0)) problems.push(`${key} must be a number ≥ 0`);
  }
  if (params.initialCapacity < 1) problems.push('initialCapacity must be at least 1');
  if (params.referencePrice < 1) problems.push('referencePrice must be at least 1 fen');
  if (params.marketingHalfSpend < 1 || params.qualityHalfStock < 1) problems.push('half-saturation amounts must be at least 1 fen');
  if (unitCost(params) < 1) problems.push('unit cost must be at least 1 fen');
  if (params.demandNoise >= 1) problems.push('demandNoise must be below 1');
  if (params.marketingDemandLift >= 1) problems.push('marketingDemandLift must be below 1');
  if (params.researchDecay > 1) problems.push('researchDecay must be at most 1');
  if (params.capacityStepDown >= 1) problems.push('capacityStepDown must be below 1');
  if (!(Number.isFinite(params.attractionTemperature) && params.attractionTemperature > 0)) {
    problems.push('attractionTemperature must be a number > 0');
  }
  const { floor, target } = params.scoreMarginRange;
  if (!(Number.isFinite(floor) && Number.isFinite(target) && floor < target)) problems.push('scoreMarginRange needs floor < target');
  if (!(params.scoreStockCoverMax > 0)) problems.push('scoreStockCoverMax must be > 0');
  const segments = customerSegments(params);
  if (!Array.isArray(segments) || segments.length === 0) problems.push('segments must list at least one customer segment');
  else {
    if (!weightsUsable(segments.map((s) => s.size))) problems.push('segment sizes must be ≥ 0 with a positive sum');
    segments.forEach((s, i) => {
      if (!(s?.weights && weightsUsable(s.weights))) problems.push(`segments[${i}].weights must be ≥ 0 with a positive sum`);
    });
  }
  if (!weightsUsable(params.scoreWeights)) problems.push('scoreWeights must be ≥ 0 with a positive sum');
  return problems;
}

function weightsUsable(weights: object): boolean {
  const values = Object.values(weights) as number[];
  return values.every((w) => Number.isFinite(w) && w >= 0) && values.reduce((a, b) => a + b, 0) > 0;
}

/** Weights scaled to sum to 1, so a lecturer can enter them as points, percentages or fractions. */
export function normaliseWeights<T extends object>(weights: T): T {
  const sum = (Object.values(weights) as number[]).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(weights).map(([key, w]) => [key, (w as number) / sum])) as T;
}

/**
 * The market's customer segments. A parameter set saved with a game before segments existed has
 * no `segments` but `attractionWeights`: one segment of every customer, weighing price, marketing
 * and quality that way — exactly the model those games were played with, so they settle and
 * replay as before.
 */
export function customerSegments(params: MarketParams): CustomerSegment[] {
  const { segments, attractionWeights } = params as Partial<MarketParams> & { attractionWeights?: AttractionWeights };
  if (segments === undefined && attractionWeights) return [{ key: 'all', size: 1, weights: attractionWeights }];
  return params.segments;
}

/** The segment named `key` and its share of all customers (sizes are proportions, any scale). */
export function segmentOf(params: MarketParams, key: string): { segment: CustomerSegment; share: number } {
  const segments = customerSegments(params);
  const segment = segments.find((s) => s.key === key);
  if (!segment) throw new Error(`no customer segment '${key}'`);
  return { segment, share: segment.size / segments.reduce((sum, s) => sum + s.size, 0) };
}
