import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sandtable/shared/i18n/index';
import { COURSE_KINDS } from '@sandtable/shared/rules/course';
import { i18n } from '../../../i18n';

/**
 * Every text key the creation and management screens name exists in both locales: the quoted
 * `ns:a.b` / `a.b` literals of the sources (unprefixed keys are in the file's useTranslation
 * namespace), and the keys built at run time.
 */
const sources = import.meta.glob(['./**/*.tsx', './**/*.ts', '../manage/**/*.tsx', '../manage/**/*.ts', '!./**/*.test.*', '!../manage/**/*.test.*'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const KEY = /'((?:[a-zA-Z]+:)?[a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)'/g;

const DYNAMIC = [
  ...COURSE_KINDS.flatMap((k) => [`wizard.title.${k}`, `wizard.lead.${k}`, `list.create.${k}`]),
  ...[4, 7, 14].map((h) => `plan.preset.${h}`),
  ...['rules', 'llm'].map((s) => `plan.source.${s}`),
  ...['startAt_asc', 'startAt_desc', 'createdAt_desc', 'popular_desc'].map((s) => `list.sort.${s}`),
  // What the planner (apps/server/src/modules/courses/plan.ts) returns.
  ...['teamsFromParticipants', 'minTeams', 'roundsFromHours', 'practiceRound', 'registrationDeadline', 'objectiveKeywords'].map((k) => `plan.reason.${k}`),
  ...['briefing', 'practice', 'round', 'debrief'].map((k) => `plan.schedule.${k}`),
];

describe('course creation and management texts', () => {
  it('exist in zh-CN and en-US', () => {
    const missing: string[] = [];
    const check = (key: string, ns: string, where: string) => {
      for (const lng of LOCALES) if (!i18n.exists(key, { ns, lng })) missing.push(`${lng} ${ns}:${key} (${where})`);
    };
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    for (const [file, text] of Object.entries(sources)) {
      const ns = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'common';
      for (const [, key] of text.matchAll(KEY)) {
        // File names, formats, class names and test ids are not keys.
        if (/^[a-z]+(-[a-z]+)*$/.test(key) || /\.(css|tsx?|json)$/.test(key) || key.startsWith('api.')) continue;
        check(key, ns, file);
      }
    }
    for (const key of DYNAMIC) check(key, 'courseAdmin', 'dynamic');
    expect(missing).toEqual([]);
  });
});
