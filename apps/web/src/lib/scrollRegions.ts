/**
 * Content that scrolls must be reachable by keyboard (WCAG 2.1.1; axe: scrollable-region-focusable).
 * A table wider than a phone scrolls sideways inside antd's `.ant-table-content` (or `.ant-table-body`
 * with a fixed header), which antd renders without a tab stop and offers no prop for. One observer
 * gives each such region a tab stop while it overflows, and takes back the ones it gave when not.
 * A date picker's hour and minute columns always scroll (24 hours in a short list) but are measured
 * only while their panel shows, so they have one whenever they are in the document. An open select's
 * list of more options than it shows scrolls too (its options are walked with the arrow keys from
 * the select, but the scrolling box itself is a region of its own).
 */
const SCROLLERS = '.ant-table-content, .ant-table-body, .ant-picker-time-panel-column, .ant-select-dropdown-list-holder';
const ALWAYS_SCROLLS = '.ant-picker-time-panel-column';
const GIVEN = 'data-scroll-tabstop';

function mark(root: ParentNode) {
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const overflows = el.matches(ALWAYS_SCROLLS) || el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
    if (overflows && !el.hasAttribute('tabindex')) {
      el.tabIndex = 0;
      el.setAttribute(GIVEN, '');
    } else if (!overflows && el.hasAttribute(GIVEN)) {
      el.removeAttribute('tabindex');
      el.removeAttribute(GIVEN);
    }
  }
}

/** Watches `root` for tables (and the window for resizes) from now on; returns the stop function. */
export function focusableScrollRegions(root: HTMLElement = document.body): () => void {
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark(root);
    });
  };
  const observer = new MutationObserver(soon);
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', soon);
  soon();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', soon);
  };
}
