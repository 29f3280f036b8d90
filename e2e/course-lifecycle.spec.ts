import { expect, test, type Page } from './test';
import { PDFParse } from 'pdf-parse';
import { apiAs, createStudent, freshMobile, fromNow as at, pageAs, switchLanguage } from './helpers';
import { pick } from './peopleKit';

/**
 * A whole course, as its people live it: the lecturer's course (made through the API; the wizard
 * has its own spec) starts by itself on time; a student joins with an invite code the lecturer made
 * in the browser and picks a team; the lecturer (not the chief admin) releases the chapters, in
 * Chinese and in English, after a confirmation, and the page keeps showing them released; the
 * student reads the case, enters the game from chapter 2,
 * the lecturer grades the simulation, the operator submits the plan; the student's certificate PDF
 * carries their Chinese name and its QR page says it is genuine.
 */


async function confirm(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
}

test('a course from invitation to certificate', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const admin = await apiAs('admin');

  // The lecturer's course: four teams (the minimum to start), one student each; sign-up closes in
  // 60 s and the class starts in 90 s, so the server's clock has to start it.
  const seeded = ['红', '橙', '绿', '蓝'].map((c, i) => ({ team: `${c}队`, name: `学员${i + 1}`, mobile: freshMobile() }));
  const lecturer = await apiAs('lecturer');
  const created = await lecturer.post('/course/create.json', {
    kind: 'special',
    gameId: 'MS',
    name: `全流程课程 ${Date.now()}`,
    lecturerId: 3,
    startAt: at(90_000),
    endAt: at(3 * 3_600_000),
    registrationDeadline: at(60_000),
    participants: 12,
    teamCount: 4,
    rounds: 4,
    caseStudy: '一家新能源车企准备进入欧洲市场，需要在四个季度里决定价格、产能与渠道。',
    introduction: '四轮市场模拟，之后由每组的操作员提交行动计划。',
    priceFen: 0,
    advanceEntryHours: 0,
    objectivesZh: '理解价格与产能的取舍。',
    objectivesEn: 'Understand the trade-off between price and capacity.',
    certificate: { institutionZh: '沙盘商学院', institutionEn: 'Sandtable Business School' },
    teams: seeded.map((s, i) => ({ name: s.team, colour: ['#f5222d', '#fa8c16', '#52c41a', '#1677ff'][i], capacity: 3, members: [{ name: s.name, mobile: s.mobile }] })),
    initialPassword: 'Secret99',
  });
  expect(created.head, JSON.stringify(created.head)).toMatchObject({ code: '000000' });
  const courseId: number = created.body.course.id;
  const redTeam = created.body.teams.find((t: { name: string }) => t.name === '红队');

  // The student who will join with a code: an account of their own with a Chinese name.
  const studentName = '欧阳明月';
  const { mobile } = await createStudent(studentName);

  // The lecturer makes an invite code in the browser.
  const lecturerPage = await pageAs(browser, 'lecturer');
  await lecturerPage.goto(`/#/initiate-invitation?courseId=${courseId}`);
  await expect(lecturerPage.getByTestId('invite-course-line')).toContainText('全流程课程');
  await lecturerPage.getByTestId('invite-count').fill('2');
  await lecturerPage.getByTestId('invite-generate').click();
  const firstCode = lecturerPage.getByTestId('codes-table').getByTestId('invite-code').first();
  await expect(firstCode).toHaveText(/^[A-Z2-9]{8}$/);
  const code = (await firstCode.textContent())!.trim();

  // The student joins with it in the browser, into the red team.
  const student = await pageAs(browser, mobile, 'Secret99');
  await student.goto('/#/personal-course-list');
  await student.getByTestId('join-by-code-input').fill(code);
  await student.getByTestId('join-by-code-submit').click();
  await expect(student.getByTestId('join-course')).toBeVisible();
  await student.getByTestId(`join-team-${redTeam.id}`).click();
  await student.getByTestId('join-submit').click();
  await expect(student.getByTestId(`team-${redTeam.id}`)).toContainText('我的小组');
  await expect(student.getByTestId(`team-${redTeam.id}`)).toContainText(studentName);

  // The course starts by itself on time (the server's clock jobs poll every few seconds).
  await expect
    .poll(async () => (await admin.post('/course/get.json', { id: courseId })).body.course.status, { timeout: 4 * 60_000, intervals: [3_000] })
    .toBe('in_progress');

  // The lecturer releases chapter 2 in the browser (in Chinese), after a confirmation; the game
  // console is a click away from the course page.
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await expect(lecturerPage.getByTestId('course-status').first()).toHaveText('进行中');
  await expect(lecturerPage.getByTestId('game-link')).toHaveText(/打开游戏控制台/);
  await expect(lecturerPage.getByTestId('game-link')).toHaveAttribute('href', `#/online?courseId=${courseId}`);
  await expect(lecturerPage.getByTestId('release-2')).toContainText('未开放');
  await lecturerPage.getByTestId('unlock-2').first().click();
  await expect(lecturerPage.locator('.ant-modal-confirm')).toContainText('开放后无法撤回');
  await confirm(lecturerPage, 'confirm-unlock');
  await expect(lecturerPage.getByTestId('release-2')).toContainText('已开放');
  await expect(lecturerPage.getByTestId('release-2').getByTestId('unlock-2')).toHaveCount(0);

  // The student prepares: reading the case is chapter 1's one step.
  await student.goto(`/#/general-coursedetails?id=${courseId}&section=ch1.case`);
  await student.reload();
  await expect(student.getByTestId('chapter-text')).toContainText('新能源车企');
  await expect(student.getByTestId('mark-chapter-done')).toHaveText(/我已阅读案例/);
  await student.getByTestId('mark-chapter-done').click();
  await expect(student.getByTestId('chapter-1')).toHaveAttribute('data-status', 'completed');
  await expect(student.getByTestId('chapter-read-done')).toBeVisible();
  // Chapter 2 is open: the market simulation's way in, in the chapter and in the header.
  await student.getByTestId('section-ch2.simulation').click();
  await expect(student.getByTestId('enter-game')).toHaveAttribute('href', `#/online?courseId=${courseId}`);
  await expect(student.getByTestId('game-link')).toHaveText(/进入游戏/);
  await student.getByTestId('game-link').click();
  await expect(student).toHaveURL(new RegExp(`#/online\\?courseId=${courseId}$`));
  await expect(student.getByTestId('game-not-started')).toBeVisible();

  // The lecturer grades the simulation in the browser.
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await lecturerPage.getByTestId('grade-open').click();
  const detail = (await admin.post('/course/get.json', { id: courseId })).body;
  const me = detail.teams.flatMap((t: any) => t.members).find((m: any) => m.name === studentName);
  await lecturerPage.getByTestId(`score-${me.userId}`).fill('86');
  await lecturerPage.getByTestId('grade-submit').click();
  await expect(lecturerPage.getByTestId('grade-drawer')).toBeHidden();

  // The lecturer releases chapter 3, in English this time; the card keeps both chapters as released.
  await lecturerPage.reload();
  await switchLanguage(lecturerPage, 'English');
  await expect(lecturerPage.getByTestId('release-3')).toContainText('Not released');
  await lecturerPage.getByTestId('unlock-3').first().click();
  await expect(lecturerPage.locator('.ant-modal-confirm')).toContainText('A release cannot be taken back');
  await confirm(lecturerPage, 'confirm-unlock');
  await expect(lecturerPage.getByTestId('chapter-3')).toHaveAttribute('data-status', 'open');
  for (const n of [2, 3]) await expect(lecturerPage.getByTestId(`release-${n}`)).toContainText('Released');
  await expect(lecturerPage.getByTestId('unlock-3')).toHaveCount(0);
  await expect(lecturerPage.getByTestId('game-link')).toHaveText(/Open the game console/);
  await switchLanguage(lecturerPage, '简体中文');

  // The lecturer names the student the red team's operator.
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=ch3.operator`);
  await lecturerPage.reload();
  const operatorCard = lecturerPage.getByTestId(`operator-${redTeam.id}`);
  await pick(lecturerPage, operatorCard.getByTestId('operator-select'), studentName);
  await operatorCard.getByTestId('operator-save').click();
  await expect(operatorCard.getByTestId('operator-name')).toHaveText(studentName);

  // The student sees the score and, as operator, submits the team's action plan.
  await student.goto(`/#/general-coursedetails?id=${courseId}&section=ch2.result`);
  await student.reload();
  await expect(student.getByTestId('chapter-score')).toContainText('86');
  await student.getByTestId('section-ch3.plan').click();
  await student.getByTestId('plan-input').fill('目标：下季度把华东渠道的库存周转提高两成。行动：每周复盘价格与产能，由运营负责人跟进，月底汇报。');
  await student.getByTestId('plan-submit').click();
  await expect(student.getByTestId('action-plan')).toContainText('库存周转');
  await expect(student.getByTestId('chapter-3')).toHaveAttribute('data-status', 'completed');

  // The certificate: the name prefilled in Chinese, generated, its PDF and its QR page.
  await student.getByTestId('section-certificate').click();
  await expect(student.getByTestId('certificate-name')).toHaveValue(studentName);
  await student.getByTestId('certificate-generate').click();
  const number = student.getByTestId('certificate-number');
  await expect(number).toHaveText(/^ST-/);
  await expect(student.getByTestId('certificate-holder')).toHaveText(studentName);

  const pdfHref = (await student.getByTestId('certificate-pdf').getAttribute('href'))!;
  const pdf = await student.request.get(pdfHref);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text.replace(/\s+/g, '')).toContain(studentName);
  expect(text).toContain((await number.textContent())!.trim());

  const verifyHref = (await student.getByTestId('certificate-verify').getAttribute('href'))!;
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await visitor.goto(verifyHref.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.getByTestId('verify-genuine')).toBeVisible();
  await expect(visitor.getByTestId('verify-name')).toHaveText(studentName);

  await admin.ctx.dispose();
  await lecturer.ctx.dispose();
});
