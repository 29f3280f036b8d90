import fs from 'node:fs';
import { communication } from '@sandtable/sim/assessments';
import { expect, test, type Page } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled } from './helpers';
import { createTeamRoleCourse } from './assessKit';
import { pick } from './peopleKit';

/**
 * The communication-style test in the browser (issue 14, service type 8): the lecturer assigns it
 * from the course page; a member finds it on /test and takes it in Chinese — saving part 1 with
 * statements left open is refused and marks them, a statement is answered by keyboard, a
 * half-finished test resumes at part 3 — and reads the report (the map with its table, the style,
 * the advice) and its PDFs; the lecturer reads that report from the course page (the member's
 * tests); a second member takes it in English at phone width. Axe on both pages and the drawer.
 * Screenshots go to /tmp/shots-cs/.
 */
const SHOTS = '/tmp/shots-cs';

type Poles = Record<communication.PoleId, number>;

/** Answers the shown part, every statement of a pole with `poles[pole]`, then saves. */
async function answerPart(page: Page, n: number, poles: Poles) {
  await expect(page.getByTestId('cs-part')).toHaveAttribute('data-part', String(n));
  for (const item of communication.PARTS[n - 1].items) await page.getByTestId(`cs-${item.id}-${poles[item.pole]}`).click();
  await expect(page.getByTestId('cs-total')).toHaveAttribute('data-state', 'exact');
  await page.getByTestId('cs-next').click();
}

async function shoot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a lecturer assigns the communication-style test; members take it and read their report, in Chinese and English', async ({ browser }) => {
  // A long flow: three times the default bound on a hang (every wait below is on a condition).
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  const lecturer = await apiAs('lecturer');
  const { courseId, people } = await createTeamRoleCourse(lecturer.post, ['沟通测评人', 'Comm Taker']);
  await lecturer.ctx.dispose();

  // The lecturer assigns it from the course page (in Chinese).
  const lecturerPage = await pageAs(browser, 'lecturer');
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await pick(lecturerPage, lecturerPage.getByTestId('assign-instrument'), '沟通风格测评');
  await lecturerPage.getByTestId('assign-submit').click();
  await expect(lecturerPage.getByTestId('assessment-communication')).toContainText('沟通风格测评');
  await lecturerPage.context().close();

  // A member finds it on /test and starts it (Chinese).
  const member = await pageAs(browser, people[0].mobile, 'Secret99');
  await member.goto('/#/test');
  await expect(member.getByTestId('tests')).toContainText('沟通风格测评');
  await member.getByTestId(`take-communication-${courseId}`).click();
  await expect(member.getByTestId('cs-test')).toContainText('沟通风格测评');
  const first = communication.PARTS[0].items;

  // Part 1 with statements left open: refused, the count said and each open statement marked.
  await member.getByTestId(`cs-${first[0].id}-2`).click();
  await member.getByTestId(`cs-${first[1].id}-5`).click();
  await member.getByTestId('cs-next').click();
  await expect(member.getByTestId('cs-total-error')).toContainText('本部分还有 6 句未回答');
  await expect(member.getByText('请选择这句话有多像你')).toHaveCount(6);
  await shoot(member, 'test-zh-CN-desktop');
  // By keyboard: the third statement's middle answer, then the arrow key moves the choice one up.
  const third = member.getByRole('group', { name: `3. ${first[2].text.zh}` });
  const middle = third.getByRole('radio', { name: communication.SCALE[2].zh });
  await middle.focus();
  await member.keyboard.press('Space');
  await expect(middle).toBeChecked();
  await member.keyboard.press('ArrowRight');
  await expect(third.getByRole('radio', { name: communication.SCALE[3].zh })).toBeChecked();
  await expect(member.getByText('请选择这句话有多像你')).toHaveCount(5);
  await expectAccessible(member, 'communication-style test part (zh)');
  // Tells throughout, asks seldom, a little more task than people: decisive.
  const decisive: Poles = { tells: 5, asks: 2, task: 4, people: 3 };
  await answerPart(member, 1, decisive);
  await answerPart(member, 2, decisive);
  await expect(member.getByTestId('cs-part')).toHaveAttribute('data-part', '3');

  // Half finished: a reload resumes at part 3; the last save submits and opens the report.
  await member.reload();
  await expect(member.getByTestId('cs-resumed')).toContainText('3');
  await answerPart(member, 3, decisive);
  await expect(member.getByTestId('cs-report')).toContainText('我的沟通风格');
  await expect(member.getByTestId('cs-style')).toHaveText('果断型');
  await expect(member.getByTestId('cs-axes').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(member.getByTestId('cs-axes')).toContainText('表明');
  await expect(member.getByRole('img', { name: /你在两个维度上的位置/ })).toBeVisible();
  await expect(member.getByTestId('cs-norm')).toContainText('暂行参照');
  await expect(member.getByTestId('cs-advice')).toContainText(communication.WORKING_WITH.decisive.supportive.zh);
  await settled(member);
  await expectAccessible(member, 'communication-style report (zh)');
  await shoot(member, 'report-zh-CN-desktop');
  for (const lang of ['zh', 'en'] as const) {
    const pdf = await member.request.get((await member.getByTestId(`pdf-${lang}`).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  const id = Number(new URL(member.url().replace('/#/', '/')).searchParams.get('assessmentId'));
  await member.context().close();

  // The lecturer reads that member's report from the course page: the member's tests, then the report.
  const manager = await pageAs(browser, 'lecturer');
  await manager.goto(`/#/general-coursedetails?id=${courseId}&section=teams`);
  await manager.getByRole('button', { name: `${people[0].name}的测评` }).click();
  const drawer = manager.getByRole('dialog', { name: `${people[0].name}的测评` });
  await expect(drawer).toContainText('沟通风格测评');
  await settled(manager);
  await expectAccessible(manager, 'a member’s tests (zh)', drawer);
  await drawer.getByTestId('member-report-communication').click();
  await expect(manager.getByTestId('cs-report')).toContainText(`${people[0].name}的沟通风格`);
  await expect(manager.getByTestId('cs-style')).toHaveText('果断型');
  await manager.context().close();

  // A second member in English at phone width: the same refusal in English, then the whole test and the English report.
  const phone = await pageAs(browser, people[1].mobile, 'Secret99', { locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/#/test');
  await phone.getByTestId(`take-communication-${courseId}`).click();
  await expect(phone.getByTestId('cs-test')).toContainText('Communication-style test');
  await phone.getByTestId('cs-next').click();
  await expect(phone.getByTestId('cs-total-error')).toContainText('Statements in this part not answered yet: 8');
  await expect(phone.getByText('choose how much the statement is like you')).toHaveCount(8);
  await shoot(phone, 'test-en-US-phone');
  await expectAccessible(phone, 'communication-style test part (en, phone)');
  // Asks and people throughout: supportive.
  const supportive: Poles = { tells: 1, asks: 5, task: 2, people: 5 };
  for (const n of [1, 2, 3]) await answerPart(phone, n, supportive);
  await expect(phone.getByTestId('cs-report')).toContainText('My communication style');
  await expect(phone.getByTestId('cs-style')).toHaveText('Supportive');
  await expect(phone.getByTestId('cs-axes')).toContainText('Asks');
  await expect(phone.getByTestId('cs-advice')).toContainText(communication.WORKING_WITH.supportive.decisive.en);
  await settled(phone);
  await expectAccessible(phone, 'communication-style report (en, phone)');
  await shoot(phone, 'report-en-US-phone');
  await phone.context().close();

  // The remaining screenshots: the first member's report in English at desktop width and in Chinese on a phone.
  for (const [locale, size] of [['en-US', 'desktop'], ['zh-CN', 'phone']] as const) {
    const viewport = size === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 860 };
    const reader = await pageAs(browser, people[0].mobile, 'Secret99', { locale, viewport, isMobile: size === 'phone', hasTouch: size === 'phone' });
    await reader.goto(`/#/comm-report?assessmentId=${id}`);
    await expect(reader.getByTestId('cs-axes')).toBeVisible();
    await shoot(reader, `report-${locale}-${size}`);
    await reader.context().close();
  }
});
