import { expect, test, type Page } from './test';
import { createStudent, DEMO_PASSWORD, fillLogin, freshMobile, login, loginButton, switchLanguage } from './helpers';
import { masked, pick, studentSheet } from './peopleKit';

/** The admin's people screens: import, adding, lecturers, disabling, the dashboard. */

/** Searches the accounts table and waits for the answer. */
async function searchAccounts(page: Page, text: string) {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/user/select.json') && r.request().postDataJSON()?.keyword === text),
    page.getByTestId('students-search').locator('input').fill(text),
  ]);
}

test('an Excel import with a bad row previews the problem, writes nothing, and a fixed file imports', async ({ page, browser }) => {
  const tag = `导入${Date.now() % 100000}`;
  const [first, second] = [freshMobile(), freshMobile()];
  await login(page, 'admin');
  await page.goto('/#/student-management');
  await page.getByTestId('import-students').click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog.getByText('只要有一行有问题，就一行都不创建')).toBeVisible();

  // The bilingual template downloads from the dialog.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-template').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  // Anything but .xls/.xlsx is refused in the browser.
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
  await expect(dialog.getByTestId('import-file-error')).toContainText('仅支持 XLSX / XLS');

  await file.setInputFiles(studentSheet([[`${tag}甲`, first, '', '男', '研发部', '经理', '付费'], [`${tag}乙`, '1380000'], [`${tag}丙`, second]]));
  await dialog.getByTestId('import-password').fill('Start123');
  await dialog.getByTestId('import-preview').click();
  const result = dialog.getByTestId('import-result');
  await expect(result).toContainText('有 1 行存在问题');
  await expect(dialog.getByTestId('import-errors')).toContainText('第 3 行');
  await expect(dialog.getByTestId('import-errors')).toContainText('手机号须为 11 位数字');
  await expect(dialog.getByTestId('import-preview-table')).toContainText(masked(first));
  await expect(dialog.getByTestId('import-commit')).toBeDisabled();

  // Nothing was written.
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: /取\s*消/ }).click();
  await searchAccounts(page, tag);
  await expect(page.getByTestId('students-table')).toContainText('没有符合条件的账号');

  // The fixed file: a clean preview, then the import, all at once.
  await page.getByTestId('import-students').click();
  await expect(dialog.getByTestId('import-result')).toBeHidden();
  await file.setInputFiles(studentSheet([[`${tag}甲`, first, '', '男', '研发部', '经理', '付费'], [`${tag}丙`, second]], 'fixed.xlsx'));
  await dialog.getByTestId('import-password').fill('Start123');
  await dialog.getByTestId('import-preview').click();
  await expect(dialog.getByTestId('import-ready')).toContainText('可导入 2 名学员');
  await dialog.getByTestId('import-commit').click();
  await expect(dialog.getByTestId('import-done')).toContainText('已导入 2 名学员');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();

  // The list, still searching for the tag, was refreshed by the import.
  const table = page.getByTestId('students-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(table).toContainText(`${tag}甲`);
  await expect(table).toContainText(masked(second));
  await expect(table).toContainText('付费');

  // The imported student logs in with the mobile and the initial password, and first has to choose
  // a password of their own; then the portal lets them in.
  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const student = await theirs.newPage();
  await student.goto('/#/login');
  await fillLogin(student, first, 'Start123');
  await loginButton(student).click();
  await expect(student).toHaveURL(/#\/change-initial-password$/);
  await expect(student.getByText('请设置自己的密码')).toBeVisible();
  await student.getByLabel('原密码', { exact: true }).fill('Start123');
  await student.getByLabel('新密码', { exact: true }).fill('Mine4567');
  await student.getByLabel('确认密码', { exact: true }).fill('Mine4567');
  await student.getByTestId('initial-password-submit').click();
  await expect(student).toHaveURL(/#\/home$/);
  await expect(student.getByTestId('welcome')).toBeVisible();
  await theirs.close();
});

test('an enterprise user adds students; a taken mobile is marked on its row and nothing is added', async ({ page }) => {
  const tag = `Add${Date.now() % 100000}`;
  await login(page, 'enterprise');
  await switchLanguage(page, 'English');
  await page.goto('/#/student-management');
  await page.getByTestId('add-students').click();
  await expect(page).toHaveURL(/#\/new-add-student$/);
  await expect(page.getByRole('heading', { name: 'Add students' })).toBeVisible();

  const row = (i: number) => page.getByTestId(`member-row-${i}`);
  await row(0).getByTestId('member-name').fill(`${tag} One`);
  await row(0).getByTestId('member-mobile').fill(freshMobile());
  await pick(page, row(0).getByLabel('Position'), 'Engineer');
  await page.getByTestId('add-row').click();
  await row(1).getByTestId('member-name').fill(`${tag} Two`);
  // The demo's first student has this mobile.
  await row(1).getByTestId('member-mobile').fill('13800000001');
  await pick(page, row(1).getByLabel('Classification'), 'Paid');
  await page.getByTestId('initial-password').fill('Start123');
  await page.getByTestId('add-students-submit').click();

  await expect(row(1)).toContainText('This mobile number is already registered.');
  await expect(row(0)).not.toContainText('already registered');
  await expect(page.getByTestId('add-students-error')).toContainText('none was added');

  await row(1).getByTestId('member-mobile').fill(freshMobile());
  await page.getByTestId('add-students-submit').click();
  await expect(page).toHaveURL(/#\/student-management$/);
  await expect(page.getByText('Students added: 2')).toBeVisible();

  await searchAccounts(page, tag);
  const table = page.getByTestId('students-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(table).toContainText(`${tag} Two`);
  await expect(table).toContainText('Paid');
  await expect(table).toContainText('Engineer');
  // An enterprise user's students join their company.
  await expect(table).toContainText('演示科技有限公司');
});

test('disabling a student asks first, logs them out, and enabling lets them back', async ({ page, browser }) => {
  const { mobile, password } = await createStudent('停用测试');
  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const student = await theirs.newPage();
  await login(student, mobile, password);

  await login(page, 'admin');
  await page.goto('/#/student-management');
  await searchAccounts(page, mobile);
  const table = page.getByTestId('students-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await table.getByRole('button', { name: /停\s*用/ }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('立即在所有设备上退出登录');
  await confirm.getByRole('button', { name: /停\s*用/ }).click();
  await expect(page.getByText('已停用 停用测试，其登录已全部退出')).toBeVisible();
  await expect(table).toContainText('已停用');

  await student.reload();
  await expect(student).toHaveURL(/#\/login/);

  await table.getByRole('button', { name: /启\s*用/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /启\s*用/ }).click();
  await expect(table).toContainText('正常');
  await login(student, mobile, password);
  await theirs.close();
});

test('the chief admin creates a lecturer and turns a student into one', async ({ page }) => {
  const name = `Lecturer ${Date.now() % 100000}`;
  const { mobile } = await createStudent(`晋升${Date.now() % 100000}`);
  await login(page, 'admin');
  await switchLanguage(page, 'English');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Lecturer management' }).click();

  await page.getByTestId('lecturer-new').click();
  const dialog = page.getByTestId('lecturer-dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Mobile').fill(freshMobile());
  await dialog.getByLabel('Initial password').fill('weak');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A password has at least 6 characters with both letters and digits')).toBeVisible();
  await dialog.getByLabel('Initial password').fill('Teach123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Lecturer ${name} has been created.`)).toBeVisible();
  await expect(page.getByTestId('lecturers-table')).toContainText(name);

  await page.getByTestId('lecturer-promote').click();
  const promote = page.getByTestId('promote-dialog');
  await promote.getByTestId('promote-search').click();
  await page.keyboard.type(mobile);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: mobile }).click();
  await expect(promote).toContainText('will become a lecturer');
  await promote.getByRole('button', { name: 'Make lecturer' }).click();
  await expect(page.getByText(/is now a lecturer\.$/)).toBeVisible();
  await page.getByTestId('lecturers-search').locator('input').fill(mobile);
  await expect(page.getByTestId('lecturers-table')).toContainText(mobile);
});

test('the dashboard shows the numbers and charts, in both languages; an enterprise user sees their company', async ({ page, browser }) => {
  await login(page, 'admin');
  await page.goto('/#/adminHome');
  await expect(page.getByTestId('stat-students')).toContainText(/学员总数\s*\d{2,}/);
  await expect(page.getByTestId('stat-logins')).toContainText(/今日 [1-9]\d*/);
  // ECharts arrives with the page, not with the main bundle, and draws SVG.
  await expect(page.locator('.dashboard__chart svg').first()).toBeVisible();
  await expect(page.getByTestId('by-classification')).toContainText('付费');

  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/admin/loginNum') && r.request().postDataJSON()?.days === 30),
    page.getByTestId('dashboard-period').getByText('近 30 天').click(),
  ]);
  await expect(page.getByTestId('stat-logins')).toContainText('近 30 天登录次数');

  await switchLanguage(page, 'English');
  await expect(page.getByTestId('stat-logins')).toContainText('Logins, 30 days');
  await expect(page.getByText('Numbers for the whole portal, or for one company.')).toBeVisible();

  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const enterprise = await ctx.newPage();
  await login(enterprise, 'enterprise', DEMO_PASSWORD);
  await enterprise.goto('/#/adminHome');
  await expect(enterprise.getByText('演示科技有限公司 的数据')).toBeVisible();
  await expect(enterprise.getByTestId('stat-students')).toContainText(/\d+/);
  await ctx.close();
});
