// The market simulation engine: pure, deterministic and seeded (DESIGN §6). The model and every
// parameter are explained in docs/simulations/market.md.
export * from './constants';
export type * from './types';
export { defaultMarketParams, unitCost, priceRange, paramProblems, normaliseWeights, customerSegments, segmentOf } from './params';
export { validateDecision, type DecisionIssue, type DecisionIssueCode, type DecisionField } from './validate';
export { priceIndex, marketingIndex, qualityIndex } from './demand';
export { overtimePremiumPerUnit } from './accounts';
export { initialState } from './state';
export { drawMarket, MARKET_RANGES, type MarketRanges } from './scenario';
export { settle } from './settle';
export { replay } from './replay';
export { carryOver, computerDecision, fillMissingDecisions } from './decisions';
export type { FilledBy } from '../engine';
export { roundSeed, practiceSeed, mixSeed } from './seeds';
export { MarketInputError } from './errors';
export { marketEngine, pickDecision, type MarketEngine } from './engine';
export { marketPosition, limitsPosition, suggestedDecision, previewDecision, type MarketPosition, type DecisionPreview, type PartialDecision } from './preview';
export { ruleFigures, type MarketRuleFigures } from './rules';
