import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, confirmDialog, createStudent, pageAs, settled, switchLanguage } from './helpers';

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
  // Its contract, in either language, opens as a PDF.
  for (const lang of ['zh', 'en']) {
    const contract = await page.request.get((await page.getByTestId(`contract-${lang}`).getAttribute('href'))!);
    expect(contract.headers()['content-type']).toContain('application/pdf');
  }

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

/**
 * Refunds in the browser (issue 15): a student asks for one of two reports back (the reason is
 * required; what comes back is shown as they choose), the chief admin rejects it with a note (the
 * note is required) in English, the student reads the note and asks again for both, the admin
 * approves with a confirmation and the order is refunded. Axe on the dialog, the order with its
 * refunds, the admin's list and drawer; the student's page at phone width.
 */
test('a student asks for a refund; the admin rejects with a note, then approves the second request', async ({ browser }) => {
  test.slow();
  const buyer = await createStudent(`退款买家 ${Date.now() % 100_000}`);
  const api = await apiAs(buyer.mobile, buyer.password);
  const shop = await api.post('/transaction/commodity/select.json', { keyword: '团队角色测评报告', pageNum: 1, pageSize: 10 });
  const order = (await api.post('/transaction/order/save.json', { lines: [{ commodityId: shop.body.list[0].id, quantity: 2 }] })).body;
  await api.post('/transaction/order/pay.json', { id: order.id });
  expect((await api.post('/payment/sandbox/pay.json', { id: order.id })).head.code).toBe('000000');
  await api.ctx.dispose();

  const page = await pageAs(browser, buyer.mobile, buyer.password);
  await page.goto(`/#/orderdetail/${order.id}`);
  const detail = page.getByTestId('order-detail');
  await expect(detail).toHaveAttribute('data-status', 'paid');
  await page.getByTestId('order-refund').click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog.getByTestId('refund-back')).toContainText('¥198.00');
  await dialog.getByTestId('refund-units-1').fill('1');
  await expect(dialog.getByTestId('refund-back')).toContainText('¥99.00');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText('退款原因', { exact: false }).first()).toBeVisible();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await settled(page);
  await expectAccessible(page, 'refund dialog (zh)');
  await dialog.getByTestId('refund-reason').fill('多买了一份');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(detail).toHaveAttribute('data-status', 'refund_pending');
  await expect(page.getByTestId('refund-notice')).toContainText('正在审核');
  await expect(page.getByTestId('order-refunds')).toContainText('待审核');
  await expect(page.getByTestId('order-refund')).toHaveCount(0);
  await settled(page);
  await expectAccessible(page, 'orderdetail refund pending (zh)');

  // The chief admin, in English: finds the order, rejects with a note (required).
  const admin = await pageAs(browser, 'admin');
  await admin.goto('/#/payment/list');
  await switchLanguage(admin, 'English');
  await admin.getByTestId('manage-search').locator('input').fill(order.orderNo);
  const row = admin.getByTestId('manage-orders').locator('tbody tr').filter({ hasText: order.orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Refund requested');
  await settled(admin);
  await expectAccessible(admin, 'payment/list (en)');
  await row.getByRole('button', { name: 'Review refund' }).click();
  const drawer = admin.getByTestId('manage-drawer');
  // The request under review: its card holds the decision.
  const underReview = drawer.getByTestId('order-refund-card').filter({ has: admin.getByTestId('manage-open-refund') });
  await expect(underReview).toContainText('Under review');
  await expect(underReview).toContainText('¥99.00');
  await expect(underReview).toContainText('多买了一份');
  await settled(admin);
  await expectAccessible(admin, 'payment/list drawer (en)');
  await drawer.getByTestId('manage-reject').click();
  const reject = admin.getByTestId('manage-reject-dialog');
  await reject.getByRole('button', { name: 'Reject refund' }).click();
  await expect(reject.locator('.ant-form-item-explain-error')).toContainText('Say why the refund is rejected');
  await reject.getByTestId('manage-reject-note').fill('The report was already downloaded.');
  await reject.getByRole('button', { name: 'Reject refund' }).click();
  await expect(drawer.locator('[data-testid="order-status"]')).toHaveText('Refund rejected');
  await expect(drawer.getByTestId('manage-open-refund')).toHaveCount(0);

  // The student reads why and asks again, for both.
  await page.reload();
  await expect(detail).toHaveAttribute('data-status', 'refund_rejected');
  await expect(page.getByTestId('refund-notice')).toContainText('The report was already downloaded.');
  await page.getByTestId('order-refund').click();
  await dialog.getByTestId('refund-reason').fill('报告内容与课程不符');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(detail).toHaveAttribute('data-status', 'refund_pending');

  // Approved with a confirmation: refunded through the sandbox.
  await admin.getByTestId('manage-drawer').getByRole('button', { name: 'Close' }).click();
  await admin.reload();
  await admin.getByTestId('manage-search').locator('input').fill(order.orderNo);
  await admin.getByTestId('manage-orders').locator('tbody tr').filter({ hasText: order.orderNo }).getByRole('button', { name: 'Review refund' }).click();
  await expect(underReview).toContainText('¥198.00');
  await drawer.getByTestId('manage-approve').click();
  await expect(admin.locator('.ant-modal-confirm')).toContainText('Refund ¥198.00 to');
  await confirmDialog(admin);
  await expect(drawer.locator('[data-testid="order-status"]')).toHaveText('Refunded');
  await admin.context().close();

  await page.reload();
  await expect(detail).toHaveAttribute('data-status', 'refunded');
  await expect(page.getByTestId('order-refunds').getByTestId('refund-status')).toHaveText(['已退款', '已拒绝']);
  await page.context().close();

  const phone = await pageAs(browser, buyer.mobile, buyer.password, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(`/#/orderdetail/${order.id}`);
  await expect(phone.getByTestId('order-refunds')).toBeVisible();
  await settled(phone);
  await expectAccessible(phone, 'orderdetail refunded (zh, phone)');
  await phone.context().close();
});

/**
 * The cart (issue 15, spec §4 "cart count"): a student adds two items from their pages, the header
 * counts them and leads to the order page, which orders them together; a quantity is changed and an
 * item taken out there; the order placed takes what it ordered out of the cart. English at phone
 * width; axe on the cart's order page.
 */
test('a student fills the cart, sees its count in the header, and orders it together', async ({ browser }) => {
  test.slow();
  const buyer = await createStudent(`购物车买家 ${Date.now() % 100_000}`);
  const page = await pageAs(browser, buyer.mobile, buyer.password, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto('/#/shopping-centre');
  await switchLanguage(page, 'English');
  const badge = page.getByTestId('badge-cart');
  await expect(badge).toHaveAttribute('data-count', '0');
  for (const [i, name] of ['Team-role assessment report', 'Simulation course certificate'].entries()) {
    await page.goto('/#/shopping-centre');
    await page.locator('[data-testid^="commodity-"]').filter({ hasText: name }).getByRole('link', { name: /^Details/ }).click();
    await page.getByTestId('add-to-cart').click();
    await expect(badge).toHaveAttribute('data-count', String(i + 1));
  }
  await expect(badge).toHaveAccessibleName('Shopping cart (2 items)');
  await badge.click();
  await expect(page).toHaveURL(/#\/orderPlace$/);
  await expect(page.getByTestId('order-payable')).toHaveText('¥298.00');
  await settled(page);
  await expectAccessible(page, 'orderPlace from the cart (en, phone)');
  // Three reports, no certificate.
  const lines = page.getByTestId('order-lines');
  const report = lines.locator('tr.ant-table-row').filter({ hasText: 'Team-role assessment report' });
  await report.getByRole('spinbutton').fill('3');
  await report.getByRole('spinbutton').blur();
  await expect(page.getByTestId('order-payable')).toHaveText('¥496.00');
  await lines.getByRole('button', { name: 'Remove Simulation course certificate from the cart' }).click();
  await expect(page.getByTestId('order-payable')).toHaveText('¥297.00');
  await expect(badge).toHaveAttribute('data-count', '1');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'unpaid');
  await expect(page.getByTestId('order-payable')).toHaveText('¥297.00');
  await expect(badge).toHaveAttribute('data-count', '0');
  await page.context().close();
});
