import { expect, type Page } from '@playwright/test';

/** The change-leadership play screen's steps, as a player takes them (shared by the CM specs). */

/**
 * Adds a lever from its card; one that needs a person or department gets `target`: typed into the
 * target's search and taken with Enter (the keyboard's way: the first match), or `first`, the
 * first option.
 */
export async function addPlay(page: Page, lever: string, target?: string | 'first') {
  const before = await page.getByTestId('cm-play').count();
  await page.getByTestId(`cm-add-${lever}`).click();
  await expect(page.getByTestId('cm-play')).toHaveCount(before + 1);
  if (!target) return;
  const play = page.getByTestId('cm-play').nth(before);
  await play.getByRole('combobox').focus();
  await page.keyboard.press('ArrowDown');
  if (target !== 'first') await page.keyboard.type(target);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toContainText(target === 'first' ? /.+/ : target);
  await page.keyboard.press('Enter');
  await expect(play.getByTestId('cm-play-issue')).toHaveCount(0);
}

/** The budget line's numbers: spent and left. */
export async function budget(page: Page): Promise<{ spent: number; left: number }> {
  const text = (await page.getByTestId('cm-budget-figures').textContent()) ?? '';
  const [spent, , left] = (text.match(/-?\d+/g) ?? []).map(Number);
  return { spent: spent!, left: left! };
}
