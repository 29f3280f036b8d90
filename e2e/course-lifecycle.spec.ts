import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { apiAs, freshMobile, pageAs } from './helpers';
import { pick } from './peopleKit';

/**
 * A whole course, as its people live it: the lecturer's course (made through the API; the wizard
 * has its own spec) starts by itself on time; a student joins with an invite code the lecturer made
 * in the browser and picks a team; the chief admin releases the chapters; the student prepares,
 * the lecturer grades the simulation, the operator submits the plan; the student's certificate PDF
 * carries their Chinese name and its QR page says it is genuine.
 */

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

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
  const mobile = freshMobile();
  expect((await admin.post('/user/member/add.json', { members: [{ name: studentName, mobile }], initialPassword: 'Secret99' })).head.code).toBe('000000');

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

  // The chief admin releases chapter 2 in the browser.
  const adminPage = await pageAs(browser, 'admin');
  await adminPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await expect(adminPage.getByTestId('course-status').first()).toHaveText('进行中');
  await adminPage.getByTestId('unlock-2').first().click();
  await confirm(adminPage, 'confirm-unlock');
  await expect(adminPage.getByTestId('release-2')).toContainText('已开放');

  // The student prepares: chapter 1 done.
  await student.goto(`/#/general-coursedetails?id=${courseId}&section=ch1.case`);
  await student.reload();
  await expect(student.getByTestId('chapter-text')).toContainText('新能源车企');
  await student.getByTestId('mark-chapter-done').click();
  await expect(student.getByTestId('chapter-1')).toHaveAttribute('data-status', 'completed');
  // Chapter 2 is open: the market simulation's way in.
  await student.getByTestId('section-ch2.simulation').click();
  await expect(student.getByTestId('enter-game')).toHaveAttribute('href', `#/online?courseId=${courseId}`);

  // The lecturer grades the simulation in the browser.
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await lecturerPage.getByTestId('grade-open').click();
  const detail = (await admin.post('/course/get.json', { id: courseId })).body;
  const me = detail.teams.flatMap((t: any) => t.members).find((m: any) => m.name === studentName);
  await lecturerPage.getByTestId(`score-${me.userId}`).fill('86');
  await lecturerPage.getByTestId('grade-submit').click();
  await expect(lecturerPage.getByTestId('grade-drawer')).toBeHidden();

  // The chief admin releases chapter 3.
  await adminPage.reload();
  await expect(adminPage.getByTestId('release-2')).toBeVisible();
  await adminPage.getByTestId('unlock-3').first().click();
  await confirm(adminPage, 'confirm-unlock');
  // Nothing is left to release: the menu shows chapter 3 open.
  await expect(adminPage.getByTestId('chapter-3')).toHaveAttribute('data-status', 'open');

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
