import { test, type Browser } from '@playwright/test';
import { adoptSession, DEMO_PASSWORD } from './helpers';

/** The screenshot specs' shared setup (*.shots.spec.ts): sizes, languages, a logged-in context. */

export const SIZES = { desktop: { width: 1366, height: 860 }, phone: { width: 390, height: 844 } } as const;
export type ShotSize = keyof typeof SIZES;
export const LOCALES = ['zh-CN', 'en-US'] as const;

/**
 * A browser context at `size` in `locale`, logged in as `account` through the API (helpers'
 * adoptSession). `height` overrides the viewport's height (tall dialogs, long pages).
 */
export async function loggedInContext(browser: Browser, { account, password = DEMO_PASSWORD, size, locale, height }: { account: string; password?: string; size: ShotSize; locale: string; height?: number }) {
  const viewport = height ? { ...SIZES[size], height } : SIZES[size];
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport, locale, isMobile: size === 'phone', hasTouch: size === 'phone' });
  await adoptSession(ctx, account, password, locale);
  return ctx;
}
