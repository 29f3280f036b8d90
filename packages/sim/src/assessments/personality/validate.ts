// Checks on a personality answer sheet (the one-choice checks of common.ts), with engine-style codes
// the i18n catalogue turns into messages (validation:bf_*).
import { choiceSheetIssues, openChoiceItems, type ChoiceBank } from '../common';
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

/** A point of the five-point scale: a whole number 1..5 (not "3", not 2.5). */
export const isLikert = (x: unknown): x is LikertValue => LIKERT.includes(x as LikertValue);

/** The statements as the one-choice checks read them. */
export const PERSONALITY_BANK: ChoiceBank<Exclude<PersonalityIssueCode, 'required'>> = {
  items: ITEMS,
  byId: ITEM_BY_ID,
  isAnswer: isLikert,
  codes: { unknown: 'bf_unknown_item', missing: 'bf_missing_answer', invalid: 'bf_out_of_range' },
};

/** Every problem with a sheet (empty when it can be scored): unknown items first, then the bank's items in order. */
export function validatePersonalitySheet(sheet: unknown): PersonalityIssue[] {
  return choiceSheetIssues(sheet, PERSONALITY_BANK).map(({ id, ...issue }) => (id === undefined ? issue : { ...issue, item: id }));
}

/** The items still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export const unansweredItems = (sheet: unknown): string[] => openChoiceItems(sheet, PERSONALITY_BANK);
