import { expect, type Page } from '@playwright/test';
import { pick } from './peopleKit';

/** The change-leadership play screen's steps, as a player takes them (shared by the CM specs). */

/** Adds a lever from its card; `target` (a visible option's text) when it needs a person or department. */
export async function addPlay(page: Page, lever: string, target?: RegExp) {
  const before = await page.getByTestId('cm-play').count();
  await page.getByTestId(`cm-add-${lever}`).click();
  await expect(page.getByTestId('cm-play')).toHaveCount(before + 1);
  if (!target) return;
  await pick(page, page.getByTestId('cm-play').nth(before).getByTestId('cm-play-target'), target);
  await expect(page.getByTestId('cm-play').nth(before).getByTestId('cm-play-issue')).toHaveCount(0);
}

/** The budget line's numbers: spent and left. */
export async function budget(page: Page): Promise<{ spent: number; left: number }> {
  const text = (await page.getByTestId('cm-budget-figures').textContent()) ?? '';
  const [spent, , left] = (text.match(/-?\d+/g) ?? []).map(Number);
  return { spent: spent!, left: left! };
}
