import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled } from './helpers';
import { createTeamRoleCourse, takeTest } from './assessKit';
import { pick } from './peopleKit';

/**
 * Action cards in the browser (issue 14, service type 5): one member of a course's team takes the
 * team-role test, so the team has roles nobody brings. The lecturer opens the team's board from the
 * course page in Chinese, takes the first suggestion as a card (an empty action is refused with its
 * message), assigns a member and saves; the member, in English at phone width, finds the board on
 * /test, starts the card and marks it done; the lecturer sees it done with its history.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' };

test('a lecturer creates an action card from a suggestion and assigns it; the member marks it done — Chinese and English, phone width', async ({ browser }) => {
  test.slow();
  const lecturer = await apiAs('lecturer');
  const { courseId, teamId, people } = await createTeamRoleCourse(lecturer.post, ['行动卡测评人', 'Card Owner', '行动卡队友']);
  const assigned = await lecturer.post('/assessment/assign.json', { courseId, instrument: 'team_role' });
  expect(assigned.head.code).toBe('000000');
  await lecturer.ctx.dispose();
  // One result: everything to the driver, so the other eight roles are gaps.
  await takeTest(people[0], assigned.body.id, 'driver');
  const owner = people[1];

  // The lecturer, in Chinese: course page → the team's board → the first suggestion as a card.
  const page = await pageAs(browser, 'lecturer');
  await page.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await page.getByTestId(`action-cards-${teamId}`).click();
  await expect(page.getByTestId('action-cards')).toContainText('行动卡 · 蓝队');
  await expect(page.getByTestId('cards-empty')).toContainText('还没有行动卡');
  const suggestion = page.getByTestId('suggestion-team_role:originator');
  await expect(suggestion).toContainText('团队角色 · 创意者');
  await expect(suggestion).toContainText('团队中无人承担');
  await settled(page);
  await expectAccessible(page, 'an empty action board with suggestions (zh)');
  await suggestion.getByTestId('suggestion-take').click();
  const dialog = page.getByTestId('action-card-dialog');
  await expect(dialog.getByTestId('card-title')).toHaveValue('为一个卡住的问题安排一次创意会');
  await dialog.getByTestId('card-title').fill('');
  await dialog.getByTestId('card-title').blur();
  await expect(dialog).toContainText('请填写行动标题');
  await dialog.getByTestId('card-title').fill('为定价难题安排一次创意会');
  await pick(page, dialog.getByTestId('card-owner'), owner.name);
  await settled(page);
  await expectAccessible(page, 'the action card dialog (zh)', dialog);
  await dialog.getByRole('button', { name: '创 建' }).or(dialog.getByRole('button', { name: '创建' })).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('column-open').getByTestId('action-card');
  await expect(card).toContainText('为定价难题安排一次创意会');
  await expect(card).toContainText(`负责人：${owner.name}`);
  await expect(suggestion.getByText('已在看板上')).toBeVisible();

  // The member, in English on a phone: /test → the team's board → start, then done.
  const member = await pageAs(browser, owner.mobile, owner.password, PHONE);
  await member.goto('/#/test');
  await expect(member.getByTestId('my-action-boards')).toContainText('1 to do');
  await expect(member.getByTestId('my-action-boards')).toContainText('1 mine');
  await member.getByTestId(`action-cards-${teamId}`).click();
  await expect(member.getByTestId('action-cards')).toContainText('Action cards · 蓝队');
  await expect(member.getByTestId('card-suggestions')).toHaveCount(0);
  const mine = member.getByTestId('action-card');
  await expect(mine).toContainText(`Owner: ${owner.name}`);
  await expect(mine.getByTestId('card-edit')).toHaveCount(0);
  await expect(mine.getByTestId('card-drop')).toHaveCount(0);
  await mine.getByTestId('card-start').click();
  await expect(member.getByTestId('column-in_progress').getByTestId('action-card')).toBeVisible();
  await settled(member);
  await expectAccessible(member, 'the action board at phone width (en)');
  // Nothing wider than the phone.
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await member.getByTestId('column-in_progress').getByTestId('card-complete').click();
  const done = member.getByTestId('column-done').getByTestId('action-card');
  await expect(done).toBeVisible();
  await expect(done.getByTestId('card-reopen')).toBeVisible();
  await member.getByTestId('filter-status').click();
  await member.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Done' }).click();
  await expect(member.getByTestId('column-open')).toHaveCount(0);
  await expect(member.getByTestId('action-card')).toHaveCount(1);

  // The lecturer sees it done, with who did what.
  await page.reload();
  const finished = page.getByTestId('column-done').getByTestId('action-card');
  await finished.locator('summary').click();
  await expect(finished).toContainText(`${owner.name} · 标记完成`);
  await expect(finished).toContainText('李明 · 创建');
});
