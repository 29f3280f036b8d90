import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { BUTTON_DISABLE_MS } from '@sandtable/shared/rules/constants';
import { useCooldown } from './useCooldown';

describe('useCooldown()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disables for 5 seconds after start()', () => {
    const { result } = renderHook(() => useCooldown());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(BUTTON_DISABLE_MS - 1));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });

  it('restarts the wait when started again', () => {
    const { result } = renderHook(() => useCooldown(1000));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(800));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(800));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current[0]).toBe(false);
  });
});
