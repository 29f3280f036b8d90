import { expect, test, type Browser, type Page, type Request } from './test';
import { ROLE_AUTHORITIES, hasAuthority } from '@sandtable/shared/auth/authorities';
import type { Role } from '@sandtable/shared/auth/roles';
import { ROUTES, type AppRoute } from '../apps/web/src/app/routes';
import { expectAccessible } from './axeKit';
import { apiAs, adoptSession, settled } from './helpers';

/**
 * WCAG 2.1 A/AA in the browser (docs/decisions/web-accessibility.md): axe over EVERY route of the
 * route table, as every role that may open it and signed out for the public ones, in both
 * languages, at phone width. Serious and critical violations fail; the list names each rule and
 * the elements it found. Each route is a test of its own (a failure names it); one logged-in page
 * per (visitor, language, width) walks its routes in-page, each checked once the app says it has
 * settled (e2e/helpers.ts `settled`).
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

/**
 * Who opens a route: the sign-in pages signed out only (a session leaves them), the other public
 * pages (agreement, privacy, certificate check, an observer's test) everyone, the rest every role
 * allowed.
 */
function opens(route: AppRoute, visitor: Visitor): boolean {
  if (route.authPage) return visitor === 'signed-out';
  if (route.access === 'public') return true;
  if (visitor === 'signed-out') return false;
  return route.access === 'session' || hasAuthority(ROLE_AUTHORITIES[visitor], route.access);
}

/** Demo data the id-taking routes open (looked up through the API). */
interface DemoIds {
  /** The completed demo course with its played market game (seed/courses.ts DEMO_GAME_COURSE). */
  gameCourse: number;
  /** A student of that course (student1). */
  student: number;
  /** A commodity of the demo shop (seed/shop.ts). */
  commodity: number;
  /** The finished demo course's first team, with its demo action cards (seed/actionCards.ts; student1 is a member). */
  actionTeam: number;
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
  '/toolList-details/:id': (d) => `/toolList-details/${d.commodity}`,
  '/orderPlace': (d) => `/orderPlace?commodityId=${d.commodity}&quantity=1`,
  '/action-cards': (d) => `/action-cards?teamId=${d.actionTeam}`,
  // An order nobody has: its not-found state (the page with an order: e2e/shop.spec.ts, with axe).
  '/orderdetail/:id': () => '/orderdetail/999999',
};

const hrefOf = (route: AppRoute, ids: DemoIds) => WITH_IDS[route.path]?.(ids) ?? route.path;

let ids: Promise<DemoIds> | undefined;
/** Looked up once per worker. */
function demoIds(): Promise<DemoIds> {
  ids ??= (async () => {
    const lecturer = await apiAs('lecturer');
    try {
      const found = await lecturer.post('/course/select.json', { scope: 'managed', keyword: '2026 秋季班', pageSize: 5 });
      const gameCourse: number = found.body.list[0]?.id;
      expect(gameCourse, 'the demo game course').toBeGreaterThan(0);
      const course = await lecturer.post('/course/get.json', { id: gameCourse });
      const student: number = course.body.teams.flatMap((t: { members: { userId: number }[] }) => t.members)[0]?.userId;
      expect(student, 'a student of the demo game course').toBeGreaterThan(0);
      const shop = await lecturer.post('/transaction/commodity/select.json', { pageSize: 1 });
      const commodity: number = shop.body.list[0]?.id;
      expect(commodity, 'a commodity of the demo shop').toBeGreaterThan(0);
      const actionTeam: number = course.body.teams?.[0]?.id;
      expect(actionTeam, 'the demo game course’s first team (its action cards)').toBeGreaterThan(0);
      return { gameCourse, student, commodity, actionTeam };
    } finally {
      await lecturer.ctx.dispose();
    }
  })();
  return ids;
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

/** A page of its own in `locale` at `width`, logged in once as the visitor. */
async function pageFor(browser: Browser, visitor: Visitor, locale: Locale, width: Width): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale, ...WIDTHS[width] });
  const page = await ctx.newPage();
  if (visitor === 'signed-out') await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  else await adoptSession(page, ACCOUNT_OF[visitor] as string, undefined, locale);
  return page;
}

/**
 * Calls a live game page makes twice on purpose: its view and chat once more when the socket has
 * joined the course's room (features/game/hooks.ts useGameLive: a push sent between the first read
 * and the join would be lost).
 */
const RELOADED_ON_CONNECT = /\/game\/(\w+\/state|chat\/list)\.json$/;

/**
 * Opens a route in-page (no reload) and waits until the app says it has settled. On the way, every
 * API call is asked for once: the home page's sections asked again for the lists their page had just
 * read (docs/decisions/performance.md §17), a waste any page can fall into.
 */
async function openSettled(page: Page, href: string, locale: Locale) {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    url.searchParams.delete('_t'); // the transport's cache-busting stamp
    if (['fetch', 'xhr'].includes(request.resourceType()) && !RELOADED_ON_CONNECT.test(url.pathname)) calls.push(`${request.method()} ${url} ${request.postData() ?? ''}`);
  };
  page.on('request', record);
  try {
    await page.goto(`/#${href}`);
    const [path] = href.split('?');
    await expect(page).toHaveURL(new RegExp(`#${path.replace(/[/-]/g, '\\$&')}(\\?|$)`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await settled(page);
  } finally {
    page.off('request', record);
  }
  expect(calls.filter((call, i) => calls.indexOf(call) !== i), 'API calls made twice while the page opened').toEqual([]);
}

/**
 * Every visitor in both languages at phone width (the harder layout: scrolling tables, wrapped
 * toolbars); at desktop width, in both languages, the signed-out visitor and the chief admin, who
 * between them open every route (the side menu and wide tables); and every other role at desktop
 * width in one language, the languages taking turns (a role's own content at desktop width; both
 * languages for each of them were another 210 visits, some 80 s of CI, for layouts the two passes
 * above already check in both: docs/decisions/web-accessibility.md).
 */
const OTHER_ROLES_AT_DESKTOP = VISITORS.filter((visitor) => visitor !== 'signed-out' && visitor !== 'chief_admin');
const PASSES: { visitor: Visitor; locale: Locale; width: Width }[] = [
  ...LOCALES.flatMap((locale) => VISITORS.map((visitor) => ({ visitor, locale, width: 'phone' as const }))),
  ...LOCALES.flatMap((locale) => (['signed-out', 'chief_admin'] as const).map((visitor) => ({ visitor, locale, width: 'desktop' as const }))),
  ...OTHER_ROLES_AT_DESKTOP.map((visitor, i) => ({ visitor, locale: LOCALES[i % LOCALES.length]!, width: 'desktop' as const })),
];

test('the desktop pass opens every route', () => {
  const desktop = PASSES.filter((p) => p.width === 'desktop').map((p) => p.visitor);
  expect(ROUTES.filter((r) => !desktop.some((v) => opens(r, v))).map((r) => r.path)).toEqual([]);
});

// No trace: ~370 short tests each recording a trace chunk doubled the pass's time (a failure names the
// route, rule and element, and a page that never settles says what kept it busy).
test.use({ trace: 'off' });

for (const { visitor, locale, width } of PASSES) {
  test.describe(`${visitor}, ${locale}, ${width}`, () => {
    // In order, on one page: hash navigation, no reload or re-login between routes. A failed route
    // ends its worker; the next route starts again on a fresh page (beforeAll runs again).
    test.describe.configure({ mode: 'default' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await pageFor(browser, visitor, locale, width);
    });
    test.afterAll(async () => {
      await page?.context().close();
    });
    // Kept-alive pages stay in the document, hidden: visited last, they do not slow axe on the others.
    const routes = ROUTES.filter((r) => opens(r, visitor)).sort((a, b) => Number(!!a.keepAlive) - Number(!!b.keepAlive));
    for (const route of routes) {
      test(`${route.path} meets WCAG 2.1 AA`, async () => {
        const href = hrefOf(route, await demoIds());
        await openSettled(page, href, locale);
        await expectAccessible(page, href);
      });
    }
  });
}
