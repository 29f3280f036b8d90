import { expect, test } from './test';
import { PDFParse } from 'pdf-parse';
import { apiAs, confirmDialog, createStudent, pageAs, switchLanguage, typeTime } from './helpers';
import { pick } from './peopleKit';

/**
 * The market course run by its lecturer alone, from an empty course to certificates, in both
 * languages: the lecturer (never the chief admin) creates a course whose four teams are empty in
 * the wizard (in English) and makes one invitation code from its success dialog, four students
 * join with it and pick a team each (two read Chinese, two English), the course starts by the
 * server's clock, the lecturer starts the game from the course page (in Chinese) and chapter 2
 * opens with it, the students enter the game from the course page, both rounds close as soon as
 * every captain has submitted and the table of who submitted names them, the lecturer releases
 * chapter 3 (in English), and a Chinese and an English student each finish it and generate their
 * certificate. My grades (its actions first) and the game page are photographed at phone width in
 * both languages and attached to the report.
 */

type Locale = 'zh-CN' | 'en-US';

const STUDENTS: { name: string; locale: Locale; team: number; price: string }[] = [
  { name: '司马青云', locale: 'zh-CN', team: 0, price: '150.00' },
  { name: '上官雨晴', locale: 'zh-CN', team: 1, price: '165.00' },
  { name: 'Nora Lindqvist', locale: 'en-US', team: 2, price: '175.00' },
  { name: 'Omar Haddad', locale: 'en-US', team: 3, price: '140.00' },
];

/** Wide enough for the game board and console. */
const DESKTOP = { width: 1366, height: 900 };

/** A time as the wizard's pickers show it (the browser's zone is the runner's). */
const pickerTime = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

const roundLabel = (locale: Locale, round: number, of: number) => (locale === 'zh-CN' ? `第 ${round} 轮 / 共 ${of} 轮` : `Round ${round} of ${of}`);

test('a lecturer runs a market course alone: empty teams, a code, the game, chapters and certificates, in zh and en', async ({ browser }) => {
  test.setTimeout(12 * 60_000);

  // The students have accounts of their own (made for the test by the chief admin: that is set-up,
  // not the course; nobody but the lecturer touches the course itself).
  const people = await Promise.all(STUDENTS.map(async (s) => ({ ...s, ...(await createStudent(s.name)) })));

  // Their browsers are open on My courses before the course exists: sign-up closes on the server's
  // clock, so only the lecturer's code and the four joins happen inside that window.
  const students = await Promise.all(people.map((p) => pageAs(browser, p.mobile, p.password, { locale: p.locale, viewport: DESKTOP })));
  await Promise.all(students.map((page) => page.goto('/#/personal-course-list')));
  const lecturerPage = await pageAs(browser, 'lecturer', 'Demo1234', { locale: 'en-US', viewport: DESKTOP });
  const lecturer = await apiAs('lecturer');

  // The lecturer creates the course in the wizard with four empty teams: students will fill them by
  // code. The pickers take minutes: sign-up closes a minute before the class starts, three to four
  // minutes from now, so the server's clock has to start it.
  const courseName = `讲师独立课程 ${Date.now()}`;
  const startAt = Math.ceil((Date.now() + 180_000) / 60_000) * 60_000;
  await lecturerPage.goto('/#/create-generalcourse');
  const wizard = lecturerPage.getByTestId('course-wizard-special');
  await wizard.getByTestId('field-name').fill(courseName);
  await wizard.getByTestId('field-caseStudy').fill('一家家电企业在成熟市场中与三家对手竞争，需要在两个季度里决定价格、产量与营销。');
  await wizard.getByTestId('field-introduction').fill('两轮市场模拟，之后由每组的操作员提交行动计划。');
  await typeTime(wizard.getByTestId('field-startAt'), pickerTime(startAt));
  await typeTime(wizard.getByTestId('field-endAt'), pickerTime(startAt + 4 * 3_600_000));
  await typeTime(wizard.getByTestId('field-registrationDeadline'), pickerTime(startAt - 60_000));
  await wizard.getByTestId('field-participants').fill('8');
  await wizard.getByTestId('field-teamCount').fill('4');
  await wizard.getByTestId('field-rounds').fill('2');
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.getByTestId('teams-empty-hint')).toBeVisible();
  await wizard.getByTestId('wizard-create').click();
  const success = lecturerPage.getByTestId('success-dialog');
  await expect(success.getByTestId('success-name')).toHaveText(courseName);

  // From the success dialog, one code for four people.
  await success.getByTestId('success-invite').click();
  await expect(lecturerPage).toHaveURL(/#\/initiate-invitation\?courseId=\d+$/);
  const courseId = Number(/courseId=(\d+)/.exec(lecturerPage.url())![1]);
  const created = (await lecturer.post('/course/get.json', { id: courseId })).body;
  expect(created.course).toMatchObject({ name: courseName, status: 'inviting', rounds: 2, lecturer: { name: expect.any(String) } });
  expect(created.teams.map((t: { members: unknown[] }) => t.members.length)).toEqual([0, 0, 0, 0]);
  const teamIds: number[] = created.teams.map((t: { id: number }) => t.id);
  const coursePage = `/#/general-coursedetails?id=${courseId}`;
  await expect(lecturerPage.getByTestId('invite-course-line')).toContainText(courseName);
  await lecturerPage.getByTestId('invite-count').fill('1');
  await lecturerPage.getByTestId('invite-uses').fill('4');
  await lecturerPage.getByTestId('invite-generate').click();
  const codeCell = lecturerPage.getByTestId('codes-table').getByTestId('invite-code').first();
  await expect(codeCell).toHaveText(/^[A-Z2-9]{8}$/);
  const code = (await codeCell.textContent())!.trim();

  // Four students join with it, each into a team of their own (and so its captain).
  await Promise.all(
    students.map(async (page, i) => {
      await page.getByTestId('join-by-code-input').fill(code);
      await page.getByTestId('join-by-code-submit').click();
      await expect(page.getByTestId('join-course')).toBeVisible();
      await page.getByTestId(`join-team-${teamIds[people[i].team]}`).click();
      await page.getByTestId('join-submit').click();
      await expect(page.getByTestId(`team-${teamIds[people[i].team]}`)).toContainText(people[i].name);
    }),
  );

  // The course starts by itself on time.
  await expect
    .poll(async () => (await lecturer.post('/course/get.json', { id: courseId })).body.course.status, { timeout: 5 * 60_000, intervals: [3_000] })
    .toBe('in_progress');

  // Each student reads the case: chapter 1 done. Chapter 2 is not open yet.
  for (const page of students) {
    await page.goto(`${coursePage}&section=ch1.case`);
    await page.reload();
    await page.getByTestId('mark-chapter-done').click();
    await expect(page.getByTestId('chapter-1')).toHaveAttribute('data-status', 'completed');
  }

  // The lecturer opens the game console from the course page (in Chinese now) and starts the game:
  // no practice round, rounds close as soon as every team has submitted, and chapter 2 opens with
  // the start.
  await lecturerPage.goto(`${coursePage}&section=manage`);
  await switchLanguage(lecturerPage, '简体中文');
  await expect(lecturerPage.getByTestId('game-link')).toHaveText(/打开游戏控制台/);
  await lecturerPage.getByTestId('game-link').click();
  await expect(lecturerPage).toHaveURL(new RegExp(`#/online\\?courseId=${courseId}$`));
  await expect(lecturerPage.getByTestId('start-game')).toBeVisible();
  await lecturerPage.getByTestId('start-practice').click();
  await expect(lecturerPage.getByTestId('start-practice')).toHaveAttribute('aria-checked', 'false');
  await expect(lecturerPage.getByTestId('start-close-when-all')).toHaveAttribute('aria-checked', 'true');
  await expect(lecturerPage.getByTestId('start-release-chapter2')).toHaveAttribute('aria-checked', 'true');
  await lecturerPage.getByTestId('start-button').click();
  await confirmDialog(lecturerPage);
  await expect(lecturerPage.getByTestId('round-label')).toHaveText(roundLabel('zh-CN', 1, 2));
  expect((await lecturer.post('/course/get.json', { id: courseId })).body.course.chaptersUnlocked).toBeGreaterThanOrEqual(2);

  // The students reach the running game from the course page's chapter 2.
  for (const [i, page] of students.entries()) {
    await page.goto(`${coursePage}&section=ch2.simulation`);
    await page.reload();
    await page.getByTestId('enter-game').click();
    await expect(page).toHaveURL(new RegExp(`#/online\\?courseId=${courseId}$`));
    await expect(page.getByTestId('round-label')).toHaveText(roundLabel(people[i].locale, 1, 2));
  }

  // Two rounds, each closed by the last captain's submit (the deadline is 30 minutes away).
  for (const round of [1, 2]) {
    for (const [i, page] of students.entries()) {
      await expect(page.getByTestId('decision-panel')).toBeVisible();
      await page.getByTestId('field-price').fill(people[i].price);
      await page.getByTestId('submit-decision').click();
      await confirmDialog(page);
      if (i < students.length - 1) await expect(page.getByTestId('submitted-state')).toBeVisible();
    }
    if (round === 1) {
      for (const [i, page] of students.entries()) await expect(page.getByTestId('round-label')).toHaveText(roundLabel(people[i].locale, 2, 2), { timeout: 30_000 });
    }
  }
  await expect(lecturerPage.getByTestId('game')).toHaveAttribute('data-status', 'finished', { timeout: 30_000 });
  const { rounds } = (await lecturer.post('/game/ms/state.json', { courseId })).body;
  expect(rounds).toHaveLength(2);
  for (const r of rounds) expect(Date.parse(r.settledAt)).toBeLessThan(Date.parse(r.deadline));
  // Who submitted each round is shown after the game, to the students too: each captain, twice.
  await students[0].reload();
  await expect(students[0].getByTestId('game')).toHaveAttribute('data-status', 'finished');
  const submissions = students[0].getByTestId('submissions');
  for (const p of people) await expect(submissions.getByText(p.name, { exact: true })).toHaveCount(2);

  // The game graded chapter 2. The lecturer releases chapter 3 (in English).
  await lecturerPage.goto(`${coursePage}&section=manage`);
  await switchLanguage(lecturerPage, 'English');
  await expect(lecturerPage.getByTestId('release-2')).toContainText('Released');
  await lecturerPage.getByTestId('unlock-3').first().click();
  await confirmDialog(lecturerPage);
  await expect(lecturerPage.getByTestId('release-3')).toContainText('Released');

  // The lecturer names an operator for a Chinese and an English team.
  const finishers = [0, 2];
  await lecturerPage.goto(`${coursePage}&section=ch3.operator`);
  await lecturerPage.reload();
  for (const i of finishers) {
    const card = lecturerPage.getByTestId(`operator-${teamIds[people[i].team]}`);
    await pick(lecturerPage, card.getByTestId('operator-select'), people[i].name);
    await card.getByTestId('operator-save').click();
    await expect(card.getByTestId('operator-name')).toHaveText(people[i].name);
  }

  // Each operator submits the plan and generates a certificate in their own language.
  for (const i of finishers) {
    const page = students[i];
    const zh = people[i].locale === 'zh-CN';
    await page.goto(`${coursePage}&section=ch3.plan`);
    await page.reload();
    await page.getByTestId('plan-input').fill(zh ? '目标：下季度把库存周转提高两成。行动：每周复盘价格与产量，月底汇报。' : 'Goal: turn stock over 20% faster next quarter. Actions: review price and output every week, report at month end.');
    await page.getByTestId('plan-submit').click();
    await expect(page.getByTestId('chapter-3')).toHaveAttribute('data-status', 'completed');
    await page.getByTestId('section-certificate').click();
    await expect(page.getByTestId('certificate-name')).toHaveValue(people[i].name);
    await page.getByTestId('certificate-generate').click();
    await expect(page.getByTestId('certificate-number')).toHaveText(/^ST-/);
    await expect(page.getByTestId('certificate-holder')).toHaveText(people[i].name);
    const pdf = await page.request.get((await page.getByTestId('certificate-pdf').getAttribute('href'))!);
    expect(pdf.ok()).toBe(true);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
    const text = (await parser.getText()).text.replace(/\s+/g, '');
    await parser.destroy();
    expect(text).toContain(people[i].name.replace(/\s+/g, ''));
  }

  // My grades and the game page at phone width, in both languages, for a person to look at.
  for (const i of finishers) {
    const phone = await pageAs(browser, people[i].mobile, people[i].password, { locale: people[i].locale, viewport: { width: 390, height: 844 } });
    const lang = people[i].locale === 'zh-CN' ? 'zh' : 'en';
    await phone.goto('/#/myGrades');
    await expect(phone.getByTestId('grades-table')).toContainText(courseName);
    await expect(phone.locator('.ant-spin-blur')).toHaveCount(0);
    // The actions come right after the course on a phone: both are on screen without scrolling.
    const row = phone.getByTestId('grades-table').locator('tr', { hasText: courseName });
    await expect(row.getByRole('button', { name: lang === 'zh' ? '查看领奖台' : "Winners' podium" })).toBeInViewport();
    await test.info().attach(`phone-mygrades-${lang}`, { body: await phone.screenshot({ fullPage: true }), contentType: 'image/png' });
    await phone.goto(`/#/online?courseId=${courseId}`);
    await expect(phone.getByTestId('game')).toHaveAttribute('data-status', 'finished');
    expect(await phone.evaluate(() => window.scrollY)).toBe(0);
    // The charts load lazily: photograph the page once the rounds' chart is drawn.
    await expect(phone.getByTestId('results-panel').locator('[role="img"] svg').first()).toBeVisible();
    await test.info().attach(`phone-game-${lang}`, { body: await phone.screenshot({ fullPage: true }), contentType: 'image/png' });
    await phone.context().close();
  }

  await lecturer.ctx.dispose();
});
