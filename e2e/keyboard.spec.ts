import { expect, test, type Locator, type Page } from '@playwright/test';
import { adoptSession, apiAs, createInvitingCourse, createStudent } from './helpers';

/**
 * Keyboard operation (WCAG 2.1.1, docs/decisions/web-accessibility.md): flows done with no pointer,
 * each control reached by Tab or the arrow keys and used with Enter or Space.
 */

/** Presses Tab until `target` has the focus (a bounded walk: the page's tab order must reach it). */
async function tabTo(page: Page, target: Locator, most = 8) {
  for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

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
