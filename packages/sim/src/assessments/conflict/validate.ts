// Checks on a conflict-handling answer sheet (the one-choice checks of common.ts), with engine-style
// codes the i18n catalogue turns into messages (validation:cf_*).
import { choiceSheetIssues, openChoiceItems, type ChoiceBank } from '../common';
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

export const isOption = (x: unknown): x is OptionId => OPTIONS.includes(x as OptionId);

/** The pairs as the one-choice checks read them. */
export const CONFLICT_BANK: ChoiceBank<Exclude<ConflictIssueCode, 'required'>> = {
  items: PAIRS,
  byId: PAIR_BY_ID,
  isAnswer: isOption,
  codes: { unknown: 'cf_unknown_pair', missing: 'cf_missing_answer', invalid: 'cf_unknown_option' },
};

/** Every problem with a sheet (empty when it can be scored): unknown pairs first, then the bank's pairs in order. */
export function validateConflictSheet(sheet: unknown): ConflictIssue[] {
  return choiceSheetIssues(sheet, CONFLICT_BANK).map(({ id, ...issue }) => (id === undefined ? issue : { ...issue, pair: id }));
}

/** The pairs still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export const unansweredPairs = (sheet: unknown): string[] => openChoiceItems(sheet, CONFLICT_BANK);
