import { describe, expect, it } from 'vitest';
import { INVITATION_STATUSES } from '@sandtable/shared/contracts/invitations';
import { TEAM_COLOURS } from '@sandtable/shared/rules/course';
import { missingTexts } from '../../test/texts';
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
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const { missing, checked } = missingTexts(sources, DYNAMIC, 'courseDetail');
    expect(checked).toBeGreaterThan(250);
    expect(missing).toEqual([]);
  });
});
