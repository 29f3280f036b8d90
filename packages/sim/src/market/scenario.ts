// Every game is played in its own market (docs/simulations/market.md §4a), as in Markstrat's or
// Cesim's scenarios: the market conditions are drawn from the game's seed when the game is created
// and stored with its parameters, where the rules page shows them as the market research. A recipe
// that wins one market loses another, so a class learns to read its market and adapt.
import { seededRandom } from '../random';
import { roundSeed } from './seeds';
import type { MarketParams } from './types';

interface Range {
  min: number;
  max: number;
}

/**
 * The ranges a game's market is drawn from, each uniformly and in this order. Shares, weights and
 * rates are the values themselves; money and demand are multiples of the game's base parameters
 * (the defaults), so the default market sits inside every range. `ranges` other than these are
 * for the balance bench (bench/market-balance.ts).
 */
export const MARKET_RANGES = {
  /** Value buyers' share of all customers; the rest are premium buyers. */
  valueShare: { min: 0.4, max: 0.65 },
  /** How much premium buyers weigh price… */
  premiumPriceWeight: { min: 0.3, max: 0.6 },
  /** …and which share of the rest goes to marketing (the remainder to quality). */
  premiumMarketingShare: { min: 0.33, max: 0.57 },
  priceElasticity: { min: 1.3, max: 1.7 },
  demandGrowth: { min: 0, max: 0.03 },
  /** Materials dearer or cheaper; customers' reference price stays, so dear materials also shrink the market. */
  materialCost: { min: 0.5, max: 1.3 },
  baseDemand: { min: 0.65, max: 1.35 },
  /** What reaching the same marketing index costs (media prices)… */
  marketingCost: { min: 0.5, max: 1.5 },
  /** …and the same quality (the R&D that buys it); every team still starts at quality 50. */
  researchCost: { min: 0.5, max: 1.5 },
} as const satisfies Record<string, Range>;

export type MarketRanges = Record<keyof typeof MARKET_RANGES, Range>;

/**
 * The game's market: `params` with the conditions above drawn from `gameSeed` (the stream of
 * "round 0", apart from every round's). Pure: the same seed always draws the same market. Figures
 * are rounded as a market report would quote them — shares and growth to whole percent, elasticity to 0.01,
 * money to whole yuan, demand to whole units — so the rules page shows exactly what is played.
 */
export function drawMarket(params: MarketParams, gameSeed: number, ranges: MarketRanges = MARKET_RANGES): MarketParams {
  const random = seededRandom(roundSeed(gameSeed, 0));
  const draw = (range: Range) => range.min + (range.max - range.min) * random();
  const percent = (range: Range) => Math.round(draw(range) * 100);
  const yuan = (fen: number) => Math.max(100, Math.round(fen / 100) * 100);

  const value = percent(ranges.valueShare);
  const price = percent(ranges.premiumPriceWeight);
  const marketing = Math.round((100 - price) * draw(ranges.premiumMarketingShare));
  const priceElasticity = Math.round(draw(ranges.priceElasticity) * 100) / 100;
  const demandGrowth = percent(ranges.demandGrowth) / 100;
  const unitMaterialCost = yuan(params.unitMaterialCost * draw(ranges.materialCost));
  const baseDemandPerTeam = Math.max(1, Math.round(params.baseDemandPerTeam * draw(ranges.baseDemand)));
  const marketingHalfSpend = yuan(params.marketingHalfSpend * draw(ranges.marketingCost));
  const research = draw(ranges.researchCost);
  return {
    ...params,
    segments: [
      { key: 'value', size: value / 100, weights: { price: 1, marketing: 0, quality: 0 } },
      { key: 'premium', size: (100 - value) / 100, weights: { price: price / 100, marketing: marketing / 100, quality: (100 - price - marketing) / 100 } },
    ],
    priceElasticity,
    demandGrowth,
    unitMaterialCost,
    baseDemandPerTeam,
    marketingHalfSpend,
    qualityHalfStock: yuan(params.qualityHalfStock * research),
    initialQualityStock: yuan(params.initialQualityStock * research),
  };
}
