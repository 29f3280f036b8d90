// `npx tsx bench/main-thread.ts`: the main thread's CPU time of a cold visit to the login page and,
// logged in as student1, the home page, at a phone's width (412 × 823, Lighthouse's mobile screen),
// from the navigation until the app says the page has settled on its own (no scrolling, no test
// asking: apps/web/src/app/settled.tsx would draw what waits below the fold). The figure Lighthouse's
// blocking time is made of, without its 4× CPU multiplier and far less dependent on the machine's
// load: the trace's thread time of the renderer's main-thread tasks (time spent waiting for a core
// is not in it). BENCH_RUNS (default 5) visits each; prints each run and the median. Needs the built
// web app (`npm run build`; WEB_DIST for another build) and Chromium (CHROMIUM, default
// /usr/bin/chromium-headless-shell). Figures: docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import type { SettledProbe } from '../apps/web/src/app/settled';
import { logIn } from './browser-login';
import { startServer } from './server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-bench-mt-'));
const server = await startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) });
const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderers' main-thread task time (ms of CPU) in a trace: the page's, and its successor's if navigation swapped the process. */
function mainThreadMs(events: TraceEvent[]): number {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  if (mains.size === 0) throw new Error('no renderer main thread in the trace');
  const tasks = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined);
  return tasks.reduce((sum, e) => sum + e.tdur!, 0) / 1000;
}

/** Waits until the app reports no busy reason twice, two frames apart, without asking it to draw what waits. */
async function settledOnItsOwn(page: Page) {
  for (let quiet = 0; quiet < 2; ) {
    const busy = await page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const app = (window as { __sandtable?: SettledProbe }).__sandtable;
      return app ? app.busy({ reveal: false }) : 'not started';
    });
    quiet = busy ? 0 : quiet + 1;
  }
}

async function visit(hash: string, account?: string): Promise<number> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
  if (account) {
    await logIn(page, server.url, account);
    await page.goto('about:blank');
  }
  await (await page.createCDPSession()).send('Network.clearBrowserCache');
  await page.tracing.start({ categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'toplevel'] });
  await page.goto(`${server.url}/#${hash}`);
  await settledOnItsOwn(page);
  const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  return mainThreadMs(trace.traceEvents);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const [hash, account] of [['/login', undefined], ['/home', 'student1']] as const) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(hash, account));
    console.log(`/#${hash}${account ? ` (${account})` : ''}: main thread ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(runs).toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
