import type { Locale } from '../i18n/locales';

/** Names in a sentence or a cell: "甲、乙" in Chinese, "A, B" in English (`lang`: a locale or its short form). */
export function listOf(items: readonly string[], lang: Locale | 'zh' | 'en'): string {
  return items.join(lang === 'zh' || lang === 'zh-CN' ? '、' : ', ');
}
