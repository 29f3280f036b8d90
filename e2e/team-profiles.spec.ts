import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, createRunningCourse, pageAs, settled, switchLanguage } from './helpers';
import { takeTest } from './assessKit';

/**
 * A game's debrief continued with the team's profile (issue 14 "linked to the games"): a market
 * course's lecturer starts the game and assigns the team-role test, two captains take it, and each
 * captain's grade details show their own team's role mix (and only their team's), with the way to
 * the team's full report — in Chinese, then English; and the captain's own scores page lists the test; the lecturer reads every member's from the course page.
 */
test('a captain’s grade details show their team’s role mix from the course’s team-role test, in both languages', async ({ browser }) => {
  test.slow();
  const { courseId, captains } = await createRunningCourse(`团队画像 ${Date.now()}`);
  const lecturer = await apiAs('lecturer');
  const started = await lecturer.post('/game/start', { courseId, practiceRound: false, roundMinutes: 30 });
  expect(started.head, JSON.stringify(started.head)).toMatchObject({ code: '000000' });
  const assigned = await lecturer.post('/assessment/assign.json', { courseId, instrument: 'team_role' });
  expect(assigned.head, JSON.stringify(assigned.head)).toMatchObject({ code: '000000' });
  await lecturer.ctx.dispose();
  await takeTest(captains[0], assigned.body.id, 'driver');
  await takeTest(captains[1], assigned.body.id, 'analyst');

  const page = await pageAs(browser, captains[0].mobile, captains[0].password);
  await page.goto(`/#/gradesDetails?courseId=${courseId}`);
  const card = page.getByTestId('team-profiles');
  await expect(card).toContainText('团队画像');
  // Their own team only: one section, the captain's answer, the role they gave every point to.
  await expect(card.locator('section')).toHaveCount(1);
  await expect(card).toContainText('1 人中 1 人已作答');
  // The captain's role covered; the other captain's (another team) not among it.
  await expect(card.getByText(/^已覆盖/)).toHaveText('已覆盖: 推动者');
  await settled(page);
  await expectAccessible(page, 'gradesDetails team profiles (zh)');

  await switchLanguage(page, 'English');
  await expect(card).toContainText('Team profiles');
  await expect(card).toContainText('1 of 1 answered');
  await card.getByRole('link', { name: 'Team-role report' }).click();
  await expect(page).toHaveURL(/#\/belbinGroupReport\?teamId=\d+$/);
  await expect(page.getByText('Driver').first()).toBeVisible();

  // The captain's own scores (/evaluate-score): the test, what stands out, the way to the result.
  await page.goto('/#/evaluate-score');
  await expect(page.getByTestId('headline-team_role')).toHaveText('Driver');
  await settled(page);
  await expectAccessible(page, 'evaluate-score (en)');
  await page.getByTestId('score-report-team_role').click();
  await expect(page).toHaveURL(new RegExp(`#/belbinResult\\?assessmentId=${assigned.body.id}$`));
  await page.context().close();

  // The lecturer reads the whole course's results from the course page: every member, what stands out.
  const lecturerPage = await pageAs(browser, 'lecturer');
  await lecturerPage.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await lecturerPage.getByTestId('results-team_role').click();
  const results = lecturerPage.getByRole('dialog', { name: '团队角色测评：结果' });
  await expect(results).toContainText('4 名成员中 2 名已提交。');
  const rows = results.getByTestId('course-results-team_role');
  await expect(rows.getByRole('row', { name: new RegExp(captains[0].name) })).toContainText('推动者');
  await expect(rows.getByRole('row', { name: new RegExp(captains[1].name) })).toContainText('审辨者');
  await settled(lecturerPage);
  await expectAccessible(lecturerPage, 'course results drawer (zh)');
  await lecturerPage.context().close();
});
