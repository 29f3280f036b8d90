import { expect, test, type Page } from './test';
import { freshMobile } from './helpers';
import { courseStudentSheet } from './peopleKit';
import { LOCALES, SIZES, loggedInContext, type ShotSize } from './shotsKit';

/**
 * Screenshots of the course creation and management screens in both languages at desktop and
 * phone width, for a person to look at (not assertions):
 * SHOTS=1 npx playwright test e2e/course-create.shots.spec.ts writes them to /tmp/shots-h3/.
 */

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots-h3';

function sheet(locale: string) {
  const team = (n: number) => (locale === 'zh-CN' ? `第 ${n} 组` : `Team ${n}`);
  // 13800000001 is 张伟's account (a student of the demo lecturer): the preview asks which name to use.
  const rows = [['甲 Alpha', freshMobile(), 'R&D', team(1)], ['乙 Beta', '12345', '', ''], ['丙 Gamma', freshMobile(), 'Sales', team(9)], ['Zhang Wei', '13800000001', 'Sales', team(2)], ...Array.from({ length: 6 }, (_, i) => [`学员 ${i + 1}`, freshMobile(), 'Ops', ''])];
  return courseStudentSheet(rows);
}

async function fillDetails(page: Page) {
  await page.getByTestId('field-name').fill('Leadership camp · 3');
  await page.getByTestId('field-caseStudy').fill('A retailer facing a price war');
  await page.getByTestId('field-introduction').fill('Four teams run competing companies for six rounds.');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('team-cards')).toBeVisible();
}

interface Shot {
  name: string;
  account: string;
  path: string;
  act?: (page: Page, locale: string) => Promise<void>;
  tall?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'wizard-details', account: 'lecturer', path: '/create-generalcourse' },
  { name: 'wizard-errors', account: 'lecturer', path: '/create-generalcourse', act: (page) => page.getByTestId('wizard-next').click() },
  { name: 'wizard-open', account: 'admin', path: '/create-generalcourse-comm' },
  { name: 'wizard-teams', account: 'lecturer', path: '/create-generalcourse', tall: true, act: fillDetails },
  {
    name: 'wizard-sheet',
    account: 'lecturer',
    path: '/create-generalcourse',
    tall: true,
    act: async (page, locale) => {
      await fillDetails(page);
      await page.getByTestId('import-students').click();
      await page.locator('[data-testid=sheet-dialog] input[type=file]').setInputFiles(sheet(locale));
      await expect(page.getByTestId('sheet-result')).toBeVisible();
    },
  },
  {
    name: 'wizard-imported',
    account: 'lecturer',
    path: '/create-generalcourse',
    tall: true,
    act: async (page, locale) => {
      await fillDetails(page);
      await page.getByTestId('import-students').click();
      await page.locator('[data-testid=sheet-dialog] input[type=file]').setInputFiles(sheet(locale));
      await page.getByTestId('name-choice-5').locator('.ant-radio-button-wrapper').first().click();
      await page.getByTestId('sheet-distribute').uncheck();
      await page.getByTestId('sheet-add').click();
      await page.getByTestId('wizard-create').click();
      await expect(page.getByTestId('teams-issues')).toBeVisible();
    },
  },
  {
    name: 'wizard-leave',
    account: 'lecturer',
    path: '/create-generalcourse',
    act: async (page) => {
      await fillDetails(page);
      await page.locator('.shell-sider__brand, .shell-header__brand').locator('visible=true').first().click();
      await expect(page.getByTestId('leave-dialog')).toBeVisible();
    },
  },
  {
    name: 'wizard-add',
    account: 'lecturer',
    path: '/create-generalcourse',
    act: async (page) => {
      await fillDetails(page);
      await page.getByTestId('add-students').click();
      await page.getByTestId('add-row').click();
      await page.getByTestId('add-name-0').fill('王五');
      await page.getByTestId('add-mobile-1').fill('1380');
      await page.locator('[data-testid=add-students-dialog] .ant-btn-primary').click();
    },
  },
  {
    name: 'wizard-team-edit',
    account: 'lecturer',
    path: '/create-generalcourse',
    act: async (page) => {
      await fillDetails(page);
      await page.locator('[data-testid^=edit-team-]').first().click();
    },
  },
  {
    name: 'wizard-success',
    account: 'lecturer',
    path: '/create-generalcourse-comm',
    act: async (page) => {
      await fillDetails(page);
      await page.getByTestId('wizard-create').click();
      await expect(page.getByTestId('success-dialog')).toBeVisible();
    },
  },
  { name: 'plan', account: 'lecturer', path: '/create-generalcourse-AI' },
  {
    name: 'plan-result',
    account: 'lecturer',
    path: '/create-generalcourse-AI',
    tall: true,
    act: async (page) => {
      await page.getByTestId('plan-objectives').fill('Cross-team collaboration, pricing decisions, 协作');
      await page.getByTestId('plan-submit').click();
      await expect(page.getByTestId('plan-result')).toBeVisible();
    },
  },
  {
    name: 'plan-new-result',
    account: 'lecturer',
    path: '/create-generalcourse-AI-new',
    act: async (page) => {
      await page.getByTestId('plan-objectives').fill('Pricing decisions and team work');
      await page.getByTestId('plan-submit').click();
      await expect(page.getByTestId('plan-result')).toBeVisible();
    },
  },
  { name: 'management', account: 'admin', path: '/course-management' },
  { name: 'management-new', account: 'admin', path: '/course-management-new' },
  {
    name: 'management-more',
    account: 'admin',
    path: '/course-management',
    act: async (page) => {
      await page.locator('[data-testid^=more-]').first().click();
      await expect(page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').first()).toBeVisible();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'management-edit',
    account: 'admin',
    path: '/course-management',
    act: async (page) => {
      await page.locator('[data-testid^=edit-course-]:not([disabled])').first().click();
      await expect(page.getByTestId('edit-save')).toBeEnabled();
    },
  },
  { name: 'schedule', account: 'admin', path: '/curriculum-schedule' },
  { name: 'schedule-new', account: 'admin', path: '/curriculum-schedule-new' },
  { name: 'record', account: 'admin', path: '/curriculum-record' },
  {
    name: 'record-history',
    account: 'admin',
    path: '/curriculum-record',
    act: async (page) => {
      await page.locator('[data-testid^=history-]').first().click();
      await expect(page.getByTestId('history-drawer').locator('.ant-timeline')).toBeVisible();
    },
  },
  { name: 'calendar', account: 'lecturer', path: '/calendar' },
  { name: 'calendar-student', account: 'student1', path: '/calendar' },
  { name: 'teams', account: 'admin', path: '/admin-course-team-list' },
];

const only = process.env.SHOTS_ONLY?.split(',');

for (const size of Object.keys(SIZES) as ShotSize[]) {
  for (const locale of LOCALES) {
    test(`course creation and management screens ${size}-${locale}`, async ({ browser }) => {
      test.setTimeout(600_000);
      for (const shot of SHOTS.filter((s) => !only || only.includes(s.name))) {
        const ctx = await loggedInContext(browser, { account: shot.account, size, locale, height: shot.tall ? 1700 : undefined });
        const page = await ctx.newPage();
        await page.goto(`/#${shot.path}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
        if (shot.act) await shot.act(page, locale);
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${DIR}/${shot.name}-${size}-${locale}.png`, fullPage: !shot.act || !!shot.tall });
        await ctx.close();
      }
    });
  }
}
