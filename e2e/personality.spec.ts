import fs from 'node:fs';
import { personality } from '@sandtable/sim/assessments';
import { expect, test, type Page } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled } from './helpers';
import { createTeamRoleCourse } from './assessKit';
import { pick } from './peopleKit';

/**
 * The personality test in the browser (issue 14, service type 6): the lecturer assigns it from the
 * course page; a member finds it on /test and takes it in Chinese — saving part 1 with statements
 * left open is refused and marks them, a statement is answered by keyboard, a half-finished test
 * resumes at part 4 — and reads the report and its PDFs; the lecturer reads it from the course page
 * (the member's tests); a second member takes it in English at phone width and reads the English
 * report. Screenshots go to /tmp/shots-bf/.
 */
const SHOTS = '/tmp/shots-bf';

type Rating = (item: personality.PersonalityItem) => personality.LikertValue;

/** Answers the shown part (every statement as `rate` says, the middle unless told), then saves. */
async function answerPart(page: Page, n: number, rate: Rating = () => 3) {
  await expect(page.getByTestId('bf-part')).toHaveAttribute('data-part', String(n));
  for (const item of personality.PARTS[n - 1].items) await page.getByTestId(`bf-${item.id}-${rate(item)}`).click();
  await expect(page.getByTestId('bf-total')).toHaveAttribute('data-state', 'exact');
  await page.getByTestId('bf-next').click();
}

async function shoot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a lecturer assigns the personality test; members take it and read their profile, in Chinese and English', async ({ browser }) => {
  // A long flow: three times the default bound on a hang (every wait below is on a condition).
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  const lecturer = await apiAs('lecturer');
  const { courseId, people } = await createTeamRoleCourse(lecturer.post, ['性格测评人', 'Personality Taker']);
  await lecturer.ctx.dispose();

  // The lecturer assigns it from the course page (in Chinese).
  const lecturerPage = await pageAs(browser, 'lecturer');
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await pick(lecturerPage, lecturerPage.getByTestId('assign-instrument'), '性格测评');
  await lecturerPage.getByTestId('assign-submit').click();
  await expect(lecturerPage.getByTestId('assessment-personality')).toContainText('性格测评');
  await lecturerPage.context().close();

  // A member finds it on /test and starts it (Chinese).
  const member = await pageAs(browser, people[0].mobile, 'Secret99');
  await member.goto('/#/test');
  await expect(member.getByTestId('tests')).toContainText('性格测评');
  await member.getByTestId(`take-personality-${courseId}`).click();
  await expect(member.getByTestId('bf-test')).toContainText('性格测评');
  const first = personality.PARTS[0].items;

  // Part 1 with statements left open: refused, the count said and each open statement marked.
  await member.getByTestId(`bf-${first[0].id}-4`).click();
  await member.getByTestId(`bf-${first[1].id}-2`).click();
  await member.getByTestId('bf-next').click();
  await expect(member.getByTestId('bf-total-error')).toContainText('本部分还有 8 句未回答');
  await expect(member.getByText('请选择这句话与你的符合程度')).toHaveCount(8);
  await shoot(member, 'test-zh-CN-desktop');
  // By keyboard: the third statement's middle point, then the arrow key moves the choice one point up the scale.
  const third = member.getByRole('group', { name: `第 3 句：${first[2].text.zh}` });
  const middle = third.getByRole('radio', { name: personality.LIKERT_LABELS[3].zh });
  await middle.focus();
  await member.keyboard.press('Space');
  await expect(middle).toBeChecked();
  await member.keyboard.press('ArrowRight');
  await expect(third.getByRole('radio', { name: personality.LIKERT_LABELS[4].zh })).toBeChecked();
  await expect(member.getByText('请选择这句话与你的符合程度')).toHaveCount(7);
  await expectAccessible(member, 'personality test part (zh)');
  await answerPart(member, 1);
  await answerPart(member, 2);
  await answerPart(member, 3);
  await expect(member.getByTestId('bf-part')).toHaveAttribute('data-part', '4');

  // Half finished: a reload resumes at part 4; the last save submits and opens the report.
  await member.reload();
  await expect(member.getByTestId('bf-resumed')).toContainText('4');
  await answerPart(member, 4);
  await answerPart(member, 5);
  await expect(member.getByTestId('bf-report')).toBeVisible();
  await expect(member.getByTestId('bf-domains').locator('tbody tr.ant-table-row')).toHaveCount(5);
  await expect(member.getByTestId('bf-norm')).toContainText('暂行参照');
  await expect(member.getByTestId('bf-descriptions')).toContainText('值得留意');
  await settled(member);
  await expectAccessible(member, 'personality report (zh)');
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
  await expect(drawer).toContainText('性格测评');
  await drawer.getByTestId('member-report-personality').click();
  await expect(manager.getByTestId('bf-report')).toContainText(`${people[0].name}的性格画像`);
  await expect(manager.getByTestId('bf-domains').locator('tbody tr.ant-table-row')).toHaveCount(5);
  await manager.context().close();

  // A second member in English at phone width: the same refusal in English, then the whole test and the English report.
  const phone = await pageAs(browser, people[1].mobile, 'Secret99', { locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/#/test');
  await phone.getByTestId(`take-personality-${courseId}`).click();
  await expect(phone.getByTestId('bf-test')).toContainText('Personality test');
  await phone.getByTestId('bf-next').click();
  await expect(phone.getByTestId('bf-total-error')).toContainText('10 statements in this part are not answered yet');
  await expect(phone.getByText('choose how accurately this describes you')).toHaveCount(10);
  await shoot(phone, 'test-en-US-phone');
  await expectAccessible(phone, 'personality test part (en, phone)');
  // As outgoing as the scale allows (extraversion 50), the middle elsewhere (30).
  const outgoing: Rating = (item) => (item.domain === 'extraversion' ? (item.keyed === 1 ? 5 : 1) : 3);
  for (const n of [1, 2, 3, 4, 5]) await answerPart(phone, n, outgoing);
  await expect(phone.getByTestId('bf-report')).toContainText('My personality profile');
  const extraversion = phone.getByTestId('bf-domains').locator('tbody tr.ant-table-row').first();
  await expect(extraversion).toContainText('Extraversion');
  await expect(extraversion).toContainText('50');
  await expect(extraversion).toContainText('Higher than most');
  await expect(phone.getByTestId('bf-domain-extraversion')).toContainText(personality.domainOf('extraversion').bands.high.watchOut.en);
  await settled(phone);
  await expectAccessible(phone, 'personality report (en, phone)');
  await shoot(phone, 'report-en-US-phone');
  await phone.context().close();
});
