// Checks on a teamwork-status answer sheet (the one-choice checks of common.ts), with engine-style
// codes the i18n catalogue turns into messages (validation:tw_*).
import { isAgreement, itemSheetIssues, openChoiceItems, type AgreementValue, type ChoiceBank } from '../common';
import { ITEM_BY_ID, ITEMS } from './items';

/** The answer per item id (`w7` → 4), 1..5. */
export type TeamworkSheet = Record<string, AgreementValue>;

export type TeamworkIssueCode = 'required' | 'tw_unknown_item' | 'tw_missing_answer' | 'tw_out_of_range';

/** A point of the agreement scale: a whole number 1..5 (common.ts). */
export { isAgreement };

/** The statements as the one-choice checks read them. */
export const TEAMWORK_BANK: ChoiceBank<Exclude<TeamworkIssueCode, 'required'>> = {
  items: ITEMS,
  byId: ITEM_BY_ID,
  isAnswer: isAgreement,
  codes: { unknown: 'tw_unknown_item', missing: 'tw_missing_answer', invalid: 'tw_out_of_range' },
};

/** Every problem with a sheet (empty when it can be scored): unknown items first, then the bank's items in order (`item`, `part`). */
export const validateTeamworkSheet = (sheet: unknown) => itemSheetIssues(sheet, TEAMWORK_BANK);

/** The items still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export const unansweredItems = (sheet: unknown): string[] => openChoiceItems(sheet, TEAMWORK_BANK);
