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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
