import type { SettledProbe } from '../apps/web/src/app/settled';
import { expect, request, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/**
 * antd spaces out two-character Chinese button labels ("登 录"), so match loosely. By its text, not
 * its accessible name: after a request antd may leave the collapsed "loading" icon in the button,
 * whose label then joins the name ("loading 登 录").
 */
export const loginButton = (page: Page) => page.getByRole('button').filter({ hasText: /^(登\s*录|Log in)$/ });

/**
 * Fills account and password (text boxes: a tab panel or the method switch may carry the same names),
 * once the page has settled: typed while the app was still asking who the visitor is, the account
 * was lost to the login page mounting again (the first test of a CI run, on a cold server).
 */
export async function fillLogin(page: Page, account: string, password: string) {
  await settled(page);
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill(account);
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill(password);
}

/** Logs in through the account tab and waits for the shell. */
export async function login(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/#/login');
  await fillLogin(page, account, password);
  await loginButton(page).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByTestId('welcome')).toBeVisible();
}

export async function switchLanguage(page: Page, to: '简体中文' | 'English') {
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: to }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en-US' : 'zh-CN');
}

/** Opens the user menu and logs out, waiting for the server to end the session. */
export async function logout(page: Page, label: '退出登录' | 'Log out') {
  await page.getByTestId('user-menu').click();
  const item = page.getByRole('menuitem', { name: label });
  await expect(item).toBeVisible();
  await Promise.all([page.waitForResponse((r) => r.url().includes('/user/logout.json')), item.click()]);
}

/** A mobile no demo account or other test uses (the demo's are 136…139 with zeros). */
export const freshMobile = () => `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A POST to the server as the web sends it (JSON body, CSRF header), answering the envelope. */
export type Post = (path: string, data: object) => Promise<{ head: { code: string; message: string }; body: any }>;

/** The chief admin signs in at /admin/login.do, everybody else at /login.do. */
const loginPath = (account: string) => (account === 'admin' ? '/admin/login.do' : '/login.do');

/** An API session of its own as `account` (so no page's session changes); dispose `ctx` when done. */
export async function apiAs(account: string, password = DEMO_PASSWORD): Promise<{ post: Post; ctx: APIRequestContext }> {
  const ctx = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await (await ctx.post(loginPath(account), { data: { account, password } })).json();
  expect(login.head.code, `login ${account}`).toBe('000000');
  const headers = { 'x-csrf-token': login.body.csrfToken };
  return { ctx, post: async (p, data) => (await ctx.post(p, { data, headers })).json() };
}

/**
 * Logs a page or context in through the API: the app adopts the session cookie, with the CSRF
 * token and authorities in place before it boots, in `locale` until the reader switches language.
 */
export async function adoptSession(target: Page | BrowserContext, account: string, password = DEMO_PASSWORD, locale = 'zh-CN') {
  const login = await (await target.request.post(loginPath(account), { data: { account, password } })).json();
  expect(login.head.code, `login ${account}`).toBe('000000');
  await target.addInitScript(
    ([csrf, granted, l]) => {
      localStorage.setItem('csrfToken', csrf);
      localStorage.setItem('grantedAuthorities', JSON.stringify(granted));
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
    },
    [login.body.csrfToken, login.body.grantedAuthorities, locale] as const,
  );
}

/** A browser of its own (extra context options, e.g. a viewport), logged in as `account` through the API. */
export async function pageAs(browser: Browser, account: string, password = DEMO_PASSWORD, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN', ...options });
  const page = await ctx.newPage();
  await adoptSession(page, account, password, options.locale ?? 'zh-CN');
  return page;
}

/** An instant `ms` from now, as the API takes it (course times relative to the test's start). */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Types a time into an antd date-time picker's input (`YYYY-MM-DD HH:mm`) and confirms it. */
export async function typeTime(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Presses the primary button of the open confirmation dialog and waits for it to close. */
export async function confirmDialog(page: Page) {
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  // Closed: a dialog leaving (`ant-zoom-leave`) is closed; in a background browser window its leave
  // animation may never report its end, so the element can stay in the page.
  await expect(page.locator('.ant-modal-confirm:not(.ant-zoom-leave)')).toHaveCount(0);
}

/** The chief admin's API session, in a request context of its own (no page's session changes). */
async function asChiefAdmin<T>(use: (post: Post) => Promise<T>): Promise<T> {
  const admin = await apiAs('admin');
  try {
    return await use(admin.post);
  } finally {
    await admin.ctx.dispose();
  }
}

/** The newest verification code texted to `mobile`: the embedded SMS provider's outbox, read as the chief admin. */
export async function readCode(mobile: string): Promise<string> {
  const outbox = await asChiefAdmin((post) => post('/other/sms/outbox.json', { mobile, pageSize: 1 }));
  const code = /\b(\d{6})\b/.exec(outbox.body.list[0]?.body ?? '')?.[1];
  expect(code, `a code texted to ${mobile}`).toBeDefined();
  return code!;
}

/**
 * A student no other test touches, added by the chief admin (no text sent: a mobile may receive
 * one code a minute). The account name is the mobile. An added account must choose its own
 * password before the portal lets it in, so the person does that at once, through the API.
 */
export async function createStudent(name: string, password = 'Secret99'): Promise<{ mobile: string; password: string }> {
  const mobile = freshMobile();
  const initial = 'Initial1';
  const added = await asChiefAdmin((post) => post('/user/member/add.json', { members: [{ name, mobile }], initialPassword: initial }));
  expect(added.head.code).toBe('000000');
  const person = await apiAs(mobile, initial);
  try {
    const changed = await person.post('/user/updatePassword.json', { oldPassword: initial, password, confirmPassword: password });
    expect(changed.head.code, 'own password chosen').toBe('000000');
  } finally {
    await person.ctx.dispose();
  }
  return { mobile, password };
}

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const COLOURS = ['#f5222d', '#fa8c16', '#52c41a', '#1677ff'];

/** An inviting course (in 72 hours) led by the demo lecturer: four teams of capacity 2, one student each. */
export async function createInvitingCourse(admin: Post, name: string) {
  const students = COLOURS.map((_, i) => ({ name: `学员${i + 1}`, mobile: freshMobile() }));
  const created = await admin('/course/create.json', {
    kind: 'special',
    gameId: 'MS',
    name,
    lecturerId: 3,
    startAt: hoursFromNow(72),
    endAt: hoursFromNow(80),
    registrationDeadline: hoursFromNow(48),
    participants: 8,
    teamCount: 4,
    rounds: 4,
    caseStudy: '一家饮料公司计划进入华东市场，需要决定价格、产能与广告投入。',
    introduction: '四轮市场模拟，每轮四十五分钟。',
    priceFen: 0,
    objectivesZh: '学会用数据定价。',
    objectivesEn: 'Learn to price with data.',
    teams: COLOURS.map((colour, i) => ({ name: `${['红', '橙', '绿', '蓝'][i]}队`, colour, capacity: 2, members: [students[i]] })),
    initialPassword: 'Secret99',
  });
  expect(created.head, JSON.stringify(created.head)).toMatchObject({ code: '000000' });
  return { course: created.body.course as { id: number; name: string }, teams: created.body.teams as { id: number; name: string }[], students };
}

/**
 * Waits until the app says the page has settled (apps/web/src/app/settled.tsx: the route's page
 * mounted, no query, request or mutation under way, nothing aria-busy, no enter transition
 * running), seen twice two frames apart: a dependent query starts a moment after the one before it.
 * On a timeout, the message says what kept the page busy.
 */
export async function settled(page: Page, timeout = 15_000) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const app = (window as { __sandtable?: SettledProbe }).__sandtable;
          if (!app) return 'the app has not started';
          const first = app.busy();
          if (first) return first;
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
          return app.busy();
        }),
      { timeout, intervals: [20, 50, 100] },
    )
    .toBeNull();
}

/**
 * A market course (or, with `gameId`, a change-simulation one) of the demo lecturer that is running a few seconds from now, by the server's own
 * clock (its start job fires; the job queue polls every 2 s): four teams with one new student each,
 * who is the team's captain, and a fifth team left empty (the computer may run it). Resolves once
 * the course is in progress.
 */
export async function createRunningCourse(name: string, gameId: 'MS' | 'CM' = 'MS'): Promise<{ courseId: number; captains: { name: string; mobile: string; password: string }[] }> {
  const lecturer = await apiAs('lecturer');
  try {
    const me = await lecturer.post('/user/get.json', {});
    const captains = COLOURS.map((_, i) => ({ name: `队长${i + 1}`, mobile: freshMobile(), password: 'Secret99' }));
    const created = await lecturer.post('/course/create.json', {
      kind: 'special',
      gameId,
      name,
      lecturerId: me.body.id,
      registrationDeadline: fromNow(2_000),
      startAt: fromNow(3_000),
      endAt: fromNow(3 * 3_600_000),
      participants: 8,
      teamCount: 5,
      rounds: 3,
      caseStudy: '一家家电企业在成熟市场中与三家对手竞争，需要在三个季度里决定价格、产量与营销。',
      introduction: '三轮市场模拟。',
      priceFen: 0,
      advanceEntryHours: 0,
      teams: [...COLOURS, '#722ed1'].map((colour, i) => ({ name: `${['红', '橙', '绿', '蓝', '紫'][i]}队`, colour, capacity: 2, members: captains[i] ? [{ name: captains[i].name, mobile: captains[i].mobile }] : [] })),
      initialPassword: 'Secret99',
    });
    expect(created.head, JSON.stringify(created.head)).toMatchObject({ code: '000000' });
    const courseId: number = created.body.course.id;
    await expect
      .poll(async () => (await lecturer.post('/course/get.json', { id: courseId })).body.course.status, { timeout: 30_000, intervals: [500] })
      .toBe('in_progress');
    return { courseId, captains };
  } finally {
    await lecturer.ctx.dispose();
  }
}

/** A 640 × 360 PNG drawn by the browser itself: a real picture to upload. */
export async function coverPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [640, 360];
    const g = canvas.getContext('2d')!;
    const fill = g.createLinearGradient(0, 0, 640, 360);
    fill.addColorStop(0, '#0f766e');
    fill.addColorStop(1, '#1d4ed8');
    g.fillStyle = fill;
    g.fillRect(0, 0, 640, 360);
    g.fillStyle = '#ffffff';
    g.font = 'bold 64px sans-serif';
    g.fillText('E2E', 40, 200);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(data, 'base64');
}
