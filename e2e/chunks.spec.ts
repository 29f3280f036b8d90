import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from './test';
import { CASES } from '@sandtable/sim/change';
import { stagesOf } from '@sandtable/sim/change/stages';
import { adoptSession, DEMO_PASSWORD, fillLogin, login, loginButton, settled, switchLanguage } from './helpers';

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
  // Two failures, a full reload and the shell's chunk in between: more than the default wait on a busy machine.
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/home$/);
  // The login page's load, then exactly one reload; the chunk was asked for on each.
  expect(loads).toBe(2);
  expect(attempts).toBeGreaterThanOrEqual(2);

  await page.unroute(homeChunk);
  await retry.click();
  await expect(page.getByTestId('welcome')).toBeVisible();
});

/** The file names (without hash) of the scripts the page has fetched so far. */
function scriptsOf(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.add(new URL(request.url()).pathname.replace(/^.*\/|-[\w-]{8}\.js$/g, ''));
  });
  return names;
}

test('the login page loads one language’s core texts and none of the shell, tables, pickers or charts', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/#/login');
  await expect(loginButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toContain('texts-core-zh-CN');
  // Each name is a chunk that must stay off the login page (docs/decisions/performance.md §8).
  for (const heavy of ['texts-zh-CN', 'texts-core-en-US', 'texts-en-US', 'ShellLayout', 'table', 'token', 'echarts', 'socketio', 'qrcode']) {
    expect(scripts, heavy).not.toContain(heavy);
  }

  // A switch loads the other language's texts, then shows them.
  await switchLanguage(page, 'English');
  expect(scripts).toContain('texts-core-en-US');
  await expect(loginButton(page)).toHaveText(/Log in/);
});

test('the login page paints from six scripts, and asks for the branding beside its core texts, not after them', async ({ page }) => {
  // The core texts are held back until the branding has been asked for: were it asked for only once
  // the texts had come (as the providers render), the page would never paint (§17).
  let brandingAsked!: () => void;
  const branding = new Promise<void>((resolve) => (brandingAsked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/other/branding/get.json')) brandingAsked();
  });
  await page.route(/\/assets\/texts-core-zh-CN-[\w-]{8}\.js$/, async (route) => {
    await branding;
    await route.continue();
  });
  const scripts = scriptsOf(page);
  await page.goto('/#/login');
  await expect(loginButton(page)).toBeVisible();
  // The document's script, the runtime, React, the boot chunk, the core texts, the login page
  // (docs/decisions/performance.md §17: on HTTP/1.1 each file is a round trip before the first paint).
  expect([...scripts].sort()).toEqual(['Login', 'boot', 'index', 'react', 'rolldown-runtime', 'texts-core-zh-CN']);
});

test('the login page loads no antd and no zod until a field is checked, and stays within the 200 KB budget', async ({ page }) => {
  const scripts: Promise<{ name: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ name: new URL(response.url()).pathname, body })));
  });
  await page.goto('/#/login');
  await expect(loginButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const first = await Promise.all(scripts);
  const carrying = (marker: string, loaded: typeof first) => loaded.filter(({ body }) => body.includes(marker)).map(({ name }) => name);
  // antd's chunks have build-given names; every antd component runs on its CSS-in-JS runtime, which
  // stamps its style tags with data-token-hash. zod names its errors ZodError.
  expect(carrying('data-token-hash', first)).toEqual([]);
  expect(carrying('ZodError', first)).toEqual([]);
  // The budget (docs/performance.md, Page weight), as gzip level 9 like the build's .gz files.
  const gzipKb = first.reduce((sum, { body }) => sum + zlib.gzipSync(body, { level: 9 }).length, 0) / 1024;
  expect(gzipKb).toBeLessThanOrEqual(200);

  // The form's first check loads the shared schemas (with zod), and shows their message.
  await loginButton(page).click();
  await expect(page.getByText('账号不能为空')).toBeVisible();
  expect(carrying('ZodError', await Promise.all(scripts))).not.toEqual([]);
});

test('a shell page loads the rest of its language’s texts, and a switch there loads the other language’s', async ({ page }) => {
  const scripts = scriptsOf(page);
  await login(page, 'student1');
  // The home page's welcome needs only its own texts; its sections bring the rest (performance.md §14).
  await expect(page.getByTestId('home-section-calendar')).toBeVisible();
  expect(scripts).toContain('texts-home-zh-CN');
  expect(scripts).toContain('texts-zh-CN');
  expect(scripts).not.toContain('texts-en-US');
  await switchLanguage(page, 'English');
  expect(scripts).toContain('texts-en-US');
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeVisible();
});

test('the home page breaks no rule of our Content-Security-Policy (zod probes no eval in the browser)', async ({ page }) => {
  // Collected from the first script on: a violation reported while the chunks evaluate counts too.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`));
  });
  await adoptSession(page, 'student1');
  await page.goto('/#/home');
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

// At a phone's width, Lighthouse's profile: a desktop starts loading the side menu (antd's Menu in
// antd's frame) with the shell, beside the welcome, which does not wait for it.
test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page paints its welcome from the eager chunks and the shell’s, without antd, before its sections load, and antd only as the reader scrolls', async ({ page }) => {
    // In the page, when the welcome enters the document: every script it has asked for by then (the
    // document's, the modulepreload links the app adds for a lazy chunk's imports, those fetched).
    await page.addInitScript(() => {
      const names = () => {
        const urls = [
          ...[...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map((e) => ('src' in e ? e.src : e.href)),
          ...performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'fetch').map((e) => e.name),
        ];
        return [...new Set(urls.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname.replace(/^.*\/|-[\w-]{8}\.js$/g, '')))];
      };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="welcome"]')) return;
        observer.disconnect();
        (window as unknown as { beforeWelcome: string[] }).beforeWelcome = names();
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts = scriptsOf(page);
    // Every API call the visit makes, without the cache-busting stamp: each list is asked for once.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') calls.push(request.url().replace(/[?&]_t=\d+/, ''));
    });
    await adoptSession(page, 'student1');
    calls.length = 0;
    await page.goto('/#/home');
    // The first screen (the learner's courses, the games) is drawn without antd, and the page settles
    // without it (§16): a reader who does not scroll never loads antd's frame.
    await expect(page.getByTestId('home-section-hotCourses')).toBeAttached();
    await expect.poll(() => page.evaluate(() => (window.__sandtable ? window.__sandtable.busy({ reveal: false }) : 'not started'))).toBeNull();
    for (const antd of ['frame', 'AntFrame', 'HomeSections']) expect(scripts, antd).not.toContain(antd);
    // The body reads the lists before drawing them, its sections again as they mount: from the cache.
    expect(calls.filter((url, i) => calls.indexOf(url) !== i), calls.join('\n')).toEqual([]);
    // Scrolling towards the side column draws it, with antd.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId('home-section-calendar')).toBeVisible();
    expect(scripts).toContain('frame');
    const firstPaint = await page.evaluate(() => (window as unknown as { beforeWelcome: string[] }).beforeWelcome);
    // docs/decisions/performance.md §13: 96 files before the frame chunk; on HTTP/1.1 each costs a round trip.
    // §15: the shell and the welcome are drawn without antd: neither antd's frame nor the side menu.
    expect(firstPaint).toContain('shell');
    for (const antd of ['frame', 'AntFrame', 'SideMenu']) expect(firstPaint, antd).not.toContain(antd);
    // §17: the eager ones in one boot chunk besides React's: 9 files.
    expect(firstPaint.length, firstPaint.join(' ')).toBeLessThanOrEqual(9);
    // Not the sections below it, nor their libraries: the calendar, pagination, the contracts with zod.
    // Nor every page's texts: the welcome's own (§14).
    expect(firstPaint).toContain('texts-home-zh-CN');
    for (const below of ['HomeSections', 'select', 'calendar', 'pagination', 'account', 'endpointHooks', 'texts-zh-CN']) expect(firstPaint, below).not.toContain(below);
    await settled(page);
  });
});

test('the built web bundle carries no stage answer key: no explanation, no rubric criterion, no right option per question', () => {
  // The key stays on the server (docs/decisions/cm.md "Stage questions"); the page gets the questions
  // from it. Read from the build the browser is served, every script and its compressed copies alike.
  const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
  const bundle = fs.readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => fs.readFileSync(path.join(assets, name), 'utf8')).join('\n');
  // The questions' prompts are not in it either (they come from the server): a sanity check that the probe reads real content.
  expect(bundle).toContain(CASES[0]!.summary.zh.slice(0, 12));
  for (const c of CASES) {
    for (const stage of stagesOf(c.id)!) {
      for (const q of stage.quiz) {
        expect(bundle, q.id).not.toContain(q.explanation.zh.slice(0, 16));
        expect(bundle, q.id).not.toContain(q.prompt.zh.slice(0, 16));
      }
      for (const q of stage.thinking) for (const r of q.rubric) expect(bundle, q.id).not.toContain(r.criterion.zh.slice(0, 16));
    }
  }
});
