import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { confirmDialog, coverPng, pageAs, settled, switchLanguage } from './helpers';

/**
 * The chief admin's catalogue (/shopmanage, issue 15): a new item (the price is required) with a
 * picture of the admin's own, a draft until put on the shelf with a confirmation, then in the shop
 * with that picture; taken off with a confirmation, it leaves the shop. A demo item's sales (the
 * demo orders). Chinese, then English at phone width; axe on the list and the drawers.
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
  // A file the picture does not take is refused in the browser, in the reader's language.
  const file = drawer.locator('input[type=file]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(drawer.getByRole('alert')).toContainText('文件格式不支持，仅支持 JPG / PNG / WEBP');
  await file.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(admin) });
  await expect(drawer.getByTestId('commodity-picture-preview')).toHaveAttribute('src', /^\/files\/[\w-]+$/);
  await expect(drawer.getByTestId('commodity-picture')).toContainText('已上传的图片');
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  const picture = await drawer.getByTestId('commodity-picture-preview').getAttribute('src');
  await drawer.getByTestId('commodity-price').fill('66.6');
  await drawer.getByRole('button', { name: '保 存' }).click();
  await admin.getByTestId('commodity-search').locator('input').fill(name);
  const row = admin.getByTestId('commodities').locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('¥66.60');
  await expect(row.locator('img')).toHaveAttribute('src', picture!);

  await row.getByRole('button', { name: /^上\s*架$/ }).click();
  await confirmDialog(admin);
  await expect(row).toContainText('当前在售');
  await admin.goto('/#/shopping-centre');
  await admin.getByTestId('shop-search').locator('input').fill(name);
  await expect(admin.locator('[data-testid^="commodity-"]')).toHaveCount(1);
  // The shop shows the uploaded picture, and it loads.
  const cover = admin.locator('[data-testid^="commodity-"]').locator(`img[src="${picture}"]`);
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
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
  // Editing it keeps the uploaded picture as a choice beside the portal's own.
  await phoneRow.getByRole('button', { name: 'Edit' }).click();
  const phoneDrawer = phone.getByTestId('commodity-drawer');
  await expect(phoneDrawer.getByTestId('commodity-picture')).toContainText('Your uploaded picture');
  await expect(phoneDrawer).toContainText('JPG / PNG / WEBP, at most 2MB');
  await phoneDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(phoneDrawer).toHaveCount(0);
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

/**
 * A demo item's sales (db/seed/orders.ts: the enterprise admin bought five seats of the market
 * simulation course and paid): the figures, the line, the filters; Chinese, then English at phone
 * width; axe on the drawer.
 */
test('the chief admin reads a demo item’s sales', async ({ browser }) => {
  test.slow();
  const admin = await pageAs(browser, 'admin');
  await admin.goto('/#/shopmanage');
  await admin.getByTestId('commodity-search').locator('input').fill('市场经营沙盘课程');
  const row = admin.getByTestId('commodities').locator('tr.ant-table-row').filter({ hasText: '市场经营沙盘课程' });
  await row.getByRole('button', { name: '销售情况' }).click();
  const drawer = admin.getByTestId('sales-drawer');
  await expect(drawer.getByTestId('sales-unitsSold')).toContainText('售出数量5');
  await expect(drawer.getByTestId('sales-ordersPaid')).toContainText('已付款订单1');
  await expect(drawer.getByTestId('sales-amountPaidFen')).toContainText('¥99,000.00');
  await expect(drawer.getByTestId('sales-unitsWaiting')).toContainText('待付款数量0');
  const line = drawer.getByTestId('sales-lines').locator('tr.ant-table-row');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('企业管理员');
  await expect(line).toContainText('139****0000');
  await expect(line).toContainText('已付款');
  await settled(admin);
  await expectAccessible(admin, 'sales drawer (zh)');
  // A status with no orders: the list says nothing matches; the summary stays the item's.
  await drawer.getByTestId('sales-status').click();
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^待付款$/ }).click();
  await expect(drawer.getByText('没有符合条件的订单。')).toBeVisible();
  await expect(drawer.getByTestId('sales-unitsSold')).toContainText('5');
  await admin.context().close();

  const phone = await pageAs(browser, 'admin', undefined, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/#/shopmanage');
  await switchLanguage(phone, 'English');
  await phone.getByTestId('commodity-search').locator('input').fill('Market simulation');
  const phoneRow = phone.getByTestId('commodities').locator('tr.ant-table-row').filter({ hasText: 'Market simulation course' });
  await phoneRow.getByRole('button', { name: 'Sales' }).click();
  const phoneDrawer = phone.getByTestId('sales-drawer');
  await expect(phoneDrawer.getByTestId('sales-unitsSold')).toContainText('Units sold5');
  await expect(phoneDrawer.getByTestId('sales-amountRefundedFen')).toContainText('¥0.00');
  await phoneDrawer.getByTestId('sales-search').locator('input').fill('13900000000');
  await expect(phoneDrawer.getByTestId('sales-lines').locator('tr.ant-table-row')).toContainText('Paid');
  // The drawer fills the phone's width; the table scrolls inside it, not the page.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await settled(phone);
  await expectAccessible(phone, 'sales drawer (en, phone)');
  await phone.context().close();
});
