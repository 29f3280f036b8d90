// Scoring of the team-role test (docs/assessments/team-roles.md §3): points per role, shares,
// bands against the norm table, the observers' aggregate under the anonymity rule, the overall
// profile and self–observer agreement.
import { ANONYMITY_THRESHOLD, AssessmentInputError, assertRaters, othersView, percentages, type Bilingual, type OthersView } from '../common';
import { PARTS, POINTS_PER_PART, STATEMENTS } from './items';
import { NORMS } from './norms';
import { ROLE_IDS, type RoleId } from './roles';
import { validateSheet, type TeamRoleSheet } from './validate';

export const TOTAL_POINTS = PARTS.length * POINTS_PER_PART;

export interface RoleScores {
  /** Points per role on the 0–70 scale (an average over observers may be fractional). */
  points: Record<RoleId, number>;
  /** points / 70: the shares add up to 1. */
  share: Record<RoleId, number>;
  /** Whole percentages that add up to exactly 100 (largest remainder, in role order). */
  percent: Record<RoleId, number>;
}

export type Band = 'low' | 'average' | 'high' | 'very_high';
export const BANDS: readonly Band[] = ['low', 'average', 'high', 'very_high'];

/** The bands as reports name them (part of the instrument, like the role names). */
export const BAND_NAMES: Record<Band, Bilingual> = {
  low: { zh: '较低', en: 'Low' },
  average: { zh: '中等', en: 'Average' },
  high: { zh: '较高', en: 'High' },
  very_high: { zh: '很高', en: 'Very high' },
};

/** A record over the roles (a plain loop: scoring runs for thousands of sheets at once). */
function byRole<T>(f: (r: RoleId, k: number) => T): Record<RoleId, T> {
  const out = {} as Record<RoleId, T>;
  for (let k = 0; k < ROLE_IDS.length; k++) out[ROLE_IDS[k]] = f(ROLE_IDS[k], k);
  return out;
}

function scoresOf(points: Record<RoleId, number>): RoleScores {
  const percent = percentages(ROLE_IDS.map((r) => points[r]));
  return { points, share: byRole((r) => points[r] / TOTAL_POINTS), percent: byRole((_, k) => percent[k]) };
}

/** A valid sheet's points per role. Throws on an invalid sheet: the server validates first. */
export function scoreSheet(sheet: TeamRoleSheet): RoleScores {
  const issues = validateSheet(sheet);
  if (issues.length > 0) throw new AssessmentInputError(issues.map((i) => `${i.code}${i.part ? ` in part ${i.part}` : ''}`));
  const points = byRole(() => 0);
  for (const [id, p] of Object.entries(sheet)) points[STATEMENTS.get(id)!.role] += p;
  return scoresOf(points);
}

/** The mean of several profiles, role by role. */
export function averageScores(list: readonly RoleScores[]): RoleScores {
  if (list.length === 0) throw new AssessmentInputError(['an average needs at least one profile']);
  return scoresOf(byRole((r) => list.reduce((s, x) => s + x.points[r], 0) / list.length));
}

/** A role's band against the norm: below the 30th percentile low, to the 70th average, to the 90th high, above very high. */
export function bandOf(role: RoleId, points: number, norms = NORMS): Band {
  const n = norms.roles[role];
  if (points < n.p30) return 'low';
  if (points < n.p70) return 'average';
  if (points < n.p90) return 'high';
  return 'very_high';
}

export function bandsOf(scores: RoleScores, norms = NORMS): Record<RoleId, Band> {
  return byRole((r) => bandOf(r, scores.points[r], norms));
}

/** The roles by points, highest first; ties in role order, so the result is deterministic. */
export function rankedRoles(scores: RoleScores): RoleId[] {
  return [...ROLE_IDS].sort((a, b) => scores.points[b] - scores.points[a] || ROLE_IDS.indexOf(a) - ROLE_IDS.indexOf(b));
}

/** 100 × (1 − total variation distance) of two profiles' shares: 100 identical, 0 nothing in common. */
export function agreementSimilarity(a: RoleScores, b: RoleScores): number {
  const distance = ROLE_IDS.reduce((s, r) => s + Math.abs(a.share[r] - b.share[r]), 0) / 2;
  return 100 * (1 - distance);
}

/** A role counts as seen differently when the observers' percentage differs from the self one by at least this. */
export const AGREEMENT_GAP = 5;

export interface Agreement {
  similarity: number;
  /** Against chance (two unrelated people): low below its median, moderate to its 90th percentile, high above. */
  level: 'low' | 'moderate' | 'high';
  /** Roles the observers see clearly more of than the person does (hidden strengths), largest gap first. */
  seenMoreByOthers: RoleId[];
  /** Roles the person sees clearly more of than the observers do (possible blind spots), largest gap first. */
  seenMoreBySelf: RoleId[];
}

export const AGREEMENT_NAMES: Record<Agreement['level'], Bilingual> = {
  low: { zh: '看法差异较大', en: 'Views differ widely' },
  moderate: { zh: '看法部分一致', en: 'Views partly agree' },
  high: { zh: '看法高度一致', en: 'Views agree closely' },
};

export function agreement(self: RoleScores, others: RoleScores, norms = NORMS): Agreement {
  const similarity = Math.round(agreementSimilarity(self, others) * 10) / 10;
  const level = similarity >= norms.chanceAgreement.p90 ? 'high' : similarity >= norms.chanceAgreement.p50 ? 'moderate' : 'low';
  const gaps = ROLE_IDS.map((r) => ({ r, gap: (others.share[r] - self.share[r]) * 100 }));
  const pick = (sign: 1 | -1) => gaps.filter((g) => sign * g.gap >= AGREEMENT_GAP).sort((a, b) => sign * (b.gap - a.gap) || ROLE_IDS.indexOf(a.r) - ROLE_IDS.indexOf(b.r)).map((g) => g.r);
  return { similarity, level, seenMoreByOthers: pick(1), seenMoreBySelf: pick(-1) };
}

export interface ObserverSheet {
  raterId: string;
  sheet: TeamRoleSheet;
}

export interface TeamRoleReport {
  self: RoleScores | null;
  /** Only the observers' aggregate, and only from ANONYMITY_THRESHOLD observers on. */
  observers: OthersView<RoleScores>;
  /** Self and observers weighted equally; self alone (or observers alone) when the other is missing or withheld. */
  overall: RoleScores | null;
  bands: Record<RoleId, Band> | null;
  /** The three strongest roles of the overall profile. */
  top: RoleId[];
  agreement: Agreement | null;
}

/**
 * One person's report from their own sheet (null until they answer) and their observers' sheets.
 * Throws on invalid sheets or on a rater who is the subject: the server rejects those first.
 */
export function teamRoleReport(subjectId: string, self: TeamRoleSheet | null, observerSheets: readonly ObserverSheet[], threshold = ANONYMITY_THRESHOLD): TeamRoleReport {
  assertRaters(subjectId, observerSheets.map((o) => o.raterId));
  const selfScores = self === null ? null : scoreSheet(self);
  const observers = othersView(observerSheets.length, () => averageScores(observerSheets.map((o) => scoreSheet(o.sheet))), threshold);
  const shown = observers.status === 'shown' ? observers.scores : null;
  const overall = selfScores && shown ? averageScores([selfScores, shown]) : selfScores ?? shown;
  return {
    self: selfScores,
    observers,
    overall,
    bands: overall && bandsOf(overall),
    top: overall ? rankedRoles(overall).slice(0, 3) : [],
    agreement: selfScores && shown ? agreement(selfScores, shown) : null,
  };
}
