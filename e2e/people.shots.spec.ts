import { expect, test, type Page } from './test';
import { studentSheet } from './peopleKit';
import { LOCALES, SIZES, loggedInContext, type ShotSize } from './shotsKit';

/**
 * Screenshots of the people and admin screens in both languages at desktop and phone width, for a
 * person to look at (not assertions): SHOTS=1 npx playwright test e2e/people.shots.spec.ts
 * writes them to /tmp/shots/people/.
 */

const DIR = '/tmp/shots/people';

interface Shot {
  name: string;
  account: string;
  path: string;
  /** Open a dialog or fill a form first; the screenshot is then of the viewport. */
  act?: (page: Page) => Promise<void>;
  tall?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'profile', account: 'admin', path: '/student-information' },
  { name: 'profile-student', account: 'student1', path: '/student-information' },
  { name: 'students', account: 'admin', path: '/student-management' },
  { name: 'companies', account: 'admin', path: '/student-management?tab=companies' },
  { name: 'my-company', account: 'enterprise', path: '/student-management?tab=companies' },
  { name: 'add', account: 'admin', path: '/new-add-student' },
  { name: 'lecturers', account: 'admin', path: '/lecturer-management' },
  { name: 'dashboard', account: 'admin', path: '/adminHome' },
  { name: 'dashboard-enterprise', account: 'enterprise', path: '/adminHome' },
  { name: 'settings', account: 'admin', path: '/administrator-modifiy' },
  { name: 'outbox', account: 'admin', path: '/sms-outbox' },
  {
    name: 'edit-drawer',
    account: 'admin',
    path: '/student-management',
    act: (page) => page.locator('[data-testid^=edit-]').first().click(),
  },
  {
    name: 'disable-confirm',
    account: 'admin',
    path: '/student-management',
    act: (page) => page.locator('[data-testid^=status-]').first().click(),
  },
  {
    name: 'import-errors',
    account: 'admin',
    path: '/student-management',
    tall: true,
    act: async (page) => {
      await page.getByTestId('import-students').click();
      await page.locator('[data-testid=import-dialog] input[type=file]').setInputFiles(studentSheet([['王五', '13400000101', '', '男', 'HR', '经理', '付费'], ['', '13400000102'], ['赵六', '134000', 'bad-mail'], ['孙七', '13400000101'], ['Li Si', '13400000105', 'li@x.cn', 'Female', '', 'CEO', 'beta']]));
      await page.getByTestId('import-password').fill('Start123');
      await page.getByTestId('import-preview').click();
      await expect(page.getByTestId('import-result')).toBeVisible();
    },
  },
  {
    name: 'add-errors',
    account: 'admin',
    path: '/new-add-student',
    act: async (page) => {
      await page.getByTestId('add-row').click();
      await page.getByTestId('member-row-0').getByTestId('member-name').fill('甲');
      await page.getByTestId('member-row-0').getByTestId('member-mobile').fill('13800000001');
      await page.getByTestId('member-row-1').getByTestId('member-name').fill('乙');
      await page.getByTestId('member-row-1').getByTestId('member-mobile').fill('1380000');
      await page.getByTestId('initial-password').fill('abc');
      await page.getByTestId('add-students-submit').click();
    },
  },
  { name: 'mobile-dialog', account: 'admin', path: '/student-information', act: (page) => page.getByTestId('change-mobile').click() },
  { name: 'lecturer-dialog', account: 'admin', path: '/lecturer-management', act: (page) => page.getByTestId('lecturer-new').click() },
  {
    name: 'promote-dialog',
    account: 'admin',
    path: '/lecturer-management',
    act: async (page) => {
      await page.getByTestId('lecturer-promote').click();
      await page.getByTestId('promote-search').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    },
  },
  { name: 'brand-dialog', account: 'admin', path: '/administrator-modifiy', act: (page) => page.getByTestId('brand-new').click() },
];

for (const size of Object.keys(SIZES) as ShotSize[]) {
  for (const locale of LOCALES) {
    test(`people screens ${size}-${locale}`, async ({ browser }) => {
      test.setTimeout(300_000);
      for (const shot of SHOTS) {
        const ctx = await loggedInContext(browser, { account: shot.account, size, locale, height: shot.tall ? 1700 : undefined });
        const page = await ctx.newPage();
        await page.goto(`/#${shot.path}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
        if (shot.act) await shot.act(page);
        // Animations (toasts, dialogs, charts) settle first.
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${DIR}/${shot.name}-${size}-${locale}.png`, fullPage: !shot.act });
        await ctx.close();
      }
    });
  }
}
