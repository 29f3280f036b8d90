import fs from 'node:fs';
import { expect, test, type BrowserContext } from './test';
import { apiAs, freshMobile } from './helpers';
import { LOCALES, SIZES, loggedInContext, type ShotSize } from './shotsKit';

/**
 * Screenshots of the course page as its lecturer and as its students, in both languages at desktop
 * and phone width, for a person to look at: SHOTS=1 npx playwright test e2e/course-detail.shots.spec.ts
 * writes them to /tmp/shots-course/. The demo's running market course (chapter 2 out, 3 not) and a
 * fresh one that the clock starts (nothing released yet; its students on chapter 1).
 */

const DIR = '/tmp/shots-course';

async function shoot(ctx: BrowserContext, path: string, name: string, ready: string) {
  const page = await ctx.newPage();
  await page.goto(`/#${path}`);
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
  await page.close();
}

test('course page screenshots: lecturer and students', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  fs.mkdirSync(DIR, { recursive: true });
  const lecturer = await apiAs('lecturer');
  const course = (await lecturer.post('/course/select.json', { scope: 'managed', status: ['in_progress'], gameId: 'MS' })).body.list[0];
  // A fresh course the clock starts in 75 s: chapter 1 open, nothing released.
  const reader = freshMobile();
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const fresh = await lecturer.post('/course/create.json', {
    kind: 'special',
    gameId: 'MS',
    name: '市场模拟 · 春季班',
    lecturerId: (await lecturer.post('/user/get.json', {})).body.id,
    startAt: at(75_000),
    endAt: at(4 * 3_600_000),
    registrationDeadline: at(60_000),
    participants: 8,
    teamCount: 4,
    rounds: 4,
    caseStudy: '一家新能源车企准备进入欧洲市场，需要在四个季度里决定价格、产能与渠道。\n\n市场上已有三家竞争者，价格战一触即发。',
    introduction: '四轮市场模拟，之后由每组的操作员提交行动计划。',
    priceFen: 0,
    advanceEntryHours: 0,
    teams: ['红队', '橙队', '绿队', '蓝队'].map((name, i) => ({ name, colour: ['#f5222d', '#fa8c16', '#52c41a', '#1677ff'][i], capacity: 2, members: [{ name: `学员${i + 1}`, mobile: i === 0 ? reader : freshMobile() }] })),
    initialPassword: 'Secret99',
  });
  expect(fresh.head, JSON.stringify(fresh.head)).toMatchObject({ code: '000000' });
  const freshId: number = fresh.body.course.id;
  await expect.poll(async () => (await lecturer.post('/course/get.json', { id: freshId })).body.course.status, { timeout: 4 * 60_000, intervals: [3_000] }).toBe('in_progress');
  await lecturer.ctx.dispose();

  for (const size of Object.keys(SIZES) as ShotSize[]) {
    for (const locale of LOCALES) {
      const tag = `${size}-${locale}`;
      const lect = await loggedInContext(browser, { account: 'lecturer', size, locale });
      await shoot(lect, `/general-coursedetails?id=${course.id}&section=manage`, `lecturer-manage-${tag}`, 'release-card');
      await shoot(lect, `/general-coursedetails?id=${course.id}&section=ch2.simulation`, `lecturer-ch2-${tag}`, 'enter-game');
      await shoot(lect, `/general-coursedetails?id=${course.id}&section=ch3.plan`, `lecturer-ch3-${tag}`, 'unlock-3');
      await shoot(lect, `/general-coursedetails?id=${freshId}&section=manage`, `lecturer-fresh-manage-${tag}`, 'unlock-2');
      await shoot(lect, `/general-coursedetails?id=${freshId}&section=ch2.simulation`, `lecturer-fresh-ch2-${tag}`, 'unlock-2');
      await shoot(lect, '/course-management', `lecturer-list-${tag}`, `game-console-${course.id}`);
      await lect.close();
      const readerCtx = await loggedInContext(browser, { account: reader, password: 'Secret99', size, locale });
      await shoot(readerCtx, `/general-coursedetails?id=${freshId}&section=ch1.case`, `student-ch1-${tag}`, 'mark-chapter-done');
      await readerCtx.close();
      const player = await loggedInContext(browser, { account: 'student1', size, locale });
      await shoot(player, `/general-coursedetails?id=${course.id}&section=ch2.simulation`, `student-ch2-${tag}`, 'game-link');
      await shoot(player, `/general-coursedetails?id=${course.id}&section=ch1.case`, `student-ch1-done-${tag}`, 'chapter-read-done');
      await player.close();
    }
  }
});
