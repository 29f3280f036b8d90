import { expect, test } from './test';
import { adoptSession, apiAs, createInvitingCourse, createStudent, DEMO_PASSWORD, switchLanguage } from './helpers';

/**
 * The course page (header, chapter menu, teams), joining with an invite code, and a wrong code's
 * message, in both languages. Data is made through the server's API (CSRF header as the web sends it).
 */

test.describe('course detail', () => {
  test('a learner’s running course: header, chapter menu states and sections, in Chinese and English', async ({ page }) => {
    // The demo's running course: chapter 1 and 2 done by student1 (the captain of team 1), 3 not released.
    const student = await apiAs('student1');
    const mine = await student.post('/course/select.json', { scope: 'mine', status: ['in_progress'] });
    const course = mine.body.list[0];
    expect(course, 'a running demo course').toBeTruthy();
    const detail = (await student.post('/course/get.json', { id: course.id })).body;
    await student.ctx.dispose();
    const states = detail.me.chapters.map((c: { status: string }) => c.status);

    await adoptSession(page, 'student1', DEMO_PASSWORD);
    await page.goto(`/#/general-coursedetails?id=${course.id}`);
    await expect(page.getByTestId('course-name')).toHaveText(course.name);
    await expect(page.getByTestId('course-status')).toHaveText('进行中');
    await expect(page.getByTestId('course-header')).toContainText('市场模拟');
    await expect(page.getByTestId('course-header')).toContainText(detail.course.lecturer.name);
    await expect(page.getByTestId('course-seats')).toHaveText(`已报 ${course.seatsTaken} / ${course.participants}`);

    // The menu shows each chapter's state; locked ones are disabled.
    for (const n of [1, 2, 3]) await expect(page.getByTestId(`chapter-${n}`)).toHaveAttribute('data-status', states[n - 1]);
    const locked = states.indexOf('locked') + 1;
    if (locked > 0) {
      await expect(page.getByTestId(`chapter-${locked}`)).toHaveAttribute('data-disabled', 'true');
      await expect(page.locator('.ant-menu-submenu-disabled')).toHaveCount(states.filter((s: string) => s === 'locked').length);
    }
    // Sub-items: the case of chapter 1.
    await page.getByTestId('section-ch1.case').click();
    await expect(page).toHaveURL(/section=ch1\.case/);
    await expect(page.getByTestId('chapter-text')).toHaveText(detail.course.caseStudy);
    await page.getByTestId('section-ch1.objectives').click();
    await expect(page.getByTestId('chapter-text')).toHaveText(detail.course.objectivesZh);

    // Chapter 2's result: the score.
    if (states[1] === 'completed') {
      await page.getByTestId('section-ch2.result').click();
      await expect(page.getByTestId('chapter-score')).toContainText(String(detail.me.chapters[1].score));
    }
    // Teams: cards with boot colours, the captain marked, mobiles masked.
    await page.getByTestId('section-teams').click();
    const myTeam = page.getByTestId(`team-${detail.me.teamId}`);
    await expect(myTeam).toContainText('我的小组');
    await expect(myTeam.getByTestId('captain')).toBeVisible();
    await expect(myTeam).toContainText(/138\*{4}\d{4}/);
    await expect(page.getByTestId('team-state').first()).toHaveText(/已满|可选/);

    // English, in place.
    await switchLanguage(page, 'English');
    await expect(page.getByTestId('course-status')).toHaveText('In progress');
    await expect(page.getByTestId('chapter-1')).toContainText('Chapter 1 · Preparation');
    await expect(myTeam).toContainText('My team');
    await page.getByTestId('section-ch1.objectives').click();
    await expect(page.getByTestId('chapter-text')).toHaveText(detail.course.objectivesEn);
    await page.getByTestId('section-certificate').click();
    await expect(page.getByTestId('certificate-section')).toContainText('Certificate');
  });

  test('joining with an invite code: the course and its teams, a team picked, then switched; a wrong code’s message', async ({ page }) => {
    const admin = await apiAs('admin');
    const { course, teams } = await createInvitingCourse(admin.post, `邀请加入测试 ${Date.now()}`);
    const codes = await admin.post('/inviteCodeInfo/save.json', { courseId: course.id, count: 1 });
    expect(codes.head.code).toBe('000000');
    const code: string = codes.body.list[0].code;
    // A learner of their own, not in the course yet.
    const { mobile } = await createStudent('邀请学员');
    await admin.ctx.dispose();

    await adoptSession(page, mobile, 'Secret99');
    await page.goto('/#/personal-course-list');
    // A well-formed code that does not exist: the server's message, in Chinese.
    await page.getByTestId('join-by-code-input').fill('abcdefgh');
    await page.getByTestId('join-by-code-submit').click();
    await expect(page).toHaveURL(/#\/join\?code=ABCDEFGH/);
    await expect(page.getByTestId('join-error')).toHaveText('邀请码或优惠码不存在');
    // A malformed code is refused before asking.
    await page.getByTestId('join-code').fill('12');
    await page.getByTestId('join-look-up').click();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveText('邀请码为 8 位字母和数字');

    // The real code, typed in lower case.
    await page.getByTestId('join-code').fill(code.toLowerCase());
    await page.getByTestId('join-look-up').click();
    await expect(page.getByTestId('join-course')).toContainText(course.name);
    await expect(page.getByTestId('join-teams')).toContainText('可选');
    await page.getByTestId(`join-team-${teams[1].id}`).click();
    await page.getByTestId('join-submit').click();

    // The course page, at the teams: in team 2, and the team can be switched before the start.
    await expect(page).toHaveURL(new RegExp(`general-coursedetails\\?id=${course.id}&section=teams`));
    await expect(page.getByTestId(`team-${teams[1].id}`)).toContainText('我的小组');
    await expect(page.getByTestId(`team-${teams[1].id}`).getByTestId('team-state')).toHaveText('已满');
    await page.getByTestId(`team-${teams[2].id}`).getByTestId('pick-team').click();
    await expect(page.getByTestId(`team-${teams[2].id}`)).toContainText('我的小组');
    await expect(page.getByTestId(`team-${teams[1].id}`).getByTestId('team-state')).toHaveText('可选');
    // Chapter 1 is locked before the start (no early entry yet): disabled in the menu.
    await expect(page.getByTestId('chapter-1')).toHaveAttribute('data-disabled', 'true');

    // The course is now in the learner's "coming soon" list.
    await page.goto('/#/personal-course-list?tab=coming');
    await expect(page.getByTestId(`course-card-${course.id}`)).toBeVisible();

    // The same wrong code in English.
    await page.goto('/#/join?code=ABCDEFGH');
    await expect(page.getByTestId('join-error')).toHaveText('邀请码或优惠码不存在');
    await switchLanguage(page, 'English');
    await expect(page.getByTestId('join-error')).toHaveText('The invitation or discount code was not found.');
  });

  test('the public certificate page says when a number is not genuine', async ({ page }) => {
    await page.goto('/#/certificate-verify?number=NOPE-0000');
    await expect(page.getByTestId('verify-not-genuine')).toContainText('证书无效');
    await switchLanguage(page, 'English');
    await expect(page.getByTestId('verify-not-genuine')).toContainText('Not a genuine certificate');
  });

  test('a lecturer’s menu: every entry opens, “my courses” leads to the courses they run, each running market course to its game console', async ({ page }) => {
    const lecturer = await apiAs('lecturer');
    const running = (await lecturer.post('/course/select.json', { scope: 'managed', status: ['in_progress'], gameId: 'MS' })).body.list[0];
    await lecturer.ctx.dispose();
    expect(running, 'a running demo market course of the lecturer').toBeTruthy();

    await adoptSession(page, 'lecturer', DEMO_PASSWORD);
    await page.goto('/#/home');
    const menu = page.locator('.shell-menu a');
    await expect(menu.first()).toBeVisible();
    const hrefs = (await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) as string[];
    expect(hrefs).toEqual(expect.arrayContaining(['#/markSimos', '#/course-management', '#/student-scorelist']));
    for (const href of hrefs) {
      await page.goto(`/${href}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-result-403, .ant-result-404, [data-testid="game-not-found"], [data-testid="course-not-found"]'), href).toHaveCount(0);
      await expect(page.locator('.toast--error'), href).toHaveCount(0);
    }

    // The rules page's "my courses" is the lecturer's course list, not a learner's page they may not open.
    await page.goto('/#/markSimos');
    await page.getByRole('link', { name: /我的课程/ }).click();
    await expect(page).toHaveURL(/#\/course-management/);
    await expect(page.locator('.ant-result-403')).toHaveCount(0);

    // The course list leads to the running market course's game console.
    await page.getByTestId(`game-console-${running.id}`).click();
    await expect(page).toHaveURL(new RegExp(`#/online\\?courseId=${running.id}$`));
    await expect(page.locator('[data-testid="game-header"], [data-testid="game-not-started"]')).toBeVisible();
    await expect(page.getByTestId('game-not-found')).toHaveCount(0);

    // And so does the course page, in English too.
    await page.goto(`/#/general-coursedetails?id=${running.id}`);
    await expect(page.getByTestId('game-link')).toHaveText(/打开游戏控制台/);
    await switchLanguage(page, 'English');
    await expect(page.getByTestId('game-link')).toHaveText(/Open the game console/);
  });
});
