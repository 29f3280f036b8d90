/**
 * Escape in a dropdown menu puts the focus back on the menu's button (WCAG 2.4.3;
 * docs/decisions/web-accessibility.md). antd's Dropdown means to (`@rc-component/dropdown` focuses
 * its trigger on Escape), but its popup's own Escape handler (`@rc-component/portal`, a window
 * listener too) closes the menu first when it was registered first, and the dropdown's listener is
 * removed before its turn: the menu closes with the focus on a hidden item, that is on the page's
 * body. So the focus is moved here, on the way down (capturing), before either of them runs.
 */
const POPUP = '.ant-dropdown';
/** rc-dropdown marks the button of the open menu with `<prefix>-open`. */
const OPEN_TRIGGER = '.ant-dropdown-open';

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing) return;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.closest(POPUP)) return;
  const triggers = document.querySelectorAll<HTMLElement>(OPEN_TRIGGER);
  // One menu is open at a time; with more (or none) the button is not known.
  if (triggers.length === 1) triggers[0]!.focus();
}

/** From now on; returns the stop function. */
export function returnFocusFromMenus(): () => void {
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}
