import { expect, test, type Browser, type Page } from './test';
import { apiAs, confirmDialog, DEMO_PASSWORD, freshMobile, fromNow as at, pageAs as pageAsIn, switchLanguage } from './helpers';
import { formatYuan } from '@sandtable/shared/format/money';
import { pick } from './peopleKit';

/**
 * The market simulation online, as a class plays it: a running course with four teams of two new
 * students (set up through the API; the course starts by the server's clock), the lecturer starts
 * the game in the browser (releasing chapter 2 with it), four captains (one browser each) submit two
 * rounds — the first closes as the last captain submits, while a member reads the submitted decision
 * read-only; the second closes by its one-minute deadline — the lecturer re-runs a round in the
 * console, and the results and rankings show in Chinese and English.
 */

/** A browser of its own, wide enough for the board and console, logged in as `account`. */
const pageAs = (browser: Browser, account: string, password = DEMO_PASSWORD) => pageAsIn(browser, account, password, { viewport: { width: 1366, height: 900 } });


/** The captain fills the price (yuan) and submits after the confirmation. */
async function submitDecision(page: Page, price: string) {
  await expect(page.getByTestId('decision-panel')).toBeVisible();
  await page.getByTestId('field-price').fill(price);
  await page.getByTestId('submit-decision').click();
  await expect(page.getByTestId('submit-confirm')).toContainText(`¥${price}`);
  await confirmDialog(page);
  await expect(page.getByTestId('submitted-tag')).toBeVisible();
}

const TEAMS = [
  { name: '红队', colour: '#f5222d', price: '150.00' },
  { name: '橙队', colour: '#fa8c16', price: '165.00' },
  { name: '绿队', colour: '#52c41a', price: '180.00' },
  { name: '蓝队', colour: '#1677ff', price: '140.00' },
];

test('a market simulation: start, two rounds, a deadline, a re-run, results in zh and en', async ({ browser }) => {
  test.setTimeout(10 * 60_000);

  // Four teams of two new students; sign-up closes in 15 s, the class starts in 20 s.
  const students = TEAMS.map((team, i) => ({ ...team, members: [0, 1].map((k) => ({ name: `${team.name.slice(0, 1)}${k === 0 ? '队长' : '队员'}${i}`, mobile: freshMobile() })) }));
  const lecturer = await apiAs('lecturer');
  const me = await lecturer.post('/user/get.json', {});
  const created = await lecturer.post('/course/create.json', {
    kind: 'special',
    gameId: 'MS',
    name: `市场模拟课程 ${Date.now()}`,
    lecturerId: me.body.id,
    startAt: at(20_000),
    endAt: at(3 * 3_600_000),
    registrationDeadline: at(15_000),
    participants: 8,
    teamCount: 4,
    rounds: 3,
    caseStudy: '一家家电企业在成熟市场中与三家对手竞争，需要在三个季度里决定价格、产量与营销。',
    introduction: '三轮市场模拟。',
    priceFen: 0,
    advanceEntryHours: 0,
    teams: students.map((s) => ({ name: s.name, colour: s.colour, capacity: 2, members: s.members })),
    initialPassword: 'Secret99',
  });
  expect(created.head, JSON.stringify(created.head)).toMatchObject({ code: '000000' });
  const courseId: number = created.body.course.id;
  const online = `/#/online?courseId=${courseId}`;

  // Every player's browser, opened while the course has not started: the captains of the four
  // teams and the red team's second member.
  const captains = await Promise.all(students.map((s) => pageAs(browser, s.members[0].mobile, 'Secret99')));
  const redMember = await pageAs(browser, students[0].members[1].mobile, 'Secret99');

  // The course starts by itself on time (the server's clock jobs poll every few seconds).
  await expect
    .poll(async () => (await lecturer.post('/course/get.json', { id: courseId })).body.course.status, { timeout: 4 * 60_000, intervals: [3_000] })
    .toBe('in_progress');

  // Before the game starts, students wait (and the page updates by itself when it starts).
  await redMember.goto(online);
  await expect(redMember.getByTestId('game-not-started')).toBeVisible();

  // The lecturer starts the game in the browser: no practice round, one minute per round.
  const lecturerPage = await pageAs(browser, 'lecturer');
  await lecturerPage.goto(online);
  await expect(lecturerPage.getByTestId('start-game')).toBeVisible();
  await lecturerPage.getByTestId('start-practice').click();
  await lecturerPage.getByTestId('start-minutes').fill('1');
  // On by default: the round closes once every team has submitted; chapter 2 is released with the start.
  await expect(lecturerPage.getByTestId('start-close-when-all')).toHaveAttribute('aria-checked', 'true');
  await expect(lecturerPage.getByTestId('start-release-chapter2')).toHaveAttribute('aria-checked', 'true');
  await lecturerPage.getByTestId('start-button').click();
  await confirmDialog(lecturerPage);
  await expect(lecturerPage.getByTestId('round-label')).toHaveText('第 1 轮 / 共 3 轮');
  await expect(lecturerPage.getByTestId('console')).toBeVisible();
  await expect(lecturerPage.getByTestId('close-when-all')).toHaveAttribute('aria-checked', 'true');
  expect((await lecturer.post('/course/get.json', { id: courseId })).body.course.chaptersUnlocked).toBe(2);
  // Pause at once: the captains take their time; a paused game still takes submissions.
  await lecturerPage.getByTestId('pause').click();
  await expect(lecturerPage.getByTestId('countdown')).toHaveAttribute('data-state', 'paused');

  // The waiting member's page follows the push.
  await expect(redMember.getByTestId('game')).toBeVisible({ timeout: 20_000 });
  await expect(redMember.getByTestId('countdown')).toHaveAttribute('data-state', 'paused');
  // Not the captain: no submit, and the chat is read-only.
  await expect(redMember.getByTestId('decision-panel')).toBeVisible();
  await expect(redMember.getByTestId('submit-decision')).toHaveCount(0);
  await expect(redMember.getByTestId('chat-readonly')).toBeVisible();

  // A member saves a draft; the captain's form takes it (the form is untouched) and names the editor.
  await Promise.all(captains.map((page) => page.goto(online)));
  await expect(captains[0].getByTestId('decision-panel')).toBeVisible();
  await redMember.getByTestId('field-plannedProduction').fill('1100');
  await redMember.getByTestId('save-draft').click();
  await expect(redMember.getByTestId('last-editor')).toContainText(students[0].members[1].name);
  await expect(captains[0].getByTestId('last-editor')).toContainText(students[0].members[1].name, { timeout: 20_000 });
  await expect(captains[0].getByTestId('field-plannedProduction')).toHaveValue('1100');

  // The captain writes in the team chat; the member reads it live.
  await captains[0].getByTestId('chat-input').fill('价格定在 150 元，产量 1100。');
  await captains[0].getByTestId('chat-send').click();
  await expect(redMember.getByTestId('chat-messages')).toContainText('价格定在 150 元', { timeout: 20_000 });

  // Round 1: three captains submit while paused; the round waits for the fourth.
  await Promise.all(captains.slice(0, 3).map((page, i) => submitDecision(page, TEAMS[i].price)));
  for (const page of captains.slice(0, 3)) await expect(page.getByTestId('submitted-state')).toBeVisible();
  await expect(lecturerPage.getByTestId('console')).toContainText('已就绪 3 队，共 4 队', { timeout: 20_000 });

  // The red member now reads the submitted decision, read-only, labelled with the captain and the time.
  const submitted = redMember.getByTestId('submitted-state');
  await expect(submitted).toContainText('队长已提交：只读', { timeout: 20_000 });
  await expect(redMember.getByTestId('submitted-by')).toContainText(`由 ${students[0].members[0].name} 提交于`);
  await expect(redMember.getByTestId('submitted-by')).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(redMember.getByTestId('field-price')).toBeDisabled();
  await expect(redMember.getByTestId('field-price')).toHaveValue(TEAMS[0].price);
  await expect(redMember.getByTestId('save-draft')).toHaveCount(0);
  // The captain may still change and resubmit (the screen says so).
  await expect(captains[0].getByTestId('submitted-state')).toContainText('截止前你仍可修改并重新提交');
  await expect(captains[0].getByTestId('field-price')).toBeEnabled();

  // The lecturer resumes; the last captain's submit closes the round at once (no "advance").
  await lecturerPage.getByTestId('pause').click();
  await expect(lecturerPage.getByTestId('countdown')).toHaveAttribute('data-state', 'running');
  const blue = captains[3];
  await blue.getByTestId('field-price').fill(TEAMS[3].price);
  await blue.getByTestId('submit-decision').click();
  await confirmDialog(blue);
  await expect(blue.getByTestId('round-label')).toHaveText('第 2 轮 / 共 3 轮', { timeout: 20_000 });
  await expect(lecturerPage.getByTestId('round-label')).toHaveText('第 2 轮 / 共 3 轮', { timeout: 20_000 });
  // Settled before its deadline, with every team's own decision.
  const [round1] = (await lecturer.post('/game/ms/state.json', { courseId })).body.rounds;
  expect(Date.parse(round1.settledAt)).toBeLessThan(Date.parse(round1.deadline));
  expect(round1.results.map((r: { decision: { price: number } }) => r.decision.price).sort()).toEqual([14_000, 15_000, 16_500, 18_000]);

  // Everyone sees round 1's results and round 2 open.
  for (const page of captains) await expect(page.getByTestId('round-label')).toHaveText('第 2 轮 / 共 3 轮', { timeout: 20_000 });
  await expect(captains[0].getByTestId('my-figures')).toBeVisible();
  await expect(captains[0].getByTestId('market-table').locator('tbody tr.ant-table-row')).toHaveCount(4);

  // Round 2: three captains submit; the blue team is late and round 2 closes by its deadline.
  await Promise.all(captains.slice(0, 3).map((page, i) => submitDecision(page, TEAMS[i].price)));
  await expect(lecturerPage.getByTestId('round-label')).toHaveText('第 3 轮 / 共 3 轮', { timeout: 150_000 });
  await expect(captains[3].getByTestId('round-label')).toHaveText('第 3 轮 / 共 3 轮', { timeout: 20_000 });

  // The lecturer re-runs round 1 with the blue team's price corrected: preview, then commit.
  await expect(lecturerPage.getByTestId('rerun')).toBeVisible();
  await pick(lecturerPage, lecturerPage.getByTestId('rerun-round'), '第1轮');
  await pick(lecturerPage, lecturerPage.getByTestId('rerun-team'), '蓝队');
  const rerunForm = lecturerPage.getByTestId('rerun-form');
  await expect(rerunForm.getByTestId('field-price')).toHaveValue('140.00');
  await rerunForm.getByTestId('field-price').fill('170');
  await lecturerPage.getByTestId('rerun-preview').click();
  const changes = lecturerPage.getByTestId('rerun-preview-tables');
  await expect(changes).toContainText('第1轮：修正前 → 修正后');
  await expect(changes).toContainText('第2轮：修正前 → 修正后');
  await lecturerPage.getByTestId('rerun-commit').click();
  await confirmDialog(lecturerPage);
  await expect(lecturerPage.getByTestId('market-table')).toBeVisible();
  await pick(lecturerPage, lecturerPage.getByTestId('market-round'), '第1轮');
  await expect(lecturerPage.getByTestId('market-table')).toContainText('已重新运行 1 次');
  await expect(lecturerPage.getByTestId('market-table')).toContainText('¥170.00');

  // Results and rankings in Chinese: the captains' figures, the market table, the board.
  const red = captains[0];
  await expect(red.getByTestId('my-figures')).toContainText('总排名');
  await expect(red.getByTestId('my-history').locator('tbody tr.ant-table-row')).toHaveCount(2, { timeout: 20_000 });
  await red.goto(`/#/simulated-sand-table?courseId=${courseId}`);
  await expect(red.getByTestId('board-tile')).toHaveCount(4);
  await expect(red.getByTestId('board-tile').first()).toContainText('#1');
  await red.goto(`/#/gradesDetails?courseId=${courseId}`);
  await expect(red.getByTestId('grades-rounds').locator('tbody tr.ant-table-row')).toHaveCount(2);

  // And in English.
  await red.goto(online);
  await switchLanguage(red, 'English');
  await expect(red.getByTestId('round-label')).toHaveText('Round 3 of 3');
  await expect(red.getByTestId('market-table')).toContainText('The market');
  await expect(red.getByTestId('my-figures')).toContainText('Rank');
  // The price limits of the game's own market (drawn when it started).
  const { priceMin, priceMax } = (await lecturer.post('/mechanism/select.json', { courseId })).body;
  await expect(red.getByTestId('decision-panel')).toContainText(`Between ${formatYuan(priceMin)} and ${formatYuan(priceMax)}`);
  await red.goto(`/#/myGrades`);
  await expect(red.getByTestId('grades-table')).toContainText('市场模拟课程');
  await expect(red.getByTestId('grades-table')).toContainText('Running');

  // The lecturer's score list has every student of the course.
  await lecturerPage.goto(`/#/student-scorelist?courseId=${courseId}`);
  await expect(lecturerPage.getByTestId('score-table').locator('tbody tr.ant-table-row')).toHaveCount(8);
  await expect(lecturerPage.getByTestId('score-export')).toHaveAttribute('href', `/game/ms/scoreList.xlsx?courseId=${courseId}`);
});
