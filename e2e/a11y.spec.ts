import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { AxeResults } from 'axe-core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROLE_AUTHORITIES, hasAuthority } from '@sandtable/shared/auth/authorities';
import type { Role } from '@sandtable/shared/auth/roles';
import { ROUTES, type AppRoute } from '../apps/web/src/app/routes';
import { apiAs, adoptSession } from './helpers';

/**
 * WCAG 2.1 A/AA in the browser (docs/decisions/web-accessibility.md): axe over EVERY route of the
 * route table, as every role that may open it and signed out for the public ones, in both
 * languages, at phone width. Serious and critical violations fail; the list names each rule and
 * the elements it found. One logged-in page per (visitor, language) walks its routes in-page.
 */

type Locale = 'zh-CN' | 'en-US';
const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
const WIDTHS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 860 } },
} as const;
type Width = keyof typeof WIDTHS;

/**
 * The demo account that stands for each role (apps/server/src/db/seed/demo.ts). A role without
 * one must hold exactly the authorities of a role that has one (the route table sees no difference).
 */
const ACCOUNT_OF: Record<Role, string | { sameAs: Role }> = {
  student: 'student1',
  channel_student: { sameAs: 'student' },
  lecturer: 'lecturer',
  enterprise: 'enterprise',
  observer: 'observer',
  chief_admin: 'admin',
};
type Visitor = 'signed-out' | Role;
const VISITORS: readonly Visitor[] = ['signed-out', ...(Object.keys(ACCOUNT_OF) as Role[]).filter((r) => typeof ACCOUNT_OF[r] === 'string')];

/** Who opens a route: auth and public pages signed out (a session leaves them), the rest every role allowed. */
function opens(route: AppRoute, visitor: Visitor): boolean {
  if (route.access === 'public' || route.authPage) return visitor === 'signed-out';
  if (visitor === 'signed-out') return false;
  return route.access === 'session' || hasAuthority(ROLE_AUTHORITIES[visitor], route.access);
}

/** Demo data the id-taking routes open (looked up through the API). */
interface DemoIds {
  /** The completed demo course with its played market game (seed/courses.ts DEMO_GAME_COURSE). */
  gameCourse: number;
  /** A student of that course (student1). */
  student: number;
}

/**
 * How to open a route that reads an id: its hash path with the demo data filled in. A route with a
 * `:param` must be here (checked below); the others open bare.
 */
const WITH_IDS: Record<string, (ids: DemoIds) => string> = {
  '/general-coursedetails': (d) => `/general-coursedetails?id=${d.gameCourse}`,
  '/course-plan-detail': (d) => `/course-plan-detail?id=${d.gameCourse}`,
  '/has-invite-participants/:courseId': (d) => `/has-invite-participants/${d.gameCourse}`,
  '/online': (d) => `/online?courseId=${d.gameCourse}`,
  '/simulated-sand-table': (d) => `/simulated-sand-table?courseId=${d.gameCourse}`,
  '/markSimos-details': (d) => `/markSimos-details?courseId=${d.gameCourse}`,
  '/goldMedalWinnersDetial': (d) => `/goldMedalWinnersDetial?courseId=${d.gameCourse}`,
  '/gradesDetails': (d) => `/gradesDetails?courseId=${d.gameCourse}`,
  '/student-scorelist': (d) => `/student-scorelist?courseId=${d.gameCourse}`,
  '/student-scorelist-detial': (d) => `/student-scorelist-detial?courseId=${d.gameCourse}&userId=${d.student}`,
};

const hrefOf = (route: AppRoute, ids: DemoIds) => WITH_IDS[route.path]?.(ids) ?? route.path;

async function demoIds(): Promise<DemoIds> {
  const lecturer = await apiAs('lecturer');
  try {
    const found = await lecturer.post('/course/select.json', { scope: 'managed', keyword: '2026 秋季班', pageSize: 5 });
    const gameCourse: number = found.body.list[0]?.id;
    expect(gameCourse, 'the demo game course').toBeGreaterThan(0);
    const course = await lecturer.post('/course/get.json', { id: gameCourse });
    const student: number = course.body.teams.flatMap((t: { members: { userId: number }[] }) => t.members)[0]?.userId;
    expect(student, 'a student of the demo game course').toBeGreaterThan(0);
    return { gameCourse, student };
  } finally {
    await lecturer.ctx.dispose();
  }
}

test('the check covers every route of the route table, and every role', () => {
  const unopened = ROUTES.filter((r) => !VISITORS.some((v) => opens(r, v))).map((r) => r.path);
  expect(unopened, 'routes no checked visitor opens').toEqual([]);
  const unfilled = ROUTES.filter((r) => r.path.includes(':') && !WITH_IDS[r.path]).map((r) => r.path);
  expect(unfilled, 'routes with a :param but no demo id in WITH_IDS').toEqual([]);
  const stale = Object.keys(WITH_IDS).filter((p) => !ROUTES.some((r) => r.path === p));
  expect(stale, 'WITH_IDS entries no route has').toEqual([]);
  for (const [role, account] of Object.entries(ACCOUNT_OF)) {
    if (typeof account === 'string') continue;
    expect([...ROLE_AUTHORITIES[role as Role]].sort(), `${role} holds the authorities of ${account.sameAs}`).toEqual([...ROLE_AUTHORITIES[account.sameAs]].sort());
  }
});

/** A phone-sized page of its own in `locale`, logged in once as the visitor; counts its requests in flight. */
async function pageFor(browser: Browser, visitor: Visitor, locale: Locale, width: Width): Promise<{ page: Page; idle: () => Promise<void> }> {
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale, ...WIDTHS[width] });
  const page = await ctx.newPage();
  if (visitor === 'signed-out') await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  else await adoptSession(page, ACCOUNT_OF[visitor] as string, undefined, locale);
  // The game's socket keeps a request open; everything else must have answered.
  const inFlight = new Set<object>();
  const waiting: (() => void)[] = [];
  const settled = (r: object) => {
    inFlight.delete(r);
    if (inFlight.size === 0) waiting.splice(0).forEach((resolve) => resolve());
  };
  page.on('request', (r) => !r.url().includes('/socket.io/') && inFlight.add(r));
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const idle = () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
  return { page, idle };
}

/** Opens a route in-page (no reload) and waits until it has settled: data loaded, no spinner, transitions done. */
async function openSettled(page: Page, idle: () => Promise<void>, href: string, locale: Locale) {
  await page.goto(`/#${href}`);
  const [path] = href.split('?');
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[/-]/g, '\\$&')}(\\?|$)`));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // Two frames first: the page's effects start their requests after it paints.
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  await idle();
  // Nothing loading: no spinner, no active skeleton, no region marked busy (a list dimmed while it refetches).
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0);
  await idle();
  // Let antd's enter transitions finish: half-faded text reads as low contrast. One that starts a
  // frame later (a list rendered after its data) is waited for too: look again after two frames.
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    for (let look = 0; look < 20; look++) {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const now = running();
      if (now.length === 0) return;
      await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** axe-core's source, put into each page once: hash navigation keeps the document, so it stays. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's serious and critical WCAG 2.1 A/AA violations on the current page, one readable line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Violations only: collecting every passing node's details costs more than the check itself.
  const violations = await page.evaluate(
    (tags) => (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) => r.violations),
    WCAG_TAGS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s+/g, ' ')}`));
}

/**
 * Every visitor in both languages at phone width (the harder layout: scrolling tables, wrapped
 * toolbars); at desktop width, in Chinese, the signed-out visitor and the chief admin, who between
 * them open every route (the side menu and wide tables). A pass per role and language costs time.
 */
const PASSES: { visitor: Visitor; locale: Locale; width: Width }[] = [
  ...LOCALES.flatMap((locale) => VISITORS.map((visitor) => ({ visitor, locale, width: 'phone' as const }))),
  ...(['signed-out', 'chief_admin'] as const).map((visitor) => ({ visitor, locale: 'zh-CN' as const, width: 'desktop' as const })),
];

test('the desktop pass opens every route', () => {
  const desktop = PASSES.filter((p) => p.width === 'desktop').map((p) => p.visitor);
  expect(ROUTES.filter((r) => !desktop.some((v) => opens(r, v))).map((r) => r.path)).toEqual([]);
});

for (const { visitor, locale, width } of PASSES) {
  test(`every route ${visitor} opens meets WCAG 2.1 AA (${locale}, ${width})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const ids = await demoIds();
    const { page, idle } = await pageFor(browser, visitor, locale, width);
    const found: string[] = [];
    // Kept-alive pages stay in the document, hidden: visited last, they do not slow axe on the others.
    const routes = ROUTES.filter((r) => opens(r, visitor)).sort((a, b) => Number(!!a.keepAlive) - Number(!!b.keepAlive));
    for (const route of routes) {
      const href = hrefOf(route, ids);
      await openSettled(page, idle, href, locale);
      found.push(...(await seriousViolations(page)).map((line) => `${href}: ${line}`));
    }
    await page.context().close();
    expect(found, found.join('\n')).toEqual([]);
  });
}
