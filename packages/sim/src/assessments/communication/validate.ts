// Checks on a communication-style answer sheet (the one-choice checks of common.ts), with engine-style
// codes the i18n catalogue turns into messages (validation:cs_*).
import { choiceSheetIssues, openChoiceItems, type ChoiceBank } from '../common';
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

/** A whole number on the scale. */
export const isAnswer = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= SCALE_MIN && x <= SCALE_MAX;

/** The statements as the one-choice checks read them. */
export const COMMUNICATION_BANK: ChoiceBank<Exclude<CommunicationIssueCode, 'required'>> = {
  items: ITEMS,
  byId: ITEM_BY_ID,
  isAnswer,
  codes: { unknown: 'cs_unknown_item', missing: 'cs_missing_answer', invalid: 'cs_out_of_range' },
};

/** Every problem with a sheet (empty when it can be scored): unknown items first, then the bank's items in order. */
export function validateCommunicationSheet(sheet: unknown): CommunicationIssue[] {
  return choiceSheetIssues(sheet, COMMUNICATION_BANK).map(({ id, ...issue }) => (id === undefined ? issue : { ...issue, item: id }));
}

/** The items still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export const unansweredItems = (sheet: unknown): string[] => openChoiceItems(sheet, COMMUNICATION_BANK);
