import { describe, expect, it } from 'vitest';
import { missingTexts } from '../../test/texts';

/**
 * Every text key the people and admin screens name exists in both locales. Keys are the quoted
 * `ns:a.b` / `a.b` literals of the sources, read in the file's useTranslation namespace (test/texts).
 */
const sources = import.meta.glob(['../people/**/*.tsx', '../admin/**/*.tsx'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Keys built at run time from a fixed set of parts. */
const DYNAMIC = [
  ...['disable', 'enable'].flatMap((k) => [`actions.${k}`, ...['title', 'text', 'ok', 'done'].map((p) => `status.${k}.${p}`)]),
  ...['mobile', 'email', 'password'].map((k) => `profile.security.${k}`),
  ...['members', 'seats', 'courseCredits', 'coins'].map((k) => `companies.assets.${k}`),
  ...['login', 'register', 'reset', 'changeMobile', 'notice'].map((k) => `outbox.purposes.${k}`),
  ...['sent', 'failed'].map((k) => `outbox.statuses.${k}`),
];

describe('people and admin screen texts', () => {
  it('exist in zh-CN and en-US', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const { missing, checked } = missingTexts(sources, DYNAMIC, 'people');
    expect(checked).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });
});
