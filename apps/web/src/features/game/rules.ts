import { marketEngine, type MarketParams } from '@sandtable/sim/market';
import { formatMoney, formatYuan } from '@sandtable/shared/format/money';

/**
 * The numbers the rules pages quote, from the engine's rules with the game's own parameters (as
 * the server sends them, docs/simulations/market.md), so the text cannot drift from the model.
 * Money as "1,234.00" (yuan).
 */
export function ruleNumbers(params: MarketParams): Record<string, string | number> {
  const { figures, money } = marketEngine.rules(params);
  const moneyKeys = new Set<string>(money);
  return Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, moneyKeys.has(key) ? formatMoney(value) : value]));
}

export type RuleNumbers = ReturnType<typeof ruleNumbers>;

/** Example prices and the price index each earns, at the game's unit cost. */
export function priceIndexExamples(params: MarketParams): { price: string; percent: number; index: string }[] {
  return marketEngine.rules(params).priceIndexExamples.map((e) => ({ price: formatYuan(e.price), percent: e.percentOfCost, index: e.index.toFixed(2) }));
}
