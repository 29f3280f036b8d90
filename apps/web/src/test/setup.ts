import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resources } from '@sandtable/shared/i18n/index';
import { i18n } from '../i18n';

// The app loads its texts lazily, per locale and namespace; tests render any page in either
// language at once, so they get every text up front.
for (const [locale, bundles] of Object.entries(resources)) {
  for (const [ns, texts] of Object.entries(bundles)) i18n.addResourceBundle(locale, ns, texts, true, true);
}

// Waits are for conditions, not for time: a screen of antd components may take seconds to render in
// jsdom on a loaded machine, so findBy/waitFor keep looking well past Testing Library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these; antd's responsive helpers and our layout hooks read them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// antd's CSS-in-JS puts its styles into <head> as hundreds of rules; jsdom then cascades all of
// them on every getComputedStyle call, which Testing Library's role queries and antd's own layout
// code make for element after element. Kept out of the document (no test reads antd's styling),
// the course wizard's tests cost a third of the CPU (65 s → 20 s) and no assertion changed.
const isAntdStyle = (node: Node) => node instanceof HTMLStyleElement && (node.hasAttribute('data-css-hash') || node.hasAttribute('data-rc-order'));
const head = HTMLHeadElement.prototype;
const { appendChild, insertBefore, removeChild } = head;
Object.assign(head, {
  appendChild<T extends Node>(this: HTMLHeadElement, node: T): T {
    return isAntdStyle(node) ? node : appendChild.call(this, node) as T;
  },
  insertBefore<T extends Node>(this: HTMLHeadElement, node: T, child: Node | null): T {
    return isAntdStyle(node) ? node : insertBefore.call(this, node, child) as T;
  },
  // antd removes a style it no longer needs: one that never went in is already gone.
  removeChild<T extends Node>(this: HTMLHeadElement, node: T): T {
    return node.parentNode === this ? removeChild.call(this, node) as T : node;
  },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
