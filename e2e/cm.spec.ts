import { expect, test } from './test';
import { LEVERS, ruleFigures, defaultChangeParams } from '@sandtable/sim/change';
import { expectAccessible } from './axeKit';
import { addPlay, budget } from './cmKit';
import { adoptSession, settled } from './helpers';

/**
 * The change-leadership game's web (docs/decisions/web-cm.md): the guide quotes the engine's
 * figures in both languages; the practice (/cmOnlineB) is played for two rounds with the budget and
 * the engine's checks live, and its board passes axe at desktop and phone width.
 */

test('the guide shows the case, the adoption rules and every lever with the engine’s figures, in both languages', async ({ page }) => {
  await adoptSession(page, 'student1', undefined, 'en-US');
  await page.goto('/#/cmOnlineGuide');
  await expect(page.getByTestId('cm-guide')).toBeVisible();
  await expect(page.getByTestId('cm-case')).toContainText('Hengtai Precision');
  const figures = ruleFigures(defaultChangeParams);
  await expect(page.getByTestId('cm-adoption')).toContainText(`${figures.criticalMass}%`);
  for (const lever of LEVERS) await expect(page.getByTestId(`cm-lever-${lever.key}`).getByTestId('cm-lever-cost')).toHaveText(`${lever.cost} point${lever.cost === 1 ? '' : 's'}`);
  await page.getByTestId('cm-case-picker').getByText('Qiyun and Lanshan', { exact: false }).click();
  await expect(page).toHaveURL(/case=merger/);
  await expect(page.getByTestId('cm-case')).toContainText('Qiyun');
  await settled(page);
  await expectAccessible(page, '/cmOnlineGuide?case=merger');
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.reload();
  await expect(page.getByTestId('cm-lever-townHall')).toContainText('全员沟通会');
  await expect(page.getByTestId('cm-case')).toContainText('启云');
});

for (const width of ['desktop', 'phone'] as const) {
  test(`the practice: two rounds against the engine, the budget and checks live (${width})`, async ({ browser }) => {
    const ctx = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      ...(width === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1366, height: 860 } }),
    });
    const page = await ctx.newPage();
    const zh = width === 'phone';
    // A name in the page's language: the phone runs in Chinese, the desktop in English.
    const say = (en: string, cn: string) => (zh ? cn : en);
    await adoptSession(page, 'student2', undefined, zh ? 'zh-CN' : 'en-US');
    await page.goto('/#/cmOnlineB?case=factory');
    await page.getByTestId('cm-practice-begin').click();
    await expect(page.getByTestId('cm-practice-round')).toContainText(/1/);
    expect(await budget(page)).toEqual({ spent: 0, left: 100 });
    await addPlay(page, 'memo');
    await addPlay(page, 'oneToOne', say('Liang Hao', '梁浩'));
    expect(await budget(page)).toEqual({ spent: 16, left: 84 });
    // A person lever without a target is the engine's cm_target_required, and blocks the round.
    await page.getByTestId('cm-add-listen').click();
    await expect(page.getByTestId('cm-play').last().getByTestId('cm-play-issue')).toBeVisible();
    await expect(page.getByTestId('cm-play-round')).toBeDisabled();
    await page.getByTestId('cm-play').last().getByTestId('cm-play-remove').click();
    await addPlay(page, 'workshop', say('Production', '生产部'));
    await page.getByTestId('cm-play-round').click();
    await expect(page.getByTestId('cm-log')).toContainText(say('Liang Hao', '梁浩'));
    await expect(page.getByTestId('cm-practice-round')).toContainText(/2/);
    // The workshop rests a round: its card says so and it cannot be added (the server refuses a resting lever).
    await expect(page.getByTestId('cm-lever-workshop').getByTestId('cm-lever-rests')).toBeVisible();
    await expect(page.getByTestId('cm-add-workshop')).toBeDisabled();
    await addPlay(page, 'story');
    await addPlay(page, 'oneToOne', say('Fang Jing', '方静'));
    // Over the budget: the engine's cm_over_budget, shown for the whole draft.
    for (const lever of ['townHall', 'urgency', 'incentives']) await addPlay(page, lever);
    expect(await budget(page)).toEqual({ spent: 85, left: 15 });
    await addPlay(page, 'pilot', say('Quality', '质量部'));
    await expect(page.getByTestId('cm-issue')).toBeVisible();
    await expect(page.getByTestId('cm-play-round')).toBeDisabled();
    await page.getByTestId('cm-play').last().getByTestId('cm-play-remove').click();
    await expect(page.getByTestId('cm-issue')).toHaveCount(0);
    await page.getByTestId('cm-play-round').click();
    await expect(page.getByTestId('cm-practice-round')).toContainText(/3/);
    await expect(page.getByTestId('cm-curve')).toBeVisible();
    // Kept in the browser: a reload comes back to round 3.
    await page.reload();
    await expect(page.getByTestId('cm-practice-round')).toContainText(/3/);
    await settled(page);
    await expectAccessible(page, '/cmOnlineB');
    await page.getByTestId('cm-map-view').getByText(/List|列表/).click();
    await expect(page.getByTestId('cm-people-table')).toBeVisible();
    await page.getByTestId('cm-map-view').getByText(/Map|关系图/).click();
    await expect(page.getByTestId('cm-map-svg')).toBeVisible();
    await settled(page);
    await expectAccessible(page, '/cmOnlineB (map)');
    await ctx.close();
  });
}
