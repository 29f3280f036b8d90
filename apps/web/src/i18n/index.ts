import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { NAMESPACES, pickLocale, type Locale, type Namespace } from '@sandtable/shared/i18n/locales';
import { preferences } from '../lib/storage';
import { CORE_NAMESPACES } from './core';

/** Where the chosen locale lives (spec §3); a device preference that survives logout. */
export const LOCALE_KEY = 'locale';

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

export function initialLocale(): Locale {
  return pickLocale(preferences.get(LOCALE_KEY), navigator.language);
}

function applyLocale(locale: Locale) {
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = locale;
}

const locale = initialLocale();
applyLocale(locale);

// The texts arrive as they are needed (ensureTexts): one language, and the namespaces of the pages
// visited, instead of every text of both languages on the login page.
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: locale,
  fallbackLng: false,
  ns: [],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Every text file, as a lazy chunk (grouped per locale by vite.config.ts). */
const TEXT_FILES = import.meta.glob<Record<string, unknown>>('../../../../packages/shared/src/i18n/*/*.json', { import: 'default' });
const textFile = (lng: Locale, ns: Namespace) => TEXT_FILES[`../../../../packages/shared/src/i18n/${lng}/${ns}.json`];

/** The namespaces asked for so far: a language switch loads them in the new language first. */
const wanted = new Set<Namespace>();

async function loadTexts(lng: Locale, namespaces: Iterable<Namespace>) {
  await Promise.all(
    [...namespaces]
      .filter((ns) => !i18n.hasResourceBundle(lng, ns))
      .map(async (ns) => {
        i18n.addResourceBundle(lng, ns, await textFile(lng, ns)(), true, true);
      }),
  );
}

/** Loads these namespaces (default: all) in the current language; resolves at once when loaded. */
export function ensureTexts(namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  return loadTexts(currentLocale(), namespaces);
}

/** What the first render needs: the frame's and the login page's texts. */
export const coreTextsLoaded = ensureTexts(CORE_NAMESPACES);

export function currentLocale(): Locale {
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Switches every string, antd and dayjs without a reload, and remembers the choice. */
export async function setLocale(next: Locale) {
  preferences.set(LOCALE_KEY, next);
  await loadTexts(next, wanted);
  applyLocale(next);
  await i18n.changeLanguage(next);
}
