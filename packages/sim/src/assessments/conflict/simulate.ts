// Simulated respondents: the provisional norm is the distribution of mode points among them
// (docs/assessments/conflict-handling.md §4). A respondent has a latent liking for each mode
// (standard normal: no mode is favoured in the population, an assumption until real data exists);
// in each pair they pick a statement with the logistic probability of the two modes' difference.
// Deliberately simple and seeded: the same seed always gives the same table.
import type { Random } from '../../random';
import { normal, percentileTables, type NormSource } from '../common';
import { PAIRS } from './items';
import { MODE_IDS, type ModeId } from './modes';
import type { ConflictSheet } from './validate';

export const NORM_SAMPLE = { seed: 11, respondents: 4000 } as const;

/** The highest score a mode can have: it appears in 12 pairs. */
export const MODE_MAX = (PAIRS.length * 2) / MODE_IDS.length;

export interface ConflictNorms {
  source: NormSource;
  respondents: number;
  /** Per mode, the percentile rank (0–100, whole) of each score 0..12: below it plus half at it. */
  percentile: Record<ModeId, number[]>;
}

/** One simulated respondent's sheet. */
export function simulatedSheet(random: Random): ConflictSheet {
  const liking = Object.fromEntries(MODE_IDS.map((m) => [m, normal(random)])) as Record<ModeId, number>;
  return Object.fromEntries(PAIRS.map((p) => [p.id, random() < 1 / (1 + Math.exp(liking[p.b.mode] - liking[p.a.mode])) ? 'a' : 'b']));
}

/** Norms from mode points of a sample (simulated now; real results once enough exist, with the same function). */
export function normsFrom(points: readonly Record<ModeId, number>[], source: NormSource): ConflictNorms {
  return { source, respondents: points.length, percentile: percentileTables(MODE_IDS, points, 0, MODE_MAX) };
}
