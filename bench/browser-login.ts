import type { Page } from 'puppeteer-core';

/**
 * Logs a benchmark's browser page in as the web app does (a demo account): the session cookie,
 * then the CSRF token and authorities the app keeps in its storage.
 */
export async function logIn(page: Page, baseUrl: string, account: string) {
  await page.goto(`${baseUrl}/#/login`);
  await page.evaluate(async (account) => {
    const res = await fetch('/login.do', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'Demo1234' }) });
    const { body } = await res.json();
    localStorage.setItem('csrfToken', body.csrfToken);
    localStorage.setItem('grantedAuthorities', JSON.stringify(body.grantedAuthorities));
  }, account);
}
