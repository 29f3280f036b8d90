import { expect, test } from './test';
import { createStudent, freshMobile, login, readCode, switchLanguage } from './helpers';
import { expectAccessible } from './axeKit';
import { masked, pick, solidPng } from './peopleKit';

/** /student-information: one's own photo, profile, mobile and password, in both languages. */

test('a student uploads a photo and edits the profile, in Chinese then English', async ({ page }) => {
  const { mobile, password } = await createStudent('资料测试');
  await login(page, mobile, password);
  await page.getByRole('menu').getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();

  // The browser refuses what the server would: another type, or more than 1 MB.
  const photo = page.getByTestId('avatar-card').locator('input[type=file]');
  await photo.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('avatar-error')).toHaveText('文件格式不支持，仅支持 JPG / PNG');
  await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
  await expect(page.getByTestId('avatar-error')).toHaveText('文件过大，不能超过 1MB');

  // A real PNG: previewed first, uploaded on confirmation; the header's avatar follows.
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, [200, 80, 40]) });
  await expect(page.getByTestId('avatar-error')).toBeHidden();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
  await page.getByTestId('avatar-save').click();
  await expect(page.getByText('头像已更新')).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^\/files\/[\w-]+$/);
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /^\/files\/[\w-]+$/);
  // A photo beside the name is decorative (alt=""): the axe pass's demo data has no photos.
  await expectAccessible(page, '/student-information with a photo');

  const form = page.getByTestId('profile-form');
  await form.getByLabel('昵称').fill('小资');
  await form.getByLabel('年龄').fill('300');
  await form.getByLabel('部门').fill('研发部');
  await pick(page, form.getByLabel('职位'), '工程师');
  await form.getByLabel('微信号').fill('wx_ziliao');
  await form.getByRole('button', { name: '保存修改' }).click();
  // The shared rule, checked in the browser before anything is sent.
  await expect(form.getByText('年龄：不能大于 100')).toBeVisible();
  await form.getByLabel('年龄').fill('29');
  await form.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('个人资料已保存')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('avatar-card')).toContainText('资料测试 (小资)');
  await expect(form.getByLabel('部门')).toHaveValue('研发部');
  await expect(form.getByLabel('年龄')).toHaveValue('29');
  await expect(form).toContainText('工程师');

  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(form.getByLabel('Department')).toHaveValue('研发部');
  await expect(form).toContainText('Engineer');
  await expect(page.getByTestId('security-mobile')).toHaveText(masked(mobile));
});

test('changing the mobile takes a code sent to the new number (read from the outbox)', async ({ page }) => {
  const { mobile, password } = await createStudent('换号测试');
  await login(page, mobile, password);
  await switchLanguage(page, 'English');
  await page.goto('/#/student-information');
  await page.getByTestId('change-mobile').click();
  const dialog = page.getByTestId('mobile-dialog');
  const newMobile = freshMobile();
  await dialog.getByLabel('New mobile number').fill(newMobile);
  await dialog.getByTestId('send-code').click();
  await expect(dialog.getByTestId('send-code')).toBeDisabled();
  await expect(dialog.getByTestId('send-code')).toHaveText(/\d+/);
  const code = await readCode(newMobile);

  // A wrong code is refused next to the code field.
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The verification code is wrong or has expired. Please request a new one.')).toBeVisible();

  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your mobile number has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('security-mobile')).toHaveText(masked(newMobile));
});

test('changing the password says the other devices were logged out, and they are', async ({ page, browser }) => {
  const { mobile, password } = await createStudent('改密测试');
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const otherDevice = await elsewhere.newPage();
  await login(otherDevice, mobile, password);

  await login(page, mobile, password);
  await page.goto('/#/student-information');
  await page.getByTestId('change-password').click();
  const dialog = page.getByTestId('password-dialog');
  await dialog.getByLabel('原密码').fill('not-the-password1');
  await dialog.getByLabel('新密码').fill('Changed88');
  await dialog.getByLabel('确认密码').fill('Changed89');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await dialog.getByLabel('确认密码').fill('Changed88');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('原密码不正确，密码修改失败')).toBeVisible();

  await dialog.getByLabel('原密码').fill(password);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const done = page.locator('.ant-modal-confirm');
  await expect(done.locator('.ant-modal-confirm-title')).toHaveText('密码已修改');
  await expect(done).toContainText('你在其他设备上的登录已全部退出');

  // This device stays in; the other one is sent to login.
  await otherDevice.reload();
  await expect(otherDevice).toHaveURL(/#\/login/);
  await page.reload();
  await expect(page.getByTestId('avatar-card')).toBeVisible();
  await elsewhere.close();
});
