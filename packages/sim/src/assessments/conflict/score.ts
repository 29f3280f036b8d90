// Scoring of the conflict-handling test (docs/assessments/conflict-handling.md §3): points per mode
// (0–12, 30 in all), the two axes, percentile bands against the (provisional) norm, the dominant and
// least-used modes and the advice the report gives.
import { seededRandom } from '../../random';
import { AssessmentInputError, percentileIn, type Bilingual } from '../common';
import { PAIRS } from './items';
import { MODE_IDS, modeOf, type ModeId } from './modes';
import { NORMS } from './norms';
import { MODE_MAX, NORM_SAMPLE, normsFrom, simulatedSheet, type ConflictNorms } from './simulate';
import { validateConflictSheet, type ConflictSheet } from './validate';

export { MODE_MAX };

/** What a result stores: points per mode and the two axes. */
export interface ConflictScores {
  /** How often the mode was chosen, 0..12; the five add up to 30. */
  points: Record<ModeId, number>;
  /** Σ (the mode's place on the axis × its points): −24..24 (more assertive / more cooperative above 0). */
  assertiveness: number;
  cooperativeness: number;
}

export type ModeBand = 'low' | 'middle' | 'high';
export const MODE_BANDS: readonly ModeBand[] = ['low', 'middle', 'high'];

/** The bands as reports name them (part of the instrument, like the mode names). */
export const MODE_BAND_NAMES: Record<ModeBand, Bilingual> = {
  low: { zh: '较少使用', en: 'Used less than most' },
  middle: { zh: '与多数人相近', en: 'Like most people' },
  high: { zh: '较多使用', en: 'Used more than most' },
};

/** Percentile limits of the bands: below LOW_BELOW low, above HIGH_ABOVE high (the middle half between). */
export const LOW_BELOW = 25;
export const HIGH_ABOVE = 75;

/** A record over the modes (a plain loop: scoring runs for thousands of sheets at once). */
function byMode<T>(f: (m: ModeId) => T): Record<ModeId, T> {
  const out = {} as Record<ModeId, T>;
  for (const m of MODE_IDS) out[m] = f(m);
  return out;
}

function scoresOf(points: Record<ModeId, number>): ConflictScores {
  const axis = (of: (m: ModeId) => number) => MODE_IDS.reduce((s, m) => s + of(m) * points[m], 0);
  return { points, assertiveness: axis((m) => modeOf(m).assertiveness), cooperativeness: axis((m) => modeOf(m).cooperativeness) };
}

/** A valid sheet's scores. Throws on an invalid sheet: the server validates first. */
export function scoreConflictSheet(sheet: ConflictSheet): ConflictScores {
  const issues = validateConflictSheet(sheet);
  if (issues.length > 0) throw new AssessmentInputError(issues.map((i) => `${i.code}${i.pair ? ` at ${i.pair}` : ''}`));
  const points = byMode(() => 0);
  for (const p of PAIRS) points[p[sheet[p.id]].mode] += 1;
  return scoresOf(points);
}

/** The mean points per mode of several results (a department, a group). */
export function averageConflictScores(list: readonly ConflictScores[]): ConflictScores {
  if (list.length === 0) throw new AssessmentInputError(['an average needs at least one result']);
  return scoresOf(byMode((m) => list.reduce((s, x) => s + x.points[m], 0) / list.length));
}

/** A score's percentile rank against the norm (a fractional mean between its whole neighbours). */
export function percentileOf(mode: ModeId, points: number, norms: ConflictNorms = NORMS): number {
  return percentileIn(norms.percentile[mode], points, 0);
}

export function bandOf(percentile: number): ModeBand {
  if (percentile < LOW_BELOW) return 'low';
  if (percentile > HIGH_ABOVE) return 'high';
  return 'middle';
}

/** The modes by points, most first; ties in the fixed mode order, so the result is deterministic. */
export function rankedModes(s: ConflictScores): ModeId[] {
  return [...MODE_IDS].sort((a, b) => s.points[b] - s.points[a] || MODE_IDS.indexOf(a) - MODE_IDS.indexOf(b));
}

export interface ModeAdvice {
  mode: ModeId;
  /** `overuse` for a dominant mode (what to watch), `develop` for a least-used one (what to practise): the mode's texts of that name. */
  kind: 'overuse' | 'develop';
}

export interface ConflictProfile {
  scores: ConflictScores;
  percentile: Record<ModeId, number>;
  bands: Record<ModeId, ModeBand>;
  ranked: ModeId[];
  /** Every mode with the most points (ties kept: all five when all are equal). */
  dominant: ModeId[];
  /** Every mode with the fewest points; none when all five are equal. */
  leastUsed: ModeId[];
  advice: ModeAdvice[];
}

export function conflictProfile(scores: ConflictScores, norms: ConflictNorms = NORMS): ConflictProfile {
  const percentile = byMode((m) => percentileOf(m, scores.points[m], norms));
  const values = MODE_IDS.map((m) => scores.points[m]);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const ranked = rankedModes(scores);
  const dominant = ranked.filter((m) => scores.points[m] === max);
  const leastUsed = max === min ? [] : ranked.filter((m) => scores.points[m] === min).reverse();
  return {
    scores,
    percentile,
    bands: byMode((m) => bandOf(percentile[m])),
    ranked,
    dominant,
    leastUsed,
    advice: [...dominant.map((mode) => ({ mode, kind: 'overuse' as const })), ...leastUsed.map((mode) => ({ mode, kind: 'develop' as const }))],
  };
}

/** The provisional norm table, regenerated: norms.ts must equal this (a test holds it so). */
export function simulatedNorms(seed: number = NORM_SAMPLE.seed, respondents: number = NORM_SAMPLE.respondents): ConflictNorms {
  const random = seededRandom(seed);
  return normsFrom(Array.from({ length: respondents }, () => scoreConflictSheet(simulatedSheet(random)).points), 'simulated');
}
