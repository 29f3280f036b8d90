// Every word the change engine hands the screens — issue codes, levers, states, phases, kinds,
// levels and log lines — has its text in both languages of the i18n catalogue. The records below
// are typed exhaustively, so a new code without an entry here fails the typecheck.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../shared/src/i18n/index';
import { STATES } from './constants';
import { LEVER_KEYS } from './levers';
import { LEVEL_KEYS } from './levels';
import type { LeverScope, LogEntry, Phase, StakeholderKind } from './types';
import type { CmDecisionIssueCode } from './validate';

const ISSUES: Record<CmDecisionIssueCode, true> = {
  required: true, cm_too_many_plays: true, cm_unknown_lever: true, cm_target_required: true, cm_target_not_allowed: true,
  cm_unknown_person: true, cm_unknown_department: true, cm_repeated_play: true, cm_over_budget: true, cm_on_cooldown: true,
};
const LOG: Record<LogEntry['code'], true> = {
  played: true, skippedCooldown: true, refused: true, failed: true, advanced: true, resisted: true, wonBack: true, forced: true,
  backslid: true, relapsed: true, champion: true, phase: true, criticalMass: true, criticalMassLost: true, credibility: true,
};
const REASONS: Record<NonNullable<LogEntry['reason']>, true> = { lever: true, mismatch: true, failedPlay: true, progress: true, resistance: true };
const PHASES: Record<Phase, true> = { unfreeze: true, change: true, refreeze: true };
const KINDS: Record<StakeholderKind, true> = { executive: true, manager: true, opinion: true, frontline: true };
const SCOPES: Record<LeverScope, true> = { person: true, group: true, all: true };

const lookup = (tree: unknown, path: string): unknown => path.split('.').reduce<any>((node, part) => node?.[part], tree);

describe('catalogue keys of the change engine', () => {
  const keys = [
    ...Object.keys(ISSUES).map((code) => `validation:${code}`),
    ...Object.keys(LOG).map((code) => `game:cm.log.${code}`),
    ...Object.keys(REASONS).map((r) => `game:cm.reason.${r}`),
    ...LEVER_KEYS.flatMap((k) => [`game:cm.lever.${k}.name`, `game:cm.lever.${k}.text`]),
    ...STATES.map((s) => `game:cm.state.${s}`),
    ...Object.keys(PHASES).map((p) => `game:cm.phase.${p}`),
    ...Object.keys(KINDS).map((k) => `game:cm.kind.${k}`),
    ...Object.keys(SCOPES).map((s) => `game:cm.scope.${s}`),
    ...LEVEL_KEYS.flatMap((l) => [`game:cm.level.${l}.name`, `game:cm.level.${l}.text`]),
    'game:cm.cause.network',
    'game:cm.target.all',
  ];

  it('exist in zh-CN and en-US', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const key of keys) {
        const [ns, path] = key.split(':');
        expect(lookup((resources[locale] as Record<string, unknown>)[ns], path), `${locale} ${key}`).toBeTypeOf('string');
      }
    }
  });

  it('every log line names the fields the engine fills in', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const code of Object.keys(LOG)) {
      const en = placeholders(lookup(resources['en-US'].game, `cm.log.${code}`) as string);
      expect(placeholders(lookup(resources['zh-CN'].game, `cm.log.${code}`) as string), code).toEqual(en);
    }
  });
});
