import { expect, type Locator, type Page } from '@playwright/test';
import { settled } from './helpers';

/** Keyboard focus in the browser tests (WCAG 2.1.1, 2.4.3, 2.4.7; docs/decisions/web-accessibility.md). */

/** Presses Tab until `target` has the focus (a bounded walk: the page's tab order must reach it). */
export async function tabTo(page: Page, target: Locator, most = 8) {
  for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * The focused element shows where it is (2.4.7): it or its control's frame (antd draws an input's
 * ring on the wrapper) has an outline or a focus shadow, and the focus is a keyboard one.
 */
export async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    if (!el.matches(':focus-visible')) return `${el.outerHTML.slice(0, 80)} is not :focus-visible`;
    for (let at: HTMLElement | null = el, up = 0; at && up < 3; at = at.parentElement, up++) {
      const style = getComputedStyle(at);
      if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return null;
    }
    return `${el.outerHTML.slice(0, 80)} has no outline or focus shadow`;
  });
  expect(ring, 'focus visible').toBeNull();
}

/**
 * A modal dialog or drawer, opened from `opener` with the keyboard: the focus moves into it; Tab and
 * Shift+Tab each go round its stops until the focus is back on a control it already visited, never
 * reaching the page behind it — past its last control the focus may leave the document for the
 * browser's own controls, as the native modal `<dialog>` lets it, and comes back into the dialog;
 * Escape closes it and the focus is back on the opener.
 *
 * The walk stops once the cycle has closed (the tab order is deterministic: a second round shows
 * nothing the first did not). Its bound is twice the counted stops and four: the cycle may pass
 * places the count leaves out (the panel itself, which antd's focus lock focuses on the way round,
 * a step out of the document and back), and a walk that never closes within it fails.
 */
export async function expectFocusManaged(page: Page, opener: Locator, dialog: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  /** Where the focus is: 'outside the document', 'inside #n' (n names the element), or the element behind. */
  const where = () =>
    dialog.evaluate((el) => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'outside the document';
      if (!el.contains(active)) return active.outerHTML.slice(0, 100);
      const w = window as unknown as { __focusNames?: { of: WeakMap<Element, number>; next: number } };
      const names = (w.__focusNames ??= { of: new WeakMap(), next: 0 });
      if (!names.of.has(active)) names.of.set(active, names.next++);
      return `inside #${names.of.get(active)}`;
    });
  await expect.poll(where, { message: 'the focus moves into the dialog' }).toMatch(/^inside/);
  // Its content in (a drawer's form loads after it opens): counted before, a loaded machine saw
  // 2 stops where the form has more, and the walk did not come round in time.
  await settled(page);
  const stops = await dialog.evaluate(
    (el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    const visited = new Set<string>();
    let closed = false;
    for (let i = 0; i < 2 * (stops + 2) && !closed; i++) {
      await page.keyboard.press(key);
      const at = await where();
      expect(at === 'outside the document' || at.startsWith('inside'), `after ${i + 1} × ${key} the focus is not on the page behind the dialog: ${at}`).toBe(true);
      if (at.startsWith('inside')) {
        closed = visited.has(at);
        visited.add(at);
      }
    }
    expect(closed, `${key} goes round inside the dialog, back to a control it visited (${stops} stops)`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, 'the focus is back on the opener').toBeFocused();
}

/**
 * A menu button's popup menu from the keyboard (antd's Dropdown, our language menu): Enter on
 * `opener` opens `menu`; the focus is in it at once or after one Tab (antd's Dropdown hands it to
 * the menu on Tab); the arrow keys move it from item to item inside the menu; Escape closes the menu
 * and the focus is back on the opener. Leaves the menu open again (by Enter) for an axe pass.
 * `ready`: an entry to wait for first, in a menu that loads its entries when it opens.
 */
export async function expectMenuKeyboard(page: Page, opener: Locator, menu: Locator, ready?: Locator) {
  const inside = () => menu.evaluate((el) => el.contains(document.activeElement));
  // The item that has the focus: antd's menu moves the focus to the item and marks it active a
  // render later (Escape pressed in between closes the menu but leaves the focus nowhere).
  const focusedItem = () =>
    menu.evaluate((el) => {
      const active = document.activeElement;
      if (!active || !el.contains(active) || active.getAttribute('role') !== 'menuitem') return null;
      if (active.classList.contains('ant-dropdown-menu-item') && !active.classList.contains('ant-dropdown-menu-item-active')) return null;
      return active.textContent;
    });
  /** Opens the menu by Enter and waits until the focus is in it, on an item marked active if on one. */
  const open = async () => {
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(ready ?? menu.getByRole('menuitem').first()).toBeVisible();
    if (!(await inside())) await page.keyboard.press('Tab');
    await expect.poll(inside, { message: 'the focus moves into the menu' }).toBe(true);
    // Marked active, its colours start their transition now, so a later settled() waits for them
    // (axe once ran on a reopened menu's item half-way to its active colours).
    const onItem = await menu.evaluate((el) => document.activeElement?.getAttribute('role') === 'menuitem' && el.contains(document.activeElement));
    if (onItem) await expect.poll(focusedItem, { message: 'the focused item is marked active' }).not.toBeNull();
  };
  await opener.focus();
  await open();
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedItem, { message: 'ArrowDown moves the focus to an item' }).not.toBeNull();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener, 'the focus is back on the menu button').toBeFocused();
  await open();
}
