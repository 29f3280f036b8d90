// Checks on a communication-style answer sheet, with engine-style codes the i18n catalogue turns into
// messages (validation:cs_*).
import { ITEM_BY_ID, ITEMS, SCALE_MAX, SCALE_MIN } from './items';

/** The answer per item id (`m7` → 4), a whole number 1..5. Keys in any order. */
export type CommunicationSheet = Record<string, number>;

export type CommunicationIssueCode =
  | 'required' // the sheet is not an object
  | 'cs_unknown_item'
  | 'cs_missing_answer'
  | 'cs_out_of_range';

/** One problem: `item` the item's id, `part` its part. */
export interface CommunicationIssue {
  code: CommunicationIssueCode;
  item?: string;
  part?: number;
}

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
/** A whole number on the scale. */
export const isAnswer = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= SCALE_MIN && x <= SCALE_MAX;

/** Every problem with a sheet (empty when it can be scored): unknown items first, then the bank's items in order. */
export function validateCommunicationSheet(sheet: unknown): CommunicationIssue[] {
  if (!isObject(sheet)) return [{ code: 'required' }];
  const issues: CommunicationIssue[] = [];
  for (const id of Object.keys(sheet)) if (!ITEM_BY_ID.has(id)) issues.push({ code: 'cs_unknown_item', item: id });
  for (const { id, part } of ITEMS) {
    const v = sheet[id];
    if (v === undefined || v === null) issues.push({ code: 'cs_missing_answer', item: id, part });
    else if (!isAnswer(v)) issues.push({ code: 'cs_out_of_range', item: id, part });
  }
  return issues;
}

/** The items still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export function unansweredItems(sheet: unknown): string[] {
  const open = new Set(validateCommunicationSheet(isObject(sheet) ? sheet : {}).map((i) => i.item));
  return ITEMS.map((i) => i.id).filter((id) => open.has(id));
}
