import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { createStudent, pageAs, settled, switchLanguage } from './helpers';

/**
 * Promotions in the browser (issue 15): the chief admin makes a threshold promotion (a discount
 * above the effective amount is refused on its field) and sends a red envelope (a mobile without an
 * account is refused by name); a student takes the promotion by its code in My coupons (a wrong
 * code says so), sees the red envelope, and uses the coupon on an order, whose quote takes it off.
 * Chinese for the admin, English at phone width for the student; axe on each page and dialog.
 */
test('the admin makes a promotion and sends a red envelope; a student takes the code and uses the coupon', async ({ browser }) => {
  test.slow();
  const buyer = await createStudent(`优惠买家 ${Date.now() % 100_000}`);
  const code = `E2E${Date.now() % 1_000_000}`;

  const admin = await pageAs(browser, 'admin');
  await admin.goto('/#/promotionManage');
  await expect(admin.getByTestId('promotions')).toBeVisible();
  await settled(admin);
  await expectAccessible(admin, 'promotionManage (zh)');
  await admin.getByTestId('promo-new').click();
  const drawer = admin.getByTestId('promotion-drawer');
  await drawer.getByTestId('promo-title').fill('端到端满 100 减 30');
  await drawer.getByTestId('promo-threshold').fill('100');
  await drawer.getByTestId('promo-reduction').fill('300');
  await drawer.getByTestId('promo-code').fill(code);
  await drawer.getByRole('button', { name: '保 存' }).click();
  await expect(drawer.locator('.ant-form-item-explain-error')).toContainText('优惠金额不能大于生效金额');
  await settled(admin);
  await expectAccessible(admin, 'promotion drawer (zh)');
  await drawer.getByTestId('promo-reduction').fill('30');
  await drawer.getByRole('button', { name: '保 存' }).click();
  const row = admin.getByTestId('promotions').locator('tr.ant-table-row').filter({ hasText: code });
  await expect(row).toContainText('满 ¥100.00 减 ¥30.00');
  await expect(row).toContainText('进行中');

  // A red envelope: an unknown mobile is refused by name, then sent to the student alone.
  await admin.getByTestId('envelope-open').click();
  const envelope = admin.getByTestId('envelope-dialog');
  await envelope.getByTestId('envelope-total').fill('8.88');
  await envelope.getByTestId('envelope-mobiles').fill(`${buyer.mobile}\n13500000001`);
  await envelope.getByRole('button', { name: '发 送' }).click();
  await expect(envelope.locator('.ant-form-item-explain-error')).toContainText('13500000001');
  await settled(admin);
  await expectAccessible(admin, 'red envelope dialog (zh)');
  await envelope.getByTestId('envelope-mobiles').fill(buyer.mobile);
  await envelope.getByRole('button', { name: '发 送' }).click();
  await expect(envelope.getByTestId('envelope-sent')).toContainText('¥8.88');
  await admin.context().close();

  // The student, in English at phone width: a wrong code, the right one, and both coupons listed.
  const phone = await pageAs(browser, buyer.mobile, buyer.password, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/#/promotionList');
  await switchLanguage(phone, 'English');
  await expect(phone.getByTestId('coupon')).toHaveCount(1);
  await expect(phone.getByTestId('coupon')).toContainText('¥8.88 off');
  await phone.getByTestId('coupon-code').fill('NOSUCH99');
  await phone.getByTestId('coupon-take').click();
  await expect(phone.getByTestId('coupon-redeem').locator('.ant-form-item-explain-error')).toContainText('not found');
  await phone.getByTestId('coupon-code').fill(code.toLowerCase());
  await phone.getByTestId('coupon-take').click();
  await expect(phone.getByTestId('coupon')).toHaveCount(2);
  await expect(phone.getByTestId('coupons')).toContainText('¥30.00 off orders of ¥100.00 or more');
  await settled(phone);
  await expectAccessible(phone, 'promotionList (en, phone)');

  // The coupon on an order: the certificate ×1 (¥199.00) less ¥30.00.
  await phone.goto('/#/shopping-centre');
  await phone.locator('[data-testid^="commodity-"]').filter({ hasText: 'Simulation course certificate' }).getByRole('link', { name: /^Buy/ }).click();
  await expect(phone.getByTestId('order-payable')).toHaveText('¥199.00');
  await phone.getByTestId('order-coupon').click();
  await phone.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '¥30.00 off' }).click();
  await expect(phone.getByTestId('order-payable')).toHaveText('¥169.00');
  await settled(phone);
  await expectAccessible(phone, 'orderPlace with a coupon (en, phone)');
  await phone.getByTestId('order-submit').click();
  await expect(phone.getByTestId('order-detail')).toHaveAttribute('data-status', 'unpaid');
  await expect(phone.getByTestId('order-payable')).toHaveText('¥169.00');
  await phone.goto('/#/promotionList');
  // Newest first: the promotion's coupon, now used; the red envelope, still unused.
  await expect(phone.getByTestId('coupons').getByTestId('coupon-status')).toHaveText(['Used', 'Unused']);
  await phone.context().close();
});
