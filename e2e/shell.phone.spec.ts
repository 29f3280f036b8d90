import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('at phone width the side menu is a drawer', async ({ page }) => {
  await login(page, 'lecturer');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawerMenu = page.getByRole('dialog').getByRole('menu');
  await expect(drawerMenu.getByRole('menuitem', { name: '首页' })).toBeVisible();
  await drawerMenu.getByRole('menuitem', { name: '首页' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
