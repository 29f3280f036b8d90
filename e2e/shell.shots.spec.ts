import fs from 'node:fs';
import { expect, test } from './test';
import { LOCALES, SIZES, loggedInContext, type ShotSize } from './shotsKit';

/**
 * Screenshots of the shell's header and the home page for a student, a lecturer and the chief
 * admin, in both languages at desktop and phone width, for a person to look at:
 * SHOTS=1 npx playwright test e2e/shell.shots.spec.ts writes them to /tmp/shots-shell/.
 */
const DIR = '/tmp/shots-shell';

test('shell and home screenshots', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  fs.mkdirSync(DIR, { recursive: true });
  for (const account of ['student1', 'lecturer', 'admin']) {
    for (const size of Object.keys(SIZES) as ShotSize[]) {
      for (const locale of LOCALES) {
        const ctx = await loggedInContext(browser, { account, size, locale });
        const page = await ctx.newPage();
        await page.goto('/#/home');
        await expect(page.getByTestId('welcome')).toBeVisible();
        await expect(page.locator('.ant-skeleton, .plain-skeleton')).toHaveCount(0);
        await page.screenshot({ path: `${DIR}/home-${account}-${size}-${locale}.png`, fullPage: true });
        await ctx.close();
      }
    }
  }
});
