import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { confirmDialog, createStudent, pageAs, settled, switchLanguage } from './helpers';

/**
 * The shop in the browser (issue 15): a student finds a report in the shop, confirms the quote,
 * places the order, pays it at the embedded WeChat Pay sandbox's cashier and sees it paid in their
 * orders (Chinese, desktop); another order is cancelled with a confirmation and its place goes back
 * (English, phone width). Axe on the shop, the quote, an order and the list.
 */
test('a student buys a report: shop, quote, order, sandbox cashier, paid — and cancels another order', async ({ browser }) => {
  test.slow();
  const buyer = await createStudent(`商城买家 ${Date.now() % 100_000}`);
  const page = await pageAs(browser, buyer.mobile, buyer.password);
  await page.goto('/#/shopping-centre');
  await page.getByTestId('shop-search').locator('input').fill('团队角色测评报告');
  // The search applied (after its debounce): the report alone.
  const card = page.locator('[data-testid^="commodity-"]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('团队角色测评报告');
  await settled(page);
  await expectAccessible(page, 'shopping-centre (zh)');
  await card.getByRole('link', { name: /^购买/ }).click();

  // The quote: the server's price for one.
  await expect(page).toHaveURL(/#\/orderPlace\?commodityId=\d+&quantity=1$/);
  await expect(page.getByTestId('order-payable')).toHaveText('¥99.00');
  await settled(page);
  await expectAccessible(page, 'orderPlace (zh)');
  const placed = page.waitForResponse((r) => r.url().includes('/transaction/order/save.json'));
  await page.getByTestId('order-submit').click();
  const orderNo: string = (await (await placed).json()).body.orderNo;

  // The order, unpaid, with its time to pay; the cashier takes the payment.
  await expect(page).toHaveURL(/#\/orderdetail\/\d+$/);
  const detail = page.getByTestId('order-detail');
  await expect(detail).toHaveAttribute('data-status', 'unpaid');
  await expect(page.getByRole('timer')).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'orderdetail unpaid (zh)');
  await page.getByTestId('order-pay').click();
  await expect(page.getByRole('dialog', { name: '收银台（沙箱）' })).toContainText('¥99.00');
  await expect(page.getByTestId('cashier-pay')).toBeEnabled();
  await expectAccessible(page, 'cashier (zh)');
  await page.getByTestId('cashier-pay').click();
  await expect(detail).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('order-status')).toHaveText('已付款');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);

  // In their orders.
  await page.goto('/#/userOrderList');
  await expect(page.getByTestId('orders')).toContainText(orderNo);
  await expect(page.getByTestId('orders')).toContainText('已付款');
  await settled(page);
  await expectAccessible(page, 'userOrderList (zh)');
  await page.context().close();

  // English at phone width: another order, cancelled with a confirmation.
  const phone = await pageAs(browser, buyer.mobile, buyer.password, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/#/shopping-centre');
  await switchLanguage(phone, 'English');
  const certificate = phone.locator('[data-testid^="commodity-"]').filter({ hasText: 'Simulation course certificate' });
  await certificate.getByRole('link', { name: /^Details/ }).click();
  await expect(phone.getByTestId('commodity-detail')).toContainText('Usable for 24 months');
  await phone.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await phone.getByTestId('buy-now').click();
  await expect(phone.getByTestId('order-payable')).toHaveText('¥398.00');
  await phone.getByTestId('order-submit').click();
  await expect(phone.getByTestId('order-detail')).toHaveAttribute('data-status', 'unpaid');
  await settled(phone);
  await expectAccessible(phone, 'orderdetail (en, phone)');
  await phone.getByTestId('order-cancel').click();
  await confirmDialog(phone);
  await expect(phone.getByTestId('order-detail')).toHaveAttribute('data-status', 'cancelled');
  await expect(phone.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(phone.getByTestId('order-cancel')).toHaveCount(0);
  await phone.context().close();
});
