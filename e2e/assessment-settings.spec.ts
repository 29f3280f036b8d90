import fs from 'node:fs';
import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled } from './helpers';
import { createTeamRoleCourse, rate, takeTest } from './assessKit';

/**
 * A course's test's settings in the browser (issue 14, "running them"): the lecturer opens the
 * team-role test's settings on the course page (Chinese), raises the anonymity threshold to 4 and
 * holds the reports; a member (English, phone width) sees on /test and on the report page that the
 * report is waiting; released, the member reads it, the three colleagues' view withheld until a
 * fourth answers. Screenshots go to /tmp/shots-settings/.
 */
const SHOTS = '/tmp/shots-settings';
const PHONE = { locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('the lecturer raises a test’s anonymity threshold and holds its reports until released; the member waits, then reads', async ({ browser }) => {
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  const lecturerApi = await apiAs('lecturer');
  const { courseId, people } = await createTeamRoleCourse(lecturerApi.post, ['Settings Subject', '设置同事甲', '设置同事乙', '设置同事丙']);
  const assessmentId: number = (await lecturerApi.post('/assessment/assign.json', { courseId, instrument: 'team_role' })).body.id;
  await lecturerApi.ctx.dispose();
  const [subject, ...colleagues] = people;
  await takeTest(subject, assessmentId, 'driver');
  await rate(subject, assessmentId, colleagues.map((c) => ({ ...c, role: 'analyst' as const })));

  // The lecturer, in Chinese: the settings dialog on the course page.
  const lecturer = await pageAs(browser, 'lecturer');
  await lecturer.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await lecturer.getByTestId('settings-team_role').click();
  const dialog = lecturer.getByTestId('assessment-settings');
  await expect(dialog).toContainText('匿名阈值');
  await dialog.getByTestId('settings-threshold').fill('4');
  await dialog.getByTestId('settings-released').click();
  await expectAccessible(lecturer, 'assessment settings dialog (zh-CN)');
  await lecturer.screenshot({ path: `${SHOTS}/settings-zh-CN-desktop.png` });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const row = lecturer.getByTestId('assessment-team_role');
  await expect(row).toContainText('报告暂不发布');
  await expect(row).toContainText('满 4 人显示');

  // The member, in English at phone width: the report is waiting, on /test and on its page.
  const member = await pageAs(browser, subject.mobile, 'Secret99', PHONE);
  await member.goto('/#/test');
  await expect(member.getByTestId('waiting-team_role')).toHaveText('Your report will be released by your lecturer');
  await member.goto(`/#/belbinResult?assessmentId=${assessmentId}`);
  await expect(member.getByText('Your lecturer has not released the reports of this test yet.', { exact: false })).toBeVisible();
  await settled(member);
  await expectAccessible(member, 'a held report (phone, en-US)');
  await member.screenshot({ path: `${SHOTS}/held-en-US-390.png`, fullPage: true });

  // Released: the member reads the report; three colleagues are now too few to show.
  await lecturer.getByTestId('settings-team_role').click();
  await dialog.getByTestId('settings-released').click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(row).not.toContainText('报告暂不发布');
  await member.goto(`/#/belbinReport?assessmentId=${assessmentId}`);
  await expect(member.getByText('3 observers answered so far. Their view appears once at least 4 have answered', { exact: false })).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/released-en-US-390.png`, fullPage: true });

  // Given to the red team only: the member of the blue team no longer has it.
  await lecturer.getByTestId('settings-team_role').click();
  await dialog.getByText('指定团队').click();
  await dialog.getByTestId('settings-teams').getByText('红队').click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(lecturer.getByTestId('audience-team_role')).toHaveText('红队');
  await member.goto('/#/test');
  await expect(member.getByTestId('tests')).toBeVisible();
  await expect(member.getByTestId('waiting-team_role')).toHaveCount(0);
  // Only the self-study team-role test is left in the list, not the course's.
  await expect(member.getByRole('row', { name: /Team-role test/ })).toHaveCount(1);
  await expect(member.getByRole('row', { name: /Team-role test Self-study/ })).toHaveCount(1);
  await member.context().close();
  await lecturer.context().close();
});
