// Scoring of the personality test (docs/assessments/personality.md §3): reverse keying, a score per
// domain (10–50: the sum of its ten keyed answers), percentile and band against the (provisional)
// norm, and the report's texts by band.
import { seededRandom } from '../../random';
import { AssessmentInputError, percentileIn, type Bilingual } from '../common';
import { DOMAIN_IDS, type DomainBand, type DomainId } from './domains';
import { ITEMS, LIKERT, type LikertValue, type PersonalityItem } from './items';
import { NORMS } from './norms';
import { NORM_SAMPLE, RAW_MIN, normsFrom, simulatedSheet, type PersonalityNorms } from './simulate';
import { validatePersonalitySheet, type PersonalitySheet } from './validate';

/** What a result stores: the score per domain, RAW_MIN..RAW_MAX (whole for one person, a mean for a group). */
export interface PersonalityScores {
  raw: Record<DomainId, number>;
}

/** The bands as reports name them (part of the instrument, like the domain names). */
export const DOMAIN_BAND_NAMES: Record<DomainBand, Bilingual> = {
  low: { zh: '较低', en: 'Lower than most' },
  average: { zh: '中等', en: 'Like most people' },
  high: { zh: '较高', en: 'Higher than most' },
};

/** Percentile limits of the bands: below LOW_BELOW low, above HIGH_ABOVE high (the middle half between), as the conflict-handling test. */
export const LOW_BELOW = 25;
export const HIGH_ABOVE = 75;

const SCALE_TOP = LIKERT[0] + LIKERT[LIKERT.length - 1];

/** An answer as it counts for its domain: as given, or turned round (6 − answer) for a reverse-keyed item. */
export function keyedValue(item: Pick<PersonalityItem, 'keyed'>, answer: LikertValue): number {
  return item.keyed === 1 ? answer : SCALE_TOP - answer;
}

function byDomain<T>(f: (d: DomainId) => T): Record<DomainId, T> {
  const out = {} as Record<DomainId, T>;
  for (const d of DOMAIN_IDS) out[d] = f(d);
  return out;
}

/** A valid sheet's scores. Throws on an invalid sheet: the server validates first. */
export function scorePersonalitySheet(sheet: PersonalitySheet): PersonalityScores {
  const issues = validatePersonalitySheet(sheet);
  if (issues.length > 0) throw new AssessmentInputError(issues.map((i) => `${i.code}${i.item ? ` at ${i.item}` : ''}`));
  const raw = byDomain(() => 0);
  for (const i of ITEMS) raw[i.domain] += keyedValue(i, sheet[i.id]);
  return { raw };
}

/** The mean score per domain of several results (a department, a group). */
export function averagePersonalityScores(list: readonly PersonalityScores[]): PersonalityScores {
  if (list.length === 0) throw new AssessmentInputError(['an average needs at least one result']);
  return { raw: byDomain((d) => list.reduce((s, x) => s + x.raw[d], 0) / list.length) };
}

/** A score's percentile rank against the norm (a fractional mean between its whole neighbours). */
export function percentileOf(domain: DomainId, raw: number, norms: PersonalityNorms = NORMS): number {
  return percentileIn(norms.percentile[domain], raw, RAW_MIN);
}

export function bandOf(percentile: number): DomainBand {
  if (percentile < LOW_BELOW) return 'low';
  if (percentile > HIGH_ABOVE) return 'high';
  return 'average';
}

export interface PersonalityProfile {
  scores: PersonalityScores;
  percentile: Record<DomainId, number>;
  bands: Record<DomainId, DomainBand>;
}

/** Percentile and band per domain. There is no "strongest" domain: the five are not on one scale and none is better. */
export function personalityProfile(scores: PersonalityScores, norms: PersonalityNorms = NORMS): PersonalityProfile {
  const percentile = byDomain((d) => percentileOf(d, scores.raw[d], norms));
  return { scores, percentile, bands: byDomain((d) => bandOf(percentile[d])) };
}

/** The provisional norm table, regenerated: norms.ts must equal this (a test holds it so). */
export function simulatedNorms(seed: number = NORM_SAMPLE.seed, respondents: number = NORM_SAMPLE.respondents): PersonalityNorms {
  const random = seededRandom(seed);
  return normsFrom(Array.from({ length: respondents }, () => scorePersonalitySheet(simulatedSheet(random)).raw), 'simulated');
}
