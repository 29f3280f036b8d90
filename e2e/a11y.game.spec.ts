import { expect, test, type Browser, type Page } from './test';
import { expectAccessible } from './axeKit';
import { expectFocusManaged } from './focusKit';
import { adoptSession, createRunningCourse, settled } from './helpers';

/**
 * WCAG 2.1 A/AA on the live market game (docs/decisions/web-accessibility.md), which the route
 * pass cannot reach (the demo game is finished): the lecturer's start panel and its confirmation,
 * the console with its "advance now" confirmation, and the captain's decision form, in Chinese and
 * English at phone width. A course of its own is made to run by the server's clock; the English
 * lecturer looks at the start panel first and cancels, the Chinese one starts the game. The same for
 * a running change simulation: its start panel with the case picker open, the lecturer's CM console
 * with a team's level picker open and the restart confirmation (from the keyboard), and a captain's
 * board with a play drafted.
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

test.describe('the running change simulation', () => {
  // In order: the Chinese lecturer starts the game, then each language's console and board.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let course: Awaited<ReturnType<typeof createRunningCourse>>;
  const online = () => `/#/cmOnline?courseId=${course.courseId}`;

  test.beforeAll(async () => {
    course = await createRunningCourse(`无障碍变革 ${Date.now()}`, 'CM');
  });

  test('the start panel with its case picker open, and its confirmation (zh-CN)', async ({ browser }) => {
    const page = await phoneAs(browser, 'lecturer', undefined, 'zh-CN');
    await page.goto(online());
    await expect(page.getByTestId('start-game')).toBeVisible();
    await settled(page);
    await page.getByTestId('cm-start-case').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    await settled(page);
    await expectAccessible(page, 'CM start panel, case picker open');
    await page.keyboard.press('Escape');
    await page.getByTestId('start-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settled(page);
    await expectAccessible(page, 'CM start confirmation', dialog);
    await dialog.locator('.ant-btn-primary').click();
    await expect(page.getByTestId('cm-console')).toBeVisible();
    await page.context().close();
  });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`the CM console: a team's level picker open, the restart confirmation from the keyboard (${locale})`, async ({ browser }) => {
      const page = await phoneAs(browser, 'lecturer', undefined, locale);
      await page.goto(online());
      const cmConsole = page.getByTestId('cm-console');
      await expect(cmConsole.locator('[data-testid^=cm-team-level-]').first()).toBeVisible();
      await settled(page);
      await expectAccessible(page, `CM console (${locale})`);

      await cmConsole.locator('[data-testid^=cm-team-level-]').first().click();
      await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
      await settled(page);
      await expectAccessible(page, `CM console, a team's level picker open (${locale})`);
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);

      const restart = cmConsole.locator('[data-testid^=cm-restart-]').first();
      const confirm = page.locator('.ant-modal-confirm[role="dialog"]');
      await expectFocusManaged(page, restart, confirm);
      await restart.click();
      await expect(confirm).toHaveAccessibleName(/.+/);
      await settled(page);
      await expectAccessible(page, `CM console, restart confirmation (${locale})`, confirm);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await page.context().close();
    });

    test(`a captain's CM board with a play drafted (${locale})`, async ({ browser }) => {
      const captain = course.captains[locale === 'zh-CN' ? 0 : 1];
      const page = await phoneAs(browser, captain.mobile, captain.password, locale);
      await page.goto(online());
      await expect(page.getByTestId('cm-game')).toBeVisible();
      await page.getByTestId('cm-add-memo').click();
      await expect(page.getByTestId('cm-play')).toHaveCount(1);
      await expect(page.getByTestId('cm-submit')).toBeVisible();
      await settled(page);
      await expectAccessible(page, `CM board with a draft (${locale})`);
      await page.context().close();
    });
  }
});
