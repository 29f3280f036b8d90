import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** antd spaces out two-character Chinese button labels ("登 录"), so match loosely. */
export const loginButton = (page: Page) => page.getByRole('button', { name: /^(登\s*录|Log in)$/ });

export async function fillLogin(page: Page, account: string, password: string) {
  await page.getByLabel(/^(账号|Account)$/).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
}

/** Logs in through the account tab and waits for the shell. */
export async function login(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/#/login');
  await fillLogin(page, account, password);
  await loginButton(page).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByTestId('welcome')).toBeVisible();
}

export async function switchLanguage(page: Page, to: '简体中文' | 'English') {
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: to }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en-US' : 'zh-CN');
}

/** Opens the user menu and logs out, waiting for the server to end the session. */
export async function logout(page: Page, label: '退出登录' | 'Log out') {
  await page.getByTestId('user-menu').click();
  const item = page.getByRole('menuitem', { name: label });
  await expect(item).toBeVisible();
  await Promise.all([page.waitForResponse((r) => r.url().includes('/user/logout.json')), item.click()]);
}
