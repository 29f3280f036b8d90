import { expect, test, type Browser, type Page } from './test';
import { createStudent, fillLogin, loginButton } from './helpers';
import { LOCALES, SIZES, type ShotSize } from './shotsKit';

/**
 * Screenshots of every sign-in page in both languages at desktop and phone width, for a person to
 * look at (not assertions): SHOTS=1 npx playwright test e2e/signin.shots.spec.ts
 * writes them to /tmp/shots/signin/.
 */

const DIR = '/tmp/shots/signin';

async function context(browser: Browser, size: ShotSize, locale: (typeof LOCALES)[number]) {
  const ctx = await browser.newContext({ viewport: SIZES[size], locale, isMobile: size === 'phone', hasTouch: size === 'phone' });
  // The stored locale wins over the browser's: set it before the app boots.
  await ctx.addInitScript((l) => localStorage.setItem('locale', l), locale);
  return ctx;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });

for (const size of Object.keys(SIZES) as ShotSize[]) {
  for (const locale of LOCALES) {
    const tag = `${size}-${locale}`;

    test(`public pages ${tag}`, async ({ browser }) => {
      const ctx = await context(browser, size, locale);
      const page = await ctx.newPage();
      await page.goto('/#/login');
      await expect(page.getByTestId('login-form-account')).toBeVisible();
      await shot(page, `login-password-${tag}`);
      await loginButton(page).click();
      await page.waitForTimeout(300);
      await shot(page, `login-password-errors-${tag}`);

      await page.getByTestId('login-methods').getByText(/验证码登录|SMS code/).click();
      await page.getByTestId('send-code').click();
      await page.waitForTimeout(300);
      await shot(page, `login-code-${tag}`);
      if (size === 'desktop') {
        await page.getByTestId('login-methods').getByText(/扫码登录|QR code/).click();
        await expect(page.getByTestId('qr-code')).toBeVisible();
        await shot(page, `login-qr-${tag}`);
      }
      await page.getByRole('tab', { name: /企业登录|Corporate/ }).click();
      await shot(page, `login-corporate-${tag}`);
      await page.getByTestId('admin-entrance').click();
      await shot(page, `login-admin-${tag}`);

      await page.goto('/#/login?oauthError=1');
      // The chat app's redirect loads the page afresh.
      await page.reload();
      await shot(page, `login-oauth-error-${tag}`);

      await page.goto('/#/forgetPassword');
      await expect(page.getByTestId('reset-form')).toBeVisible();
      await shot(page, `forget-password-${tag}`);

      await page.goto('/#/personalRegister');
      await expect(page.getByTestId('register-form-personal')).toBeVisible();
      await shot(page, `personal-register-${tag}`);
      await page.getByLabel(/^(手机号|Mobile)$/).fill('13800000001');
      await page.getByLabel(/^(密码|Password)$/).fill('abc');
      await page.getByLabel(/^(确认密码|Confirm password)$/).fill('abd');
      await page.getByRole('button', { name: /^(注\s*册|Register)$/ }).click();
      await page.waitForTimeout(800);
      await shot(page, `personal-register-errors-${tag}`);

      await page.goto('/#/register');
      await expect(page.getByTestId('register-form-enterprise')).toBeVisible();
      await shot(page, `register-${tag}`);

      await page.goto('/#/registerAgreement');
      await page.waitForTimeout(300);
      await shot(page, `register-agreement-${tag}`);

      await page.goto('/#/oauth-bind?ticket=' + 'x'.repeat(43));
      await page.waitForTimeout(500);
      await shot(page, `oauth-bind-invalid-${tag}`);

      await page.goto('/#/login');
      await page.getByTestId('chat-app-login').click();
      await expect(page.getByTestId('oauth-identity')).toBeVisible();
      await shot(page, `oauth-bind-existing-${tag}`);
      await page.getByText(/^(注册新账号|I am new here)$/).click();
      await shot(page, `oauth-bind-new-${tag}`);
      await ctx.close();
    });

    test(`logged-in pages ${tag}`, async ({ browser }) => {
      const { mobile, password } = await createStudent(locale === 'zh-CN' ? '截图学员' : 'Shot Student');
      const ctx = await context(browser, size, locale);
      const page = await ctx.newPage();
      await page.goto('/#/login');
      await fillLogin(page, mobile, password);
      await loginButton(page).click();
      await expect(page).toHaveURL(/#\/home$/);
      await page.goto('/#/personal-register-success');
      await expect(page.getByTestId('register-welcome')).toBeVisible();
      await shot(page, `personal-register-success-${tag}`);

      // A desktop's QR code, opened on this (logged-in) browser: the confirmation, then its outcomes.
      const desktop = await (await browser.newContext({ locale })).newPage();
      await desktop.goto('/#/login');
      await desktop.getByTestId('login-methods').getByText(/扫码登录|QR code/).click();
      const url = (await desktop.getByTestId('qr-code').getAttribute('data-url'))!;
      await page.goto(url);
      await expect(page.getByTestId('qr-desktop')).toBeVisible();
      await shot(page, `qr-confirm-${tag}`);
      await expect(desktop.getByTestId('qr-login')).toHaveAttribute('data-phase', 'scanned');
      if (size === 'desktop') await shot(desktop, `login-qr-scanned-${tag}`);
      await page.getByRole('button', { name: /^(取\s*消|Cancel)$/ }).click();
      await expect(page.getByTestId('qr-confirm-result')).toBeVisible();
      await shot(page, `qr-confirm-cancelled-${tag}`);
      await expect(desktop.getByTestId('qr-refresh')).toBeVisible();
      if (size === 'desktop') await shot(desktop, `login-qr-cancelled-${tag}`);
      await page.goto(url.replace(/token=.*/, 'token=' + 'y'.repeat(43)));
      await expect(page.getByTestId('qr-confirm-result')).toBeVisible();
      await shot(page, `qr-confirm-invalid-${tag}`);
      await desktop.context().close();
      await ctx.close();
    });
  }
}
