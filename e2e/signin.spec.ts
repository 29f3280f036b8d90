import { expect, test, type Page } from './test';
import { DEMO_PASSWORD, fillLogin, freshMobile, login, loginButton, logout, readCode, createStudent, switchLanguage } from './helpers';

/** Clicks "get code" and waits for the toast that says it was sent; returns the code from the outbox. */
async function sendCode(page: Page, mobile: string): Promise<string> {
  await page.getByTestId('send-code').click();
  await expect(page.getByText(/验证码已发送至|A code was sent to/)).toBeVisible();
  await expect(page.getByTestId('send-code')).toBeDisabled();
  await expect(page.getByTestId('send-code')).toHaveText(/秒后重发|Resend in/);
  return readCode(mobile);
}

/** Fills name, mobile, code, the password twice and the agreement of a registration form. */
async function fillNewAccount(page: Page, { name, mobile, password }: { name: string; mobile: string; password: string }) {
  await page.getByLabel(/^(姓名|Name)$/).fill(name);
  await page.getByLabel(/^(手机号|Mobile)$/).fill(mobile);
  await page.getByLabel(/^(验证码|Verification code)$/).fill(await sendCode(page, mobile));
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByLabel(/^(确认密码|Confirm password)$/).fill(password);
  await page.getByRole('checkbox').check();
}

const method = (page: Page, name: RegExp) => page.getByTestId('login-methods').getByText(name);

test.describe('the login page', () => {
  test('offers the ways in on account and corporate tabs, and the chief admin entrance', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['密码登录', '验证码登录', '扫码登录']) await expect(method(page, new RegExp(name))).toBeVisible();
    await expect(page.getByTestId('chat-app-login')).toHaveAttribute('href', '/endpoint/oauth2/login.do');
    await expect(page.getByRole('link', { name: '注册账号' })).toHaveAttribute('href', '#/personalRegister');

    await page.getByRole('tab', { name: '企业登录' }).click();
    await expect(page.getByTestId('corporate-hint')).toBeVisible();
    await expect(page.getByRole('link', { name: '企业注册' })).toHaveAttribute('href', '#/register');

    await switchLanguage(page, 'English');
    await expect(page.getByRole('tab', { name: 'Corporate' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register your company' })).toBeVisible();

    await page.getByTestId('admin-entrance').click();
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await fillLogin(page, 'admin', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in as administrator' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('a failed chat-app login is explained', async ({ page }) => {
    await page.goto('/#/login?oauthError=1');
    await expect(page.getByTestId('oauth-error')).toContainText('微信登录未成功');
  });
});

test.describe('verification-code login', () => {
  test('sends a code with a countdown, refuses a wrong one next to the field, logs in with the right one', async ({ page }) => {
    const { mobile } = await createStudent('验证码学员');
    await page.goto('/#/login?redirect=%2Fstudent-information');
    await method(page, /验证码登录/).click();

    await page.getByLabel('手机号').fill('1380000');
    await page.getByTestId('send-code').click();
    await expect(page.getByText('手机号须为 11 位数字')).toBeVisible();

    await page.getByLabel('手机号').fill(mobile);
    const code = await sendCode(page, mobile);
    await page.getByLabel('验证码', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await loginButton(page).click();
    await expect(page.getByText('验证码错误或已过期，请重新获取')).toBeVisible();

    await page.getByLabel('验证码', { exact: true }).fill(code);
    await loginButton(page).click();
    // Back where the visitor was sent from.
    await expect(page).toHaveURL(/#\/student-information$/);
    await expect(page.getByTestId('user-menu')).toContainText('验证码学员');
  });

  test('says so next to the mobile when it has no account (English)', async ({ page }) => {
    await page.goto('/#/login');
    await switchLanguage(page, 'English');
    await method(page, /SMS code/).click();
    await page.getByLabel(/^Mobile$/).fill(freshMobile());
    await page.getByTestId('send-code').click();
    await expect(page.getByText('This mobile number is not registered.')).toBeVisible();
  });
});

test.describe('QR-code login', () => {
  test('a phone logged in as student1 approves; the desktop ends logged in as student1', async ({ page, browser }) => {
    await page.goto('/#/login');
    await method(page, /扫码登录/).click();
    const qr = page.getByTestId('qr-code');
    await expect(qr).toBeVisible();
    await expect(page.getByTestId('qr-countdown')).toHaveText(/^[12]:\d\d 后失效$/);
    const url = (await qr.getAttribute('data-url'))!;
    expect(url).toMatch(/#\/qr-confirm\?token=[\w-]{43}$/);

    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const phone = await phoneContext.newPage();
    try {
      // Logged out on the phone: login first, then back to the confirmation.
      await phone.goto(url);
      await expect(phone).toHaveURL(/#\/login\?redirect=%2Fqr-confirm/);
      await fillLogin(phone, 'student1', DEMO_PASSWORD);
      await loginButton(phone).click();
      await expect(phone.getByRole('heading', { name: '在电脑上登录？' })).toBeVisible();
      await expect(phone.getByTestId('qr-desktop')).toContainText('127.0.0.1');
      await expect(phone.getByText(/「张伟」/)).toBeVisible();

      // Opening the link marked the code scanned: the desktop asks to confirm on the phone.
      await expect(page.getByTestId('qr-login')).toHaveAttribute('data-phase', 'scanned');
      await expect(page.getByText('请在手机上确认登录')).toBeVisible();

      await phone.getByRole('button', { name: '确认登录' }).click();
      await expect(phone.getByTestId('qr-confirm-result')).toContainText('电脑已登录');

      await expect(page).toHaveURL(/#\/home$/);
      await expect(page.getByTestId('user-menu')).toContainText('张伟');
      // The desktop's own session: it survives a reload.
      await page.reload();
      await expect(page.getByTestId('welcome')).toContainText('张伟');
    } finally {
      await phoneContext.close();
    }
  });

  test('a phone that cancels leaves the desktop logged out with a fresh code on refresh (English)', async ({ page, browser }) => {
    await page.goto('/#/login');
    await switchLanguage(page, 'English');
    await method(page, /QR code/).click();
    const first = (await page.getByTestId('qr-code').getAttribute('data-url'))!;

    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phone = await phoneContext.newPage();
    try {
      await login(phone, 'student2');
      await switchLanguage(phone, 'English');
      await phone.goto(first);
      await phone.getByRole('button', { name: 'Cancel' }).click();
      await expect(phone.getByTestId('qr-confirm-result')).toContainText('Login cancelled');
    } finally {
      await phoneContext.close();
    }

    await expect(page.getByText('Cancelled on the phone')).toBeVisible();
    await page.getByTestId('qr-refresh').click();
    await expect(page.getByTestId('qr-login')).toHaveAttribute('data-phase', 'pending');
    await expect(page.getByTestId('qr-code')).not.toHaveAttribute('data-url', first);
    await expect(page).toHaveURL(/#\/login$/);
  });
});

test.describe('chat-app login (the demo provider)', () => {
  test('first time: bind page → register a new account → home; next time straight in', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByTestId('chat-app-login').click();
    await expect(page).toHaveURL(/#\/oauth-bind\?ticket=/);
    await expect(page.getByTestId('oauth-identity')).toContainText(/demo-/);

    await page.getByText('注册新账号', { exact: true }).click();
    const mobile = freshMobile();
    await fillNewAccount(page, { name: '微信新学员', mobile, password: 'Secret99' });
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByTestId('user-menu')).toContainText('微信新学员');

    await logout(page, '退出登录');
    await expect(page).toHaveURL(/#\/login$/);
    // Same browser, same chat-app identity: the server logs it in and lands on #/home, where the
    // app adopts the session cookie it has not stored yet.
    await page.getByTestId('chat-app-login').click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByTestId('welcome')).toContainText('微信新学员');
  });

  test('first time: bind an existing account with its password (English)', async ({ page }) => {
    const { mobile, password } = await createStudent('Bind Tester');
    await page.goto('/#/login');
    await switchLanguage(page, 'English');
    await page.getByTestId('chat-app-login').click();
    await expect(page.getByRole('heading', { name: 'Link your WeChat account' })).toBeVisible();

    await fillLogin(page, mobile, 'Wrong999');
    await page.getByRole('button', { name: 'Link and log in' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Incorrect account or password.');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Link and log in' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByTestId('user-menu')).toContainText('Bind Tester');
  });

  test('an expired or forged binding link says so', async ({ page }) => {
    await page.goto(`/#/oauth-bind?ticket=${'x'.repeat(43)}`);
    await expect(page.getByTestId('bind-invalid')).toContainText('链接已失效');
  });
});

test.describe('registration', () => {
  test('personal: checks the shared rules, warns about a taken mobile, then welcomes the logged-in student', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('link', { name: '注册账号' }).click();
    await expect(page).toHaveURL(/#\/personalRegister$/);

    await page.getByRole('button', { name: /^注\s*册$/ }).click();
    await expect(page.getByText('请阅读并同意用户协议')).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill('abcdef');
    await expect(page.getByText('密码至少 6 位，且须同时包含字母和数字')).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill('Secret99');
    await page.getByLabel('确认密码').fill('Secret98');
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

    // student1's mobile: a warning as soon as it is typed.
    await page.getByLabel('手机号').fill('13800000001');
    await expect(page.getByText(/该手机号已注册/)).toBeVisible();

    const mobile = freshMobile();
    await page.getByLabel('手机号').fill('');
    await fillNewAccount(page, { name: '新同学', mobile, password: 'Secret99' });
    await expect(page.getByText(/该手机号已注册/)).toBeHidden();
    await page.getByRole('button', { name: /^注\s*册$/ }).click();

    await expect(page).toHaveURL(/#\/personal-register-success$/);
    await expect(page.getByTestId('register-welcome')).toContainText('欢迎，新同学！');
    await expect(page.getByTestId('register-welcome')).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await page.getByRole('button', { name: '进入首页' }).click();
    await expect(page.getByTestId('welcome')).toContainText('新同学');
  });

  test('enterprise (English): a taken company name is shown on its field, then the company is registered', async ({ page }) => {
    await page.goto('/#/register');
    await switchLanguage(page, 'English');
    await expect(page.getByRole('heading', { name: 'Register your company' })).toBeVisible();
    await page.getByLabel('Company name').fill('演示科技有限公司');
    await fillNewAccount(page, { name: 'Grace Admin', mobile: freshMobile(), password: 'Secret99' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('A company with this name is already registered.')).toBeVisible();

    const company = `Acme ${Date.now()}`;
    await page.getByLabel('Company name').fill(company);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByText(`${company} is registered. Welcome!`)).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Grace Admin');
  });

  test('the agreement opens from the form in a new tab', async ({ page, context }) => {
    await page.goto('/#/personalRegister');
    const [agreement] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '《用户协议》' }).click()]);
    await expect(agreement).toHaveURL(/#\/registerAgreement$/);
    await expect(agreement.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('reset with a code, then log in with the new password only', async ({ page }) => {
    const { mobile, password } = await createStudent('忘记密码学员');
    await page.goto('/#/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page).toHaveURL(/#\/forgetPassword$/);

    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('验证码', { exact: true }).fill(await sendCode(page, mobile));
    await page.getByLabel('新密码', { exact: true }).fill('NewPass77');
    await page.getByLabel('确认密码').fill('NewPass77');
    await page.getByRole('button', { name: '设置新密码' }).click();
    await expect(page.getByTestId('reset-done')).toContainText('密码已修改');

    await page.getByRole('button', { name: '去登录' }).click();
    await fillLogin(page, mobile, password);
    await loginButton(page).click();
    await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
    await fillLogin(page, mobile, 'NewPass77');
    await loginButton(page).click();
    await expect(page.getByTestId('welcome')).toContainText('忘记密码学员');
  });
});
