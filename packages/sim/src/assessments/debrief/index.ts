export { profileFindings, MIN_OTHERS, type Cause, type EvidenceRule, type Finding, type ProfileFacts } from './findings';
export { marketMetrics, MARKET_METRICS, MARKET_RULES, type MarketMetric, type MarketRoundFigures } from './market';
export { synergyMetrics, SYNERGY_METRICS, SYNERGY_RULES, type SynergyMetric, type SynergyFigures } from './synergy';
