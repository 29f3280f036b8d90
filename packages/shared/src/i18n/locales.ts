/**
 * The locales and namespaces of the texts, and the locale helpers: what the web needs without the
 * texts themselves (it loads those per locale and namespace, lazily). The texts: ./index.ts.
 */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** One JSON per namespace per locale: `<locale>/<namespace>.json`. */
export const NAMESPACES = ['common', 'errors', 'validation', 'fields', 'auth', 'home', 'legal', 'menu', 'people', 'sms', 'signin', 'course', 'courseAdmin', 'courseDetail', 'courseGroup', 'certificate', 'game', 'assessment', 'shop'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The `language` request header carries `zh` or `en` (spec §7). */
export type LanguageHeader = 'zh' | 'en';

export function localeFromHeader(value: string | string[] | undefined): Locale {
  const v = (Array.isArray(value) ? value[0] : value)?.toLowerCase() ?? '';
  return v.startsWith('en') ? 'en-US' : 'zh-CN';
}

export function headerFromLocale(locale: Locale): LanguageHeader {
  return locale === 'en-US' ? 'en' : 'zh';
}

/** Stored locale first, else Chinese when the browser language starts with zh, else English (spec §1). */
export function pickLocale(stored: string | null | undefined, browserLanguage: string | undefined): Locale {
  if (stored === 'zh-CN' || stored === 'en-US') return stored;
  return (browserLanguage ?? '').toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}
