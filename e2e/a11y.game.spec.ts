import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axeKit';
import { adoptSession, createRunningCourse, settled } from './helpers';

/**
 * WCAG 2.1 A/AA on the live market game (docs/decisions/web-accessibility.md), which the route
 * pass cannot reach (the demo game is finished): the lecturer's start panel and its confirmation,
 * the console with its "advance now" confirmation, and the captain's decision form, in Chinese and
 * English at phone width. A course of its own is made to run by the server's clock; the English
 * lecturer looks at the start panel first and cancels, the Chinese one starts the game.
 */

type Locale = 'zh-CN' | 'en-US';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function phoneAs(browser: Browser, account: string, password: string | undefined, locale: Locale): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale, ...PHONE });
  const page = await ctx.newPage();
  await adoptSession(page, account, password, locale);
  return page;
}

test.describe('the running game', () => {
  // In order: the start panel exists until the Chinese lecturer starts the game.
  test.describe.configure({ mode: 'serial' });
  let course: Awaited<ReturnType<typeof createRunningCourse>>;
  const online = () => `/#/online?courseId=${course.courseId}`;

  test.beforeAll(async () => {
    course = await createRunningCourse(`无障碍检查 ${Date.now()}`);
  });

  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`the start panel and its confirmation meet WCAG 2.1 AA (${locale})`, async ({ browser }) => {
      const page = await phoneAs(browser, 'lecturer', undefined, locale);
      await page.goto(online());
      await expect(page.getByTestId('start-game')).toBeVisible();
      await settled(page);
      await expectAccessible(page, `start panel (${locale})`);

      const opener = page.getByTestId('start-button');
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await settled(page);
      await expectAccessible(page, `start confirmation (${locale})`, dialog);
      if (locale === 'en-US') {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      } else {
        await dialog.locator('.ant-btn-primary').click();
        await expect(page.getByTestId('console')).toBeVisible();
      }
      await page.context().close();
    });
  }

  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`the lecturer's console and its "advance now" confirmation meet WCAG 2.1 AA (${locale})`, async ({ browser }) => {
      const page = await phoneAs(browser, 'lecturer', undefined, locale);
      await page.goto(online());
      await expect(page.getByTestId('console')).toBeVisible();
      await settled(page);
      await expectAccessible(page, `console (${locale})`);

      await page.getByTestId('advance').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await settled(page);
      await expectAccessible(page, `advance confirmation (${locale})`, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.context().close();
    });

    test(`the captain's decision form meets WCAG 2.1 AA (${locale})`, async ({ browser }) => {
      const captain = course.captains[locale === 'zh-CN' ? 0 : 1];
      const page = await phoneAs(browser, captain.mobile, captain.password, locale);
      await page.goto(online());
      await expect(page.getByTestId('decision-panel')).toBeVisible();
      await expect(page.getByTestId('submit-decision')).toBeVisible();
      await settled(page);
      await expectAccessible(page, `decision form (${locale})`);
      await page.context().close();
    });
  }
});
