import { expect, keepMotion, test } from './test';
import { expectFocusVisible, tabTo } from './focusKit';
import { adoptSession, apiAs, createInvitingCourse, createRunningCourse, createStudent, settled } from './helpers';

/**
 * Keyboard operation (WCAG 2.1.1, docs/decisions/web-accessibility.md): flows done with no pointer,
 * each control reached by Tab or the arrow keys and used with Enter or Space.
 */

keepMotion();

test('the team picker: joining with a code, a team chosen with the arrow keys and joined with Enter, then switched', async ({ page }) => {
  const admin = await apiAs('admin');
  const { course, teams } = await createInvitingCourse(admin.post, `键盘选组 ${Date.now()}`);
  const codes = await admin.post('/inviteCodeInfo/save.json', { courseId: course.id, count: 1 });
  expect(codes.head.code).toBe('000000');
  const { mobile } = await createStudent('键盘学员');
  await admin.ctx.dispose();

  await adoptSession(page, mobile, 'Secret99');
  await page.goto(`/#/join?code=${codes.body.list[0].code}`);
  const radio = (name: string) => page.getByTestId('join-teams').getByRole('radio', { name: new RegExp(name) });
  await expect(radio('稍后选择')).toBeChecked();
  await radio('稍后选择').focus();
  // A radio group: the arrow keys move the choice from team to team.
  await page.keyboard.press('ArrowDown');
  await expect(radio(teams[0].name)).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(radio(teams[1].name)).toBeChecked();
  const submit = page.getByTestId('join-submit');
  await expect(submit).toContainText(teams[1].name);
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  // The course's teams: in team 2; another team's switch button works from the keyboard too.
  await expect(page).toHaveURL(new RegExp(`general-coursedetails\\?id=${course.id}&section=teams`));
  await expect(page.getByTestId(`team-${teams[1].id}`)).toContainText('我的小组');
  const other = page.getByTestId(`team-${teams[2].id}`).getByTestId('pick-team');
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`team-${teams[2].id}`)).toContainText('我的小组');
});

test('the decision form: a captain fills every field, saves the draft and submits with the keyboard only', async ({ page }) => {
  const { courseId, captains } = await createRunningCourse(`键盘决策 ${Date.now()}`);
  const lecturer = await apiAs('lecturer');
  const started = await lecturer.post('/game/start', { courseId, practiceRound: false, roundMinutes: 30 });
  expect(started.head.code, JSON.stringify(started.head)).toBe('000000');
  await lecturer.ctx.dispose();

  await adoptSession(page, captains[0].mobile, captains[0].password);
  await page.goto(`/#/online?courseId=${courseId}`);
  await expect(page.getByTestId('submit-decision')).toBeVisible();
  await settled(page);

  // From the first field on, field after field with Tab, each typed over.
  const values: [string, string][] = [
    ['price', '168.00'],
    ['plannedProduction', '1150'],
    ['overtimePercent', '10'],
    ['marketing', '52000.00'],
    ['research', '31000.00'],
  ];
  await page.getByTestId('field-price').focus();
  for (const [field, value] of values) {
    const input = page.getByTestId(`field-${field}`);
    await tabTo(page, input);
    await expectFocusVisible(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
  }
  // The overtime field also steps with the arrow keys (step 5).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('field-overtimePercent')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('field-overtimePercent')).toHaveValue('15');

  // Save the draft with Enter on its button.
  const save = page.getByTestId('save-draft');
  await tabTo(page, save, 12);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('last-editor')).toContainText(captains[0].name);

  // Submit: the confirmation takes the focus (on its confirm button), Enter submits.
  const submit = page.getByTestId('submit-decision');
  await tabTo(page, submit);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('submit-confirm')).toContainText('¥168.00');
  await expect(dialog.locator('.ant-btn-primary')).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('submitted-tag')).toBeVisible();
  await expect(dialog).toBeHidden();

  // What the server holds is what was typed.
  const captain = await apiAs(captains[0].mobile, captains[0].password);
  const state = await captain.post('/game/ms/state.json', { courseId });
  await captain.ctx.dispose();
  expect(state.body.myTeam.submitted).toBe(true);
  expect(state.body.myTeam.decision ?? state.body.myTeam.draft).toMatchObject({ price: 16_800, plannedProduction: 1150, overtimePercent: 15, marketing: 5_200_000, research: 3_100_000 });
});
