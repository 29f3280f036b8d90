// Every issue code the assessment instruments hand the screens has its message in both languages.
// The record is typed exhaustively, so a new code without an entry here fails the typecheck.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../shared/src/i18n/index';
import type { RaterIssueCode } from './common';
import type { CommunicationIssueCode } from './communication';
import type { ConflictIssueCode } from './conflict';
import type { LeadershipIssueCode } from './leadership';
import type { PersonalityIssueCode } from './personality';
import type { TeamRoleIssueCode } from './teamrole';
import type { TeamworkIssueCode } from './teamwork';
import type { OrgHealthIssueCode } from './orghealth';

const ISSUES: Record<TeamRoleIssueCode, true> = {
  required: true, tr_unknown_statement: true, tr_not_integer: true, tr_negative_points: true, tr_too_few_points: true,
  tr_too_many_points: true,
};
const RATER_ISSUES: Record<RaterIssueCode, true> = { assess_self_rating: true, assess_repeated_rater: true };
const LS_ISSUES: Record<LeadershipIssueCode, true> = {
  required: true, ls_unknown_item: true, ls_missing_answer: true, ls_out_of_range: true, ls_unknown_option: true, ls_same_choice: true,
};
const CF_ISSUES: Record<ConflictIssueCode, true> = { required: true, cf_unknown_pair: true, cf_missing_answer: true, cf_unknown_option: true };
const BF_ISSUES: Record<PersonalityIssueCode, true> = { required: true, bf_unknown_item: true, bf_missing_answer: true, bf_out_of_range: true };
const CS_ISSUES: Record<CommunicationIssueCode, true> = { required: true, cs_unknown_item: true, cs_missing_answer: true, cs_out_of_range: true };
const TW_ISSUES: Record<TeamworkIssueCode, true> = { required: true, tw_unknown_item: true, tw_missing_answer: true, tw_out_of_range: true };
const OH_ISSUES: Record<OrgHealthIssueCode, true> = { required: true, oh_unknown_item: true, oh_missing_answer: true, oh_out_of_range: true };

describe('catalogue keys of the assessment instruments', () => {
  it('exist in zh-CN and en-US', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const validation = resources[locale].validation as Record<string, unknown>;
      for (const code of [...Object.keys(ISSUES), ...Object.keys(LS_ISSUES), ...Object.keys(CF_ISSUES), ...Object.keys(RATER_ISSUES), ...Object.keys(BF_ISSUES), ...Object.keys(CS_ISSUES), ...Object.keys(TW_ISSUES), ...Object.keys(OH_ISSUES)]) expect(validation[code], `${locale} ${code}`).toBeTypeOf('string');
    }
  });
});
