import fs from 'node:fs';
import { expect, test, type Page } from './test';
import { apiAs as api, DEMO_PASSWORD, freshMobile, fromNow as at } from './helpers';
import { pick } from './peopleKit';
import { LOCALES, SIZES, loggedInContext, type ShotSize } from './shotsKit';

/**
 * Screenshots of the market simulation's screens in both languages at desktop and phone width, for
 * a person to look at (no assertions beyond "it rendered"): SHOTS=1 npx playwright test
 * e2e/game.shots.spec.ts writes them to /tmp/shots-game/. The game is set up through the API: a
 * course with four teams starts by the clock, two official rounds are settled, round 3 is open and
 * the red captain has submitted it (the member's read-only view); a second course waits for its start.
 */

const DIR = '/tmp/shots-game';

async function shoot(page: Page, path: string, name: string, ready: string) {
  await page.goto(`/#${path}`);
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
  // Charts load lazily and animate.
  await page.waitForTimeout(1_200);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

test('market simulation screenshots', async ({ browser }) => {
  test.setTimeout(15 * 60_000);
  fs.mkdirSync(DIR, { recursive: true });
  const teams = ['红队', '橙队', '绿队', '蓝队'].map((name, i) => ({
    name,
    colour: ['#f5222d', '#fa8c16', '#52c41a', '#1677ff'][i],
    capacity: 2,
    members: [
      { name: `${name.slice(0, 1)}队长`, mobile: freshMobile() },
      { name: `${name.slice(0, 1)}队员`, mobile: freshMobile() },
    ],
  }));
  const lecturer = await api('lecturer');
  const me = await lecturer.post('/user/get.json', {});
  const course = (name: string, people: typeof teams) =>
    lecturer.post('/course/create.json', {
      kind: 'special',
      gameId: 'MS',
      name,
      lecturerId: me.body.id,
      startAt: at(45_000),
      endAt: at(3 * 3_600_000),
      registrationDeadline: at(40_000),
      participants: 8,
      teamCount: 4,
      rounds: 3,
      caseStudy: '一家家电企业在成熟市场中与三家对手竞争。',
      introduction: '三轮市场模拟。',
      priceFen: 0,
      advanceEntryHours: 0,
      teams: people,
      initialPassword: 'Secret99',
    });
  // The start dialog's course: same shape, its own students, no game yet.
  const waiting = await course('家电市场模拟（未开始）', teams.map((t) => ({ ...t, members: t.members.map((m) => ({ ...m, mobile: freshMobile() })) })));
  expect(waiting.head.code).toBe('000000');
  const created = await course('家电市场模拟', teams);
  expect(created.head.code).toBe('000000');
  const courseId: number = created.body.course.id;
  await expect
    .poll(async () => (await lecturer.post('/course/get.json', { id: courseId })).body.course.status, { timeout: 4 * 60_000, intervals: [3_000] })
    .toBe('in_progress');

  let view = (await lecturer.post('/game/start', { courseId, practiceRound: true, roundMinutes: 30 })).body;
  const captains = await Promise.all(teams.map((t) => api(t.members[0].mobile, 'Secret99')));
  const prices = [15_000, 16_500, 18_000, 14_000];
  const decision = (i: number, round: number) => ({ price: prices[i] + round * 500, plannedProduction: 1_000 + i * 100, overtimePercent: i === 3 ? 20 : 0, marketing: 1_000_000 + i * 300_000, research: 500_000 + i * 100_000 });
  // Practice round, then two official rounds: each closes as its last captain submits.
  for (let round = 0; round < 3; round++) {
    for (const [i, captain] of captains.entries()) {
      const answer = await captain.post('/game/ms/submit.json', { courseId, roundId: view.current.id, decision: decision(i, round) });
      expect(answer.head.code, JSON.stringify(answer.head)).toBe('000000');
    }
    view = (await lecturer.post('/game/ms/state.json', { courseId })).body;
    expect(view.current.number).toBe(round + 2);
  }
  // Round 3: a member's draft, then the red captain's submission (the member reads it); a chat message.
  const member = await api(teams[0].members[1].mobile, 'Secret99');
  await member.post('/game/ms/draft.json', { courseId, roundId: view.current.id, decision: { price: 16_800, plannedProduction: 1_150, overtimePercent: 10, marketing: 1_300_000, research: 600_000 }, baseVersion: 0 });
  await captains[0].post('/game/ms/submit.json', { courseId, roundId: view.current.id, decision: { ...decision(0, 3), price: 16_800 } });
  await captains[0].post('/game/chat/send.json', { courseId, text: '这一轮我们把价格提到 168 元，产量 1150。' });

  const captain = { account: teams[0].members[0].mobile, password: 'Secret99' };
  const student = { account: teams[0].members[1].mobile, password: 'Secret99' };
  const lect = { account: 'lecturer', password: DEMO_PASSWORD };
  const shots: { name: string; who: { account: string; password: string }; path: string; ready: string }[] = [
    { name: 'online-captain', who: captain, path: `/online?courseId=${courseId}`, ready: 'decision-panel' },
    { name: 'online-member', who: student, path: `/online?courseId=${courseId}`, ready: 'decision-panel' },
    { name: 'online-lecturer', who: lect, path: `/online?courseId=${courseId}`, ready: 'console' },
    { name: 'start-dialog', who: lect, path: `/online?courseId=${waiting.body.course.id}`, ready: 'start-game' },
    { name: 'board', who: captain, path: `/simulated-sand-table?courseId=${courseId}`, ready: 'board-tile' },
    { name: 'rules', who: captain, path: '/markSimos', ready: 'mark-simos' },
    { name: 'rules-details', who: captain, path: '/markSimos-details', ready: 'mark-simos-details' },
    { name: 'my-grades', who: captain, path: '/myGrades', ready: 'grades-table' },
    { name: 'grades-details', who: captain, path: `/gradesDetails?courseId=${courseId}`, ready: 'grades-details' },
    { name: 'winners', who: captain, path: '/goldMedalWinners', ready: 'winners' },
    { name: 'podium', who: lect, path: `/goldMedalWinnersDetial?courseId=${courseId}`, ready: 'podium' },
    { name: 'score-list', who: lect, path: `/student-scorelist?courseId=${courseId}`, ready: 'score-table' },
    { name: 'score-detail', who: lect, path: `/student-scorelist-detial?courseId=${courseId}&userId=${created.body.teams[0].members[0].userId}`, ready: 'score-detail' },
  ];
  for (const size of Object.keys(SIZES) as ShotSize[]) {
    for (const locale of LOCALES) {
      const pages = new Map<string, Page>();
      for (const shot of shots) {
        const page = pages.get(shot.who.account) ?? (await (await loggedInContext(browser, { ...shot.who, size, locale })).newPage());
        pages.set(shot.who.account, page);
        await shoot(page, shot.path, `${shot.name}-${locale}-${size}`, shot.ready);
      }
      // The start form of a course without a game, and the re-run preview.
      const lp = pages.get('lecturer')!;
      await lp.goto(`/#/online?courseId=${courseId}`);
      await pick(lp, lp.getByTestId('rerun-round'), locale === 'zh-CN' ? '第1轮' : 'Round 1');
      await pick(lp, lp.getByTestId('rerun-team'), '蓝队');
      await lp.getByTestId('rerun-form').getByTestId('field-price').fill('175');
      await lp.getByTestId('rerun-preview').click();
      await expect(lp.getByTestId('rerun-preview-tables')).toBeVisible();
      await lp.getByTestId('rerun').screenshot({ path: `${DIR}/rerun-${locale}-${size}.png` });
      for (const page of pages.values()) await page.context().close();
    }
  }
});
