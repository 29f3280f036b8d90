import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

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
