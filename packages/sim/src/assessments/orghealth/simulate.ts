// Simulated respondents: the provisional norm is the distribution of area scores among them
// (docs/assessments/organisation-health.md §4). A respondent's organisation has a general health
// (standard normal) that every area shares, and each area a part of its own: the area's standing is
// 0.7 × the general health + 0.7 × its own (so close to standard normal, and two areas correlate at
// about 0.5 — the outcome areas of one organisation go together more than a team's levels do;
// assumptions until real data exists). An answer is 3 + 0.9 × the standing (its sign turned for a
// reverse-keyed item) + noise (normal, sd 0.9), rounded and kept within 1..5 (common.ts
// simulatedAgreementSheet). Seeded: the same seed always gives the same table.
import type { Random } from '../../random';
import { percentileTables, simulatedAgreementSheet, type AgreementModel, type NormSource } from '../common';
import { AREA_IDS, type AreaId } from './areas';
import { AGREEMENT, ITEMS, SCALED_ITEMS } from './items';
import type { OrgHealthSheet } from './validate';

export const NORM_SAMPLE = { seed: 9, respondents: 4000 } as const;

/** An area's items. */
export const ITEMS_PER_AREA = ITEMS.length / AREA_IDS.length;
/** The lowest and highest area score: every item answered 1 (or 5) after keying. */
export const RAW_MIN = ITEMS_PER_AREA * AGREEMENT[0];
export const RAW_MAX = ITEMS_PER_AREA * AGREEMENT[AGREEMENT.length - 1];

/** The organisation's general health is the shared factor. */
const MODEL: AgreementModel = { shared: 0.7, own: 0.7, loading: 0.9, noise: 0.9 };

export interface OrgHealthNorms {
  source: NormSource;
  respondents: number;
  /** Per area, the percentile rank (0–100, whole) of each score RAW_MIN..RAW_MAX: below it plus half at it. */
  percentile: Record<AreaId, number[]>;
}

/** One simulated respondent's sheet. */
export function simulatedSheet(random: Random): OrgHealthSheet {
  return simulatedAgreementSheet(random, AREA_IDS, SCALED_ITEMS, MODEL);
}

/** Norms from area scores of a sample (simulated now; real results once enough exist, with the same function). */
export function normsFrom(raw: readonly Record<AreaId, number>[], source: NormSource): OrgHealthNorms {
  return { source, respondents: raw.length, percentile: percentileTables(AREA_IDS, raw, RAW_MIN, RAW_MAX) };
}
