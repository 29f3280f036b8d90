import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@sandtable/shared/contracts/index';
import { FILE_PATHS } from '@sandtable/shared/contracts/people';
import { ApiError, bindTransportUi, call, NETWORK_ERROR_CODE, upload, type TransportUi } from './client';
import { getGrantedAuthorities, saveLogin } from './session';
import { preferences } from '../lib/storage';
import { setLocale } from '../i18n';

const envelope = (code: string, body: unknown = null, message = `message ${code}`) =>
  new Response(JSON.stringify({ head: { code, message }, body }), { headers: { 'content-type': 'application/json' } });

const sessionInfo = { user: { id: 1, name: 'Ada' }, role: 'student', grantedAuthorities: ['portal:use'] };

let fetchMock: ReturnType<typeof vi.fn>;
let ui: { [K in keyof TransportUi]: ReturnType<typeof vi.fn> };

/** Answers each call by path; a function answers per call. */
function serve(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation(async (url: string) => {
    const path = url.split('?')[0];
    const answer = routes[path];
    if (!answer) throw new Error(`unexpected call to ${path}`);
    return answer();
  });
}

const calledPaths = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);

beforeEach(async () => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  ui = { toast: vi.fn(), sessionExpired: vi.fn(), isOnAuthPage: vi.fn(() => false) };
  bindTransportUi(ui as unknown as TransportUi);
  await setLocale('en-US');
  saveLogin({ csrfToken: 'csrf-1', grantedAuthorities: ['portal:use', 'course:join'] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call()', () => {
  it('returns the body on 000000 and sends language, CSRF, credentials and a timestamp', async () => {
    serve({ '/user/get.json': () => envelope('000000', { id: 7 }) });
    await expect(call(api.user.get, {})).resolves.toEqual({ id: 7 });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toMatch(/^\/user\/get\.json\?_t=\d+$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}' });
    expect(init.headers).toMatchObject({ language: 'en', 'x-csrf-token': 'csrf-1', 'content-type': 'application/json' });
  });

  it('toasts the day’s check-in from its headers: the message sent, else the fixed congratulation; nothing without them', async () => {
    const withHeaders = (headers: Record<string, string>) => () =>
      new Response(JSON.stringify({ head: { code: '000000', message: 'ok' }, body: { id: 7 } }), { headers: { 'content-type': 'application/json', ...headers } });
    serve({ '/user/get.json': withHeaders({ 'x-checkin-coins': '10', 'x-checkin-message': encodeURIComponent('签到 +10') }) });
    await call(api.user.get, {});
    expect(ui.toast).toHaveBeenLastCalledWith('success', '签到 +10', 5000);
    serve({ '/user/get.json': withHeaders({ 'x-checkin-coins': '10', 'x-checkin-message': '%E0%A4%A' }) });
    await call(api.user.get, {});
    expect(ui.toast).toHaveBeenLastCalledWith('success', expect.stringContaining('10'), 5000);
    ui.toast.mockClear();
    serve({ '/user/get.json': withHeaders({ 'x-checkin-coins': '0' }) });
    await call(api.user.get, {});
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('sends GET data as query parameters, without a body or CSRF header', async () => {
    await setLocale('zh-CN');
    serve({ '/other/branding/get.json': () => envelope('000000', { key: 'default' }) });
    await call(api.system.branding, {});
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toMatch(/^\/other\/branding\/get\.json\?_t=\d+$/);
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ language: 'zh' });
  });

  it('leaves other business codes to the caller, untoasted', async () => {
    serve({ '/login.do': () => envelope('101001', null, 'Incorrect account or password.') });
    const error = await call(api.auth.login, { account: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('101001');
    expect((error as ApiError).message).toBe('Incorrect account or password.');
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe('100006 (no authority / not logged in)', () => {
  it('on /user/get.json ends the session at once: storage cleared but the locale, then login', async () => {
    sessionStorage.setItem('draft', 'x');
    serve({ '/user/get.json': () => envelope('100006') });
    await expect(call(api.user.get, {})).rejects.toMatchObject({ code: '100006' });

    expect(calledPaths()).toEqual(['/user/get.json']);
    expect(ui.sessionExpired).toHaveBeenCalledOnce();
    expect(getGrantedAuthorities()).toBeNull();
    expect({ ...localStorage }).toEqual({ locale: 'en-US' });
    expect(sessionStorage.length).toBe(0);
    expect(preferences.get('locale')).toBe('en-US');
  });

  it('elsewhere refreshes the user once; if that works, keeps the session, updates authorities and says "no authority"', async () => {
    serve({
      '/user/logout.json': () => envelope('100006'),
      '/user/loginUserInfo.json': () => envelope('000000', { ...sessionInfo, grantedAuthorities: ['portal:use'] }),
    });
    await expect(call(api.auth.logout, {})).rejects.toMatchObject({ code: '100006' });

    expect(calledPaths()).toEqual(['/user/logout.json', '/user/loginUserInfo.json']);
    expect(getGrantedAuthorities()).toEqual(['portal:use']);
    expect(ui.sessionExpired).not.toHaveBeenCalled();
    expect(ui.toast).toHaveBeenCalledWith('warning', 'You do not have permission to do this.', 3000);
  });

  it('elsewhere ends the session when the refresh fails too', async () => {
    serve({ '/user/logout.json': () => envelope('100006'), '/user/loginUserInfo.json': () => envelope('100006') });
    await expect(call(api.auth.logout, {})).rejects.toMatchObject({ code: '100006' });
    expect(calledPaths()).toEqual(['/user/logout.json', '/user/loginUserInfo.json']);
    expect(ui.sessionExpired).toHaveBeenCalledOnce();
    expect(getGrantedAuthorities()).toBeNull();
  });

  it('prompts once when several calls fail together, with one shared refresh', async () => {
    serve({ '/user/logout.json': () => envelope('100006'), '/user/loginUserInfo.json': () => envelope('100006') });
    await Promise.allSettled([call(api.auth.logout, {}), call(api.auth.logout, {}), call(api.user.get, {})]);
    expect(calledPaths().filter((p) => p === '/user/loginUserInfo.json')).toHaveLength(1);
    expect(ui.sessionExpired).toHaveBeenCalledOnce();
  });

  it('is left alone on the login and register pages', async () => {
    ui.isOnAuthPage.mockReturnValue(true);
    serve({ '/user/get.json': () => envelope('100006') });
    await expect(call(api.user.get, {})).rejects.toMatchObject({ code: '100006' });
    expect(ui.sessionExpired).not.toHaveBeenCalled();
    expect(getGrantedAuthorities()).not.toBeNull();
  });
});

describe('999999 and transport failures', () => {
  it('999999 toasts "service request abnormal" for 3 s', async () => {
    serve({ '/user/loginUserInfo.json': () => envelope('999999') });
    await expect(call(api.user.loginUserInfo, {})).rejects.toMatchObject({ code: '999999' });
    expect(ui.toast).toHaveBeenCalledWith('error', 'The service request failed. Please try again later.', 3000);
  });

  it('999999 of /user/get.json is not toasted (spec §8)', async () => {
    serve({ '/user/get.json': () => envelope('999999') });
    await expect(call(api.user.get, {})).rejects.toMatchObject({ code: '999999' });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('a network error toasts its message for 5 s', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(api.user.get, {})).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(ui.toast).toHaveBeenCalledWith('error', 'Network error. Check your connection and try again (Failed to fetch).', 5000);
  });

  it('a response that is not an envelope (a proxy error page) toasts the HTTP status for 5 s', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call(api.user.get, {})).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(ui.toast).toHaveBeenCalledWith('error', 'The service is temporarily unavailable (HTTP 502). Please try again later.', 5000);
  });

  it('a cancelled request is not an error worth a toast', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(call(api.user.get, {}, { signal: controller.signal })).rejects.toThrow('aborted');
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe('upload()', () => {
  it('posts the file and fields as multipart with language, CSRF and credentials, and returns the body', async () => {
    serve({ [FILE_PATHS.batchAdd]: () => envelope('000000', { total: 1 }) });
    const file = new File(['x'], 'students.xlsx');
    await expect(upload(FILE_PATHS.batchAdd, file, { dryRun: 'true', initialPassword: 'Start123' })).resolves.toEqual({ total: 1 });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toMatch(/^\/user\/member\/batchAdd\.json\?_t=\d+$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    // The browser writes the multipart content type with its boundary.
    expect(init.headers).toEqual({ language: 'en', 'x-csrf-token': 'csrf-1' });
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['dryRun', 'initialPassword', 'file']);
    expect((form.get('file') as File).name).toBe('students.xlsx');
  });

  it('handles failures like call(): business codes to the caller, 100006 through the refresh', async () => {
    serve({ [FILE_PATHS.avatar]: () => envelope('106006', null, 'The file is too large; the limit is 1MB.') });
    await expect(upload(FILE_PATHS.avatar, new Blob(['x']))).rejects.toMatchObject({ code: '106006', message: 'The file is too large; the limit is 1MB.' });
    expect(ui.toast).not.toHaveBeenCalled();

    serve({ [FILE_PATHS.avatar]: () => envelope('100006'), '/user/loginUserInfo.json': () => envelope('100006') });
    await expect(upload(FILE_PATHS.avatar, new Blob(['x']))).rejects.toBeInstanceOf(ApiError);
    expect(ui.sessionExpired).toHaveBeenCalledOnce();
  });
});
