// A game's market, drawn from its seed (scenario.ts; docs/simulations/market.md §4a).
import { describe, expect, it } from 'vitest';
import { marketEngine } from './engine';
import { defaultMarketParams, paramProblems, priceRange, segmentOf } from './params';
import { ruleFigures } from './rules';
import { drawMarket, MARKET_RANGES } from './scenario';
import { settle } from './settle';
import { initialState } from './state';

const seeds = Array.from({ length: 200 }, (_, i) => (i * 2_654_435_761) >>> 0);
const within = (x: number, range: { min: number; max: number }, slack: number) => x >= range.min - slack && x <= range.max + slack;

describe('a market drawn per game', () => {
  it('is a pure function of the seed: the same seed draws the same market, others differ', () => {
    expect(drawMarket(defaultMarketParams, 42)).toEqual(drawMarket(defaultMarketParams, 42));
    const costs = new Set(seeds.map((seed) => drawMarket(defaultMarketParams, seed).unitMaterialCost));
    expect(costs.size).toBeGreaterThan(40); // of the 49 whole-yuan costs the range holds
  });

  it('stays inside the documented ranges, as a usable parameter set whose figures read as a report', () => {
    for (const seed of seeds) {
      const p = drawMarket(defaultMarketParams, seed);
      expect(paramProblems(p), String(seed)).toEqual([]);
      const value = segmentOf(p, 'value');
      const premium = segmentOf(p, 'premium').segment.weights;
      expect(within(value.share, MARKET_RANGES.valueShare, 0.005)).toBe(true);
      expect(within(premium.price, MARKET_RANGES.premiumPriceWeight, 0.005)).toBe(true);
      expect(within(premium.marketing / (premium.marketing + premium.quality), MARKET_RANGES.premiumMarketingShare, 0.02)).toBe(true);
      expect(premium.price + premium.marketing + premium.quality).toBeCloseTo(1, 12);
      expect(within(p.priceElasticity, MARKET_RANGES.priceElasticity, 0.005)).toBe(true);
      expect(within(p.demandGrowth, MARKET_RANGES.demandGrowth, 0.005)).toBe(true);
      const ratio = (key: 'unitMaterialCost' | 'baseDemandPerTeam' | 'marketingHalfSpend' | 'qualityHalfStock') => p[key] / defaultMarketParams[key];
      expect(within(ratio('unitMaterialCost'), MARKET_RANGES.materialCost, 0.01)).toBe(true);
      expect(within(ratio('baseDemandPerTeam'), MARKET_RANGES.baseDemand, 0.001)).toBe(true);
      expect(within(ratio('marketingHalfSpend'), MARKET_RANGES.marketingCost, 0.001)).toBe(true);
      expect(within(ratio('qualityHalfStock'), MARKET_RANGES.researchCost, 0.001)).toBe(true);
      // Every team still starts at quality 50; money is whole yuan; the rules page quotes exact percentages.
      expect(p.initialQualityStock).toBe(p.qualityHalfStock);
      for (const fen of [p.unitMaterialCost, p.marketingHalfSpend, p.qualityHalfStock]) expect(fen % 100).toBe(0);
      const figures = ruleFigures(p).figures;
      expect(figures.valueSize + figures.premiumSize).toBe(100);
      expect(figures.premiumPrice + figures.premiumMarketing + figures.premiumQuality).toBe(100);
      expect(figures.growth / 100).toBe(p.demandGrowth);
    }
  });

  it('draws only market conditions: the rules, the starting position and the lecturer’s weights stay', () => {
    const drawnKeys = ['segments', 'priceElasticity', 'demandGrowth', 'unitMaterialCost', 'baseDemandPerTeam', 'marketingHalfSpend', 'qualityHalfStock', 'initialQualityStock'];
    const base = { ...defaultMarketParams, scoreWeights: { financial: 0.25, customer: 0.25, internal: 0.25, learning: 0.25 } };
    for (const seed of seeds.slice(0, 20)) {
      const p = drawMarket(base, seed);
      const changed = (Object.keys(base) as (keyof typeof base)[]).filter((key) => JSON.stringify(p[key]) !== JSON.stringify(base[key]));
      expect(drawnKeys).toEqual(expect.arrayContaining(changed));
      expect(Object.keys(p).sort()).toEqual(Object.keys(base).sort());
    }
  });

  it('is what a new game is played in: paramsWith draws it from the game’s seed, and a stored copy settles the same', () => {
    const weights = { financial: 1, customer: 1, internal: 1, learning: 1 };
    const params = marketEngine.paramsWith({ scoreWeights: weights, seed: 123 });
    expect(params).toEqual(drawMarket(marketEngine.paramsWith({ scoreWeights: weights }), 123));
    const stored = marketEngine.readParams(JSON.parse(JSON.stringify(params)));
    const state = initialState(stored, ['a', 'b']);
    const { min } = priceRange(stored);
    const decision = { price: 2 * min, plannedProduction: stored.baseDemandPerTeam, overtimePercent: 0, marketing: stored.marketingHalfSpend, research: 0 };
    const decisions = { a: decision, b: { ...decision, price: 3 * min } };
    expect(settle(state, decisions, stored, 9)).toEqual(settle(initialState(params, ['a', 'b']), decisions, params, 9));
  });
});
