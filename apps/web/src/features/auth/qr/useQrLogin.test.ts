import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../../../api/client';
import { useQrLogin } from './useQrLogin';

const calls = vi.hoisted(() => ({ create: vi.fn(), status: vi.fn() }));
vi.mock('../../../api/client', async (original) => {
  const actual = await original<typeof import('../../../api/client')>();
  return {
    ...actual,
    call: (endpoint: { path: string }) => (endpoint.path === '/user/qr/create.do' ? calls.create() : calls.status()),
  };
});

const login = { csrfToken: 'c', grantedAuthorities: ['portal:use'] };
const created = (token: string) => ({ token, url: `http://x/#/qr-confirm?token=${token}-hash`, expiresAt: new Date(Date.now() + 120_000).toISOString(), pollIntervalMs: 1500 });

let hidden = false;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  calls.create.mockReset().mockImplementation(async () => created('token-1'));
  calls.status.mockReset().mockResolvedValue({ status: 'pending', expiresAt: '' });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets timers and the promises they start settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Renders the hook and lets the code be created. */
async function start(onLogin = vi.fn()) {
  const hook = renderHook(() => useQrLogin(onLogin));
  await advance(0);
  return hook;
}

function setHidden(value: boolean) {
  hidden = value;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('useQrLogin()', () => {
  it('creates a code, polls every pollIntervalMs, shows the countdown and hands over the login once', async () => {
    const onLogin = vi.fn();
    const { result } = await start(onLogin);
    expect(result.current.state.phase).toBe('pending');
    expect(result.current.secondsLeft).toBe(120);

    await advance(1500);
    expect(calls.status).toHaveBeenCalledTimes(1);
    calls.status.mockResolvedValueOnce({ status: 'scanned', expiresAt: '' });
    await advance(1500);
    expect(result.current.state.phase).toBe('scanned');

    calls.status.mockResolvedValueOnce({ status: 'confirmed', expiresAt: '', login });
    await advance(1500);
    expect(result.current.state.phase).toBe('confirmed');
    expect(onLogin).toHaveBeenCalledExactlyOnceWith(login);
    await advance(10_000);
    expect(calls.status).toHaveBeenCalledTimes(3);
  });

  it('pauses while the tab is hidden and resumes when it shows again', async () => {
    await start();
    await advance(1500);
    expect(calls.status).toHaveBeenCalledTimes(1);
    setHidden(true);
    await advance(30_000);
    expect(calls.status).toHaveBeenCalledTimes(1);
    setHidden(false);
    await advance(1500);
    expect(calls.status).toHaveBeenCalledTimes(2);
  });

  it('stops polling on unmount', async () => {
    const { unmount } = await start();
    await advance(1500);
    unmount();
    await advance(30_000);
    expect(calls.status).toHaveBeenCalledTimes(1);
  });

  it('stops at qrExpired and polls a fresh code after refresh', async () => {
    calls.status.mockRejectedValueOnce(new ApiError({ code: '101010', message: 'expired' }));
    const { result } = await start();
    await advance(1500);
    expect(result.current.state.phase).toBe('expired');
    await advance(10_000);
    expect(calls.status).toHaveBeenCalledTimes(1);

    calls.create.mockResolvedValueOnce(created('token-2'));
    act(() => result.current.refresh());
    await advance(0);
    expect(result.current.state).toMatchObject({ phase: 'pending', code: { token: 'token-2' } });
    await advance(1500);
    expect(calls.status).toHaveBeenCalledTimes(2);
  });

  it('shows a failure with a refresh when no code could be created', async () => {
    calls.create.mockRejectedValueOnce(new ApiError({ code: 'network', message: 'offline' }));
    const { result } = await start();
    expect(result.current.state.phase).toBe('failed');
    expect(calls.status).not.toHaveBeenCalled();
  });
});
