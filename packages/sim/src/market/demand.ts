import { PRICE_INDEX_MAX, PRICE_INDEX_MIN } from './constants';
import { customerSegments, normaliseWeights, priceRange } from './params';
import { roundPoints } from './points';
import type { MarketParams } from './types';

/**
 * 100 at the lowest allowed price, 10 at the highest, linear in log(price) between: equal
 * percentage steps are equal steps on the index, so the index (and hence shares) depends only on
 * price ratios — if every team raises its price by 10%, shares stay put and only total demand moves.
 */
export function priceIndex(price: number, params: MarketParams): number {
  const { min, max } = priceRange(params);
  const position = Math.log(price / min) / Math.log(max / min);
  return roundPoints(PRICE_INDEX_MAX - (PRICE_INDEX_MAX - PRICE_INDEX_MIN) * position);
}

/** 0–100 with diminishing returns: `half` buys 50 points, each further `half` halves the rest. */
export function saturationIndex(amount: number, half: number): number {
  return roundPoints(100 * (1 - 2 ** (-amount / half)));
}

export function marketingIndex(marketing: number, params: MarketParams): number {
  return saturationIndex(marketing, params.marketingHalfSpend);
}

export function qualityIndex(qualityStock: number, params: MarketParams): number {
  return saturationIndex(qualityStock, params.qualityHalfStock);
}

export interface AttractionInput {
  priceIndex: number;
  marketingIndex: number;
  qualityIndex: number;
}

export interface Attraction {
  /** [segment][team]: exp((score − best score) / T) within each segment, so the best team's is 1. */
  segmentAttraction: number[][];
  /** [segment][team]: each team's share of the segment's customers (its attraction / the segment's total). */
  segmentShare: number[][];
  /** Each team's share of all customers: the segments' shares weighted by their sizes (sums to 1). */
  share: number[];
  /** [team][segment]: which segments a team's customers come from (sums to 1 per team). */
  mix: number[][];
}

/**
 * A multinomial-logit ("softmax") attraction model in each customer segment: a team's score is the
 * segment's weighted mean of its three indices (0–100), its attraction exp(score / T), and its share
 * of the segment its attraction over the segment's total. A team's preference share is the
 * size-weighted mean of its segment shares. Attractions are scaled so each segment's best team's is
 * 1, which keeps them finite for any temperature. A higher own price lowers the own score in every
 * segment and leaves the others' alone, so it never raises the own share.
 */
export function attractionShares(teams: readonly AttractionInput[], params: MarketParams): Attraction {
  const segments = customerSegments(params);
  const sizes = normaliseSizes(segments.map((s) => s.size));
  const segmentAttraction = segments.map((segment) => {
    const w = normaliseWeights(segment.weights);
    const scores = teams.map((t) => w.price * t.priceIndex + w.marketing * t.marketingIndex + w.quality * t.qualityIndex);
    const best = Math.max(...scores);
    return scores.map((s) => Math.exp((s - best) / params.attractionTemperature));
  });
  const segmentShare = segmentAttraction.map((attraction) => {
    const total = attraction.reduce((a, b) => a + b, 0);
    return attraction.map((a) => a / total);
  });
  const share = teams.map((_, i) => segmentShare.reduce((sum, shares, s) => sum + sizes[s] * shares[i], 0));
  const mix = teams.map((_, i) => segmentShare.map((shares, s) => (share[i] > 0 ? (sizes[s] * shares[i]) / share[i] : sizes[s])));
  return { segmentAttraction, segmentShare, share, mix };
}

/** Segment sizes as fractions of the whole market. */
export function normaliseSizes(sizes: readonly number[]): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  return sizes.map((s) => s / total);
}

export interface TotalDemandInput {
  /** 1-based number of the round being settled. */
  round: number;
  teamCount: number;
  /** Preference-weighted average price, fen. */
  averagePrice: number;
  /** Mean marketing spend per team, fen. */
  averageMarketing: number;
  /** A uniform-ish draw in [-1, 1] (the caller draws it from the round's seed). */
  swing: number;
}

/**
 * Units the whole market wants this round:
 *   teams × base × (1 + growth)^(round − 1) × (averagePrice / referencePrice)^(−elasticity)
 *         × (1 + lift × (marketingIndex(averageMarketing) − 50) / 50) × (1 + noise × swing)
 * At the reference price and the reference marketing (the half spend) demand is the base.
 */
export function totalDemand(input: TotalDemandInput, params: MarketParams): { units: number; noiseFactor: number } {
  const grown = input.teamCount * params.baseDemandPerTeam * (1 + params.demandGrowth) ** (input.round - 1);
  const priceEffect = (input.averagePrice / params.referencePrice) ** -params.priceElasticity;
  const marketingEffect = 1 + (params.marketingDemandLift * (marketingIndex(input.averageMarketing, params) - 50)) / 50;
  const noiseFactor = 1 + params.demandNoise * input.swing;
  return { units: Math.max(0, Math.round(grown * priceEffect * marketingEffect * noiseFactor)), noiseFactor };
}
