import fs from 'node:fs';
import { conflict } from '@sandtable/sim/assessments';
import { expect, test, type Page } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled } from './helpers';
import { createTeamRoleCourse } from './assessKit';
import { pick } from './peopleKit';

/**
 * The conflict-handling test in the browser (issue 14): the lecturer assigns it from the course page;
 * a member finds it on /test and takes it in Chinese — saving part 1 with pairs left open is refused
 * and marks them, a pair is answered by keyboard, a half-finished test resumes at part 3 — and reads
 * the report and its PDFs; a second member takes it in English at phone width and reads the English
 * report; the lecturer reads the first member's report from the course page (the member's tests).
 * Screenshots of both pages in both languages at desktop and phone width go to /tmp/shots-cf/.
 */
const SHOTS = '/tmp/shots-cf';

/** Answers the shown part: every pair's statement `o` (or as `pick` says), then saves. */
async function answerPart(page: Page, n: number, pick: (pair: conflict.ConflictPair) => conflict.OptionId = () => 'a') {
  const part = page.getByTestId('cf-part');
  await expect(part).toHaveAttribute('data-part', String(n));
  for (const pair of conflict.PARTS[n - 1].pairs) await page.getByTestId(`cf-${pair.id}-${pick(pair)}`).click();
  await expect(page.getByTestId('cf-total')).toHaveAttribute('data-state', 'exact');
  await page.getByTestId('cf-next').click();
}

async function shoot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a lecturer assigns the conflict-handling test; members take it and read their report, in Chinese and English', async ({ browser }) => {
  // A long flow: three times the default bound on a hang (every wait below is on a condition).
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  const lecturer = await apiAs('lecturer');
  const { courseId, people } = await createTeamRoleCourse(lecturer.post, ['冲突测评人', 'Conflict Taker', '冲突未答者']);
  await lecturer.ctx.dispose();

  // The lecturer assigns it from the course page (in Chinese).
  const lecturerPage = await pageAs(browser, 'lecturer');
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await pick(lecturerPage, lecturerPage.getByTestId('assign-instrument'), '冲突处理测评');
  await lecturerPage.getByTestId('assign-submit').click();
  await expect(lecturerPage.getByTestId('assessment-conflict')).toContainText('冲突处理测评');
  await lecturerPage.context().close();

  // A member finds it on /test and starts it (Chinese).
  const member = await pageAs(browser, people[0].mobile, 'Secret99');
  await member.goto('/#/test');
  await expect(member.getByTestId('tests')).toContainText('冲突处理测评');
  await member.getByTestId(`take-conflict-${courseId}`).click();
  await expect(member.getByTestId('cf-test')).toContainText('冲突处理测评');
  const first = conflict.PARTS[0].pairs;

  // Part 1 with pairs left open: refused, the count said and each open pair marked.
  await member.getByTestId(`cf-${first[0].id}-a`).click();
  await member.getByTestId(`cf-${first[1].id}-b`).click();
  await member.getByTestId('cf-next').click();
  await expect(member.getByTestId('cf-total-error')).toContainText('本部分还有 8 组未回答');
  await expect(member.getByText('请在两句话中选择一句')).toHaveCount(8);
  await shoot(member, 'test-zh-CN-desktop');
  // By keyboard: the third pair's first statement, then the arrow key moves the choice to the second.
  const third = member.getByRole('radio', { name: first[2].a.text.zh });
  await third.focus();
  await member.keyboard.press('Space');
  await expect(third).toBeChecked();
  await member.keyboard.press('ArrowRight');
  await expect(member.getByRole('radio', { name: first[2].b.text.zh })).toBeChecked();
  await expectAccessible(member, 'conflict-handling test part (zh)');
  await answerPart(member, 1, (pair) => (pair.id === first[1].id || pair.id === first[2].id ? 'b' : 'a'));
  await answerPart(member, 2);
  await expect(member.getByTestId('cf-part')).toHaveAttribute('data-part', '3');

  // Half finished: a reload resumes at part 3; the last save submits and opens the report.
  await member.reload();
  await expect(member.getByTestId('cf-resumed')).toContainText('3');
  await answerPart(member, 3);
  await expect(member.getByTestId('cf-report')).toBeVisible();
  await expect(member.getByTestId('cf-modes').locator('tbody tr.ant-table-row')).toHaveCount(5);
  await expect(member.getByTestId('cf-norm')).toContainText('暂行参照');
  await expect(member.getByTestId('cf-advice')).toContainText('注意避免过度使用');
  await settled(member);
  await expectAccessible(member, 'conflict-handling report (zh)');
  await shoot(member, 'report-zh-CN-desktop');
  for (const lang of ['zh', 'en'] as const) {
    const pdf = await member.request.get((await member.getByTestId(`pdf-${lang}`).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await member.context().close();

  // The lecturer reads that member's report from the course page: the member's tests, then the report.
  const manager = await pageAs(browser, 'lecturer');
  await manager.goto(`/#/general-coursedetails?id=${courseId}&section=teams`);
  await manager.getByRole('button', { name: `${people[0].name}的测评` }).click();
  const drawer = manager.getByRole('dialog', { name: `${people[0].name}的测评` });
  await expect(drawer).toContainText('冲突处理测评');
  await settled(manager);
  await expectAccessible(manager, 'a member’s tests (zh)', drawer);
  await shoot(manager, 'member-tests-zh-CN-desktop');
  await drawer.getByTestId('member-report-conflict').click();
  await expect(manager.getByTestId('cf-report')).toContainText(`${people[0].name}的冲突处理方式`);
  await expect(manager.getByTestId('cf-modes').locator('tbody tr.ant-table-row')).toHaveCount(5);
  await manager.context().close();

  // A second member in English at phone width: the same refusal in English, then the whole test and the English report.
  const phone = await pageAs(browser, people[1].mobile, 'Secret99', { locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/#/test');
  await phone.getByTestId(`take-conflict-${courseId}`).click();
  await expect(phone.getByTestId('cf-test')).toContainText('Conflict-handling test');
  await phone.getByTestId('cf-next').click();
  await expect(phone.getByTestId('cf-total-error')).toContainText('10 pairs in this part are not answered yet');
  await expect(phone.getByText('choose one of the two statements')).toHaveCount(10);
  await shoot(phone, 'test-en-US-phone');
  await expectAccessible(phone, 'conflict-handling test part (en, phone)');
  // In every pair the mode earlier in `order`: competing 12 points (most used), collaborating 0 (least used).
  const order: conflict.ModeId[] = ['competing', 'accommodating', 'compromising', 'avoiding', 'collaborating'];
  const prefer = (pair: conflict.ConflictPair): conflict.OptionId => (order.indexOf(pair.a.mode) < order.indexOf(pair.b.mode) ? 'a' : 'b');
  for (const n of [1, 2, 3]) await answerPart(phone, n, prefer);
  await expect(phone.getByTestId('cf-report')).toContainText('My conflict-handling modes');
  await expect(phone.getByTestId('cf-dominant')).toHaveText('Competing');
  await expect(phone.getByTestId('cf-least')).toHaveText('Collaborating');
  await expect(phone.getByTestId('cf-modes')).toContainText('Used more than most');
  await settled(phone);
  await expectAccessible(phone, 'conflict-handling report (en, phone)');
  await shoot(phone, 'report-en-US-phone');

  // The remaining screenshots: each page in the other language and width (the test as a third member who has not answered, after a refused save).
  const id = Number(new URL(phone.url().replace('/#/', '/')).searchParams.get('assessmentId'));
  await phone.context().close();
  for (const [locale, size] of [['en-US', 'desktop'], ['zh-CN', 'phone']] as const) {
    const viewport = size === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 860 };
    const as = (who: { mobile: string }) => pageAs(browser, who.mobile, 'Secret99', { locale, viewport, isMobile: size === 'phone', hasTouch: size === 'phone' });
    const reader = await as(size === 'phone' ? people[1] : people[0]);
    await reader.goto(`/#/cf-report?assessmentId=${id}`);
    await expect(reader.getByTestId('cf-modes')).toBeVisible();
    await shoot(reader, `report-${locale}-${size}`);
    await reader.context().close();
    const taker = await as(people[2]);
    await taker.goto(`/#/cf-test?assessmentId=${id}`);
    await taker.getByTestId(`cf-${first[0].id}-b`).click();
    await taker.getByTestId('cf-next').click();
    await expect(taker.getByTestId('cf-total-error')).toBeVisible();
    await shoot(taker, `test-${locale}-${size}`);
    await taker.context().close();
  }
});
