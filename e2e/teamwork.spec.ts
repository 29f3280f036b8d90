import fs from 'node:fs';
import { teamwork } from '@sandtable/sim/assessments';
import { expect, test, type Page } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled } from './helpers';
import { agreeing, answerPart, assignOnCoursePage, createTeamRoleCourse, expectPdfLinks, openMemberReport, startFromTests, takeByApi } from './assessKit';

/**
 * The teamwork-status test in the browser (issue 14, service type 10): the lecturer assigns it from
 * the course page; a member finds it on /test and takes it in Chinese — saving part 1 with
 * statements left open is refused and marks them, a statement is answered by keyboard, a
 * half-finished test resumes at part 3 — and reads the report (where to start, the pyramid, the
 * team's view withheld while few have finished) and its PDFs; the lecturer reads it from the
 * course page (the member's tests); two more of the team answer, and a fourth takes it in English
 * at phone width and sees the team's mean. Axe on both pages and the drawer. Screenshots go to
 * /tmp/shots-tw/.
 */
const SHOTS = '/tmp/shots-tw';

type Levels = Record<teamwork.LevelId, teamwork.AgreementValue>;
const levels = (at: Partial<Levels>): Levels => ({ trust: 3, debate: 3, commitment: 3, standards: 3, results: 3, ...at });
/** The answer to `item` of someone who sees the team at `at` on its level. */
const answer = (item: teamwork.TeamworkItem, at: Levels) => agreeing(item.keyed, at[item.level]);

/** Answers the shown part, every statement as `at` gives it, then saves. */
const answerTwPart = (page: Page, n: number, at: Levels) => answerPart(page, 'tw', n, teamwork.PARTS[n - 1].items, (i) => answer(i, at));

async function shoot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 860 } };

test('a lecturer assigns the teamwork-status test; members take it and read where their team should start, in Chinese and English', async ({ browser }) => {
  // A long flow: three times the default bound on a hang (every wait below is on a condition).
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  const lecturer = await apiAs('lecturer');
  const { courseId, people } = await createTeamRoleCourse(lecturer.post, ['协作测评人', 'Team Taker', '协作队友', 'Team Mate']);
  await lecturer.ctx.dispose();

  // The lecturer assigns it from the course page (in Chinese); a member finds it on /test and starts it.
  await assignOnCoursePage(browser, courseId, 'teamwork', '团队协作状态测评');
  const member = await pageAs(browser, people[0].mobile, 'Secret99');
  await startFromTests(member, courseId, 'teamwork', '团队协作状态测评');
  await expect(member.getByTestId('tw-test')).toContainText('团队协作状态测评');
  const first = teamwork.PARTS[0].items;

  // Part 1 with statements left open: refused, the count said and each open statement marked.
  await member.getByTestId(`tw-${first[0].id}-2`).click();
  await member.getByTestId(`tw-${first[1].id}-5`).click();
  await member.getByTestId('tw-next').click();
  await expect(member.getByTestId('tw-total-error')).toContainText('本部分还有 8 句未回答');
  await expect(member.getByText('请选择你对这句关于团队的说法的同意程度')).toHaveCount(8);
  await shoot(member, 'test-zh-CN-desktop');
  // By keyboard: the third statement's middle answer, then the arrow key moves the choice one up.
  const third = member.getByRole('group', { name: `第 3 句：${first[2].text.zh}` });
  const middle = third.getByRole('radio', { name: teamwork.AGREEMENT_LABELS[3].zh, exact: true });
  await middle.focus();
  await member.keyboard.press('Space');
  await expect(middle).toBeChecked();
  await member.keyboard.press('ArrowRight');
  await expect(third.getByRole('radio', { name: teamwork.AGREEMENT_LABELS[4].zh, exact: true })).toBeChecked();
  await expect(member.getByText('请选择你对这句关于团队的说法的同意程度')).toHaveCount(7);
  await expectAccessible(member, 'teamwork-status test part (zh)');
  // Trust only middling, the levels above strong but standards weak: start at the foundation.
  const atFoundation = levels({ trust: 3, debate: 5, commitment: 4, standards: 1, results: 5 });
  await answerTwPart(member, 1, atFoundation);
  await answerTwPart(member, 2, atFoundation);
  await expect(member.getByTestId('tw-part')).toHaveAttribute('data-part', '3');

  // Half finished: a reload resumes at part 3; the last save submits and opens the report.
  await member.reload();
  await expect(member.getByTestId('tw-resumed')).toContainText('3');
  await answerTwPart(member, 3, atFoundation);
  await expect(member.getByTestId('tw-report')).toContainText('我的团队协作状态');
  await expect(member.getByTestId('tw-focus')).toContainText('从哪里入手：坦诚互信');
  await expect(member.getByTestId('tw-focus')).toContainText(teamwork.levelOf('trust').firstSteps.zh);
  await expect(member.getByTestId('tw-pyramid').getByRole('listitem')).toHaveCount(5);
  await expect(member.getByTestId('tw-tier-trust')).toContainText('从这里入手');
  await expect(member.getByTestId('tw-tier-standards')).toContainText('较低');
  await expect(member.getByTestId('tw-team-withheld')).toContainText('目前 1 / 4 人');
  await expect(member.getByTestId('tw-norm')).toContainText('暂定参照');
  await settled(member);
  await expectAccessible(member, 'teamwork-status report (zh)');
  await shoot(member, 'report-zh-CN-desktop-withheld');
  await expectPdfLinks(member);
  const id = Number(new URL(member.url().replace('/#/', '/')).searchParams.get('assessmentId'));
  // The member's scores (/evaluate-score) name where the team starts, and lead back to the report.
  await member.goto('/#/evaluate-score');
  await expect(member.getByTestId('headline-teamwork')).toHaveText('从「坦诚互信」入手');
  await member.getByTestId('score-report-teamwork').click();
  await expect(member.getByTestId('tw-focus')).toContainText('坦诚互信');
  await member.context().close();

  // The lecturer reads that member's report from the course page: the member's tests, then the report.
  const manager = await openMemberReport(browser, courseId, people[0], 'teamwork', '团队协作状态测评');
  await expect(manager.getByTestId('tw-report')).toContainText(`${people[0].name} 眼中的团队协作状态`);
  await expect(manager.getByTestId('tw-focus')).toContainText('坦诚互信');
  await manager.context().close();

  // Two more of the team answer (their test pages photographed first: Chinese on a phone, English on a desktop).
  for (const [k, locale, size] of [[2, 'zh-CN', 'phone'], [3, 'en-US', 'desktop']] as const) {
    const page = await pageAs(browser, people[k].mobile, 'Secret99', { locale, ...(size === 'phone' ? PHONE : DESKTOP) });
    await page.goto(`/#/tw-test?assessmentId=${id}`);
    await expect(page.getByTestId('tw-part')).toHaveAttribute('data-part', '1');
    await shoot(page, `test-${locale}-${size}`);
    await page.context().close();
    await takeByApi(people[k], id, teamwork.PARTS, (i) => answer(i, levels({ trust: 5, debate: 4, commitment: 2, standards: 2 })));
  }

  // A fourth member in English at phone width: the same refusal in English, the whole test, and the team's mean.
  const phone = await pageAs(browser, people[1].mobile, 'Secret99', { locale: 'en-US', ...PHONE });
  await startFromTests(phone, courseId, 'teamwork', 'Teamwork-status test');
  await expect(phone.getByTestId('tw-test')).toContainText('Teamwork-status test');
  await phone.getByTestId('tw-next').click();
  await expect(phone.getByTestId('tw-total-error')).toContainText('10 statements in this part are not answered yet');
  await expect(phone.getByText('choose how far you agree with this statement about your team')).toHaveCount(10);
  await shoot(phone, 'test-en-US-phone');
  await expectAccessible(phone, 'teamwork-status test part (en, phone)');
  // Candid and argued out, but decisions unclear: start with commitment.
  const atCommitment = levels({ trust: 5, debate: 5, commitment: 2 });
  for (const n of [1, 2, 3]) await answerTwPart(phone, n, atCommitment);
  await expect(phone.getByTestId('tw-report')).toContainText("My team's teamwork status");
  await expect(phone.getByTestId('tw-focus')).toContainText('Where to start: Clear commitment');
  await expect(phone.getByTestId('tw-team-levels').locator('tbody tr.ant-table-row')).toHaveCount(5);
  await expect(phone.getByTestId('tw-team')).toContainText('(4 of 4)');
  await expect(phone.getByTestId('tw-team-focus')).toContainText('Where the team starts');
  await settled(phone);
  await expectAccessible(phone, 'teamwork-status report (en, phone)');
  await shoot(phone, 'report-en-US-phone');
  await phone.context().close();

  // The remaining screenshots: the first member's report, the team's view now shown, in English at desktop width and in Chinese on a phone.
  for (const [locale, size] of [['en-US', 'desktop'], ['zh-CN', 'phone'], ['zh-CN', 'desktop']] as const) {
    const reader = await pageAs(browser, people[0].mobile, 'Secret99', { locale, ...(size === 'phone' ? PHONE : DESKTOP) });
    await reader.goto(`/#/tw-report?assessmentId=${id}`);
    await expect(reader.getByTestId('tw-team-levels')).toBeVisible();
    await shoot(reader, `report-${locale}-${size}`);
    await reader.context().close();
  }
});
