import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAfterPaint } from './useAfterPaint';

describe('useAfterPaint()', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for ready, then for the frame that paints it and the task after it', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: false } });
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('stays true once painted', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: true } });
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});

describe('useAfterPaint() with an element', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the browser to report that element painted', () => {
    let report: ((list: { getEntries(): unknown[] }) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: typeof report) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['element', 'paint'] },
      ),
    );
    const { result } = renderHook(() => useAfterPaint(true, 'welcome'));
    expect(result.current).toBe(false);
    act(() => report!({ getEntries: () => [{ identifier: 'another' }] }));
    expect(result.current).toBe(false);
    act(() => report!({ getEntries: () => [{ identifier: 'welcome' }] }));
    expect(result.current).toBe(true);
  });
});
