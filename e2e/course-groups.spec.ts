import { expect, test, type Page } from './test';
import { login, switchLanguage } from './helpers';

/**
 * Course groups: a lecturer builds a programme from two of their demo courses in the list's
 * dialog, opens its detail and sees both courses in order, in Chinese and then in English.
 */
const FIRST = '市场模拟 · 新任经理训练营';
const SECOND = '市场模拟 · 2026 秋季班';

async function pickCourse(page: Page, search: string, name: string) {
  const select = page.getByTestId('group-courses');
  await select.click();
  await page.keyboard.type(search);
  const option = page.locator('.ant-select-item-option').filter({ hasText: name });
  await option.click();
  // Close the list (it covers the dialog's buttons) by clicking the dialog's title.
  await page.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(page.getByTestId('group-course-order')).toContainText(name);
}

test('a lecturer creates a course group of two courses and reads its detail (Chinese, then English)', async ({ page }) => {
  const groupName = `新任经理培养计划 ${Date.now().toString(36)}`;
  await login(page, 'lecturer');
  await page.goto('/#/admin-course-group-list-new');
  await expect(page.getByRole('heading', { name: '课程组' })).toBeVisible();

  await page.getByTestId('group-new').click();
  const dialog = page.getByTestId('group-dialog');
  await expect(dialog.getByText('新建课程组')).toBeVisible();
  // Nothing picked: the dialog says what is missing.
  await dialog.getByRole('button').filter({ hasText: /^创\s*建$/ }).click();
  await expect(dialog.getByText('请至少选择一门课程')).toBeVisible();

  await page.getByTestId('group-name').fill(groupName);
  await dialog.getByLabel('简介').fill('两门课程的市场模拟培训项目');
  await pickCourse(page, '新任经理', FIRST);
  await pickCourse(page, '秋季班', SECOND);
  const order = page.getByTestId('group-course-order').locator('li');
  await expect(order).toHaveCount(2);
  await expect(order.first()).toContainText(FIRST);
  await expect(order.nth(1)).toContainText(SECOND);

  const created = page.waitForResponse((r) => r.url().includes('/course/group/createGroupCourse.json'));
  await dialog.getByRole('button').filter({ hasText: /^创\s*建$/ }).click();
  expect((await (await created).json()).head.code).toBe('000000');
  await expect(dialog).toBeHidden();

  // The new group is listed: search it, open its detail.
  await page.getByTestId('groups-search').locator('input').fill(groupName);
  const row = page.getByTestId('groups-table').locator('tr', { hasText: groupName });
  await expect(row).toContainText('2');
  await row.getByRole('link', { name: groupName }).click();

  await expect(page).toHaveURL(/#\/course-group-details\?id=\d+$/);
  await expect(page.getByTestId('group-title')).toHaveText(groupName);
  const courses = page.getByTestId('group-courses-list').locator('li');
  await expect(courses).toHaveCount(2);
  await expect(courses.first()).toContainText(FIRST);
  await expect(courses.first()).toContainText('进行中');
  await expect(courses.nth(1)).toContainText(SECOND);
  await expect(courses.nth(1)).toContainText('已结课');
  await expect(page.getByText('学员进度')).toBeVisible();
  await expect(page.getByTestId('group-progress')).toContainText('这个课程组还没有学员');
  await expect(courses.first().getByRole('link', { name: FIRST })).toHaveAttribute('href', /general-coursedetails\?id=\d+/);

  await switchLanguage(page, 'English');
  await expect(page.getByText("Learners' progress")).toBeVisible();
  await expect(page.getByTestId('group-courses-list')).toContainText('In progress');
  await expect(page.getByText('2 course(s)')).toBeVisible();
  await expect(page.getByTestId('group-progress')).toContainText('This group has no learners yet');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  // On a phone the detail and the list fit the screen's width (tables scroll inside their cards).
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect(page.getByTestId('group-courses-list')).toBeVisible();
  await expect.poll(fits).toBe(true);
  await page.goto('/#/admin-course-group-list-new');
  await expect(page.getByTestId('groups-table')).toContainText(groupName);
  await expect.poll(fits).toBe(true);
});
