import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sandtable/shared/i18n/index';
import { i18n } from '../../i18n';

/**
 * Every text key the people and admin screens name exists in both locales. Keys are the quoted
 * `ns:a.b` / `a.b` literals of the sources; a file translating with useTranslation('people')
 * reads unprefixed keys there, any other file in `common`.
 */
const sources = import.meta.glob(['../people/**/*.tsx', '../admin/**/*.tsx'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const KEY = /'((?:[a-z]+:)?[a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g;

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
    const missing: string[] = [];
    let checked = 0;
    const check = (key: string, ns: string, where: string) => {
      checked += 1;
      for (const lng of LOCALES) if (!i18n.exists(key, { ns, lng })) missing.push(`${lng} ${ns}:${key} (${where})`);
    };
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    for (const [file, text] of Object.entries(sources)) {
      const ns = text.includes("useTranslation('people')") ? 'people' : 'common';
      for (const [, key] of text.matchAll(KEY)) check(key, ns, file);
    }
    for (const key of DYNAMIC) check(key, 'people', 'dynamic');
    expect(checked).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });
});
