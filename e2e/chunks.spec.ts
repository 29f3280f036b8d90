import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillLogin, loginButton } from './helpers';

test('a page chunk that fails to load is retried by one reload, then offers a retry button', async ({ page }) => {
  const homeChunk = /\/assets\/Home-[\w-]+\.js$/;
  let attempts = 0;
  await page.route(homeChunk, (route) => {
    attempts += 1;
    return route.abort('connectionreset');
  });

  // Page loads count the reloads; requests alone do not (the chunk's CSS preload may fetch it twice).
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/#/login');
  await fillLogin(page, 'student4', DEMO_PASSWORD);
  await loginButton(page).click();

  // First failure: the app reloads at the pending path by itself; the second gives up politely.
  const retry = page.getByRole('button', { name: /重\s*试/ });
  await expect(retry).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  // The login page's load, then exactly one reload; the chunk was asked for on each.
  expect(loads).toBe(2);
  expect(attempts).toBeGreaterThanOrEqual(2);

  await page.unroute(homeChunk);
  await retry.click();
  await expect(page.getByTestId('welcome')).toBeVisible();
});
