import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { pageAs, settled, switchLanguage } from './helpers';

/**
 * The CM enterprise statistics (/cmStatistics, docs/decisions/web-cm.md "Enterprise statistics"):
 * the lecturer and an enterprise user open each view (company, department, group, member) with its
 * filters; every view answers (a table, empty where they manage no played CM game), in both
 * languages, and passes axe. The scoping itself (an enterprise user sees only their company's courses)
 * is the server's and is tested there (cm.test.ts).
 */
for (const account of ['lecturer', 'enterprise']) {
  test(`CM statistics as ${account}: four views, filters, zh and en`, async ({ browser }) => {
    const page = await pageAs(browser, account, 'Demo1234');
    await page.goto('/#/cmStatistics');
    await expect(page.getByTestId('cm-stats')).toBeVisible();
    for (const tab of ['按部门', '按小组', '按学员', '按企业']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('cm-stats-table')).toBeVisible();
    }
    await page.getByTestId('cm-stats-company').fill('不存在的公司');
    await page.getByTestId('cm-stats-apply').click();
    await expect(page.getByTestId('cm-stats-table')).toContainText('没有符合条件的结果');
    await settled(page);
    await expectAccessible(page, `/cmStatistics (${account})`);
    await switchLanguage(page, 'English');
    await expect(page.getByRole('tab', { name: 'By member' })).toBeVisible();
    await expect(page.getByTestId('cm-stats-table')).toContainText('No results for these filters');
  });
}
