import { expect, test, type Page } from './test';
import { adoptSession, apiAs, DEMO_PASSWORD, freshMobile, login, switchLanguage, typeTime } from './helpers';
import { courseStudentSheet, pick } from './peopleKit';

/**
 * A lecturer creates a special session through the wizard: the details with their rule messages,
 * four teams, a student table imported from Excel (rows naming a team join it, the rest are spread
 * evenly; a bad row is shown and left out), a student moved between teams, the success dialog,
 * and the new course in /course-management — in Chinese, then in English.
 */

interface Texts {
  team: (n: number) => string;
  nameRequired: string;
  endBeforeStart: string;
  badMobile: string;
  rowThree: string;
  next: RegExp;
  create: RegExp;
  created: string;
  toList: RegExp;
}

const ZH: Texts = {
  team: (n) => `第 ${n} 组`,
  nameRequired: '课程名称：不能为空',
  endBeforeStart: '结束时间不能早于开始时间',
  badMobile: '手机号须为 11 位数字',
  rowThree: '第 3 行',
  next: /下一步/,
  create: /创建课程/,
  created: '课程创建成功',
  toList: /返回课程管理/,
};
const EN: Texts = {
  team: (n) => `Team ${n}`,
  nameRequired: 'Course name: is required',
  endBeforeStart: 'The end cannot be before the start',
  badMobile: 'A mobile number is exactly 11 digits',
  rowThree: 'Row 3',
  next: /Next: teams and students/,
  create: /Create the course/,
  created: 'Course created',
  toList: /Back to course management/,
};

async function createThroughWizard(page: Page, texts: Texts, name: string) {
  await page.goto('/#/create-generalcourse');
  const wizard = page.getByTestId('course-wizard-special');
  await expect(wizard).toBeVisible();

  // Step 1: a blank name and an end before the start are refused with the shared rules' words.
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.getByText(texts.nameRequired)).toBeVisible();
  const start = await wizard.getByTestId('field-startAt').inputValue();
  const dayBefore = new Date(`${start.slice(0, 10)}T12:00:00`);
  dayBefore.setDate(dayBefore.getDate() - 1);
  const earlier = `${dayBefore.getFullYear()}-${String(dayBefore.getMonth() + 1).padStart(2, '0')}-${String(dayBefore.getDate()).padStart(2, '0')} 17:00`;
  await typeTime(wizard.getByTestId('field-endAt'), earlier);
  await expect(wizard.getByText(texts.endBeforeStart)).toBeVisible();
  await typeTime(wizard.getByTestId('field-endAt'), `${start.slice(0, 10)} 17:00`);
  await expect(wizard.getByText(texts.endBeforeStart)).toBeHidden();

  await wizard.getByTestId('field-name').fill(name);
  await wizard.getByTestId('field-caseStudy').fill('A retailer facing a price war');
  await wizard.getByTestId('field-introduction').fill('Four teams run competing companies for six rounds.');
  await wizard.getByTestId('field-price').fill('199.9');
  await wizard.getByTestId('wizard-next').click();

  // Step 2: four proposed teams.
  const cards = wizard.getByTestId('team-cards');
  for (const n of [1, 2, 3, 4]) await expect(cards.getByTestId(`team-card-${texts.team(n)}`)).toBeVisible();

  // The student table from Excel: two rows name team 1, one names team 2, a bad mobile, the rest none.
  const mobiles = Array.from({ length: 8 }, () => freshMobile());
  await wizard.getByTestId('import-students').click();
  const dialog = page.getByTestId('sheet-dialog');
  await dialog.locator('input[type=file]').setInputFiles(
    courseStudentSheet([
      ['甲 Alpha', mobiles[0], 'R&D', texts.team(1)],
      ['乙 Beta', '12345', 'R&D', ''],
      ['丙 Gamma', mobiles[1], 'Sales', texts.team(1)],
      ['丁 Delta', mobiles[2], 'Sales', texts.team(2)],
      ...mobiles.slice(3).map((m, i) => [`学员 ${i + 1}`, m, 'Ops', '']),
    ]),
  );
  await expect(dialog.getByTestId('sheet-errors')).toContainText(texts.rowThree);
  await expect(dialog.getByTestId('sheet-errors')).toContainText(texts.badMobile);
  await expect(dialog.getByTestId('sheet-valid')).toContainText('8');
  await expect(dialog.getByTestId('sheet-distribute')).toBeChecked();
  await dialog.getByTestId('sheet-add').click();
  await expect(dialog).toBeHidden();

  // Named teams got their rows, the others were spread evenly: 8 students, 2 in every team.
  await expect(wizard.getByTestId('students-count')).toHaveText('8');
  await expect(wizard.getByTestId('pool-alert')).toHaveCount(0);
  await expect(cards.getByTestId(`team-card-${texts.team(1)}`)).toContainText('甲 Alpha');
  await expect(cards.getByTestId(`team-card-${texts.team(1)}`)).toContainText('丙 Gamma');
  await expect(cards.getByTestId(`team-card-${texts.team(2)}`)).toContainText('丁 Delta');
  for (const n of [1, 2, 3, 4]) await expect(cards.getByTestId(`team-card-${texts.team(n)}`)).toContainText('2 / 6');

  // A student moves from team 1 to team 3.
  await pick(page, wizard.getByTestId(`move-${mobiles[1]}`), texts.team(3));
  await expect(cards.getByTestId(`team-card-${texts.team(3)}`)).toContainText('丙 Gamma');
  await expect(cards.getByTestId(`team-card-${texts.team(3)}`)).toContainText('3 / 6');

  // New mobiles get accounts with the initial password; create.
  await wizard.getByTestId('initial-password').fill('Start123');
  await wizard.getByTestId('wizard-create').click();
  const success = page.getByTestId('success-dialog');
  await expect(success).toContainText(texts.created);
  await expect(success.getByTestId('success-name')).toHaveText(name);
  await expect(success.getByTestId('success-invite')).toBeVisible();
  await expect(success.getByTestId('success-detail')).toBeVisible();

  // It is in the management list.
  await success.getByRole('button', { name: texts.toList }).click();
  await expect(page).toHaveURL(/#\/course-management$/);
  await page.getByTestId('courses-search').locator('input').fill(name);
  const table = page.getByTestId('courses-table');
  await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table).toContainText('¥199.90');
}

test('a lecturer creates a special session with four teams and an imported student table (Chinese)', async ({ page }) => {
  await login(page, 'lecturer');
  await createThroughWizard(page, ZH, `沙盘专场 ${Date.now() % 100000}`);
});

test('the same in English', async ({ page }) => {
  await login(page, 'lecturer');
  await switchLanguage(page, 'English');
  await createThroughWizard(page, EN, `Sandtable session ${Date.now() % 100000}`);
});

test('the wizard keeps what was typed when the user leaves and comes back', async ({ page }) => {
  await login(page, 'lecturer');
  await page.goto('/#/create-generalcourse');
  await page.getByTestId('field-name').fill('Kept while away');
  // Leaving through the menu asks first; this time the draft is kept.
  await page.locator('.shell-sider').getByText('课程管理', { exact: true }).click();
  await page.getByTestId('leave-keep').click();
  await expect(page.getByTestId('courses-table')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('field-name')).toHaveValue('Kept while away');
  // Closing the tab or reloading asks the browser's question: the page cancels beforeunload. (Whether
  // Chromium then shows its prompt depends on its user-activation heuristics, so the event is checked.)
  // The guard re-arms once the restored draft counts as entered (an effect after the render), so wait for it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    )
    .toBe(true);
  // A reload keeps it too (the session's draft), with a way to start over.
  await page.reload();
  await expect(page.getByTestId('field-name')).toHaveValue('Kept while away');
  await expect(page.getByTestId('draft-restored')).toBeVisible();
});

/**
 * An invitation-code course: created with every team empty (students join later by code), which the
 * teams step explains; then an import whose sheet has a mobile of an account with another name (the
 * preview asks: the account's name or leave it out) and a team that does not exist (a problem row,
 * never put into a team); and leaving the wizard half-filled asks.
 */
const EMPTY_TEXTS = {
  zh: {
    team: ZH.team,
    emptyHint: '小组可以先空着：学员可凭邀请码加入。开课时至少 4 个小组要有学员，否则课程无法开课。',
    createdEmpty: '小组 4 个 · 学员 0 人',
    unknownTeam: '本课程没有名为“第 9 组”的小组',
    useAccount: '使用“张伟”',
    leaveOut: '不添加',
    leaveTitle: '确定离开创建课程？',
  },
  en: {
    team: EN.team,
    emptyHint: 'Teams may stay empty: students can join by invitation code. At the start, at least 4 teams need students or the course fails to start.',
    createdEmpty: 'Teams: 4 · students: 0',
    unknownTeam: 'There is no team called “Team 9” in this course',
    useAccount: 'Use “张伟”',
    leaveOut: 'Leave out',
    leaveTitle: 'Leave the course wizard?',
  },
};

for (const lang of ['zh', 'en'] as const) {
  test(`an invitation-code course with empty teams; an honest import; leaving asks (${lang})`, async ({ page }) => {
    // Two wizard runs (a create, then an import) in one test.
    test.setTimeout(150_000);
    const texts = EMPTY_TEXTS[lang];
    await login(page, 'lecturer');
    if (lang === 'en') await switchLanguage(page, 'English');
    await page.goto('/#/create-generalcourse');
    const wizard = page.getByTestId('course-wizard-special');
    const details = async (name: string) => {
      await wizard.getByTestId('field-name').fill(name);
      await wizard.getByTestId('field-caseStudy').fill('A retailer facing a price war');
      await wizard.getByTestId('field-introduction').fill('Teams fill up by invitation code.');
      await wizard.getByTestId('wizard-next').click();
      await expect(wizard.getByTestId('team-cards')).toBeVisible();
    };

    // Created with four empty teams.
    await details(`Invite-code ${lang} ${Date.now() % 100000}`);
    await expect(wizard.getByTestId('teams-empty-hint')).toHaveText(texts.emptyHint);
    await wizard.getByTestId('wizard-create').click();
    const success = page.getByTestId('success-dialog');
    await expect(success).toContainText(texts.createdEmpty);
    // Nothing is asked after a create.
    await success.getByTestId('success-another').click();
    await page.locator('.shell-sider__brand').click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByTestId('leave-dialog')).toHaveCount(0);

    // The import: 13800000001 is 张伟's account (a student of this lecturer's courses).
    await page.goto('/#/create-generalcourse');
    await details(`Import ${lang} ${Date.now() % 100000}`);
    const fresh = freshMobile();
    await wizard.getByTestId('import-students').click();
    const dialog = page.getByTestId('sheet-dialog');
    await dialog.locator('input[type=file]').setInputFiles(
      courseStudentSheet([
        ['Zhang Wei', '13800000001', '', texts.team(2)],
        ['新人 New', freshMobile(), '', texts.team(9)],
        ['新人二 Second', fresh, '', texts.team(1)],
      ]),
    );
    await expect(dialog.getByTestId('sheet-errors')).toContainText(texts.unknownTeam);
    const choice = dialog.getByTestId('name-choice-2');
    await expect(choice).toContainText('Zhang Wei');
    await expect(dialog.getByTestId('sheet-add')).toBeDisabled();
    await expect(dialog.getByTestId('sheet-choose-first')).toBeVisible();
    await choice.getByText(texts.leaveOut).click();
    await expect(dialog.getByTestId('sheet-valid')).toContainText('1');
    await choice.getByText(texts.useAccount).click();
    await expect(dialog.getByTestId('sheet-valid')).toContainText('2');
    await dialog.getByTestId('sheet-add').click();
    await expect(dialog).toBeHidden();
    const cards = wizard.getByTestId('team-cards');
    await expect(cards.getByTestId(`team-card-${texts.team(2)}`)).toContainText('张伟');
    await expect(cards.getByTestId(`team-card-${texts.team(1)}`)).toContainText('新人二 Second');
    await expect(wizard.getByTestId('students-count')).toHaveText('2');
    await expect(wizard).not.toContainText('Zhang Wei');
    await expect(wizard).not.toContainText('新人 New');

    // Leaving half-way asks: stay keeps everything; discard leaves with nothing kept.
    await page.locator('.shell-sider__brand').click();
    const leave = page.getByTestId('leave-dialog');
    await expect(leave).toContainText(texts.leaveTitle);
    await leave.getByTestId('leave-stay').click();
    await expect(page).toHaveURL(/#\/create-generalcourse$/);
    await expect(wizard.getByTestId('students-count')).toHaveText('2');
    await page.locator('.shell-sider__brand').click();
    await leave.getByTestId('leave-discard').click();
    await expect(page).toHaveURL(/#\/home$/);
    await page.goto('/#/create-generalcourse');
    await expect(wizard.getByTestId('field-name')).toHaveValue('');
  });
}

test('the guided flow proposes a plan with its reasons, and the plan fills the wizard', async ({ page }) => {
  await login(page, 'lecturer');
  await switchLanguage(page, 'English');
  await page.goto('/#/create-generalcourse-AI');
  await page.getByTestId('plan-participants').fill('30');
  await page.getByTestId('plan-objectives').fill('Pricing decisions and teamwork');
  await page.getByTestId('plan-submit').click();
  const result = page.getByTestId('plan-result');
  await expect(result.getByTestId('plan-reasons')).toContainText('30 participants make');
  await expect(result.getByTestId('plan-schedule')).toContainText('Briefing and team building');
  await expect(result.getByTestId('plan-schedule')).toContainText('Round 1');
  const teams = (await result.getByTestId('plan-teams').locator('.ant-statistic-content-value').textContent())!.trim();
  await result.getByTestId('plan-use').click();
  await expect(page).toHaveURL(/#\/create-generalcourse$/);
  await expect(page.getByTestId('field-participants')).toHaveValue('30');
  await expect(page.getByTestId('field-teamCount')).toHaveValue(teams);
});

test('the chief admin edits a course from the list, closes it and restarts it', async ({ page }) => {
  const name = `Open day ${Date.now() % 100000}`;
  // An open session, made through the API as the web would send it.
  const admin = await apiAs('admin');
  const start = new Date(Date.now() + 5 * 86_400_000);
  const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000).toISOString();
  const created = await admin.post('/course/create.json', {
    kind: 'open', gameId: 'MS', name, startAt: at(0), endAt: at(6), registrationDeadline: at(-24), participants: 16, teamCount: 4, rounds: 4,
    caseStudy: 'Case', introduction: 'Intro', priceFen: 0,
    teams: [1, 2, 3, 4].map((n) => ({ name: `Team ${n}`, colour: '#1677ff', capacity: 4, members: [] })),
  });
  expect(created.head.code).toBe('000000');
  await admin.ctx.dispose();

  // The browser logs in as the chief admin through the API (the app keeps what login stores).
  await adoptSession(page, 'admin', DEMO_PASSWORD, 'en-US');
  await page.goto('/#/course-management');
  await page.getByTestId('courses-search').locator('input').fill(name);
  const table = page.getByTestId('courses-table');
  await expect(table.getByRole('link', { name })).toBeVisible();
  const id = created.body.course.id;

  // Edit: the details drawer, saved through /course/update.json.
  await page.getByTestId(`edit-course-${id}`).click();
  const drawer = page.getByTestId('edit-course-drawer');
  await expect(drawer.getByTestId('field-name')).toHaveValue(name);
  await drawer.getByTestId('field-name').fill(`${name} (renamed)`);
  await drawer.getByTestId('edit-save').click();
  await expect(drawer).toBeHidden();
  await page.getByTestId('courses-search').locator('input').fill(`${name} (renamed)`);
  await expect(table.getByRole('link', { name: `${name} (renamed)` })).toBeVisible();

  // Close, confirmed; then restart (the start is still ahead: no new dates needed).
  await page.getByTestId(`more-${id}`).click();
  await page.locator('.ant-dropdown:visible').getByText('Close the course').click();
  await page.getByTestId('confirm-close').click();
  await expect(table.locator('[data-status=closed]')).toBeVisible();
  await page.getByTestId(`more-${id}`).click();
  await page.locator('.ant-dropdown:visible').getByText('Restart').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Restart' }).click();
  await expect(table.locator('[data-status=inviting]')).toBeVisible();
});
