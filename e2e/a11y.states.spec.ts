import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axeKit';
import { expectFocusManaged } from './focusKit';
import { adoptSession, apiAs, freshMobile, settled } from './helpers';
import { studentSheet } from './peopleKit';

/**
 * WCAG 2.1 A/AA in more open states the route pass does not see, in Chinese and English at phone
 * width: the shell's menu drawer, the course list's edit drawer, the grade drawer, the Excel import
 * dialog with its preview, the course-group dialog, a group's members drawer and its "remove member"
 * confirmation, the wizard's open date picker and its "remove team" confirmation. Each layer is opened from the keyboard: the focus moves into it, stays inside
 * it, and Escape returns it to its opener; then axe runs over it open
 * (docs/decisions/web-accessibility.md).
 */

type Locale = 'zh-CN' | 'en-US';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function phoneAs(browser: Browser, account: string, locale: Locale): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale, ...PHONE });
  const page = await ctx.newPage();
  await adoptSession(page, account, undefined, locale);
  return page;
}

/** The focus rules on `layer` from `opener`, then axe over it opened again (by a click). */
async function checkLayer(page: Page, opener: Locator, layer: Locator, what: string) {
  await expectFocusManaged(page, opener, layer);
  await opener.click();
  await expect(layer).toBeVisible();
  await settled(page);
  await expectAccessible(page, what, layer);
}

/** The open drawer's panel (antd renders one `.ant-drawer` per drawer; a closed one is hidden). */
const openDrawer = (page: Page) => page.locator('.ant-drawer-open').getByRole('dialog');

/** The completed demo market course of the lecturer (seed/courses.ts), with its teams. */
async function demoGameCourse(): Promise<number> {
  const lecturer = await apiAs('lecturer');
  try {
    const found = await lecturer.post('/course/select.json', { scope: 'managed', keyword: '2026 秋季班', pageSize: 5 });
    const id: number = found.body.list[0]?.id;
    expect(id, 'the demo game course').toBeGreaterThan(0);
    return id;
  } finally {
    await lecturer.ctx.dispose();
  }
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(locale, () => {
    // Each test walks a flow with several axe runs and focus walks: generous on a loaded machine.
    test.describe.configure({ timeout: 180_000 });

    test(`the shell's phone menu drawer (${locale})`, async ({ browser }) => {
      const page = await phoneAs(browser, 'lecturer', locale);
      await page.goto('/#/home');
      const opener = page.getByTestId('open-menu');
      await expect(opener).toBeVisible();
      await settled(page);
      await checkLayer(page, opener, openDrawer(page), `phone menu drawer (${locale})`);
      await page.context().close();
    });

    test(`the course list's edit drawer (${locale})`, async ({ browser }) => {
      const page = await phoneAs(browser, 'admin', locale);
      await page.goto('/#/course-management');
      const opener = page.locator('[data-testid^=edit-course-]:not([disabled])').first();
      await expect(opener).toBeVisible();
      await settled(page);
      await checkLayer(page, opener, openDrawer(page), `edit-course drawer (${locale})`);
      await expect(page.getByTestId('edit-save')).toBeEnabled();
      await settled(page);
      await expectAccessible(page, `edit-course drawer, loaded (${locale})`, openDrawer(page));
      await page.context().close();
    });

    test(`the course page's grade drawer (${locale})`, async ({ browser }) => {
      const courseId = await demoGameCourse();
      const page = await phoneAs(browser, 'lecturer', locale);
      await page.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
      const opener = page.getByTestId('grade-open');
      await expect(opener).toBeVisible();
      await settled(page);
      const drawer = openDrawer(page);
      await checkLayer(page, opener, drawer, `grade drawer (${locale})`);
      await expect(drawer.locator('[data-testid^=score-]').first()).toBeVisible();
      await page.context().close();
    });

    test(`the Excel import dialog and its preview (${locale})`, async ({ browser }) => {
      const page = await phoneAs(browser, 'admin', locale);
      await page.goto('/#/student-management');
      const opener = page.getByTestId('import-students');
      await expect(opener).toBeVisible();
      await settled(page);
      const dialog = page.getByTestId('import-dialog').getByRole('dialog');
      await checkLayer(page, opener, dialog, `import dialog (${locale})`);

      // A preview with a bad row: the counts, the problem table and the rows as read.
      await dialog.locator('input[type=file]').setInputFiles(studentSheet([['无障碍甲', freshMobile()], ['无障碍乙', '1380000']]));
      await dialog.getByTestId('import-password').fill('Start123');
      await dialog.getByTestId('import-preview').click();
      await expect(dialog.getByTestId('import-errors')).toBeVisible();
      await expect(dialog.getByTestId('import-preview-table')).toBeVisible();
      await settled(page);
      await expectAccessible(page, `import preview with a problem (${locale})`, dialog);
      await page.context().close();
    });

    test(`the course-group dialog (${locale})`, async ({ browser }) => {
      const page = await phoneAs(browser, 'lecturer', locale);
      await page.goto('/#/admin-course-group-list-new');
      const opener = page.getByTestId('group-new');
      await expect(opener).toBeVisible();
      await settled(page);
      const dialog = page.getByTestId('group-dialog').getByRole('dialog');
      await checkLayer(page, opener, dialog, `course-group dialog (${locale})`);

      // Two courses picked (a multiple select stays open): the ordered list with its move and remove buttons.
      await dialog.getByTestId('group-courses').click();
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      for (const n of [0, 1]) await options.nth(n).click();
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
      await expect(dialog.getByTestId('group-course-order').locator('li')).toHaveCount(2);
      await settled(page);
      await expectAccessible(page, `course-group dialog with two courses (${locale})`, dialog);
      await page.context().close();
    });

    test(`a course group's members drawer and its "remove member" confirmation (${locale})`, async ({ browser }) => {
      // A group of the demo game course with one of its students, made by the chief admin (who
      // may add learners) through the API.
      const courseId = await demoGameCourse();
      const admin = await apiAs('admin');
      const name = `无障碍课程组 ${locale} ${Date.now().toString(36)}`;
      let groupId: number;
      try {
        const course = await admin.post('/course/get.json', { id: courseId });
        const student: number = course.body.teams.flatMap((t: { members: { userId: number }[] }) => t.members)[0]?.userId;
        const created = await admin.post('/course/group/createGroupCourse.json', { name, courseIds: [courseId] });
        expect(created.head.code).toBe('000000');
        groupId = created.body.id;
        const added = await admin.post('/course/group/editCourseGroupMember.json', { groupId, add: [student], remove: [] });
        expect(added.head.code).toBe('000000');
      } finally {
        await admin.ctx.dispose();
      }

      const page = await phoneAs(browser, 'admin', locale);
      await page.goto('/#/admin-course-group-list-new');
      await page.getByTestId('groups-search').locator('input').fill(name);
      const opener = page.getByTestId(`group-members-${groupId}`);
      await expect(opener).toBeVisible();
      await settled(page);
      const drawer = openDrawer(page);
      await checkLayer(page, opener, drawer, `members drawer (${locale})`);

      // The confirmation over the drawer: Escape closes it alone, the focus back on its button.
      const remove = drawer.getByTestId('remove-member').first();
      await expect(remove).toBeVisible();
      const confirm = page.locator('.ant-modal-confirm[role="dialog"]');
      await checkLayer(page, remove, confirm, `remove-member confirmation (${locale})`);
      await expect(confirm).toHaveAccessibleName(/.+/);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(drawer).toBeVisible();
      await page.context().close();
    });

    test(`the wizard's date picker and its "remove team" confirmation (${locale})`, async ({ browser }) => {
      const page = await phoneAs(browser, 'lecturer', locale);
      await page.goto('/#/create-generalcourse');
      const wizard = page.getByTestId('course-wizard-special');
      await expect(wizard).toBeVisible();
      await settled(page);

      // The start time's picker, opened from the keyboard: the page with the panel open.
      const start = wizard.getByTestId('field-startAt');
      await start.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      await expect(panel).toBeVisible();
      await settled(page);
      await expectAccessible(page, `wizard, start time picker open (${locale})`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      // Set from the keyboard: typed into the input in its format, the panel follows, Enter takes
      // it; then the proposed start is typed back (the other times follow from it).
      const proposed = await start.inputValue();
      for (const value of ['2031-03-14 09:30', proposed]) {
        await start.focus();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(value);
        await expect(panel.locator('.ant-picker-cell-selected')).toHaveAttribute('title', value.slice(0, 10));
        await page.keyboard.press('Enter');
        await expect(panel).toBeHidden();
        await expect(start).toHaveValue(value);
        await expect(start).toBeFocused();
      }

      await wizard.getByTestId('field-name').fill(`无障碍确认 ${Date.now()}`);
      await wizard.getByTestId('field-caseStudy').fill('A retailer facing a price war');
      await wizard.getByTestId('field-introduction').fill('Four teams run competing companies.');
      await wizard.getByTestId('field-price').fill('99');
      await wizard.getByTestId('wizard-next').click();
      const cards = wizard.getByTestId('team-cards');
      await expect(cards).toBeVisible();
      await settled(page);

      // "Remove team": a named confirmation, run from the keyboard; Escape keeps the team.
      const before = await cards.locator('[data-testid^="remove-team-"]').count();
      const remove = cards.locator('[data-testid^="remove-team-"]').last();
      const confirm = page.locator('.ant-modal-confirm[role="dialog"]');
      await checkLayer(page, remove, confirm, `remove-team confirmation (${locale})`);
      await expect(confirm).toHaveAccessibleName(/.+/);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(cards.locator('[data-testid^="remove-team-"]')).toHaveCount(before);
      await remove.focus();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      await confirm.getByTestId('confirm-remove-team').focus();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expect(cards.locator('[data-testid^="remove-team-"]')).toHaveCount(before - 1);
      await page.context().close();
    });
  });
}
