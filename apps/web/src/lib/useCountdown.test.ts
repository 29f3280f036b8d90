import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

describe('useCountdown()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the given seconds down to 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](60));
    expect(result.current[0]).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(59);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current[0]).toBe(0);
  });

  it('starts over when started again', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current[1](10));
    act(() => vi.advanceTimersByTime(8000));
    act(() => result.current[1](30));
    expect(result.current[0]).toBe(30);
  });
});
