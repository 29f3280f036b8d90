import i18next, { type TFunction } from 'i18next';
import { resources, NAMESPACES, DEFAULT_LOCALE, type Locale } from '@sandtable/shared/i18n/index';

/** The server renders messages (errors, later PDFs and notices) from the same files as the web. */
const instance = i18next.createInstance();
await instance.init({
  resources,
  ns: NAMESPACES,
  defaultNS: 'common',
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

const fixed = new Map<Locale, TFunction>();

export function translator(locale: Locale): TFunction {
  let t = fixed.get(locale);
  if (!t) {
    t = instance.getFixedT(locale);
    fixed.set(locale, t);
  }
  return t;
}
