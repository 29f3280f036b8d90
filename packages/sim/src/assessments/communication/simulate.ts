// Simulated respondents: the provisional norm is the distribution of the two axis scores among them
// (docs/assessments/communication-style.md §4). A respondent has a latent position on each axis
// (standard normal, the two independent: no style is favoured, an assumption until real data
// exists) and a habit of agreeing (acquiescence, normal with sd 0.5 scale points); an answer is
// 3 + the statement's pole × the position + the habit + noise (sd 0.9), rounded and kept on the
// scale. Deliberately simple and seeded: the same seed always gives the same table.
import type { Random } from '../../random';
import { normal, percentileTables, type NormSource } from '../common';
import { ITEMS, SCALE_MAX, SCALE_MIN } from './items';
import { AXIS_IDS, type AxisId, type PoleId } from './styles';
import type { CommunicationSheet } from './validate';

export const NORM_SAMPLE = { seed: 8, respondents: 4000 } as const;

/** Statements per pole. */
export const ITEMS_PER_POLE = ITEMS.length / 4;
/** The largest axis score either way: all of one pole's statements at the top and the other's at the bottom. */
export const AXIS_MAX = ITEMS_PER_POLE * (SCALE_MAX - SCALE_MIN);

/** Which axis a pole belongs to, and on which side (−1 the low pole, 1 the high one). */
export const POLE_AXIS: Record<PoleId, { axis: AxisId; sign: -1 | 1 }> = {
  asks: { axis: 'assertiveness', sign: -1 },
  tells: { axis: 'assertiveness', sign: 1 },
  task: { axis: 'responsiveness', sign: -1 },
  people: { axis: 'responsiveness', sign: 1 },
};

export interface CommunicationNorms {
  source: NormSource;
  respondents: number;
  /** Per axis, the percentile rank (0–100, whole) of each score −AXIS_MAX..AXIS_MAX (index score + AXIS_MAX): below it plus half at it. */
  percentile: Record<AxisId, number[]>;
}

/** One simulated respondent's sheet. */
export function simulatedSheet(random: Random): CommunicationSheet {
  const position = { assertiveness: normal(random), responsiveness: normal(random) };
  const habit = 0.5 * normal(random);
  const sheet: CommunicationSheet = {};
  for (const item of ITEMS) {
    const { axis, sign } = POLE_AXIS[item.pole];
    const x = Math.round(3 + sign * position[axis] + habit + 0.9 * normal(random));
    sheet[item.id] = Math.max(SCALE_MIN, Math.min(SCALE_MAX, x));
  }
  return sheet;
}

/** Norms from axis scores of a sample (simulated now; real results once enough exist, with the same function). */
export function normsFrom(scores: readonly Record<AxisId, number>[], source: NormSource): CommunicationNorms {
  return { source, respondents: scores.length, percentile: percentileTables(AXIS_IDS, scores, -AXIS_MAX, AXIS_MAX) };
}
