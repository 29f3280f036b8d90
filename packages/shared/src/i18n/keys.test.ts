import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectKeyUses, missingKeys, readSources, type Resources } from '../../../../scripts/i18n-keys';
import { CHAPTER_SECTIONS } from '../../../../apps/web/src/features/courses/detail/chapters';
import { AUTHORITIES } from '../auth/authorities';
import { INVITATION_STATUSES } from '../contracts/invitations';
import { GAME_EVENTS } from '../contracts/game';
import { Errors } from '../errors/catalogue';
import { COURSE_KINDS, TEAM_COLOURS } from '../rules/course';
import { MY_COURSE_TABS } from '../rules/myCourses';
import { resources } from './index';

/**
 * THE text-key test (scripts/i18n-keys.ts says what counts as a key use): every key the web app,
 * the server and shared code name exists in both locales.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Texts shaped like `ns:key` that are not text keys: permissions, socket events and rooms. */
const NOT_KEYS = new Set<string>([...AUTHORITIES, ...Object.values(GAME_EVENTS), 'course:${}']);

/** The values some template keys take (checked one by one; other templates against the JSON). */
const KNOWN: Record<string, readonly (string | number)[]> = {
  'errors:${}': Object.values(Errors).map((e) => e.key.slice('errors:'.length)),
  'courseDetail:menu.${}': [...Object.values(CHAPTER_SECTIONS).flat(), 'teams', 'certificate', 'manage'],
  'courseDetail:chapter.locked.text${}': [1, 2, 3],
  'courseDetail:plan.chapter${}': [1, 2, 3],
  'courseDetail:invite.status.${}': INVITATION_STATUSES,
  'courseDetail:invite.${}Required': ['count', 'uses', 'validMonths'],
  'courseDetail:teamDialog.colours.${}': TEAM_COLOURS.map((c) => c.slice(1)),
  'courseDetail:learner.tabs.${}': MY_COURSE_TABS,
  'courseDetail:learner.empty.${}': [...MY_COURSE_TABS, 'open'],
  'courseDetail:plan.milestone.${}': ['signUpCloses', 'earlyEntry', 'starts', 'autoRounds', 'ends'],
  'courseAdmin:wizard.title.${}': COURSE_KINDS,
  'courseAdmin:wizard.lead.${}': COURSE_KINDS,
  'courseAdmin:list.create.${}': COURSE_KINDS,
  'courseAdmin:plan.preset.${}': [4, 7, 14],
  'courseAdmin:plan.source.${}': ['rules', 'llm'],
  'courseAdmin:list.sort.${}': ['startAt_asc', 'startAt_desc', 'createdAt_desc', 'popular_desc'],
  'people:actions.${}': ['disable', 'enable'],
  'people:status.${}.title': ['disable', 'enable'],
  'people:status.${}.text': ['disable', 'enable'],
  'people:status.${}.ok': ['disable', 'enable'],
  'people:status.${}.done': ['disable', 'enable'],
  'people:profile.security.${}': ['mobile', 'email', 'password'],
  'people:companies.assets.${}': ['members', 'seats', 'courseCredits', 'coins'],
  'people:outbox.purposes.${}': ['login', 'register', 'reset', 'changeMobile', 'notice'],
  'people:outbox.statuses.${}': ['sent', 'failed'],
};

describe('text keys', () => {
  // Parses ~600 source files: seconds on a busy machine.
  it('every key the web app, the server and shared code use exists in zh-CN and en-US', { timeout: 60_000 }, () => {
    const sources = readSources(repo, ['apps/web/src', 'apps/server/src', 'packages/shared/src']);
    const uses = Object.entries(sources).flatMap(([file, text]) => collectKeyUses(file, text, resources['zh-CN'], NOT_KEYS));
    expect(uses.length).toBeGreaterThan(1800);
    expect(missingKeys(uses, resources, KNOWN)).toEqual([]);
  });
});

describe('the key check itself', () => {
  const fixture: Record<string, Resources> = {
    'zh-CN': { app: { title: '标题', status: { open: '开放', closed: '关闭' }, teams_other: '{{count}} 队', terms: '条款' }, common: { ok: '好' } },
    'en-US': { app: { title: 'Title', status: { open: 'Open' }, teams_one: '{{count}} team', teams_other: '{{count}} teams' }, common: { ok: 'OK' } },
  };
  const check = (code: string, known = {}) => missingKeys(collectKeyUses('Fixture.tsx', code, fixture['zh-CN']), fixture, known);

  it('passes keys that exist, with namespaces from useTranslation, prefixes and plurals', () => {
    const code = `
      import { useTranslation, Trans } from 'react-i18next';
      export function A() {
        const { t } = useTranslation('app');
        return <p title={t('title')}>{t('common:ok')}{t('teams', { count: 2 })}{t('ok', { ns: 'common' })}<Trans t={t} i18nKey="title" /></p>;
      }`;
    expect(check(code)).toEqual([]);
  });

  it('finds a missing static key, plural form, template key and Trans key', () => {
    const code = `
      import { useTranslation, Trans } from 'react-i18next';
      export function A({ s }: { s: string }) {
        const { t } = useTranslation('app');
        return <p>{t('nothing.here')}{t('teams')}{t(\`status.\${s}\`)}{t(\`gone.\${s}\`)}<Trans t={t} i18nKey="terms" /></p>;
      }`;
    expect(check(code)).toEqual([
      'en-US app:status.closed (Fixture.tsx:5)',
      'en-US app:terms (Fixture.tsx:5)',
      'en-US app:teams (Fixture.tsx:5)',
      'zh-CN,en-US app:gone.${} (Fixture.tsx:5): no key matches',
      'en-US app:nothing.here (Fixture.tsx:5)',
      'zh-CN app:nothing.here (Fixture.tsx:5)',
      'zh-CN app:teams (Fixture.tsx:5)',
    ].sort());
  });

  it('checks the known values of a template key, and that each table entry is used', () => {
    const code = `const { t } = useTranslation('app'); export const f = (s: string) => t(\`status.\${s}\`);`;
    expect(check(code, { 'app:status.${}': ['open', 'pending'] })).toEqual(['en-US app:status.pending (Fixture.tsx:1)', 'zh-CN app:status.pending (Fixture.tsx:1)']);
    expect(check(`export const x = 1;`, { 'app:status.${}': ['open'] })).toEqual(['known values for app:status.${}: no source uses this key']);
  });

  it('reads keys held in route tables, props and catalogues', () => {
    const code = `export const ROUTES = [{ path: '/a', title: 'app:titel' }]; const E = { key: \`common:\${'x'}\` }; export const b = <Menu labelKey="app:title" />;`;
    expect(check(code)).toEqual(['en-US app:titel (Fixture.tsx:1)', 'zh-CN app:titel (Fixture.tsx:1)']);
  });
});
