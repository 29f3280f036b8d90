import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';

/**
 * Playwright's `test` for every spec: a browser context a test opens itself (a second person's
 * page, `pageAs`, `browser.newContext`) is closed when the test ends, as Playwright closes its own
 * `page` fixture's. Left open, each kept its page running in the worker's browser for the rest of
 * the run: live sockets, countdowns and queries of dozens of finished tests' pages took CPU from
 * the tests after them. A context opened before the test (a describe's `beforeAll` page, shared by
 * its tests) is left to its owner.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
});

/**
 * For a spec whose focus rules must hold while drawers and dialogs animate (the keyboard and
 * open-state specs): antd's motion on, where playwright.config.ts reduces it for every other spec.
 * Called at the top of the spec file.
 */
export function keepMotion() {
  test.use({ reducedMotion: 'no-preference' });
}
