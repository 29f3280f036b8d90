/**
 * A drawer that opens takes the focus into its dialog (WCAG 2.4.3; docs/decisions/web-accessibility.md).
 * antd's Drawer focuses its outer container — the mask's and the panel's parent, outside the
 * element with `role="dialog"` — so a screen reader does not announce the dialog or its title, and
 * offers no prop to focus the panel. When that container receives the focus, it is handed on to the
 * panel (focusable by script only). antd's own focus lock keeps working: the panel is inside it.
 */
const CONTAINER = 'ant-drawer';

/**
 * Hands the focus on to the panel, from the next frame (during the focus event, and while the
 * drawer's enter motion starts, the panel does not take it), trying for up to a second of frames.
 */
function focusPanel(container: HTMLElement, frames = 60) {
  requestAnimationFrame(() => {
    if (document.activeElement !== container) return;
    const panel = container.querySelector<HTMLElement>('[role="dialog"]');
    if (!panel) return;
    if (!panel.hasAttribute('tabindex')) panel.tabIndex = -1;
    panel.focus({ preventScroll: true });
    if (document.activeElement === container && frames > 0) focusPanel(container, frames - 1);
  });
}

function onFocusIn(event: FocusEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && target.classList.contains(CONTAINER)) focusPanel(target);
}

/** From now on; returns the stop function. Capturing: a handler on the way may stop the event. */
export function focusDrawerPanels(): () => void {
  document.addEventListener('focusin', onFocusIn, true);
  return () => document.removeEventListener('focusin', onFocusIn, true);
}
