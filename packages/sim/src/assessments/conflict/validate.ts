// Checks on a conflict-handling answer sheet, with engine-style codes the i18n catalogue turns into
// messages (validation:cf_*).
import { OPTIONS, PAIR_BY_ID, PAIRS, type OptionId } from './items';

/** The option chosen per pair id (`c7` → 'b'). Keys in any order; a record answers each pair at most once. */
export type ConflictSheet = Record<string, OptionId>;

export type ConflictIssueCode =
  | 'required' // the sheet is not an object
  | 'cf_unknown_pair'
  | 'cf_missing_answer'
  | 'cf_unknown_option';

/** One problem: `pair` the pair's id, `part` its part. */
export interface ConflictIssue {
  code: ConflictIssueCode;
  pair?: string;
  part?: number;
}

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
export const isOption = (x: unknown): x is OptionId => OPTIONS.includes(x as OptionId);

/** Every problem with a sheet (empty when it can be scored): unknown pairs first, then the bank's pairs in order. */
export function validateConflictSheet(sheet: unknown): ConflictIssue[] {
  if (!isObject(sheet)) return [{ code: 'required' }];
  const issues: ConflictIssue[] = [];
  for (const id of Object.keys(sheet)) if (!PAIR_BY_ID.has(id)) issues.push({ code: 'cf_unknown_pair', pair: id });
  for (const { id, part } of PAIRS) {
    const v = sheet[id];
    if (v === undefined || v === null) issues.push({ code: 'cf_missing_answer', pair: id, part });
    else if (!isOption(v)) issues.push({ code: 'cf_unknown_option', pair: id, part });
  }
  return issues;
}

/** The pairs still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export function unansweredPairs(sheet: unknown): string[] {
  const open = new Set(validateConflictSheet(isObject(sheet) ? sheet : {}).map((i) => i.pair));
  return PAIRS.map((p) => p.id).filter((id) => open.has(id));
}
