// Simulated respondents: the provisional norm is the distribution of domain scores among them
// (docs/assessments/personality.md §4). A respondent has a latent standing on each domain
// (standard normal, the domains independent: assumptions until real data exists); an answer is
// 3 + 0.9 × the standing (its sign turned for a reverse-keyed item) + noise (normal, sd 0.9),
// rounded and kept within 1..5 — so an item's answers centre on the scale's middle and use all five
// points. Deliberately simple and seeded: the same seed always gives the same table.
import type { Random } from '../../random';
import { normal, percentileTables, type NormSource } from '../common';
import { DOMAIN_IDS, type DomainId } from './domains';
import { ITEMS, LIKERT, type LikertValue } from './items';
import type { PersonalitySheet } from './validate';

export const NORM_SAMPLE = { seed: 6, respondents: 4000 } as const;

/** A domain's items. */
export const ITEMS_PER_DOMAIN = ITEMS.length / DOMAIN_IDS.length;
/** The lowest and highest domain score: every item answered 1 (or 5) after keying. */
export const RAW_MIN = ITEMS_PER_DOMAIN * LIKERT[0];
export const RAW_MAX = ITEMS_PER_DOMAIN * LIKERT[LIKERT.length - 1];

const LOADING = 0.9;
const NOISE = 0.9;

export interface PersonalityNorms {
  source: NormSource;
  respondents: number;
  /** Per domain, the percentile rank (0–100, whole) of each score RAW_MIN..RAW_MAX: below it plus half at it. */
  percentile: Record<DomainId, number[]>;
}

/** One simulated respondent's sheet. */
export function simulatedSheet(random: Random): PersonalitySheet {
  const standing = Object.fromEntries(DOMAIN_IDS.map((d) => [d, normal(random)])) as Record<DomainId, number>;
  return Object.fromEntries(ITEMS.map((i) => {
    const x = Math.round(3 + LOADING * i.keyed * standing[i.domain] + NOISE * normal(random));
    return [i.id, Math.min(5, Math.max(1, x)) as LikertValue];
  }));
}

/** Norms from domain scores of a sample (simulated now; real results once enough exist, with the same function). */
export function normsFrom(raw: readonly Record<DomainId, number>[], source: NormSource): PersonalityNorms {
  return { source, respondents: raw.length, percentile: percentileTables(DOMAIN_IDS, raw, RAW_MIN, RAW_MAX) };
}
