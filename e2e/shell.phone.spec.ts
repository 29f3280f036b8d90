import { expect, test } from './test';
import { adoptSession, apiAs, login } from './helpers';

test('at phone width the side menu is a drawer', async ({ page }) => {
  await login(page, 'lecturer');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawerMenu = page.getByRole('dialog').getByRole('menu');
  await expect(drawerMenu.getByRole('menuitem', { name: '首页' })).toBeVisible();
  await drawerMenu.getByRole('menuitem', { name: '首页' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the game page and the course page open at the top', async ({ page }) => {
  const { post, ctx } = await apiAs('student1');
  const mine = await post('/course/select.json', { scope: 'mine', pageSize: 50 });
  const course = mine.body.list.find((c: { gameId: string; status: string }) => c.gameId === 'MS' && c.status === 'completed');
  await ctx.dispose();
  await adoptSession(page, 'student1');
  const scrollY = () => page.evaluate(() => window.scrollY);
  const openCourse = async () => {
    await page.goto(`/#/general-coursedetails?id=${course.id}`);
    await expect(page.getByTestId('course-section')).toBeVisible();
    await expect(page.getByTestId('course-section').locator('.chapter, .ant-result, .ant-alert').first()).toBeVisible();
  };

  await openCourse();
  expect(await scrollY()).toBe(0);

  // The game page (a plain `#/` address, as the course's "enter game" button opens it). Its chat
  // loads last and used to scroll the window down to itself.
  const chat = page.waitForResponse((r) => r.url().includes('/game/chat/list.json'));
  await page.goto(`/#/online?courseId=${course.id}`);
  await expect(page.getByTestId('game')).toBeVisible();
  await chat;
  await expect(page.getByTestId('chat-messages').locator('.ant-empty, [data-testid=chat-message]').first()).toBeVisible();
  expect(await scrollY()).toBe(0);

  // Read down the game page, then open the course again: it starts at the top, not where the
  // game page was left (both entries lack a router key, and shared one saved position).
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(scrollY).toBeGreaterThan(0);
  await openCourse();
  expect(await scrollY()).toBe(0);
});
