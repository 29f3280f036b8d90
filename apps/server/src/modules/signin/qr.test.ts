import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { loginEvents, qrLogins } from '../../db/schema';
import { testConfig } from '../../config';
import { publicOrigin } from './signin.http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: true, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const desktop: Caller = { headers: { 'x-forwarded-for': '10.2.0.1', 'user-agent': 'DesktopBrowser/1.0', host: 'portal.example.com' } };
const post = (url: string, body: unknown, caller: Caller = {}) => call(t.app, 'POST', url, body, caller);

/** A desktop starts a QR login: it keeps the token, the QR code shows the url (with the scan code). */
async function startQr() {
  const res = await post('/user/qr/create.do', undefined, desktop);
  expect(res.json.head.code).toBe('000000');
  const { token, url } = res.json.body;
  return { token: token as string, scanCode: new URL(url.replace('/#/', '/')).searchParams.get('token')!, body: res.json.body };
}
const poll = (token: string) => post('/user/qr/status.do', { token }, desktop);

async function phone() {
  const user = await buildUser(t.database.db);
  return { user, session: await loginAs(t.app, user.account, TEST_PASSWORD) };
}

describe('POST /user/qr/create.do', () => {
  it('gives the desktop a token and a QR url carrying only its hash, valid two minutes', async () => {
    const { token, scanCode, body } = await startQr();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(body.url).toBe(`http://portal.example.com/#/qr-confirm?token=${scanCode}`);
    expect(scanCode).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(scanCode).not.toBe(token);
    expect(body.pollIntervalMs).toBe(1500);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(110_000);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(120_000);
    const [row] = await t.database.db.select().from(qrLogins).where(eq(qrLogins.id, scanCode));
    expect(row).toMatchObject({ status: 'pending', desktopIp: '10.2.0.1', desktopUserAgent: 'DesktopBrowser/1.0', userId: null });
  });

  it('builds the url on PUBLIC_URL when it is set', () => {
    const req = { protocol: 'http', host: 'internal:8080' } as never;
    expect(publicOrigin(req, testConfig({ PUBLIC_URL: 'https://sandtable.example.com' }))).toBe('https://sandtable.example.com');
    expect(publicOrigin(req, testConfig())).toBe('http://internal:8080');
  });
});

describe('the QR login flow', () => {
  it('phone scans and approves; the next poll logs the desktop in, later polls see it consumed', async () => {
    const { token, scanCode } = await startQr();
    const { user, session } = await phone();
    expect((await poll(token)).json.body.status).toBe('pending');

    const scanned = await post('/user/qr/scan.json', { token: scanCode }, session);
    expect(scanned.json.body).toMatchObject({ status: 'scanned', desktopIp: '10.2.0.1', desktopUserAgent: 'DesktopBrowser/1.0' });
    expect((await poll(token)).json.body.status).toBe('scanned');

    expect((await post('/user/qr/confirm.json', { token: scanCode, approve: true }, session)).json).toMatchObject({ head: { code: '000000' }, body: {} });
    const won = await poll(token);
    expect(won.json.body).toMatchObject({ status: 'confirmed', login: { user: { id: user.id }, csrfToken: expect.any(String) } });
    expect(won.cookie).toMatch(/^sandtable_sid=/);
    expect(won.cookie).not.toBe(session.cookie);
    const me = await post('/user/get.json', {}, { cookie: won.cookie, csrf: won.json.body.login.csrfToken });
    expect(me.json.body.id).toBe(user.id);
    const methods = await t.database.db.select({ method: loginEvents.method, ip: loginEvents.ip }).from(loginEvents).where(eq(loginEvents.userId, user.id));
    expect(methods).toContainEqual({ method: 'qr', ip: '10.2.0.1' });

    const later = await poll(token);
    expect(later.json.body.status).toBe('consumed');
    expect(later.json.body.login).toBeUndefined();
    expect(later.cookie).toBeUndefined();
  });

  it('logs in exactly one of several simultaneous polls', async () => {
    const { token, scanCode } = await startQr();
    const { session } = await phone();
    await post('/user/qr/scan.json', { token: scanCode }, session);
    await post('/user/qr/confirm.json', { token: scanCode, approve: true }, session);
    const polls = await Promise.all(Array.from({ length: 5 }, () => poll(token)));
    expect(polls.filter((p) => p.json.body.login)).toHaveLength(1);
    expect(polls.filter((p) => p.cookie)).toHaveLength(1);
    expect(polls.filter((p) => p.json.body.status === 'consumed')).toHaveLength(4);
  });

  it('lets the phone cancel', async () => {
    const { token, scanCode } = await startQr();
    const { session } = await phone();
    await post('/user/qr/scan.json', { token: scanCode }, session);
    expect((await post('/user/qr/confirm.json', { token: scanCode, approve: false }, session)).json.head.code).toBe('000000');
    expect((await poll(token)).json.body.status).toBe('cancelled');
    expect((await post('/user/qr/confirm.json', { token: scanCode, approve: true }, session)).json.head.code).toBe(Errors.qrExpired.code);
  });

  it('expires after two minutes, even once confirmed', async () => {
    const { token, scanCode } = await startQr();
    const { session } = await phone();
    const expire = () => t.database.db.update(qrLogins).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(qrLogins.id, scanCode));
    await expire();
    expect((await poll(token)).json.body.status).toBe('expired');
    const scan = await post('/user/qr/scan.json', { token: scanCode }, { ...session, language: 'zh' });
    expect(scan.json.head).toEqual({ code: Errors.qrExpired.code, message: expect.stringContaining('二维码') });

    const second = await startQr();
    await post('/user/qr/scan.json', { token: second.scanCode }, session);
    await post('/user/qr/confirm.json', { token: second.scanCode, approve: true }, session);
    await t.database.db.update(qrLogins).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(qrLogins.id, second.scanCode));
    const late = await poll(second.token);
    expect(late.json.body).toMatchObject({ status: 'expired' });
    expect(late.cookie).toBeUndefined();
  });

  it('keeps the two secrets apart: the scan code cannot poll, the token cannot scan', async () => {
    const { token, scanCode } = await startQr();
    const { session } = await phone();
    expect((await poll(scanCode)).json.head.code).toBe(Errors.qrExpired.code);
    expect((await post('/user/qr/scan.json', { token }, session)).json.head.code).toBe(Errors.qrExpired.code);
  });

  it('lets only the phone that scanned confirm', async () => {
    const { scanCode } = await startQr();
    const first = await phone();
    const other = await phone();
    await post('/user/qr/scan.json', { token: scanCode }, first.session);
    expect((await post('/user/qr/scan.json', { token: scanCode }, first.session)).json.head.code).toBe('000000');
    expect((await post('/user/qr/scan.json', { token: scanCode }, other.session)).json.head.code).toBe(Errors.qrExpired.code);
    expect((await post('/user/qr/confirm.json', { token: scanCode, approve: true }, other.session)).json.head.code).toBe(Errors.qrExpired.code);
    expect((await post('/user/qr/confirm.json', { token: scanCode, approve: true }, first.session)).json.head.code).toBe('000000');
  });

  it('needs a session and the csrf token to scan and confirm', async () => {
    const { scanCode } = await startQr();
    const { session } = await phone();
    expect((await post('/user/qr/scan.json', { token: scanCode })).json.head.code).toBe('100006');
    expect((await post('/user/qr/confirm.json', { token: scanCode, approve: true })).json.head.code).toBe('100006');
    expect((await post('/user/qr/scan.json', { token: scanCode }, { cookie: session.cookie })).json.head.code).toBe('100007');
  });

  it('answers an unknown token with qrExpired and validates the input', async () => {
    expect((await poll('x'.repeat(43))).json.head.code).toBe(Errors.qrExpired.code);
    const short = await poll('short');
    expect(short.json.head.fields?.map((f) => f.field)).toEqual(['token']);
    const { scanCode } = await startQr();
    const { session } = await phone();
    const noDecision = await post('/user/qr/confirm.json', { token: scanCode }, session);
    expect(noDecision.json.head.fields?.map((f) => f.field)).toEqual(['approve']);
  });
});
