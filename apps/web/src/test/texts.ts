import { LOCALES } from '@sandtable/shared/i18n/index';
import { i18n } from '../i18n';

/**
 * The text keys a group of screens names that a locale lacks (the screens' texts tests). Keys are
 * the quoted `ns:a.b` / `a.b` literals of the sources (unprefixed keys are in the file's
 * useTranslation namespace, else `common`; class names, test ids, file names and `api.` paths are
 * not keys), then the keys built at run time (`dynamic`, in `dynamicNs`).
 */
export function missingTexts(sources: Record<string, string>, dynamic: readonly string[], dynamicNs: string): { missing: string[]; checked: number } {
  const KEY = /'((?:[a-zA-Z]+:)?[a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)'/g;
  const missing: string[] = [];
  let checked = 0;
  const check = (key: string, ns: string, where: string) => {
    checked += 1;
    for (const lng of LOCALES) if (!i18n.exists(key, { ns, lng })) missing.push(`${lng} ${ns}:${key} (${where})`);
  };
  for (const [file, text] of Object.entries(sources)) {
    const ns = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'common';
    for (const [, key] of text.matchAll(KEY)) {
      if (/^[a-z]+(-[a-z]+)*$/.test(key) || /\.(css|tsx?|json)$/.test(key) || key.startsWith('api.')) continue;
      check(key, ns, file);
    }
  }
  for (const key of dynamic) check(key, dynamicNs, 'dynamic');
  return { missing, checked };
}
