import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { confirmDialog, pageAs, settled, switchLanguage } from './helpers';

/**
 * The chief admin's catalogue (/shopmanage, issue 15): a new item (the price is required), a draft
 * until put on the shelf with a confirmation, then in the shop; taken off with a confirmation, it
 * leaves the shop. Chinese, then English at phone width; axe on the list and the drawer.
 */
test('the chief admin makes an item, puts it on the shelf and takes it off; the shop follows', async ({ browser }) => {
  test.slow();
  const stamp = Date.now() % 100_000;
  const name = `端到端工具 ${stamp}`;
  const nameEn = `E2E tool ${stamp}`;
  const admin = await pageAs(browser, 'admin');
  await admin.goto('/#/shopmanage');
  await expect(admin.getByTestId('commodities').locator('tr.ant-table-row').first()).toBeVisible();
  await settled(admin);
  await expectAccessible(admin, 'shopmanage (zh)');
  await admin.getByTestId('commodity-new').click();
  const drawer = admin.getByTestId('commodity-drawer');
  await drawer.getByTestId('commodity-name-zh').fill(name);
  await drawer.getByTestId('commodity-name-en').fill(nameEn);
  await drawer.getByRole('button', { name: '保 存' }).click();
  await expect(drawer.locator('.ant-form-item-explain-error')).toContainText('请填写此项');
  await settled(admin);
  await expectAccessible(admin, 'commodity drawer (zh)');
  await drawer.getByTestId('commodity-price').fill('66.6');
  await drawer.getByRole('button', { name: '保 存' }).click();
  await admin.getByTestId('commodity-search').locator('input').fill(name);
  const row = admin.getByTestId('commodities').locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('¥66.60');

  await row.getByRole('button', { name: /^上\s*架$/ }).click();
  await confirmDialog(admin);
  await expect(row).toContainText('当前在售');
  await admin.goto('/#/shopping-centre');
  await admin.getByTestId('shop-search').locator('input').fill(name);
  await expect(admin.locator('[data-testid^="commodity-"]')).toHaveCount(1);
  await admin.context().close();

  const phone = await pageAs(browser, 'admin', undefined, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/#/shopmanage');
  await switchLanguage(phone, 'English');
  await phone.getByTestId('commodity-search').locator('input').fill(name);
  // In English the item goes by its English name (the search matches either).
  const phoneRow = phone.getByTestId('commodities').locator('tr.ant-table-row').filter({ hasText: nameEn });
  await expect(phoneRow).toContainText('In the shop now');
  await settled(phone);
  await expectAccessible(phone, 'shopmanage (en, phone)');
  await phoneRow.getByRole('button', { name: 'Take off the shelf' }).click();
  await expect(phone.locator('.ant-modal-confirm')).toContainText('orders already placed are not affected');
  await confirmDialog(phone);
  await expect(phoneRow).toContainText('Off the shelf');
  await expect(phoneRow).not.toContainText('In the shop now');
  await phone.goto('/#/shopping-centre');
  await phone.getByTestId('shop-search').locator('input').fill(nameEn);
  await expect(phone.getByText('Nothing matches your search.')).toBeVisible();
  await phone.context().close();
});
