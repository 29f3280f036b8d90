import { expect, test, type Page } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled, switchLanguage } from './helpers';
import { createTeamRoleCourse, rate } from './assessKit';

/**
 * The team-role test end to end (issue 14): a lecturer assigns it to a course from the course page;
 * a member takes it (too few and too many points refused live, a half-finished test resumed); three
 * observers rate them (two colleagues through the API, one by link in a browser of its own); the
 * member reads the self/observer report and its PDF in both languages; the team's coverage report.
 */

/** Gives one part's 10 points to its first statement and goes on. */
async function answerPart(page: Page, n: number) {
  const part = page.getByTestId('tr-part');
  await expect(part).toHaveAttribute('data-part', String(n));
  await part.getByRole('spinbutton').first().fill('10');
  await expect(page.getByTestId('tr-total')).toHaveAttribute('data-state', 'exact');
  await page.getByTestId('tr-next').click();
}

test('a lecturer assigns the team-role test; a member takes it, three observers rate them, reports and PDF in Chinese and English', async ({ browser }) => {
  // One test for the whole flow in both languages (the suite's time budget); a loaded machine needs the room.
  test.setTimeout(360_000);
  const lecturer = await apiAs('lecturer');
  const { courseId, teamId, people } = await createTeamRoleCourse(lecturer.post, ['测评人', '观察者甲', '观察者乙']);

  // The lecturer assigns the test from the course page (in Chinese).
  const lecturerPage = await pageAs(browser, 'lecturer');
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await lecturerPage.getByTestId('assign-submit').click();
  await expect(lecturerPage.getByTestId('assessment-team_role')).toContainText('团队角色测评');

  // The member takes it: part 1 with too few, then too many points, each refused with a live message.
  const member = await pageAs(browser, people[0].mobile, 'Secret99');
  await member.goto('/#/belbin');
  await member.getByTestId(`take-team_role-${courseId}`).click();
  const part = member.getByTestId('tr-part');
  await expect(part).toHaveAttribute('data-part', '1');
  const inputs = part.getByRole('spinbutton');
  await inputs.nth(0).fill('6');
  await inputs.nth(1).fill('3');
  await expect(member.getByTestId('tr-total')).toHaveAttribute('data-state', 'few');
  await expect(member.getByTestId('tr-total')).toContainText('9');
  await member.getByTestId('tr-next').click();
  await expect(member.getByTestId('tr-total-error')).toBeVisible();
  await inputs.nth(2).fill('2');
  await expect(member.getByTestId('tr-total')).toHaveAttribute('data-state', 'many');
  await expect(member.getByTestId('tr-total')).toContainText('11');
  await inputs.nth(2).fill('1');
  await expect(member.getByTestId('tr-total')).toHaveAttribute('data-state', 'exact');
  await expectAccessible(member, 'team-role test part');
  await member.getByTestId('tr-next').click();
  await answerPart(member, 2);
  await expect(part).toHaveAttribute('data-part', '3');

  // Half finished: a reload resumes at part 3.
  await member.reload();
  await expect(member.getByTestId('tr-resumed')).toContainText('3');
  for (let n = 3; n <= 7; n++) await answerPart(member, n);
  await expect(member.getByTestId('belbin-result')).toBeVisible();
  const id = Number(new URL(member.url().replace('/#/', '/')).searchParams.get('assessmentId'));
  expect(id).toBeGreaterThan(0);

  // Observers: one link made on the result page and answered in a browser of its own (no login) …
  await member.getByTestId('invite-links').click();
  const link = (await member.getByTestId('invite-token').first().textContent())!;
  const guest = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await guest.goto(link);
  await expect(guest.getByTestId('belbin-other-test')).toContainText(people[0].name);
  await expect(guest.getByTestId('tr-part')).toContainText('这位同事');
  for (let n = 1; n <= 7; n++) await answerPart(guest, n);
  await expect(guest.getByTestId('observer-done')).toBeVisible();

  // … and two colleagues of the course, invited by name and answering through the API.
  await rate(people[0], id, [
    { ...people[1], role: 'driver' },
    { ...people[2], role: 'analyst' },
  ]);

  // The member's report: self vs observers (three answered: shown), agreement, the PDF in both languages.
  await member.goto(`/#/belbinReport?assessmentId=${id}`);
  await expect(member.getByTestId('observers-note')).toHaveAttribute('data-status', 'shown');
  await expect(member.getByTestId('tr-agreement')).toBeVisible();
  await settled(member);
  await expectAccessible(member, 'team-role report (zh)');
  for (const lang of ['zh', 'en'] as const) {
    const href = (await member.getByTestId(`pdf-${lang}`).getAttribute('href'))!;
    const pdf = await member.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await switchLanguage(member, 'English');
  await expect(member.getByTestId('observers-note')).toContainText('3 observers answered');
  await expect(member.getByTestId('tr-report-table')).toContainText('Driver');

  // The team's coverage: the member (in English) and the lecturer from the course page (in Chinese).
  await member.goto(`/#/belbinGroupReport?teamId=${teamId}`);
  await expect(member.getByTestId('belbin-group-report')).toContainText('Team coverage');
  await expect(member.getByTestId('tr-coverage')).toContainText(people[0].name);
  await settled(member);
  await expectAccessible(member, 'team coverage (en)');
  await lecturerPage.getByTestId(`group-report-${teamId}`).click();
  await expect(lecturerPage.getByTestId('belbin-group-report')).toContainText('团队角色覆盖');
  await expect(lecturerPage.getByTestId('tr-coverage')).toContainText('已覆盖');
  await lecturer.ctx.dispose();
});
