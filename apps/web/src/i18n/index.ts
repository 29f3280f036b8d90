import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { NAMESPACES, pickLocale, resources, type Locale } from '@sandtable/shared/i18n/index';
import { preferences } from '../lib/storage';

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

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: locale,
  fallbackLng: false,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export function currentLocale(): Locale {
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Switches every string, antd and dayjs without a reload, and remembers the choice. */
export async function setLocale(next: Locale) {
  preferences.set(LOCALE_KEY, next);
  applyLocale(next);
  await i18n.changeLanguage(next);
}
