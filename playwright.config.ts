import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: the real server (serving the built SPA from apps/web/dist, so run
 * `npm run build` first, or from WEB_DIST when set) on a fresh embedded database, driven by Debian's Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

// Workers re-evaluate this file; the environment carries the first evaluation's directory to them.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(os.tmpdir(), `sandtable-e2e-${Date.now()}`);
  // A directory this run made is removed when the runner exits, after it has stopped the server
  // (a global teardown runs before that, under the server's feet). One the caller chose is kept.
  const made = process.env.E2E_DATA_DIR;
  process.on('exit', () => fs.rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
fs.mkdirSync(dataDir, { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One worker per core, as vitest.config.ts. Playwright's default (half the cores) ran CI's 2-core
  // machine on one worker, 45% idle while tests waited on the server's clock and pushes: two took
  // 1,309 s instead of 1,803 s (docs/performance.md, "The e2e suite's time").
  workers: os.availableParallelism(),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // A guard against a hang, not a speed requirement: an assertion returns as soon as it holds. At
  // 10 s, pages still showing "loading" failed correct tests on a 2-core CI machine under load 30.
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    // A Chinese browser: the portal's default language; tests switch to English explicitly.
    locale: 'zh-CN',
    // In CI a failed test's retry records the trace: recording every test's (every action's DOM
    // snapshot, in every context the test opens) doubled the CPU time of the keyboard-heavy specs.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The portal honours the system's "reduce motion" (app/AntFrame.tsx): antd then has no enter or
    // leave animations, whose end a page behind another person's page in the same browser may
    // never see (a closed dialog or dropdown stayed in the page, and a test waited for it to go).
    // The keyboard and open-state specs, one page each, keep the default motion: the focus rules
    // must hold while a drawer or dialog animates.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell): the same Blink as /usr/bin/chromium
      // without the full browser's GPU-process compositing, which cost as much CPU as the pages
      // themselves: 0.6x the time of a menu test, 0.84x of the route pass (docs/performance.md, "The e2e suite's time").
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // *.shots.spec.ts take screenshots for a person to look at (no assertions): only with SHOTS=1.
    { name: 'desktop', use: { viewport: { width: 1366, height: 860 } }, testIgnore: process.env.SHOTS ? [/\.phone\.spec\.ts$/] : [/\.phone\.spec\.ts$/, /\.shots\.spec\.ts$/] },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, testMatch: /\.phone\.spec\.ts$/ },
  ],
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    url: `${baseURL}/healthz`,
    // Every e2e login and code comes from 127.0.0.1: the per-IP limits (tested in the server suite)
    // would otherwise throttle the suite itself. Passwords are hashed at 2^12 (the server suite's
    // is 2^10; production's 2^17 costs 0.75 s of CPU per login, and the suite logs in hundreds of
    // times and seeds the demo accounts on start).
    // CHECKIN_COINS=0: no first-visit toast over the pages the specs click (the check-in is tested in
    // the server's and the client's suites).
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CHECKIN_COINS: '0', LOGIN_RATE_LIMIT_PER_MINUTE: '1000', SMS_CODES_PER_IP_PER_HOUR: '1000', PASSWORD_HASH_COST: '12', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
