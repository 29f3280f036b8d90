import { expect, request, test, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/**
 * antd spaces out two-character Chinese button labels ("登 录"), so match loosely. By its text, not
 * its accessible name: after a request antd may leave the collapsed "loading" icon in the button,
 * whose label then joins the name ("loading 登 录").
 */
export const loginButton = (page: Page) => page.getByRole('button').filter({ hasText: /^(登\s*录|Log in)$/ });

/** Fills account and password (text boxes: a tab panel or the method switch may carry the same names). */
export async function fillLogin(page: Page, account: string, password: string) {
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill(account);
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill(password);
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

/** A mobile no demo account or other test uses (the demo's are 136…139 with zeros). */
export const freshMobile = () => `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The chief admin's API session, in a request context of its own (no page's session changes). */
async function asChiefAdmin<T>(use: (post: (path: string, data: object) => Promise<{ head: { code: string }; body: any }>) => Promise<T>): Promise<T> {
  const admin = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await (await admin.post('/admin/login.do', { data: { account: 'admin', password: DEMO_PASSWORD } })).json();
    const headers = { 'x-csrf-token': login.body.csrfToken };
    return await use(async (path, data) => (await admin.post(path, { data, headers })).json());
  } finally {
    await admin.dispose();
  }
}

/** The newest verification code texted to `mobile`: the embedded SMS provider's outbox, read as the chief admin. */
export async function readCode(mobile: string): Promise<string> {
  const outbox = await asChiefAdmin((post) => post('/other/sms/outbox.json', { mobile, pageSize: 1 }));
  const code = /\b(\d{6})\b/.exec(outbox.body.list[0]?.body ?? '')?.[1];
  expect(code, `a code texted to ${mobile}`).toBeDefined();
  return code!;
}

/**
 * A student no other test touches, added by the chief admin (no text sent: a mobile may receive
 * one code a minute). The account name is the mobile.
 */
export async function createStudent(name: string, password = 'Secret99'): Promise<{ mobile: string; password: string }> {
  const mobile = freshMobile();
  const added = await asChiefAdmin((post) => post('/user/member/add.json', { members: [{ name, mobile }], initialPassword: password }));
  expect(added.head.code).toBe('000000');
  return { mobile, password };
}
