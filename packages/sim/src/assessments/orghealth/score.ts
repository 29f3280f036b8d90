// Scoring of the organisation-health test (docs/assessments/organisation-health.md §3): reverse
// keying, a score per outcome area (6–30: the sum of its six keyed answers), percentile and band
// against the (provisional) norm, and the areas ranked against that norm — the weakest first — for
// the report's strongest and weakest areas and for the action cards' suggestions (lowestAreas).
import { seededRandom } from '../../random';
import { AssessmentInputError, keyedAgreementSums, meanByScale, percentileBand, percentileIn, type PercentileBand } from '../common';
import { ALL_HIGH_ID, AREA_IDS, type AreaId } from './areas';
import { SCALED_ITEMS } from './items';
import { NORMS } from './norms';
import { NORM_SAMPLE, RAW_MIN, normsFrom, simulatedSheet, type OrgHealthNorms } from './simulate';
import { validateOrgHealthSheet, type OrgHealthSheet } from './validate';

/** What a result stores: the score per area, RAW_MIN..RAW_MAX (whole for one person, a mean for a group). */
export interface OrgHealthScores {
  raw: Record<AreaId, number>;
}

/** How many areas a report names as the strongest, and as the weakest. */
export const SHOWN_AREAS = 3;

function byArea<T>(f: (a: AreaId) => T): Record<AreaId, T> {
  return Object.fromEntries(AREA_IDS.map((a) => [a, f(a)])) as Record<AreaId, T>;
}

/** A valid sheet's scores. Throws on an invalid sheet: the server validates first. */
export function scoreOrgHealthSheet(sheet: OrgHealthSheet): OrgHealthScores {
  const issues = validateOrgHealthSheet(sheet);
  if (issues.length > 0) throw new AssessmentInputError(issues.map((i) => `${i.code}${i.item ? ` at ${i.item}` : ''}`));
  return { raw: keyedAgreementSums(AREA_IDS, SCALED_ITEMS, sheet) };
}

/** The mean score per area of several results (a department, a company). */
export function averageOrgHealthScores(list: readonly OrgHealthScores[]): OrgHealthScores {
  return { raw: meanByScale(AREA_IDS, list.map((x) => x.raw)) };
}

/** A score's percentile rank against the norm (a fractional mean between its whole neighbours). */
export function percentileOf(area: AreaId, raw: number, norms: OrgHealthNorms = NORMS): number {
  return percentileIn(norms.percentile[area], raw, RAW_MIN);
}

/** An area's place in a result: its score, percentile against the norm and band. */
export interface AreaStanding {
  area: AreaId;
  score: number;
  percentile: number;
  band: PercentileBand;
}

/**
 * Every area of a score set ranked from the weakest to the strongest: by percentile against the norm
 * (what is weak compared with other organisations, not what every organisation rates low), then by
 * score, then in AREA_IDS order — so ties always fall the same way and the ranking depends only on
 * the scores (and the norm).
 */
export function rankAreas(scores: OrgHealthScores, norms: OrgHealthNorms = NORMS): AreaStanding[] {
  return AREA_IDS.map((area) => {
    const percentile = percentileOf(area, scores.raw[area], norms);
    return { area, score: scores.raw[area], percentile, band: percentileBand(percentile) };
  }).sort((a, b) => a.percentile - b.percentile || a.score - b.score || AREA_IDS.indexOf(a.area) - AREA_IDS.indexOf(b.area));
}

function count(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new AssessmentInputError([`a number of areas must be a whole number from 0, not ${n}`]);
  return n;
}

/**
 * The `n` weakest areas of a score set, the weakest first (rankAreas: by percentile, then score, then
 * area order) — what the action cards suggest actions for. Every area when n exceeds their number;
 * whatever their band (the caller decides whether a high area still needs action).
 */
export function lowestAreas(scores: OrgHealthScores, n: number, norms: OrgHealthNorms = NORMS): AreaStanding[] {
  return rankAreas(scores, norms).slice(0, count(n));
}

/**
 * The `n` strongest areas, the strongest first: by percentile, then score, from the top; ties in the
 * areas' order (as for the weakest), so equal areas read in their usual order at both ends.
 */
export function strongestAreas(scores: OrgHealthScores, n: number, norms: OrgHealthNorms = NORMS): AreaStanding[] {
  return rankAreas(scores, norms)
    .sort((a, b) => b.percentile - a.percentile || b.score - a.score || AREA_IDS.indexOf(a.area) - AREA_IDS.indexOf(b.area))
    .slice(0, count(n));
}

export interface OrgHealthProfile {
  scores: OrgHealthScores;
  percentile: Record<AreaId, number>;
  bands: Record<AreaId, PercentileBand>;
  /** The SHOWN_AREAS strongest areas, the strongest first (strongestAreas), never one of the weakest. */
  strongest: AreaId[];
  /** The SHOWN_AREAS weakest areas, the weakest first (lowestAreas). */
  weakest: AreaId[];
}

/** Percentile and band per area, and the strongest and weakest areas. */
export function orgHealthProfile(scores: OrgHealthScores, norms: OrgHealthNorms = NORMS): OrgHealthProfile {
  const ranked = rankAreas(scores, norms);
  const at = new Map(ranked.map((r) => [r.area, r]));
  const weakest = ranked.slice(0, SHOWN_AREAS).map((r) => r.area);
  return {
    scores,
    percentile: byArea((a) => at.get(a)!.percentile),
    bands: byArea((a) => at.get(a)!.band),
    strongest: strongestAreas(scores, AREA_IDS.length, norms).map((r) => r.area).filter((a) => !weakest.includes(a)).slice(0, SHOWN_AREAS),
    weakest,
  };
}

/** What stands out in a result (/evaluate-score): the weakest area, or ALL_HIGH_ID when even it is banded high. */
export function orgHealthHeadline(scores: OrgHealthScores): string[] {
  const [weakest] = rankAreas(scores);
  return [weakest.band === 'high' ? ALL_HIGH_ID : weakest.area];
}

/** The provisional norm table, regenerated: norms.ts must equal this (a test holds it so). */
export function simulatedNorms(seed: number = NORM_SAMPLE.seed, respondents: number = NORM_SAMPLE.respondents): OrgHealthNorms {
  const random = seededRandom(seed);
  return normsFrom(Array.from({ length: respondents }, () => scoreOrgHealthSheet(simulatedSheet(random)).raw), 'simulated');
}
