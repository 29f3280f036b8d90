// Simulated respondents: the provisional norm is the distribution of level scores among them
// (docs/assessments/teamwork-status.md §4). A respondent's team has a general climate (standard
// normal) that every level shares, and each level a part of its own: the level's standing is
// 0.6 × the climate + 0.8 × its own (so it is standard normal, and two levels correlate at 0.36 —
// the levels of one team go together; assumptions until real data exists). An answer is 3 + 0.9 ×
// the standing (its sign turned for a reverse-keyed item) + noise (normal, sd 0.9), rounded and kept
// within 1..5. Seeded: the same seed always gives the same table.
import type { Random } from '../../random';
import { percentileTables, simulatedAgreementSheet, type AgreementModel, type NormSource } from '../common';
import { LEVEL_IDS, type LevelId } from './levels';
import { AGREEMENT, ITEMS, SCALED_ITEMS } from './items';
import type { TeamworkSheet } from './validate';

export const NORM_SAMPLE = { seed: 10, respondents: 4000 } as const;

/** A level's items. */
export const ITEMS_PER_LEVEL = ITEMS.length / LEVEL_IDS.length;
/** The lowest and highest level score: every item answered 1 (or 5) after keying. */
export const RAW_MIN = ITEMS_PER_LEVEL * AGREEMENT[0];
export const RAW_MAX = ITEMS_PER_LEVEL * AGREEMENT[AGREEMENT.length - 1];

/** The team's climate is the shared factor (common.ts simulatedAgreementSheet). */
const MODEL: AgreementModel = { shared: 0.6, own: 0.8, loading: 0.9, noise: 0.9 };

export interface TeamworkNorms {
  source: NormSource;
  respondents: number;
  /** Per level, the percentile rank (0–100, whole) of each score RAW_MIN..RAW_MAX: below it plus half at it. */
  percentile: Record<LevelId, number[]>;
}

/** One simulated respondent's sheet. */
export function simulatedSheet(random: Random): TeamworkSheet {
  return simulatedAgreementSheet(random, LEVEL_IDS, SCALED_ITEMS, MODEL);
}

/** Norms from level scores of a sample (simulated now; real results once enough exist, with the same function). */
export function normsFrom(raw: readonly Record<LevelId, number>[], source: NormSource): TeamworkNorms {
  return { source, respondents: raw.length, percentile: percentileTables(LEVEL_IDS, raw, RAW_MIN, RAW_MAX) };
}
