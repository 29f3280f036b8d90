// Scoring of the communication-style test (docs/assessments/communication-style.md §3): a sum per pole,
// the two axes (the high pole's sum minus the low pole's, −24..24), percentiles against the
// (provisional) norm, the style (the quadrant), its strength (the distance from the centre), the
// styles close by when an axis is balanced, and the advice for working with each style.
import { seededRandom } from '../../random';
import { AssessmentInputError, percentileIn, type Bilingual } from '../common';
import { ITEMS } from './items';
import { NORMS } from './norms';
import { AXIS_MAX, NORM_SAMPLE, normsFrom, simulatedSheet, type CommunicationNorms } from './simulate';
import { STYLE_IDS, styleAt, styleOf, type AxisId, type PoleId, type Side, type StyleId } from './styles';
import { validateCommunicationSheet, type CommunicationSheet } from './validate';

export { AXIS_MAX };

/** What a result stores: the sum per pole and the two axes. */
export interface CommunicationScores {
  /** The sum of the pole's six answers, 6..30. */
  poles: Record<PoleId, number>;
  /** tells − asks: −24 (asks throughout) .. 24 (tells throughout). */
  assertiveness: number;
  /** people − task: −24 (task throughout) .. 24 (people throughout). */
  responsiveness: number;
}

export type StrengthBand = 'slight' | 'clear' | 'strong';
export const STRENGTH_BANDS: readonly StrengthBand[] = ['slight', 'clear', 'strong'];

/** The strength bands as reports name them (part of the instrument, like the style names). */
export const STRENGTH_BAND_NAMES: Record<StrengthBand, Bilingual> = {
  slight: { zh: '较弱：接近中心，几种风格都常用', en: 'Slight: near the centre, several styles come easily' },
  clear: { zh: '明显', en: 'Clear' },
  strong: { zh: '很强：这种风格非常突出', en: 'Strong: this style stands out' },
};

/** Strength (0–100) limits of the bands: below SLIGHT_BELOW slight, from STRONG_FROM strong. */
export const SLIGHT_BELOW = 20;
export const STRONG_FROM = 45;
/** An axis score this close to 0 (either way) is balanced: the style across it is close by too. */
export const BALANCED_WITHIN = 2;

/** The side of an axis a score lies on; 0 counts on the high pole's side (a convention: the report names the style across as close by). */
export const sideOf = (score: number): Side => (score >= 0 ? 1 : -1);

function scoresOf(poles: Record<PoleId, number>): CommunicationScores {
  return { poles, assertiveness: poles.tells - poles.asks, responsiveness: poles.people - poles.task };
}

/** A valid sheet's scores. Throws on an invalid sheet: the server validates first. */
export function scoreCommunicationSheet(sheet: CommunicationSheet): CommunicationScores {
  const issues = validateCommunicationSheet(sheet);
  if (issues.length > 0) throw new AssessmentInputError(issues.map((i) => `${i.code}${i.item ? ` at ${i.item}` : ''}`));
  const poles: Record<PoleId, number> = { asks: 0, tells: 0, task: 0, people: 0 };
  for (const item of ITEMS) poles[item.pole] += sheet[item.id];
  return scoresOf(poles);
}

/** The mean per pole and axis of several results (a department, a group). */
export function averageCommunicationScores(list: readonly CommunicationScores[]): CommunicationScores {
  if (list.length === 0) throw new AssessmentInputError(['an average needs at least one result']);
  const mean = (p: PoleId) => list.reduce((s, x) => s + x.poles[p], 0) / list.length;
  return scoresOf({ asks: mean('asks'), tells: mean('tells'), task: mean('task'), people: mean('people') });
}

/** An axis score's percentile rank against the norm (a fractional mean between its whole neighbours). */
export function percentileOf(axis: AxisId, score: number, norms: CommunicationNorms = NORMS): number {
  return percentileIn(norms.percentile[axis], score, -AXIS_MAX);
}

/** The style of a result: the quadrant its two axis scores lie in. */
export function styleOfScores(s: Pick<CommunicationScores, AxisId>): StyleId {
  return styleAt(sideOf(s.assertiveness), sideOf(s.responsiveness));
}

/** The distance from the centre, 0 (the centre) to 100 (a corner: one pole throughout on both axes). */
export function strengthOf(s: Pick<CommunicationScores, AxisId>): number {
  return Math.round((100 * Math.hypot(s.assertiveness, s.responsiveness)) / (AXIS_MAX * Math.SQRT2));
}

export function strengthBandOf(strength: number): StrengthBand {
  if (strength < SLIGHT_BELOW) return 'slight';
  if (strength >= STRONG_FROM) return 'strong';
  return 'clear';
}

/** How many axes two styles differ on: 0 the same, 1 neighbours, 2 opposites. */
export function styleDistance(a: StyleId, b: StyleId): number {
  const x = styleOf(a);
  const y = styleOf(b);
  return Number(x.assertiveness !== y.assertiveness) + Number(x.responsiveness !== y.responsiveness);
}

export interface CommunicationProfile {
  scores: CommunicationScores;
  percentile: Record<AxisId, number>;
  style: StyleId;
  /** 0..100, the distance from the centre. */
  strength: number;
  strengthBand: StrengthBand;
  /** The styles across a balanced axis (|score| ≤ BALANCED_WITHIN), in the fixed order; empty when both axes are clear. */
  near: StyleId[];
  /** Working with each style (WORKING_WITH[style][with]): the most different first, one's own last. */
  advice: { with: StyleId; distance: number }[];
}

export function communicationProfile(scores: CommunicationScores, norms: CommunicationNorms = NORMS): CommunicationProfile {
  const style = styleOfScores(scores);
  const own = styleOf(style);
  const balanced = (axis: AxisId) => Math.abs(scores[axis]) <= BALANCED_WITHIN;
  const near = STYLE_IDS.filter((id) => {
    if (id === style) return false;
    const s = styleOf(id);
    return (s.assertiveness === own.assertiveness || balanced('assertiveness')) && (s.responsiveness === own.responsiveness || balanced('responsiveness'));
  });
  const strength = strengthOf(scores);
  return {
    scores,
    percentile: { assertiveness: percentileOf('assertiveness', scores.assertiveness, norms), responsiveness: percentileOf('responsiveness', scores.responsiveness, norms) },
    style,
    strength,
    strengthBand: strengthBandOf(strength),
    near,
    advice: STYLE_IDS.map((id) => ({ with: id, distance: styleDistance(style, id) })).sort((a, b) => b.distance - a.distance || STYLE_IDS.indexOf(a.with) - STYLE_IDS.indexOf(b.with)),
  };
}

/** How many results have each style, every style listed (the dashboard's and a group's count). */
export function styleCount(list: readonly Pick<CommunicationScores, AxisId>[]): Record<StyleId, number> {
  const count = Object.fromEntries(STYLE_IDS.map((id) => [id, 0])) as Record<StyleId, number>;
  for (const s of list) count[styleOfScores(s)] += 1;
  return count;
}

/** The provisional norm table, regenerated: norms.ts must equal this (a test holds it so). */
export function simulatedNorms(seed: number = NORM_SAMPLE.seed, respondents: number = NORM_SAMPLE.respondents): CommunicationNorms {
  const random = seededRandom(seed);
  return normsFrom(Array.from({ length: respondents }, () => scoreCommunicationSheet(simulatedSheet(random))), 'simulated');
}


