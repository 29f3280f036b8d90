import { useTranslation } from 'react-i18next';
import type { Locale } from '@sandtable/shared/i18n/locales';

/** The current locale; components using it re-render when the language switches. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}
