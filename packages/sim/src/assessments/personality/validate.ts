// Checks on a personality answer sheet, with engine-style codes the i18n catalogue turns into
// messages (validation:bf_*).
import { ITEM_BY_ID, ITEMS, LIKERT, type LikertValue } from './items';

/** The answer per item id (`b7` → 4), 1..5. Keys in any order; a record answers each item at most once. */
export type PersonalitySheet = Record<string, LikertValue>;

export type PersonalityIssueCode =
  | 'required' // the sheet is not an object
  | 'bf_unknown_item'
  | 'bf_missing_answer'
  | 'bf_out_of_range';

/** One problem: `item` the item's id, `part` its part. */
export interface PersonalityIssue {
  code: PersonalityIssueCode;
  item?: string;
  part?: number;
}

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
/** A point of the five-point scale: a whole number 1..5 (not "3", not 2.5). */
export const isLikert = (x: unknown): x is LikertValue => LIKERT.includes(x as LikertValue);

/** Every problem with a sheet (empty when it can be scored): unknown items first, then the bank's items in order. */
export function validatePersonalitySheet(sheet: unknown): PersonalityIssue[] {
  if (!isObject(sheet)) return [{ code: 'required' }];
  const issues: PersonalityIssue[] = [];
  for (const id of Object.keys(sheet)) if (!ITEM_BY_ID.has(id)) issues.push({ code: 'bf_unknown_item', item: id });
  for (const { id, part } of ITEMS) {
    const v = sheet[id];
    if (v === undefined || v === null) issues.push({ code: 'bf_missing_answer', item: id, part });
    else if (!isLikert(v)) issues.push({ code: 'bf_out_of_range', item: id, part });
  }
  return issues;
}

/** The items still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export function unansweredItems(sheet: unknown): string[] {
  const open = new Set(validatePersonalitySheet(isObject(sheet) ? sheet : {}).map((i) => i.item));
  return ITEMS.map((i) => i.id).filter((id) => open.has(id));
}
