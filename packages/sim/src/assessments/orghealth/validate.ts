// Checks on an organisation-health answer sheet (the one-choice checks of common.ts), with
// engine-style codes the i18n catalogue turns into messages (validation:oh_*).
import { isAgreement, itemSheetIssues, openChoiceItems, type AgreementValue, type ChoiceBank } from '../common';
import { ITEM_BY_ID, ITEMS } from './items';

/** The answer per item id (`h7` → 4), 1..5. */
export type OrgHealthSheet = Record<string, AgreementValue>;

export type OrgHealthIssueCode = 'required' | 'oh_unknown_item' | 'oh_missing_answer' | 'oh_out_of_range';

/** The statements as the one-choice checks read them. */
export const ORG_HEALTH_BANK: ChoiceBank<Exclude<OrgHealthIssueCode, 'required'>> = {
  items: ITEMS,
  byId: ITEM_BY_ID,
  isAnswer: isAgreement,
  codes: { unknown: 'oh_unknown_item', missing: 'oh_missing_answer', invalid: 'oh_out_of_range' },
};

/** Every problem with a sheet (empty when it can be scored): unknown items first, then the bank's items in order (`item`, `part`). */
export const validateOrgHealthSheet = (sheet: unknown) => itemSheetIssues(sheet, ORG_HEALTH_BANK);

/** The items still to answer or to correct, in bank order: a half-finished test resumes at the first. */
export const unansweredItems = (sheet: unknown): string[] => openChoiceItems(sheet, ORG_HEALTH_BANK);
