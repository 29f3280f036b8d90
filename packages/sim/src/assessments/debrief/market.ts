// The market game's rules of evidence (docs/assessments/debrief-findings.md §2): the figures of a
// team's settled rounds that the contributions of the team-role and leadership-style tests speak to.
import type { EvidenceRule } from './findings';

export const MARKET_METRICS = ['forecastMiss', 'unsoldStock', 'turnedAway', 'researchIndex', 'priceSwing'] as const;
export type MarketMetric = (typeof MARKET_METRICS)[number];

/** A team's figures in one settled round, as the game's results carry them. */
export interface MarketRoundFigures {
  teamId: string;
  demand: number;
  sales: number;
  closingStock: number;
  decision: { price: number; plannedProduction: number; research: number };
}

/**
 * Each team's metrics over the game's settled rounds (each round a list of every team's figures):
 * - forecastMiss: mean |planned production − demand| / demand (share; how far the plan was from the customers who came);
 * - unsoldStock: mean closing stock / (sales + closing stock) (share of goods left on the shelf);
 * - turnedAway: mean (demand − sales) / demand (share of its customers it could not serve);
 * - researchIndex: mean of its R&D / the round's mean R&D per team (1 = the class's average);
 * - priceSwing: mean |Δ price| / previous price between consecutive rounds (share; NaN with one round).
 */
export function marketMetrics(rounds: readonly (readonly MarketRoundFigures[])[]): Map<number, Record<MarketMetric, number>> {
  const per = new Map<number, { miss: number[]; unsold: number[]; away: number[]; research: number[]; swing: number[]; lastPrice?: number }>();
  for (const round of rounds) {
    const meanResearch = round.reduce((s, r) => s + r.decision.research, 0) / Math.max(1, round.length);
    for (const r of round) {
      const id = Number(r.teamId);
      const m = per.get(id) ?? { miss: [], unsold: [], away: [], research: [], swing: [] };
      per.set(id, m);
      if (r.demand > 0) {
        m.miss.push(Math.abs(r.decision.plannedProduction - r.demand) / r.demand);
        m.away.push(Math.max(0, r.demand - r.sales) / r.demand);
      }
      if (r.sales + r.closingStock > 0) m.unsold.push(r.closingStock / (r.sales + r.closingStock));
      m.research.push(meanResearch > 0 ? r.decision.research / meanResearch : 1);
      if (m.lastPrice !== undefined && m.lastPrice > 0) m.swing.push(Math.abs(r.decision.price - m.lastPrice) / m.lastPrice);
      m.lastPrice = r.decision.price;
    }
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
  return new Map(
    [...per].map(([id, m]) => [id, { forecastMiss: mean(m.miss), unsoldStock: mean(m.unsold), turnedAway: mean(m.away), researchIndex: mean(m.research), priceSwing: mean(m.swing) }]),
  );
}

/**
 * Which lacked contribution the market game's figures speak to, and by how much a team must stand
 * out (shares in points of 1: 0.08 = 8 percentage points; the R&D index in multiples of the average).
 */
export const MARKET_RULES: readonly EvidenceRule<MarketMetric>[] = [
  // Weighing options soberly: the plan against the demand that came.
  { cause: { kind: 'role_gap', id: 'analyst' }, metric: 'forecastMiss', worse: 'higher', margin: 0.08 },
  // Seeing the work through, complete: goods made and left unsold.
  { cause: { kind: 'role_gap', id: 'keeper' }, metric: 'unsoldStock', worse: 'higher', margin: 0.08 },
  // Turning plans into reliable routines: customers turned away for want of goods.
  { cause: { kind: 'role_gap', id: 'organiser' }, metric: 'turnedAway', worse: 'higher', margin: 0.08 },
  // New ideas: investment in the product.
  { cause: { kind: 'role_gap', id: 'originator' }, metric: 'researchIndex', worse: 'lower', margin: 0.3 },
  // A direction held over time: the price moved round after round.
  { cause: { kind: 'rare_style', id: 'visionary' }, metric: 'priceSwing', worse: 'higher', margin: 0.08 },
];
