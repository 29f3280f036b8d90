import { expect, test, type Browser } from './test';
import { expectAccessible } from './axeKit';
import { addPlay, budget } from './cmKit';
import { apiAs, confirmDialog, freshMobile, fromNow as at, pageAs as pageAsIn, settled, switchLanguage } from './helpers';
import { pick } from './peopleKit';

/**
 * The change-leadership game online (/cmOnline, docs/decisions/web-cm.md): a running CM course
 * (set up through the API, started by the server's clock) with four teams, the red one of two. The
 * lecturer starts the game in the browser on the merger case; a member drafts plays, which reach
 * the captain; the captain completes them (the member sees it live) and submits; the lecturer's
 * console closes the round without the other teams (the engine plays for them), and the round's log
 * shows why people moved, in Chinese and English. In round 2 the lecturer's console switches the red
 * team's level and, after the captain has submitted, restarts the team (SHOTS=1: screenshots of the
 * console in /tmp/shots-cm/).
 */

const pageAs = (browser: Browser, account: string, password: string) => pageAsIn(browser, account, password, { viewport: { width: 1366, height: 900 } });

test('a CM course: the lecturer starts it, a member drafts, the captain submits, the round’s log shows', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const members = [0, 1].map((k) => ({ name: `变革${k === 0 ? '队长' : '队员'}${Date.now() % 1000}`, mobile: freshMobile() }));
  const lecturer = await apiAs('lecturer');
  const me = await lecturer.post('/user/get.json', {});
  const created = await lecturer.post('/course/create.json', {
    kind: 'special',
    gameId: 'CM',
    name: `变革领导力课程 ${Date.now()}`,
    lecturerId: me.body.id,
    startAt: at(15_000),
    endAt: at(3 * 3_600_000),
    registrationDeadline: at(10_000),
    participants: 8,
    teamCount: 4,
    rounds: 3,
    caseStudy: '两支客服团队合并，变革小组要让新的工作方式真正落地。',
    introduction: '三轮变革领导力模拟。',
    priceFen: 0,
    advanceEntryHours: 0,
    teams: [
      { name: '红队', colour: '#f5222d', capacity: 2, members },
      ...(['橙队', '绿队', '蓝队'] as const).map((name, i) => ({ name, colour: ['#fa8c16', '#52c41a', '#1677ff'][i], capacity: 2, members: [{ name: `${name}队长`, mobile: freshMobile() }] })),
    ],
    initialPassword: 'Secret99',
  });
  expect(created.head, JSON.stringify(created.head)).toMatchObject({ code: '000000' });
  const courseId: number = created.body.course.id;
  const online = `/#/cmOnline?courseId=${courseId}`;
  await expect
    .poll(async () => (await lecturer.post('/course/get.json', { id: courseId })).body.course.status, { timeout: 4 * 60_000, intervals: [3_000] })
    .toBe('in_progress');

  // The member waits for the start and may read the briefing meanwhile.
  const member = await pageAs(browser, members[1].mobile, 'Secret99');
  await member.goto(online);
  await expect(member.getByTestId('cm-not-started')).toBeVisible();
  await expect(member.getByTestId('cm-guide-link').first()).toBeVisible();

  // The lecturer starts it: the merger case at mild resistance, no practice round.
  const lecturerPage = await pageAs(browser, 'lecturer', 'Demo1234');
  await lecturerPage.goto(online);
  await expect(lecturerPage.getByTestId('start-game')).toBeVisible();
  await lecturerPage.getByTestId('start-practice').click();
  await expect(lecturerPage.getByTestId('start-game')).toContainText('开始变革领导力模拟');
  await pick(lecturerPage, lecturerPage.getByTestId('cm-start-case'), /启云/);
  await pick(lecturerPage, lecturerPage.getByTestId('cm-start-level'), '温和阻力');
  await lecturerPage.getByTestId('start-button').click();
  await confirmDialog(lecturerPage);
  await expect(lecturerPage.getByTestId('console')).toBeVisible();
  await expect(lecturerPage.getByTestId('round-label')).toHaveText('第 1 轮 / 共 3 轮');
  await lecturerPage.getByTestId('pause').click();

  // The member's page follows the start; they draft two plays and save.
  await expect(member.getByTestId('cm-game')).toBeVisible({ timeout: 20_000 });
  await expect(member.getByTestId('cm-submit')).toHaveCount(0);
  await addPlay(member, 'townHall');
  await addPlay(member, 'oneToOne', 'first');
  const drafted = await budget(member);
  await member.getByTestId('cm-save-draft').click();
  await expect(member.getByTestId('cm-last-editor')).toContainText(members[1].name);

  // The captain opens the game: the teammate's draft is there, with the same budget; they add a play and submit.
  const captain = await pageAs(browser, members[0].mobile, 'Secret99');
  await captain.goto(online);
  await expect(captain.getByTestId('cm-play')).toHaveCount(2);
  expect(await budget(captain)).toEqual(drafted);
  await addPlay(captain, 'workshop', 'first');
  // The member still sees their saved draft; the captain's next save reaches them live.
  await captain.getByTestId('cm-save-draft').click();
  await expect(member.getByTestId('cm-play')).toHaveCount(3);
  await expect(member.getByTestId('cm-last-editor')).toContainText(members[0].name);
  await settled(captain);
  await expectAccessible(captain, '/cmOnline (captain, drafting)');
  await captain.getByTestId('cm-submit').click();
  await confirmDialog(captain);

  // The lecturer closes the round now (the teams that did not submit get the engine's play): both see the log and round 2.
  await expect(lecturerPage.getByTestId(/^team-submitted-/)).toHaveCount(1);
  await lecturerPage.getByTestId('advance').click();
  await confirmDialog(lecturerPage);
  for (const page of [captain, member]) {
    await expect(page.getByTestId('round-label')).toHaveText('第 2 轮 / 共 3 轮', { timeout: 20_000 });
    await expect(page.getByTestId('cm-log-summary')).toContainText('第 1 轮');
    await expect(page.getByTestId('cm-log')).toContainText('全员沟通会');
  }
  await expect(captain.getByTestId('cm-play')).toHaveCount(0);
  await switchLanguage(captain, 'English');
  await expect(captain.getByTestId('cm-log')).toContainText('Town-hall meeting');
  await expect(captain.getByTestId('round-label')).toHaveText(/Round 2/);
  await settled(captain);
  await expectAccessible(captain, '/cmOnline (captain, round 2, en)');

  // The lecturer sees every team's standing after the round.
  await expect(lecturerPage.getByTestId('round-label')).toHaveText('第 2 轮 / 共 3 轮');
  await expect(lecturerPage.getByTestId('cm-teams')).toContainText('红队');
  await expect(captain.getByTestId('cm-curve')).toBeVisible();
  await settled(lecturerPage);
  await expectAccessible(lecturerPage, '/cmOnline (lecturer)');

  // The lecturer's console in round 2 (nobody has submitted it yet): the red team plays at fierce resistance.
  const cmConsole = lecturerPage.getByTestId('cm-console');
  const redLevel = cmConsole.getByRole('combobox', { name: '红队的难度' });
  await expect(cmConsole.getByRole('row', { name: /红队/ })).toContainText('温和阻力');
  await pick(lecturerPage, redLevel, '强烈阻力');
  await expect(lecturerPage.getByText('红队现在的难度为「强烈阻力」。')).toBeVisible();
  await expect(cmConsole.getByRole('row', { name: /红队/ })).toContainText('强烈阻力');
  await expect(cmConsole.getByRole('row', { name: /橙队/ })).toContainText('温和阻力');
  // Once the red team has submitted the round, its level and the course's wait for the next round.
  await addPlay(captain, 'memo');
  await captain.getByTestId('cm-submit').click();
  await confirmDialog(captain);
  await expect(redLevel).toBeDisabled();
  await expect(cmConsole.getByRole('combobox', { name: '课程难度' })).toBeDisabled();
  await expect(cmConsole.getByRole('combobox', { name: '橙队的难度' })).toBeEnabled();
  // A restart (after a confirmation) clears the team's submission: its level may change again.
  await cmConsole.getByRole('button', { name: '重新开始红队' }).click();
  await expect(lecturerPage.locator('.ant-modal-confirm')).toContainText('让红队重新开始？');
  await confirmDialog(lecturerPage);
  await expect(lecturerPage.getByText('红队已从案例起点重新开始。')).toBeVisible();
  await expect(redLevel).toBeEnabled();
  await expect(cmConsole.getByRole('row', { name: /红队/ })).toContainText('强烈阻力');
  // The captain's screen names the team's own level.
  await expect(captain.getByTestId('cm-team-level')).toContainText('Fierce resistance');

  // The lecturer re-runs round 1 with the red team's plays corrected: preview, then a confirmed commit.
  // The level switch and the restart made in round 2 stay.
  const rerun = lecturerPage.getByTestId('cm-rerun');
  await pick(lecturerPage, rerun.getByTestId('cm-rerun-round'), '第1轮');
  await pick(lecturerPage, rerun.getByTestId('cm-rerun-team'), '红队');
  await expect(rerun.getByTestId('cm-play')).toHaveCount(3);
  await rerun.getByTestId('cm-play-remove').last().click();
  await expect(rerun.getByTestId('cm-play')).toHaveCount(2);
  await rerun.getByTestId('cm-rerun-preview').click();
  await expect(rerun.getByTestId('cm-rerun-preview-tables')).toContainText('红队');
  if (process.env.SHOTS) {
    for (const width of [1366, 390]) {
      await lecturerPage.setViewportSize({ width, height: 900 });
      await settled(lecturerPage);
      await rerun.screenshot({ path: `/tmp/shots-cm/rerun-zh-${width}.png` });
    }
    await switchLanguage(lecturerPage, 'English');
    await settled(lecturerPage);
    await rerun.screenshot({ path: '/tmp/shots-cm/rerun-en-390.png' });
    await lecturerPage.setViewportSize({ width: 1366, height: 900 });
    await settled(lecturerPage);
    await rerun.screenshot({ path: '/tmp/shots-cm/rerun-en-1366.png' });
    await switchLanguage(lecturerPage, '简体中文');
  }
  await rerun.getByTestId('cm-rerun-commit').click();
  await expect(lecturerPage.locator('.ant-modal-confirm')).toContainText('该轮之后切换的阻力强度和重启的团队保持不变。');
  await confirmDialog(lecturerPage);
  await expect(lecturerPage.getByText('已重新运行。')).toBeVisible();
  await expect(cmConsole.getByRole('row', { name: /红队/ })).toContainText('强烈阻力');
  await expect(cmConsole.getByRole('row', { name: /橙队/ })).toContainText('温和阻力');
  await expect(captain.getByTestId('cm-team-level')).toContainText('Fierce resistance');
  await settled(lecturerPage);
  await expectAccessible(lecturerPage, '/cmOnline (lecturer, re-run preview)');
  // With no submission left in the round, the course's level switches every team.
  await pick(lecturerPage, cmConsole.getByRole('combobox', { name: '课程难度' }), '标准');
  await expect(lecturerPage.getByText('所有小组现在的难度为「标准」。')).toBeVisible();
  for (const team of ['红队', '橙队', '绿队', '蓝队']) await expect(cmConsole.getByRole('row', { name: new RegExp(team) })).toContainText('标准');
  await settled(lecturerPage);
  await expectAccessible(lecturerPage, '/cmOnline (lecturer console)');
  if (process.env.SHOTS) {
    for (const [lang, tag] of [['简体中文', 'zh'], ['English', 'en']] as const) {
      await switchLanguage(lecturerPage, lang);
      for (const width of [1366, 390]) {
        await lecturerPage.setViewportSize({ width, height: 900 });
        await settled(lecturerPage);
        await cmConsole.screenshot({ path: `/tmp/shots-cm/console-${tag}-${width}.png` });
      }
    }
    await switchLanguage(lecturerPage, 'English');
    await expectAccessible(lecturerPage, '/cmOnline (lecturer console, en)');
  }
  await lecturer.ctx.dispose();
});
