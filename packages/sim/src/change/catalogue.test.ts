// Every code the engine reports has its sentence in both languages of the i18n catalogue.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../shared/src/i18n/index';
import type { CmDecisionIssueCode } from './validate';

const CODES: Record<CmDecisionIssueCode, true> = {
  required: true, cm_too_many_plays: true, cm_unknown_lever: true, cm_target_required: true, cm_target_not_allowed: true,
  cm_unknown_person: true, cm_unknown_department: true, cm_repeated_play: true, cm_over_budget: true, cm_on_cooldown: true,
};

describe('catalogue keys of the change engine', () => {
  it('validation:<code> exists in zh-CN and en-US for every decision issue', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const code of Object.keys(CODES)) expect((resources[locale].validation as Record<string, unknown>)[code], `${locale} ${code}`).toBeTypeOf('string');
    }
  });
});
