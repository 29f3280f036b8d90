import { expect, test } from './test';
import { DEMO_PASSWORD, fillLogin, login, loginButton, logout, switchLanguage } from './helpers';

test.describe('login and the shell', () => {
  test('admin logs in, sees the shell, switches language (kept after reload) and logs out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();

    await login(page, 'admin');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: '首页' })).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('系统管理员');
    await expect(page).toHaveTitle(/^首页 - /);

    await switchLanguage(page, 'English');
    await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('welcome')).toHaveText(/^Good (morning|afternoon|evening), 系统管理员$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.reload();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('home-section-hotCourses')).toContainText('Hot courses');

    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menu').getByText('Chief administrator')).toBeVisible();
    await page.keyboard.press('Escape');
    await logout(page, 'Log out');
    await expect(page).toHaveURL(/#\/login$/);
    // The language is a device preference: it survives the logout.
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    // The session is gone on the server too: a protected route now sends us to login.
    await page.goto('/#/home');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fhome$/);
    await expect(loginButton(page)).toBeVisible();
  });

  test('a wrong password shows the error in the current language', async ({ page }) => {
    await page.goto('/#/login');
    await fillLogin(page, 'student20', 'not-the-password');
    await loginButton(page).click();
    await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');

    await switchLanguage(page, 'English');
    await loginButton(page).click();
    await expect(page.getByTestId('login-error')).toHaveText('Incorrect account or password.');
  });

  test('the form checks the shared rules before calling the server', async ({ page }) => {
    await page.goto('/#/login');
    await loginButton(page).click();
    await expect(page.getByText('账号不能为空')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();
    // Messages follow a language switch.
    await switchLanguage(page, 'English');
    await expect(page.getByText('Account cannot be empty')).toBeVisible();
  });

  test('the administrator entrance refuses other accounts', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByTestId('admin-entrance').click();
    await fillLogin(page, 'student1', DEMO_PASSWORD);
    await page.getByRole('button', { name: '以管理员身份登录' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('此入口仅限总管理员登录');
  });

  test('after login the user lands on the page they asked for', async ({ page }) => {
    await page.goto('/#/index');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fhome$/);
    await fillLogin(page, 'student2', DEMO_PASSWORD);
    await loginButton(page).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByTestId('user-menu')).toContainText('王芳');
  });

  test('an expired session sends the user to login and clears stored data but the language', async ({ page, context }) => {
    await login(page, 'student3');
    await switchLanguage(page, 'English');
    await context.clearCookies();

    // The notice is a toast of the spec's 3 s: on a loaded machine it may be gone before the login
    // page is, so every toast shown from the reload on is written down as it enters the page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('.toast__text')) if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fhome$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)).toContain('Your session has expired. Please log in to continue.');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toEqual({ locale: 'en-US' });
  });

  test('logging out in one tab logs out the other tabs', async ({ page, context }) => {
    await login(page, 'student5');
    const other = await context.newPage();
    await other.goto('/#/home');
    await expect(other.getByTestId('welcome')).toBeVisible();

    await logout(page, '退出登录');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(other).toHaveURL(/#\/login\?redirect=%2Fhome$/);
  });
});

test.describe('public pages', () => {
  test('the user agreement and privacy policy read in both languages', async ({ page }) => {
    await page.goto('/#/agreement');
    await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. 适用范围与接受' })).toBeVisible();
    await expect(page).toHaveTitle(/^用户协议 - /);

    await switchLanguage(page, 'English');
    await expect(page.getByRole('heading', { level: 1, name: 'User Agreement' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. Scope and acceptance' })).toBeVisible();
    await expect(page).toHaveTitle(/^User agreement - /);

    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/#\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('an unknown path shows a not-found page', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  });
});
