import { beforeEach, describe, expect, it, vi } from 'vitest';

const envelope = (code: string, body: unknown = null) => new Response(JSON.stringify({ head: { code, message: code }, body }), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

/** A fresh transport and session store: "once per page load" is module state. */
async function freshModules() {
  vi.resetModules();
  const client = await import('./client');
  const session = await import('./session');
  return { ...client, ...session };
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('adoptCookieSession()', () => {
  it('keeps a session the cookie carries (a redirect login) and asks only once per page load', async () => {
    const { adoptCookieSession, getCsrfToken, getGrantedAuthorities } = await freshModules();
    fetchMock.mockResolvedValue(envelope('000000', { user: { id: 1 }, role: 'student', grantedAuthorities: ['portal:use'], csrfToken: 'csrf-9' }));
    await expect(adoptCookieSession()).resolves.toBe(true);
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/user\/session\.json\?/);
    expect(getGrantedAuthorities()).toEqual(['portal:use']);
    expect(getCsrfToken()).toBe('csrf-9');
    await expect(adoptCookieSession()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('without a session answers false after one quiet request, and does not ask again', async () => {
    const { adoptCookieSession, bindTransportUi, isLoggedIn } = await freshModules();
    const ui = { toast: vi.fn(), sessionExpired: vi.fn(), isOnAuthPage: () => false };
    bindTransportUi(ui);
    fetchMock.mockResolvedValue(envelope('100006'));
    await expect(adoptCookieSession()).resolves.toBe(false);
    await expect(adoptCookieSession()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(isLoggedIn()).toBe(false);
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.sessionExpired).not.toHaveBeenCalled();
  });

  it('asks nothing when a login is already stored', async () => {
    const { adoptCookieSession, saveLogin } = await freshModules();
    saveLogin({ csrfToken: 'c', grantedAuthorities: ['portal:use'] });
    await expect(adoptCookieSession()).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a session found expired before the app binds its UI', () => {
  it('is told to the UI once bound (the shell’s loader asks for the session before the first render)', async () => {
    const { bindTransportUi, call, isLoggedIn, saveLogin } = await freshModules();
    const { refs } = await import('./refs');
    saveLogin({ csrfToken: 'c', grantedAuthorities: ['portal:use'] });
    fetchMock.mockResolvedValue(envelope('100006'));
    await expect(call(refs.loginUserInfo, {})).rejects.toThrow();
    expect(isLoggedIn()).toBe(false);

    const ui = { toast: vi.fn(), sessionExpired: vi.fn(), isOnAuthPage: () => false };
    bindTransportUi(ui);
    expect(ui.sessionExpired).toHaveBeenCalledOnce();
    bindTransportUi(ui);
    expect(ui.sessionExpired).toHaveBeenCalledOnce();
  });
});
