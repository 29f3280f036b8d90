import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sandtable/shared/i18n/index';
import { INVITATION_STATUSES } from '@sandtable/shared/contracts/invitations';
import { TEAM_COLOURS } from '@sandtable/shared/rules/course';
import { i18n } from '../../i18n';
import { CHAPTER_SECTIONS } from './detail/chapters';

/**
 * Every text key the course detail, invitation, learner and home screens name exists in both
 * locales. Keys are the quoted `ns:a.b` / `a.b` literals of the sources; a file translating with
 * useTranslation('<ns>') reads unprefixed keys in that namespace.
 */
const sources = import.meta.glob(['./detail/**/*.tsx', './invite/**/*.tsx', './learner/**/*.tsx', '../home/**/*.tsx', '!./**/*.test.tsx', '!./**/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const KEY = /'((?:[a-zA-Z]+:)?[a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)'/g;

/** Keys built at run time from a fixed set of parts. */
const DYNAMIC = [
  ...Object.values(CHAPTER_SECTIONS).flatMap((subs) => subs.map((s) => `menu.${s}`)),
  ...['teams', 'certificate', 'manage'].map((s) => `menu.${s}`),
  ...[1, 2, 3].flatMap((c) => [`chapter.locked.text${c}`, `plan.chapter${c}`]),
  ...INVITATION_STATUSES.map((s) => `invite.status.${s}`),
  ...['count', 'uses', 'validMonths'].map((k) => `invite.${k}Required`),
  ...TEAM_COLOURS.map((c) => `teamDialog.colours.${c.slice(1)}`),
  ...['ongoing', 'coming', 'completed'].flatMap((k) => [`learner.tabs.${k}`, `learner.empty.${k}`]),
  'learner.empty.open',
  ...['signUpCloses', 'earlyEntry', 'starts', 'autoRounds', 'ends'].map((k) => `plan.milestone.${k}`),
];

describe('course screen texts', () => {
  it('exist in zh-CN and en-US', () => {
    const missing: string[] = [];
    let checked = 0;
    const check = (key: string, ns: string, where: string) => {
      checked += 1;
      for (const lng of LOCALES) if (!i18n.exists(key, { ns, lng })) missing.push(`${lng} ${ns}:${key} (${where})`);
    };
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    for (const [file, text] of Object.entries(sources)) {
      const ns = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'common';
      for (const [, key] of text.matchAll(KEY)) {
        // Class names and test ids are not keys.
        if (/^[a-z]+(-[a-z]+)*$/.test(key)) continue;
        check(key, ns, file);
      }
    }
    for (const key of DYNAMIC) check(key, 'courseDetail', 'dynamic');
    expect(checked).toBeGreaterThan(250);
    expect(missing).toEqual([]);
  });
});
