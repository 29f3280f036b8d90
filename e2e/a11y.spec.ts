import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adoptSession } from './helpers';

/**
 * WCAG 2.1 A/AA in the browser (docs/decisions/web-accessibility.md): axe over the screens of the
 * route table, as a role that can open each, in both languages, at desktop and phone width.
 * Serious and critical violations fail; the list names each rule and the elements it found.
 */

type Locale = 'zh-CN' | 'en-US';
/** Who opens a screen: a demo account, or nobody (a public page). */
type Visitor = 'public' | 'student1' | 'lecturer';

/** One line per screen checked: its hash path (as in apps/web/src/app/routes.tsx) and who opens it. */
const SCREENS: readonly { path: string; as: Visitor }[] = [
  { path: '/login', as: 'public' },
  { path: '/home', as: 'student1' },
  { path: '/myGrades', as: 'student1' },
  { path: '/personal-course-list', as: 'student1' },
  { path: '/student-information', as: 'student1' },
  { path: '/course-management', as: 'lecturer' },
  { path: '/create-generalcourse', as: 'lecturer' },
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 860 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
const VISITORS: readonly Visitor[] = ['public', 'student1', 'lecturer'];

/** A context of its own in `locale` at `width`, logged in once as the visitor. */
async function contextFor(browser: Browser, as: Visitor, locale: Locale, width: (typeof WIDTHS)[number]): Promise<Page> {
  const { name: _name, ...options } = width;
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale, ...options });
  const page = await ctx.newPage();
  if (as === 'public') await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  else await adoptSession(page, as, undefined, locale);
  return page;
}

/** Opens a screen and waits until it has settled: its data loaded, no spinner or skeleton left. */
async function openSettled(page: Page, path: string, locale: Locale) {
  await page.goto(`/#${path}`);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[/-]/g, '\\$&')}`));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // Let antd's enter transitions finish: half-faded text reads as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** axe's serious and critical WCAG 2.1 A/AA violations on the current page, one readable line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`));
}

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    for (const as of VISITORS) {
      const screens = SCREENS.filter((s) => s.as === as);
      test(`${as}'s screens meet WCAG 2.1 AA (${locale}, ${width.name})`, async ({ browser }) => {
        const page = await contextFor(browser, as, locale, width);
        const found: string[] = [];
        for (const { path } of screens) {
          await openSettled(page, path, locale);
          found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
        }
        await page.context().close();
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }
}
