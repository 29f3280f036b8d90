import { expect, test, type Browser, type Page } from './test';
import { expectAccessible } from './axeKit';
import { adoptSession, apiAs, confirmDialog, freshMobile, fromNow, type Post } from './helpers';

/**
 * The team-synergy exercise (/tsOnline, docs/decisions/ts.md), issue 13's "done when": a running TS
 * course (sea scenario) with three teams of two. The lecturer (English, the projector) starts it from
 * the course page and drives the phases; each team's scribe has a browser of their own — red in
 * Chinese, orange in English, green in English at phone width — and their teammates rank through the
 * API (green's teammate never does: "no answer"). The scribes rank alone (keyboard and buttons), the
 * lecturer resets the green team (confirmed) and its scribe ranks again; in the consensus the red
 * scribe's move reaches the red teammate's page live and the teammate's suggestion reaches the
 * scribe; then the reveal item by item, the scoreboard and the debrief, the learner's record and the
 * leadership view. axe checks each new screen. SHOTS=1: screenshots in /tmp/shots-ts/.
 */

const PASSWORD = 'Secret99';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const shots = process.env.SHOTS ? '/tmp/shots-ts' : null;

async function open(browser: Browser, account: string, locale: 'zh-CN' | 'en-US', viewport = DESKTOP, password = PASSWORD): Promise<Page> {
  const phone = viewport.width < 500;
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale, viewport, isMobile: phone, hasTouch: phone });
  await adoptSession(ctx, account, password, locale);
  return ctx.newPage();
}

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** The items' ids on a board, top first. */
const boardOf = (page: Page, testId: string) => page.getByTestId(`${testId}-row`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item')));

/** No horizontal scrolling at the page's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a TS course: rankings alone, a live consensus, the reveal, the scoreboard and the debrief, in Chinese and English and on a phone', async ({ browser }) => {
  test.setTimeout(9 * 60_000);
  const stamp = Date.now() % 100_000;
  const teams = (['红', '橙', '绿'] as const).map((name, i) => ({
    name: `${name}队`,
    colour: ['#f5222d', '#fa8c16', '#52c41a'][i],
    members: [0, 1].map((k) => ({ name: `${name}${k === 0 ? '记录员' : '队员'}${stamp}`, mobile: freshMobile() })),
  }));
  const lecturer = await apiAs('lecturer');
  const me = await lecturer.post('/user/get.json', {});
  const created = await lecturer.post('/course/create.json', {
    kind: 'special',
    gameId: 'TS',
    tsVersion: 1,
    name: `团队协同课程 ${stamp}`,
    lecturerId: me.body.id,
    registrationDeadline: fromNow(2_000),
    startAt: fromNow(3_000),
    endAt: fromNow(3 * 3_600_000),
    participants: 6,
    teamCount: 3,
    rounds: 1,
    caseStudy: '海上求生：三支团队先独自排序，再商定团队排序。',
    introduction: '团队协同练习。',
    priceFen: 0,
    advanceEntryHours: 0,
    teams: teams.map((t) => ({ name: t.name, colour: t.colour, capacity: 2, members: t.members })),
    initialPassword: PASSWORD,
  });
  expect(created.head, JSON.stringify(created.head)).toMatchObject({ code: '000000' });
  const courseId: number = created.body.course.id;
  await expect.poll(async () => (await lecturer.post('/course/get.json', { id: courseId })).body.course.status, { timeout: 30_000, intervals: [500] }).toBe('in_progress');
  const coursePage = `/#/general-coursedetails?id=${courseId}&tsVersion=1`;
  const mates: Post[] = [];
  for (const t of teams) mates.push((await apiAs(t.members[1].mobile, PASSWORD)).post);

  // The lecturer starts the exercise from the course page (English, the projector's screen).
  const desk = await open(browser, 'lecturer', 'en-US', DESKTOP, 'Demo1234');
  await desk.goto(coursePage);
  await desk.getByTestId('game-link').click();
  await expect(desk.getByTestId('ts-start')).toContainText('version 1');
  await desk.getByTestId('ts-start-submit').click();
  await expect(desk.getByTestId('ts-game')).toHaveAttribute('data-phase', 'briefing');
  await expect(desk.getByTestId('ts-console')).toBeVisible();
  await expectAccessible(desk, 'the lecturer’s console (briefing)');

  // The scribes go to the exercise from their course page.
  const red = await open(browser, teams[0].members[0].mobile, 'zh-CN');
  const orange = await open(browser, teams[1].members[0].mobile, 'en-US');
  const green = await open(browser, teams[2].members[0].mobile, 'en-US', PHONE);
  for (const page of [red, orange, green]) {
    await page.goto(coursePage);
    await page.getByTestId('game-link').click();
    await expect(page.getByTestId('ts-briefing')).toBeVisible();
  }
  await expect(red.getByTestId('ts-phase')).toHaveText('情境简介');

  // Individual ranking: the lecturer moves on (the `from` guard: the phase the screen shows) and sets a timer.
  await desk.getByTestId('ts-next-phase').click();
  await expect(desk.getByTestId('ts-game')).toHaveAttribute('data-phase', 'individual');
  await desk.getByRole('spinbutton', { name: 'Timer for this phase, in minutes' }).fill('30');
  await desk.getByTestId('ts-timer-set').click();
  await expect(red.getByTestId('countdown')).toHaveAttribute('data-state', 'running');

  // Red (Chinese) ranks with the keyboard: the first item moves down, the focus follows it.
  await expect(red.getByTestId('ts-my-board')).toBeVisible();
  const before = await boardOf(red, 'ts-my-board');
  await red.getByTestId('ts-my-board-row').first().locator('button[data-dir="down"]').focus();
  await red.keyboard.press('Enter');
  await red.keyboard.press('Enter');
  await expect.poll(() => boardOf(red, 'ts-my-board')).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
  await expect(red.getByTestId('ts-my-board-row').nth(2).locator('button[data-dir="down"]')).toBeFocused();
  await expect(red.getByTestId('ts-not-submitted')).toBeVisible();
  await red.getByTestId('ts-save').click();
  await expect(red.getByText('已保存（尚未提交）')).toBeVisible();
  await expectAccessible(red, 'the ranking screen (zh-CN)');
  await shot(red, 'ranking-zh');
  await red.getByTestId('ts-submit').click();
  await expect(red.getByTestId('ts-not-submitted')).toHaveCount(0);

  // Green ranks on a phone (English): the board fits 390 px, the last item moves up with a tap.
  await expect(green.getByTestId('ts-my-board')).toBeVisible();
  expect(await fitsWidth(green)).toBe(true);
  const phoneBoard = await boardOf(green, 'ts-my-board');
  await green.getByTestId('ts-my-board-row').last().locator('button[data-dir="up"]').click();
  await expect.poll(() => boardOf(green, 'ts-my-board')).toEqual([...phoneBoard.slice(0, -2), phoneBoard.at(-1), phoneBoard.at(-2)]);
  await expectAccessible(green, 'the ranking screen (en-US, phone)');
  await shot(green, 'ranking-en-390');
  await green.getByTestId('ts-submit').click();
  await expect(green.getByTestId('ts-not-submitted')).toHaveCount(0);
  await orange.getByTestId('ts-submit').click();
  await expect(orange.getByTestId('ts-not-submitted')).toHaveCount(0);
  await shot(orange, 'ranking-en');

  // The teammates rank through the API (green's never does); the console counts them live.
  const order: string[] = (await mates[0]('/game/ts/state.json', { courseId })).body.scenario.items.map((i: { id: string }) => i.id);
  for (const post of mates.slice(0, 2)) expect((await post('/game/ts/ranking.json', { courseId, ranking: [...order].reverse(), submit: true })).head.code).toBe('000000');
  await expect(desk.getByTestId('ts-team-answered')).toHaveText(['2/2', '2/2', '1/2']);

  // The lecturer resets green (confirmed): its scribe's page reloads and ranks again.
  await desk.getByTestId('ts-reset').nth(2).click();
  await confirmDialog(desk);
  await expect(desk.getByTestId('ts-team-answered')).toHaveText(['2/2', '2/2', '0/2']);
  await expect(green.getByTestId('ts-not-submitted')).toBeVisible();
  await green.getByTestId('ts-submit').click();
  await expect(desk.getByTestId('ts-team-answered')).toHaveText(['2/2', '2/2', '1/2']);

  // The consensus: red's teammate watches in a browser of their own.
  await desk.getByTestId('ts-next-phase').click();
  await expect(desk.getByTestId('ts-game')).toHaveAttribute('data-phase', 'consensus');
  const mate = await open(browser, teams[0].members[1].mobile, 'zh-CN');
  await mate.goto(`/#/tsOnline?courseId=${courseId}`);
  await expect(mate.getByTestId('ts-consensus')).toBeVisible();
  await expect(mate.getByTestId('ts-consensus-board-row').first()).toContainText('尚未放置');

  // The scribe records the board and moves an item: the teammate's page shows each move.
  await red.getByTestId('ts-record').click();
  await expect(red.getByTestId('ts-consensus')).toHaveAttribute('data-version', '1');
  const recorded = await boardOf(red, 'ts-consensus-board');
  await expect.poll(() => boardOf(mate, 'ts-consensus-board')).toEqual(recorded);
  await red.getByTestId('ts-consensus-board-row').nth(1).locator('button[data-dir="up"]').click();
  await expect(red.getByTestId('ts-consensus')).toHaveAttribute('data-version', '2');
  await expect.poll(() => boardOf(mate, 'ts-consensus-board')).toEqual([recorded[1], recorded[0], ...recorded.slice(2)]);
  await expect(mate.getByTestId('ts-consensus-version')).toContainText(teams[0].members[0].name);

  // The teammate suggests a move; the scribe sees it live.
  await mate.getByTestId('ts-propose-item').click();
  await mate.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').nth(3).click();
  await mate.getByTestId('ts-propose-place').click();
  await mate.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await mate.getByTestId('ts-propose-send').click();
  await expect(red.getByTestId('ts-proposal')).toContainText(teams[0].members[1].name);
  await expectAccessible(mate, 'the consensus screen (a teammate)');
  await expectAccessible(red, 'the consensus screen (the scribe)');
  await shot(red, 'consensus-zh-scribe');
  await shot(mate, 'consensus-zh-mate');

  // Orange records its board; green's teammate is marked "no answer" on the phone.
  await orange.getByTestId('ts-record').click();
  await expect(orange.getByTestId('ts-consensus')).toHaveAttribute('data-version', '1');
  await shot(orange, 'consensus-en');
  await expect(green.getByTestId('ts-member').filter({ hasText: teams[2].members[1].name })).toContainText('No answer');
  expect(await fitsWidth(green)).toBe(true);
  await shot(green, 'consensus-en-390');

  // The reveal, item by item: the scribes' pages follow the projector.
  await desk.getByTestId('ts-next-phase').click();
  await expect(desk.getByTestId('ts-reveal')).toHaveAttribute('data-revealed', '0');
  await desk.getByTestId('ts-reveal-next').click();
  await expect(red.getByTestId('ts-revealed-item')).toHaveCount(1);
  await expect(orange.getByTestId('ts-revealed-item').first()).toContainText('rank');
  await desk.getByTestId('ts-reveal-all').click();
  await expect(green.getByTestId('ts-revealed-item')).toHaveCount(order.length);
  await expect(desk.getByTestId('ts-reveal-next')).toHaveCount(0);
  await expectAccessible(desk, 'the reveal (projector, en-US)');
  await expectAccessible(red, 'the reveal (zh-CN)');
  await shot(desk, 'reveal-en-projector');
  await shot(red, 'reveal-zh');
  await shot(green, 'reveal-en-390');

  // The scoreboard, then the debrief.
  await desk.getByTestId('ts-next-phase').click();
  await expect(desk.getByTestId('ts-scoreboard').locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(red.getByTestId('ts-scoreboard').locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expectAccessible(red, 'the scoreboard (zh-CN)');
  await desk.getByTestId('ts-next-phase').click();
  await expect(desk.getByTestId('ts-debrief')).toBeVisible();
  await expect(red.getByTestId('ts-debrief')).toBeVisible();
  await expect(red.getByTestId('ts-debrief-members')).toContainText('个人误差');
  await expect(green.getByTestId('ts-debrief-members')).toContainText('No answer');
  await expect(orange.getByTestId('ts-best-heard')).toBeVisible();
  // The lecturer reads another team's debrief.
  await desk.getByTestId('ts-debrief-team').click();
  await desk.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').nth(2).click();
  await expect(desk.getByTestId('ts-debrief-members')).toContainText(teams[2].members[1].name);
  await expectAccessible(red, 'the debrief (zh-CN)');
  await expectAccessible(green, 'the debrief (en-US, phone)');
  await shot(red, 'debrief-zh');
  await shot(orange, 'debrief-en');
  await shot(green, 'debrief-en-390');

  // The learner's record and the team-leadership view.
  await red.getByTestId('ts-achievement-link').click();
  await expect(red.getByTestId('ts-achievement').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expectAccessible(red, 'the learner’s record (zh-CN)');
  await desk.getByTestId('ts-leadership-link').click();
  await expect(desk.getByTestId('ts-leadership-team')).toHaveCount(3);
  await expectAccessible(desk, 'the team-leadership view (en-US)');
  await shot(red, 'achievement-zh');
  await shot(desk, 'leadership-en');
  await lecturer.ctx.dispose();
});
