// Every word the synergy engine hands the screens — issue codes, phases, bands, outcomes and the
// no-answer marks — has its text in both languages of the i18n catalogue. The records below are
// typed exhaustively, so a new code without an entry here fails the typecheck.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../shared/src/i18n/index';
import { BAND_KEYS, PHASES } from './constants';
import type { OutcomeKey } from './types';
import type { TsDecisionIssueCode } from './validate';

const ISSUES: Record<TsDecisionIssueCode, true> = {
  required: true, ts_ranking_length: true, ts_unknown_item: true, ts_repeated_item: true, ts_too_many_members: true,
  ts_member_required: true, ts_repeated_member: true,
};
const OUTCOMES: Record<OutcomeKey, true> = { synergy: true, matchedBest: true, gain: true, noGain: true, noIndividuals: true };

const lookup = (tree: unknown, path: string): unknown => path.split('.').reduce<any>((node, part) => node?.[part], tree);

describe('catalogue keys of the synergy engine', () => {
  const keys = [
    ...Object.keys(ISSUES).map((code) => `validation:${code}`),
    ...PHASES.map((p) => `game:ts.phase.${p}`),
    ...BAND_KEYS.flatMap((b) => [`game:ts.band.${b}.name`, `game:ts.band.${b}.text`]),
    ...Object.keys(OUTCOMES).flatMap((o) => [`game:ts.outcome.${o}.name`, `game:ts.outcome.${o}.text`]),
    'game:ts.noAnswer', 'game:ts.noAnswerHint', 'game:ts.standIn', 'game:ts.guessed',
    'game:ts.bestHeard.yes', 'game:ts.bestHeard.no', 'game:ts.bestHeard.na',
  ];

  it('exist in zh-CN and en-US', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const key of keys) {
        const [ns, path] = key.split(':');
        expect(lookup((resources[locale] as Record<string, unknown>)[ns], path), `${locale} ${key}`).toBeTypeOf('string');
      }
    }
  });
});
