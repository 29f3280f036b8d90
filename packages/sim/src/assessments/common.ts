// What the instruments share: bilingual texts, the anonymity rule for other people's ratings, and
// whole-number percentages that add up to exactly 100. Pure and deterministic, no I/O.
import type { Bilingual } from '../engine';

export type { Bilingual };

/** Ratings by others (observers, colleagues) are shown only once at least this many have answered. */
export const ANONYMITY_THRESHOLD = 3;

/** The respondents' view: the self form, or the form others fill in about the person. */
export type Perspective = 'self' | 'others';

/** Other people's ratings as a report may show them: aggregated, or withheld until enough answered. */
export type OthersView<T> =
  | { status: 'shown'; count: number; scores: T }
  | { status: 'withheld'; count: number; needed: number };

/**
 * The anonymity rule in one place: fewer than ANONYMITY_THRESHOLD answers reveal nothing but their
 * count (an average of one or two ratings would expose them); from the threshold on, only the
 * aggregate — never a single rater's answers. A course's managers may raise the threshold for one
 * test (`threshold`), never lower it.
 */
export function othersView<T>(count: number, aggregate: () => T, threshold: number = ANONYMITY_THRESHOLD): OthersView<T> {
  const needed = Math.max(ANONYMITY_THRESHOLD, threshold);
  return count >= needed ? { status: 'shown', count, scores: aggregate() } : { status: 'withheld', count, needed };
}

/**
 * Whole-number percentages of `values` (non-negative) that add up to exactly 100, by the largest
 * remainder; ties go to the earlier value, so the result depends only on the values and their order.
 * All zeros give all zeros.
 */
export function percentages(values: readonly number[]): number[] {
  const total = values.reduce((s, v) => s + v, 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((v) => (v * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((s, v) => s + v, 0);
  const order = exact.map((e, i) => ({ i, r: e - floors[i] })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}

export type RaterIssueCode = 'assess_self_rating' | 'assess_repeated_rater';

/** One problem with who rates whom: `rater` is the index in the list given. */
export interface RaterIssue {
  code: RaterIssueCode;
  rater: number;
}

/** Who may rate a person, for every instrument: never the person themselves (spec §5), and each rater once. */
export function validateRaters(subjectId: string, raterIds: readonly string[]): RaterIssue[] {
  const issues: RaterIssue[] = [];
  const seen = new Set<string>();
  raterIds.forEach((id, rater) => {
    if (id === subjectId) issues.push({ code: 'assess_self_rating', rater });
    else if (seen.has(id)) issues.push({ code: 'assess_repeated_rater', rater });
    seen.add(id);
  });
  return issues;
}

/** Throws when the raters break the rule: scoring's guard, after the server has checked with validateRaters. */
export function assertRaters(subjectId: string, raterIds: readonly string[]): void {
  const issues = validateRaters(subjectId, raterIds);
  if (issues.length > 0) throw new AssessmentInputError(issues.map((i) => `${i.code} (rater ${i.rater})`));
}

/** Thrown when scoring is called with input the server should have rejected first: a caller's bug. */
export class AssessmentInputError extends Error {
  constructor(readonly problems: string[]) {
    super(`assessment input rejected: ${problems.join('; ')}`);
    this.name = 'AssessmentInputError';
  }
}

/** Standard normal draws from a seeded uniform source (Box–Muller), for the simulated norm samples. */
export function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** The p-th quantile (0..1) of sorted values, by linear interpolation between order statistics. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new AssessmentInputError(['a quantile needs at least one value']);
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

/**
 * A one-choice self-report test's bank as its checks read it (conflict handling, personality,
 * communication style): its items in bank order, each in a part; what a valid answer is; and the
 * codes (validation:<code>) of an item not in the bank, an item left open and an answer that is none.
 */
export interface ChoiceBank<Code extends string = string> {
  items: readonly { id: string; part: number }[];
  byId: ReadonlyMap<string, { part: number }>;
  isAnswer(x: unknown): boolean;
  codes: { unknown: Code; missing: Code; invalid: Code };
}

/** One problem with a one-choice sheet: `id` the item's, `part` its part ('required': the sheet is not an object). */
export interface ChoiceIssue<Code extends string = string> {
  code: 'required' | Code;
  id?: string;
  part?: number;
}

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/** Every problem with a one-choice sheet (empty when it can be scored): unknown items first, then the bank's items in order. */
export function choiceSheetIssues<Code extends string>(sheet: unknown, bank: ChoiceBank<Code>): ChoiceIssue<Code>[] {
  if (!isRecord(sheet)) return [{ code: 'required' }];
  const issues: ChoiceIssue<Code>[] = [];
  for (const id of Object.keys(sheet)) if (!bank.byId.has(id)) issues.push({ code: bank.codes.unknown, id });
  for (const { id, part } of bank.items) {
    const v = sheet[id];
    if (v === undefined || v === null) issues.push({ code: bank.codes.missing, id, part });
    else if (!bank.isAnswer(v)) issues.push({ code: bank.codes.invalid, id, part });
  }
  return issues;
}

/** A one-choice sheet's problems as the statement tests report them: the item's id as `item`. */
export function itemSheetIssues<Code extends string>(sheet: unknown, bank: ChoiceBank<Code>): { code: 'required' | Code; item?: string; part?: number }[] {
  return choiceSheetIssues(sheet, bank).map(({ id, ...issue }) => (id === undefined ? issue : { ...issue, item: id }));
}

/** The items still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export function openChoiceItems(sheet: unknown, bank: ChoiceBank): string[] {
  const open = new Set(choiceSheetIssues(isRecord(sheet) ? sheet : {}, bank).map((i) => i.id));
  return bank.items.map((i) => i.id).filter((id) => open.has(id));
}

/** Where a norm comes from: simulated respondents (provisional) or real results. */
export type NormSource = 'simulated' | 'empirical';

/**
 * Per scale, the percentile rank (0–100, whole: those below plus half those at) of each whole score
 * min..max in a sample — the norm tables of the self-report tests, from a simulation now and from
 * real results later, with the same function.
 */
export function percentileTables<K extends string>(scales: readonly K[], sample: readonly Record<K, number>[], min: number, max: number): Record<K, number[]> {
  const n = sample.length;
  const tables = {} as Record<K, number[]>;
  for (const k of scales) {
    const count = Array.from({ length: max - min + 1 }, () => 0);
    for (const x of sample) count[x[k] - min] += 1;
    let below = 0;
    tables[k] = count.map((c) => {
      const rank = Math.round((100 * (below + c / 2)) / n);
      below += c;
      return rank;
    });
  }
  return tables;
}

/** A band of a percentile rank against a norm: the lowest quarter, the middle half, the highest quarter. */
export type PercentileBand = 'low' | 'average' | 'high';
export const PERCENTILE_BANDS: readonly PercentileBand[] = ['low', 'average', 'high'];

/** Below the 25th percentile low, above the 75th high, the middle half between (the limits the conflict-handling and personality tests use). */
export function percentileBand(percentile: number): PercentileBand {
  if (percentile < 25) return 'low';
  if (percentile > 75) return 'high';
  return 'average';
}

/** A score's percentile rank in a table over whole scores from `min` (a fractional score: between its whole neighbours). */
export function percentileIn(table: readonly number[], score: number, min: number): number {
  const at = Math.max(0, Math.min(table.length - 1, score - min));
  const lo = Math.floor(at);
  const hi = Math.min(table.length - 1, lo + 1);
  return Math.round(table[lo] + (table[hi] - table[lo]) * (at - lo));
}

/** A statement keyed towards its scale (+1) or reverse-keyed (−1: scored from the other end of the answer scale). */
export type Keying = 1 | -1;

/**
 * A bank of statements balanced over its parts (the personality and teamwork-status tests): part p
 * (1..parts) holds, twice over, the p-th statement of each scale in `scales`' order — the first round
 * keyed towards the scale in odd parts and reverse-keyed in even ones, the second round the other
 * way — so every part holds both keyings of every scale and no two statements of a scale stand
 * together. Ids are `<prefix><n>` in that order. `bank[scale].plus` / `.minus`: [zh, en] per part.
 */
export function balancedKeyedItems<S extends string>(
  prefix: string,
  parts: number,
  scales: readonly S[],
  bank: Record<S, { plus: readonly (readonly [string, string])[]; minus: readonly (readonly [string, string])[] }>,
): { id: string; part: number; scale: S; keyed: Keying; text: Bilingual }[] {
  return Array.from({ length: parts }, (_, p) =>
    [0, 1].flatMap((round) =>
      scales.map((scale) => {
        const keyed: Keying = (p + round) % 2 === 0 ? 1 : -1;
        const [zh, en] = bank[scale][keyed === 1 ? 'plus' : 'minus'][p];
        return { part: p + 1, scale, keyed, text: { zh, en } };
      }),
    ),
  ).flat().map((item, k) => ({ id: `${prefix}${k + 1}`, ...item }));
}

/** A bank's parts in order, with their items. */
export function partsOf<I extends { part: number }>(items: readonly I[], parts: number): { part: number; items: readonly I[] }[] {
  return Array.from({ length: parts }, (_, p) => ({ part: p + 1, items: items.filter((i) => i.part === p + 1) }));
}


/**
 * The five-point agreement scale of the statement tests about one's team or organisation (teamwork
 * status, organisation health), as the sheet stores it: 1 strongly disagree … 5 strongly agree.
 */
export const AGREEMENT = [1, 2, 3, 4, 5] as const;
export type AgreementValue = (typeof AGREEMENT)[number];

export const AGREEMENT_LABELS: Record<AgreementValue, Bilingual> = {
  1: { zh: '非常不同意', en: 'Strongly disagree' },
  2: { zh: '不同意', en: 'Disagree' },
  3: { zh: '说不清', en: 'Neither agree nor disagree' },
  4: { zh: '同意', en: 'Agree' },
  5: { zh: '非常同意', en: 'Strongly agree' },
};

/** A point of the agreement scale: a whole number 1..5. */
export const isAgreement = (x: unknown): x is AgreementValue => AGREEMENT.includes(x as AgreementValue);

/** An agreement answer as it counts for its scale: as given, or turned round (6 − answer) for a reverse-keyed statement. */
export function keyedAgreement(keyed: Keying, answer: AgreementValue): number {
  return keyed === 1 ? answer : AGREEMENT[0] + AGREEMENT[AGREEMENT.length - 1] - answer;
}

/** The bands of a percentile rank as reports name them (against a norm: compared with most answers). */
export const PERCENTILE_BAND_NAMES: Record<PercentileBand, Bilingual> = {
  low: { zh: '较低', en: 'Low' },
  average: { zh: '中等', en: 'Average' },
  high: { zh: '较高', en: 'High' },
};

/**
 * How simulated respondents answer a keyed agreement bank (the provisional norms of the teamwork-status
 * and organisation-health tests): a general factor every scale shares (`shared`) plus a part of each
 * scale's own (`own`) make the scale's standing; an answer is 3 + `loading` × the standing (its sign
 * turned for a reverse-keyed item) + normal noise (sd `noise`), rounded and kept within 1..5.
 */
export interface AgreementModel {
  shared: number;
  own: number;
  loading: number;
  noise: number;
}

/**
 * One simulated respondent's sheet of a keyed agreement bank (AgreementModel). The draws come in a
 * fixed order — the general factor, then each scale's own part in `scales`' order, then one noise
 * per item in bank order — so a seed always gives the same sheet.
 */
export function simulatedAgreementSheet<S extends string>(
  random: () => number,
  scales: readonly S[],
  items: readonly { id: string; keyed: Keying; scale: S }[],
  model: AgreementModel,
): Record<string, AgreementValue> {
  const general = normal(random);
  const standing = Object.fromEntries(scales.map((s) => [s, model.shared * general + model.own * normal(random)])) as Record<S, number>;
  return Object.fromEntries(items.map((i) => {
    const x = Math.round(3 + model.loading * i.keyed * standing[i.scale] + model.noise * normal(random));
    return [i.id, Math.min(AGREEMENT[AGREEMENT.length - 1], Math.max(AGREEMENT[0], x)) as AgreementValue];
  }));
}

/** Per scale, the sum of its keyed agreement answers (a valid sheet: the caller has checked it). */
export function keyedAgreementSums<S extends string>(
  scales: readonly S[],
  items: readonly { id: string; keyed: Keying; scale: S }[],
  sheet: Readonly<Record<string, AgreementValue>>,
): Record<S, number> {
  const sums = Object.fromEntries(scales.map((s) => [s, 0])) as Record<S, number>;
  for (const i of items) sums[i.scale] += keyedAgreement(i.keyed, sheet[i.id]);
  return sums;
}

/** The mean per scale of several score sets (a team, a department); throws on none. */
export function meanByScale<S extends string>(scales: readonly S[], list: readonly Readonly<Record<S, number>>[]): Record<S, number> {
  if (list.length === 0) throw new AssessmentInputError(['an average needs at least one result']);
  return Object.fromEntries(scales.map((s) => [s, list.reduce((sum, x) => sum + x[s], 0) / list.length])) as Record<S, number>;
}
