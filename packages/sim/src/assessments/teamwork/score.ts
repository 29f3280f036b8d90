// Scoring of the teamwork-status test (docs/assessments/teamwork-status.md §3): reverse keying, a score
// per level (6–30: the sum of its six keyed answers), percentile and band against the (provisional)
// norm, and where the team should start: the lowest level, counted from the foundation, that is not
// banded high — the levels above it rest on it.
import { seededRandom } from '../../random';
import { AssessmentInputError, keyedAgreement, keyedAgreementSums, meanByScale, percentileBand, percentileIn, type PercentileBand } from '../common';
import { ALL_HIGH_ID, LEVEL_IDS, type LevelId } from './levels';
import { SCALED_ITEMS, type AgreementValue, type TeamworkItem } from './items';
import { NORMS } from './norms';
import { NORM_SAMPLE, RAW_MIN, normsFrom, simulatedSheet, type TeamworkNorms } from './simulate';
import { validateTeamworkSheet, type TeamworkSheet } from './validate';

/** What a result stores: the score per level, RAW_MIN..RAW_MAX (whole for one person, a mean for a group). */
export interface TeamworkScores {
  raw: Record<LevelId, number>;
}

/** An answer as it counts for its level: as given, or turned round (6 − answer) for a reverse-keyed item. */
export function keyedValue(item: Pick<TeamworkItem, 'keyed'>, answer: AgreementValue): number {
  return keyedAgreement(item.keyed, answer);
}

function byLevel<T>(f: (l: LevelId) => T): Record<LevelId, T> {
  return Object.fromEntries(LEVEL_IDS.map((l) => [l, f(l)])) as Record<LevelId, T>;
}

/** A valid sheet's scores. Throws on an invalid sheet: the server validates first. */
export function scoreTeamworkSheet(sheet: TeamworkSheet): TeamworkScores {
  const issues = validateTeamworkSheet(sheet);
  if (issues.length > 0) throw new AssessmentInputError(issues.map((i) => `${i.code}${i.item ? ` at ${i.item}` : ''}`));
  return { raw: keyedAgreementSums(LEVEL_IDS, SCALED_ITEMS, sheet) };
}

/** The mean score per level of several results (a team, a department). */
export function averageTeamworkScores(list: readonly TeamworkScores[]): TeamworkScores {
  return { raw: meanByScale(LEVEL_IDS, list.map((x) => x.raw)) };
}

/** A score's percentile rank against the norm (a fractional mean between its whole neighbours). */
export function percentileOf(level: LevelId, raw: number, norms: TeamworkNorms = NORMS): number {
  return percentileIn(norms.percentile[level], raw, RAW_MIN);
}

/** Where to start: the first level from the foundation up that is not banded high; null when all five are. */
export function focusOf(bands: Record<LevelId, PercentileBand>): LevelId | null {
  return LEVEL_IDS.find((l) => bands[l] !== 'high') ?? null;
}

export interface TeamworkProfile {
  scores: TeamworkScores;
  percentile: Record<LevelId, number>;
  bands: Record<LevelId, PercentileBand>;
  /** The level to work on first (focusOf), or null when every level is high. */
  focus: LevelId | null;
}

/** Percentile, band per level and the level to start with. */
export function teamworkProfile(scores: TeamworkScores, norms: TeamworkNorms = NORMS): TeamworkProfile {
  const percentile = byLevel((l) => percentileOf(l, scores.raw[l], norms));
  const bands = byLevel((l) => percentileBand(percentile[l]));
  return { scores, percentile, bands, focus: focusOf(bands) };
}

/** What stands out in a result (/evaluate-score): the level to start with, or ALL_HIGH_ID. */
export function teamworkHeadline(scores: TeamworkScores): string[] {
  return [teamworkProfile(scores).focus ?? ALL_HIGH_ID];
}

/** The provisional norm table, regenerated: norms.ts must equal this (a test holds it so). */
export function simulatedNorms(seed: number = NORM_SAMPLE.seed, respondents: number = NORM_SAMPLE.respondents): TeamworkNorms {
  const random = seededRandom(seed);
  return normsFrom(Array.from({ length: respondents }, () => scoreTeamworkSheet(simulatedSheet(random)).raw), 'simulated');
}
