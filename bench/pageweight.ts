// `npx tsx bench/pageweight.ts`: the JavaScript a browser downloads for a cold visit to the login
// page and, logged in, to the home page: bytes on the wire (what compression leaves) and decoded.
// For the home page also what was asked for before its welcome entered the document (its first
// paint: docs/decisions/performance.md §13, §15), at a phone's width (Lighthouse's profile).
// Needs the built web app (`npm run build`) and Chromium (/usr/bin/chromium, or CHROMIUM).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from './server';

interface Weight {
  files: number;
  /** Each file's name and gzip size (printed with PAGEWEIGHT_FILES=1). */
  names?: string[];
  /** Bytes on the wire: brotli, Chromium's first choice. */
  wire: number;
  /** What the same files weigh gzip'd (the build's .gz), for browsers without brotli. */
  gzip: number;
  decoded: number;
}

const webDist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
/** The size of the build's .gz of a served file (its own size when it has none). */
function gzipSize(url: string): number {
  const file = path.join(webDist, new URL(url).pathname);
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-bench-web-'));
const server = await startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });

/** Opens `hash` in a fresh browser context (empty cache) and sums the scripts it fetched (and, apart, the stylesheets' gzip). */
async function visit(browser: Browser, hash: string, prepare?: (page: Page) => Promise<void>, firstPaint?: string): Promise<Weight & { cssFiles: number; cssGzip: number; beforePaint?: string[] }> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN', ...(firstPaint ? { viewport: { width: 390, height: 844 } } : {}) });
  const page = await context.newPage();
  await prepare?.(page);
  // The scripts and stylesheets asked for (fetched, or announced by a modulepreload link) when `firstPaint` enters the document.
  if (firstPaint) {
    await page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        const urls = [
          ...[...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"], link[rel="stylesheet"]')].map((e) => ('src' in e ? e.src : e.href)),
          ...performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'fetch').map((e) => e.name),
        ];
        (window as unknown as { beforePaint: string[] }).beforePaint = [...new Set(urls.filter((url) => /\.(js|css)$/.test(url)))];
      }).observe(document, { childList: true, subtree: true });
    }, firstPaint);
  }
  const scripts: Promise<Weight>[] = [];
  const styles: Promise<Weight>[] = [];
  page.on('requestfinished', (request) => {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    (kind === 'script' ? scripts : styles).push(
      Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => ({
        files: 1,
        names: [`${new URL(request.url()).pathname.replace(/^.*\//, '')} ${(gzipSize(request.url()) / 1024).toFixed(1)}`],
        wire: sizes.responseBodySize,
        gzip: gzipSize(request.url()),
        decoded: (await response!.body()).length,
      })),
    );
  });
  await page.goto(`/#${hash}`, { waitUntil: 'networkidle' });
  // A page loads some parts after its first paint (the home's sections): wait until it says it has
  // settled (apps/web/src/app/settled.tsx), then for the network to be idle again.
  await page.waitForFunction(() => (window as { __sandtable?: { busy(): string | null } }).__sandtable?.busy() === null, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const [all, css] = await Promise.all([Promise.all(scripts), Promise.all(styles)]);
  const beforePaint = firstPaint ? await page.evaluate(() => (window as unknown as { beforePaint?: string[] }).beforePaint ?? []) : undefined;
  await context.close();
  const cssGzip = css.reduce((sum, w) => sum + w.gzip, 0);
  return { ...sum(all), cssFiles: css.length, cssGzip, beforePaint };
}

function sum(all: Weight[]): Weight {
  return all.reduce((a, b) => ({ files: a.files + b.files, names: [...a.names!, ...b.names!], wire: a.wire + b.wire, gzip: a.gzip + b.gzip, decoded: a.decoded + b.decoded }), { files: 0, names: [], wire: 0, gzip: 0, decoded: 0 });
}

try {
  const login = await visit(browser, '/login');
  const asStudent = async (page: Page) => {
    const res = await (await page.request.post('/login.do', { data: { account: 'student1', password: 'Demo1234' } })).json();
    await page.addInitScript(([csrf, granted]) => {
      localStorage.setItem('csrfToken', csrf);
      localStorage.setItem('grantedAuthorities', JSON.stringify(granted));
    }, [res.body.csrfToken, res.body.grantedAuthorities] as const);
  };
  const home = await visit(browser, '/home', asStudent);
  const phoneHome = await visit(browser, '/home', asStudent, '[data-testid="welcome"]');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
  console.log('\nJavaScript of a cold visit: files, on the wire (brotli), as gzip, decoded');
  for (const [name, w] of [['/#/login', login], ['/#/home (student1)', home]] as const) {
    console.log(`${name.padEnd(22)} ${String(w.files).padStart(3)} files ${kb(w.wire)} ${kb(w.gzip)} ${kb(w.decoded)}   CSS: ${w.cssFiles} files ${kb(w.cssGzip)} gzip`);
  }
  const before = phoneHome.beforePaint!;
  const gz = (ext: string) => before.filter((url) => url.endsWith(ext)).reduce((total, url) => total + gzipSize(url), 0);
  console.log(`/#/home at 390 px: ${phoneHome.files} files ${kb(phoneHome.gzip)} gzip; before its welcome: ${before.filter((url) => url.endsWith('.js')).length} scripts ${kb(gz('.js'))} gzip, CSS: ${before.filter((url) => url.endsWith('.css')).length} files ${kb(gz('.css'))} gzip`);
  // Which files, largest first (file name and KB as gzip): PAGEWEIGHT_FILES=1.
  if (process.env.PAGEWEIGHT_FILES) {
    for (const [name, w] of [['/#/login', login], ['/#/home (student1)', home]] as const) {
      console.log(`\n${name}: ${w.names!.sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1])).join(', ')}`);
    }
    console.log(`\n/#/home before its welcome: ${before.map((url) => `${new URL(url).pathname.replace(/^.*\//, '')} ${(gzipSize(url) / 1024).toFixed(1)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
