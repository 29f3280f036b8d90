import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { clearUserData } from '../lib/storage';
import { currentLocale, ensureTexts, i18n, initialLocale, LOCALE_KEY, setLocale } from './index';

const browserLanguage = (language: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initialLocale()', () => {
  it('follows the browser: Chinese when it starts with zh, else English', () => {
    browserLanguage('zh-TW');
    expect(initialLocale()).toBe('zh-CN');
    browserLanguage('zh');
    expect(initialLocale()).toBe('zh-CN');
    browserLanguage('fr-FR');
    expect(initialLocale()).toBe('en-US');
  });

  it('prefers the stored choice, ignoring a corrupt value', () => {
    browserLanguage('zh-CN');
    localStorage.setItem(LOCALE_KEY, 'en-US');
    expect(initialLocale()).toBe('en-US');
    localStorage.setItem(LOCALE_KEY, 'klingon');
    expect(initialLocale()).toBe('zh-CN');
  });
});

describe('setLocale()', () => {
  it('switches i18n, dayjs and the document language, and remembers the choice across a logout', async () => {
    await setLocale('en-US');
    expect(currentLocale()).toBe('en-US');
    expect(i18n.t('menu:home')).toBe('Home');
    expect(dayjs().locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');

    await setLocale('zh-CN');
    expect(i18n.t('menu:home')).toBe('首页');
    expect(dayjs().locale()).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');

    localStorage.setItem('grantedAuthorities', '[]');
    clearUserData();
    expect({ ...localStorage }).toEqual({ [LOCALE_KEY]: 'zh-CN' });
    expect(initialLocale()).toBe('zh-CN');
  });
});

describe('texts loaded lazily', () => {
  it('a language switch loads the new language’s texts of the namespaces in use before switching', async () => {
    // The test setup loads every text up front; forget some to see the app load them.
    i18n.removeResourceBundle('en-US', 'menu');
    i18n.removeResourceBundle('en-US', 'home');
    await ensureTexts(['menu', 'home']);
    await setLocale('en-US');
    expect(i18n.t('menu:home')).toBe('Home');
    expect(i18n.hasResourceBundle('en-US', 'home')).toBe(true);
    await setLocale('zh-CN');
  });
});
