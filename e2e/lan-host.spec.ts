import { expect, test } from './test';
import config from '../playwright.config';
import { login } from './helpers';

/**
 * The portal reached on a LAN under a host name over plain HTTP (not localhost): every script must
 * load (no CSP upgrade to HTTPS), and a host whose first label is no partner shows the default brand.
 */
const HOST = 'sandtable.lan';
const port = new URL(config.use!.baseURL!).port;
const launchOptions = config.use!.launchOptions!;

test.use({
  baseURL: `http://${HOST}:${port}`,
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] },
});

test('a student logs in on a LAN host name over HTTP and sees the default brand', async ({ page }) => {
  const blocked: string[] = [];
  page.on('requestfailed', (r) => blocked.push(r.url()));
  await page.goto('/#/login');
  await expect(page.locator('.public-header .brand-mark__name')).toHaveText('沙盘学堂');
  await login(page, 'student1');
  expect(page.url()).toMatch(new RegExp(`^http://${HOST.replace('.', '\\.')}:${port}/`));
  expect(blocked).toEqual([]);
});
