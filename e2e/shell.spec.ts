import { expect, test, type Page } from './test';
import { adoptSession } from './helpers';

/**
 * The shell leads nowhere dead: for a student, a lecturer and the chief admin every side-menu
 * entry and every link on the home page opens a page that renders (no error page, no raw text
 * key), and the header shows no control of a feature that is not built (the bell, the cart).
 */

/** Text that is a text key shown raw: `ns:a.b` or `a.b.c` made of identifiers. */
const RAW_KEY = /^([a-zA-Z]+:)?[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/;

async function rawKeys(page: Page): Promise<string[]> {
  const texts = await page.locator('body').evaluate((body) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push((n.textContent ?? '').trim());
    return out;
  });
  return texts.filter((text) => RAW_KEY.test(text));
}

/** Opens `href` and waits until the page has settled: its title in the breadcrumb, nothing loading. */
async function openPage(page: Page, href: string) {
  await page.goto(`/${href}`);
  await expect(page.locator('.shell-content')).toBeVisible();
  await expect(page.locator('.ant-skeleton, .plain-skeleton')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning, .plain-spin')).toHaveCount(0);
}

for (const account of ['student1', 'lecturer', 'admin']) {
  test(`every menu entry and home link works for ${account}`, async ({ page }) => {
    test.setTimeout(180_000);
    await adoptSession(page, account);
    await openPage(page, '#/home');
    await expect(page.getByTestId('welcome')).toBeVisible();
    await expect(page.getByTestId('badge-messages')).toHaveCount(0);
    // The bell waits for notices; the cart is there for who may buy (issue 15).
    await expect(page.getByTestId('badge-cart')).toHaveCount(account === 'lecturer' ? 0 : 1);
    expect(await rawKeys(page), 'home').toEqual([]);

    const menu = await page.locator('.shell-menu a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const home = await page.locator('.shell-content a[href^="#/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(menu.length).toBeGreaterThan(3);
    for (const href of [...new Set([...menu, ...home])]) {
      await openPage(page, href);
      await expect(page.locator('.ant-result-403, .ant-result-404, .ant-result-500, .ant-result-error'), href).toHaveCount(0);
      expect(await rawKeys(page), href).toEqual([]);
    }
  });
}
