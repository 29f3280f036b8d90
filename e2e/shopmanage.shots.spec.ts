import { expect, test } from './test';
import { coverPng } from './helpers';
import { LOCALES, SIZES, loggedInContext, type ShotSize } from './shotsKit';

/**
 * Screenshots of /shopmanage's sales drawer and the item drawer with an uploaded picture, in both
 * languages at desktop and phone width, for a person to look at (not assertions):
 * SHOTS=1 npx playwright test e2e/shopmanage.shots.spec.ts writes them to /tmp/shots/shopmanage/.
 */
const DIR = '/tmp/shots/shopmanage';

for (const size of Object.keys(SIZES) as ShotSize[]) {
  for (const locale of LOCALES) {
    test(`sales and picture upload, ${size}, ${locale}`, async ({ browser }) => {
      const ctx = await loggedInContext(browser, { account: 'admin', size, locale, height: size === 'phone' ? 1300 : 960 });
      const page = await ctx.newPage();
      const en = locale === 'en-US';
      await page.goto('/#/shopmanage');
      const item = en ? 'Market simulation course' : '市场经营沙盘课程';
      await page.getByTestId('commodity-search').locator('input').fill(item);
      await page.getByTestId('commodities').locator('tr.ant-table-row').filter({ hasText: item }).locator('[data-testid^=commodity-sales-]').click();
      await expect(page.getByTestId('sales-lines').locator('tr.ant-table-row')).toHaveCount(1);
      await page.screenshot({ path: `${DIR}/sales-${size}-${locale}.png` });
      await page.getByTestId('sales-drawer').getByRole('button', { name: en ? 'Close' : '关闭' }).first().click();

      await page.getByTestId('commodity-new').click();
      const drawer = page.getByTestId('commodity-drawer');
      await drawer.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(page) });
      await expect(drawer.getByTestId('commodity-picture-preview')).toHaveAttribute('src', /^\/files\//);
      await drawer.getByTestId('commodity-picture').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DIR}/picture-${size}-${locale}.png` });
      // And a refused file, as its message reads beside the field.
      await drawer.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await expect(drawer.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: `${DIR}/picture-refused-${size}-${locale}.png` });
      await ctx.close();
    });
  }
}
