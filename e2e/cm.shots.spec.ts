import fs from 'node:fs';
import { expect, test, type Page } from './test';
import { addPlay } from './cmKit';
import { settled } from './helpers';
import { LOCALES, SIZES, loggedInContext, type ShotSize } from './shotsKit';

/**
 * Screenshots of the change-leadership game's screens in both languages at desktop and phone
 * width, for a person to look at: SHOTS=1 npx playwright test e2e/cm.shots.spec.ts writes them to
 * /tmp/shots-cm/ — the guide, and the practice (/cmOnlineB) after two rounds with a third drafted.
 */

const DIR = '/tmp/shots-cm';

async function shoot(page: Page, name: string, ready: string, pieces = false) {
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
  // Long pages are hard to read whole: each card on its own as well.
  if (pieces) for (const [i, card] of (await page.locator('.ant-card').all()).entries()) await card.screenshot({ path: `${DIR}/${name}-part${i}.png` });
}

test('change-leadership screenshots', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  fs.mkdirSync(DIR, { recursive: true });
  for (const locale of LOCALES) {
    for (const size of Object.keys(SIZES) as ShotSize[]) {
      const ctx = await loggedInContext(browser, { account: 'student1', size, locale });
      const page = await ctx.newPage();
      const tag = `${locale}-${size}`;
      await page.goto('/#/cmOnlineGuide');
      await shoot(page, `guide-${tag}`, 'cm-guide');
      await page.goto('/#/cmOnlineB');
      await shoot(page, `practice-start-${tag}`, 'cm-practice-start');
      await page.getByTestId('cm-practice-begin').click();
      await addPlay(page, 'memo');
      await addPlay(page, 'oneToOne', locale === 'en-US' ? 'Liang Hao' : '梁浩');
      await addPlay(page, 'workshop', locale === 'en-US' ? 'Production' : '生产部');
      await page.getByTestId('cm-play-round').click();
      await expect(page.getByTestId('cm-log-summary')).toContainText('1');
      await addPlay(page, 'story');
      await addPlay(page, 'oneToOne', locale === 'en-US' ? 'Fang Jing' : '方静');
      await addPlay(page, 'coaching', locale === 'en-US' ? 'Production' : '生产部');
      await page.getByTestId('cm-play-round').click();
      await expect(page.getByTestId('cm-log-summary')).toContainText('2');
      await addPlay(page, 'townHall');
      await addPlay(page, 'coalition', locale === 'en-US' ? 'Deng Rui' : '邓睿');
      await addPlay(page, 'pilot', locale === 'en-US' ? 'Quality' : '质量部');
      await addPlay(page, 'structure', locale === 'en-US' ? 'Maintenance' : '设备维护部');
      await shoot(page, `practice-${tag}`, 'cm-practice', true);
      await ctx.close();
    }
  }
});
