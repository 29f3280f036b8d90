import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OAuth2Server, type MutableResponse } from 'oauth2-mock-server';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { OAUTH_PATHS } from '@sandtable/shared/contracts/signin';
import { LOGIN_LOCK } from '@sandtable/shared/rules/constants';
import { buildTestApp, call, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { loginEvents, oauthIdentities, oauthTickets, users } from '../../db/schema';
import { codeFor, freshMobile } from './signin.testkit';

/*
 * The chat app is a real OAuth2 server on a loopback port (oauth2-mock-server), and the app listens
 * on a port too: the redirect flow runs over real HTTP, following each redirect by hand.
 */
let mock: OAuth2Server;
let t: TestApp;
let base: string;

/** What the provider's userinfo endpoint answers next; the tests pick the identity. */
let nextUserinfo: MutableResponse = { statusCode: 200, body: {} };
let tokenRequests: { body: Record<string, unknown>; authorization?: string }[] = [];

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

const providerSettings = () => ({
  OAUTH_AUTHORIZE_URL: `${mock.issuer.url}/authorize`,
  OAUTH_TOKEN_URL: `${mock.issuer.url}/token`,
  OAUTH_USERINFO_URL: `${mock.issuer.url}/userinfo`,
  OAUTH_CLIENT_ID: 'sandtable-portal',
  OAUTH_CLIENT_SECRET: 'client-secret-1',
  OAUTH_SCOPE: 'openid profile email',
  LOGIN_RATE_LIMIT_PER_MINUTE: 1000,
});

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  mock.service.on('beforeUserinfo', (response: MutableResponse) => Object.assign(response, nextUserinfo));
  mock.service.on('beforeResponse', (_response, req) => tokenRequests.push({ body: { ...req.body }, authorization: req.headers.authorization }));
  await mock.start(0, '127.0.0.1');
  t = await buildTestApp(providerSettings());
  base = await listen(t);
});
afterAll(async () => {
  await t.close();
  await mock.stop();
});

const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0];

/** A browser pressing the chat-app button: login.do → provider → callback, each redirect by hand. */
async function chatLogin(root: string, profile: Record<string, unknown> | null, options: { cookies?: string[]; tamper?: (callback: URL) => void } = {}) {
  if (profile) nextUserinfo = { statusCode: 200, body: profile };
  const jar = [...(options.cookies ?? [])];
  const start = await fetch(`${root}${OAUTH_PATHS.login}`, { redirect: 'manual', headers: { cookie: jar.join('; ') } });
  expect(start.status).toBe(302);
  jar.push(cookieOf(start, 'sandtable_oauth_state')!);
  const authorize = new URL(start.headers.get('location')!, root);
  const atProvider = await fetch(authorize, { redirect: 'manual', headers: { cookie: jar.join('; ') } });
  expect(atProvider.status).toBe(302);
  const demoCookie = cookieOf(atProvider, 'sandtable_demo_chat');
  const callback = new URL(atProvider.headers.get('location')!);
  options.tamper?.(callback);
  const back = await fetch(callback, { redirect: 'manual', headers: { cookie: jar.join('; ') } });
  expect(back.status).toBe(302);
  const location = back.headers.get('location')!;
  return {
    authorize,
    location,
    ticket: location.startsWith('/#/oauth-bind?ticket=') ? decodeURIComponent(location.split('ticket=')[1]) : null,
    session: cookieOf(back, 'sandtable_sid'),
    demoCookie,
  };
}

/** Tickets are stored as their SHA-256, like session ids. */
const storedId = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');
const subject = () => `wx-${freshMobile()}`;
const profile = (sub: string) => ({ sub, nickname: '微信小张', picture: 'https://img.example.com/a.png', email: 'zhang@example.com' });
const bind = (body: object, language: 'en' | 'zh' = 'en') => call(t.app, 'POST', '/endpoint/oauth2/wechat_open/bind.do', body, { language });
const info = (ticket: string) => call(t.app, 'GET', `/endpoint/oauth2/wechat_open/getInfo.do?ticket=${encodeURIComponent(ticket)}`);

describe(`GET ${OAUTH_PATHS.login}`, () => {
  it('redirects to the provider with the client, the redirect URI, the scope and a state kept in a cookie', async () => {
    const res = await fetch(`${base}${OAUTH_PATHS.login}`, { redirect: 'manual' });
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${mock.issuer.url}/authorize`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'sandtable-portal',
      redirect_uri: `${base}${OAUTH_PATHS.callback}`,
      scope: 'openid profile email',
    });
    const state = to.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{32}$/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sandtable_oauth_state='))!;
    expect(cookie).toContain(`sandtable_oauth_state=${state}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe(`GET ${OAUTH_PATHS.callback}`, () => {
  it('sends a first-time identity to the bind page with a ticket stored hashed, for 15 minutes', async () => {
    const flow = await chatLogin(base, profile(subject()));
    expect(flow.location).toMatch(/^\/#\/oauth-bind\?ticket=[\w-]{43}$/);
    expect(flow.session).toBeUndefined();
    const stored = await t.database.db.select().from(oauthTickets).where(eq(oauthTickets.id, storedId(flow.ticket!)));
    expect(stored).toHaveLength(1);
    expect(await t.database.db.select().from(oauthTickets).where(eq(oauthTickets.id, flow.ticket!))).toHaveLength(0);
    const [row] = stored;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(15 * 60_000, -3);
  });

  it('exchanges the code with client_secret_post and the same redirect URI', async () => {
    tokenRequests = [];
    await chatLogin(base, profile(subject()));
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0].body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'sandtable-portal',
      client_secret: 'client-secret-1',
      redirect_uri: `${base}${OAUTH_PATHS.callback}`,
    });
    expect(tokenRequests[0].authorization).toBeUndefined();
  });

  it('refuses a state that does not match the cookie', async () => {
    const flow = await chatLogin(base, profile(subject()), { tamper: (cb) => cb.searchParams.set('state', 'forged-state-value-000000000000') });
    expect(flow.location).toBe('/#/login?oauthError=1');
    expect(flow.session).toBeUndefined();
    const noCookie = await fetch(`${base}${OAUTH_PATHS.callback}?code=abc&state=whatever`, { redirect: 'manual' });
    expect(noCookie.headers.get('location')).toBe('/#/login?oauthError=1');
  });

  it('refuses when the user denies at the provider, the token endpoint fails, or userinfo fails', async () => {
    const denied = await chatLogin(base, profile(subject()), { tamper: (cb) => (cb.searchParams.delete('code'), cb.searchParams.set('error', 'access_denied')) });
    expect(denied.location).toBe('/#/login?oauthError=1');

    mock.service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect((await chatLogin(base, profile(subject()))).location).toBe('/#/login?oauthError=1');

    nextUserinfo = { statusCode: 401, body: { error: 'invalid_token' } };
    expect((await chatLogin(base, null)).location).toBe('/#/login?oauthError=1');
    nextUserinfo = { statusCode: 200, body: { nickname: 'no subject' } };
    expect((await chatLogin(base, null)).location).toBe('/#/login?oauthError=1');
  });
});

describe('the chat-app login of a bound identity', () => {
  it('unbound → bind an existing account → later logins go straight home with a session', async () => {
    const sub = subject();
    const user = await buildUser(t.database.db);
    const first = await chatLogin(base, profile(sub));

    const shown = await info(first.ticket!);
    expect(shown.json.body).toEqual({ provider: 'wechat', nickname: '微信小张', avatarUrl: 'https://img.example.com/a.png', email: 'zhang@example.com' });

    const wrong = await bind({ mode: 'existing', ticket: first.ticket, account: user.account, password: 'wrong-1' });
    expect(wrong.json.head.code).toBe(Errors.loginFailed.code);
    const bound = await bind({ mode: 'existing', ticket: first.ticket, account: user.account, password: TEST_PASSWORD });
    expect(bound.json.head.code).toBe('000000');
    expect(bound.json.body.user.id).toBe(user.id);
    expect(bound.cookie).toMatch(/^sandtable_sid=/);
    expect(await t.database.db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, user.id))).toMatchObject([{ provider: 'wechat', subject: sub }]);

    const again = await bind({ mode: 'existing', ticket: first.ticket, account: user.account, password: TEST_PASSWORD });
    expect(again.json.head.code).toBe(Errors.oauthTicketInvalid.code);
    expect((await info(first.ticket!)).json.head.code).toBe(Errors.oauthTicketInvalid.code);

    const later = await chatLogin(base, profile(sub));
    expect(later.location).toBe('/#/home');
    expect(later.session).toMatch(/^sandtable_sid=/);
    const session = await call(t.app, 'GET', '/user/session.json', undefined, { cookie: later.session });
    expect(session.json.body).toMatchObject({ user: { id: user.id }, csrfToken: expect.any(String) });
    expect((await call(t.app, 'POST', '/user/get.json', {}, { cookie: later.session, csrf: session.json.body.csrfToken })).json.body.id).toBe(user.id);
    const methods = await t.database.db.select({ method: loginEvents.method }).from(loginEvents).where(eq(loginEvents.userId, user.id));
    expect(methods.map((m) => m.method)).toEqual(['oauth', 'oauth']);
  });

  it('unbound → register a new student with a code → bound and logged in', async () => {
    const sub = subject();
    const { ticket } = await chatLogin(base, profile(sub));
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    const res = await bind({ mode: 'register', ticket, name: '张三', mobile, code, password: 'Secret99', confirmPassword: 'Secret99', agree: true });
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.user).toMatchObject({ account: mobile, mobile, name: '张三', role: 'student' });
    expect(res.cookie).toBeDefined();
    const [identity] = await t.database.db.select().from(oauthIdentities).where(eq(oauthIdentities.subject, sub));
    expect(identity.userId).toBe(res.json.body.user.id);
    expect((await chatLogin(base, profile(sub))).location).toBe('/#/home');
  });

  it('keeps the /login.do lockout when binding an existing account', async () => {
    const user = await buildUser(t.database.db);
    const { ticket } = await chatLogin(base, profile(subject()));
    for (let i = 1; i < LOGIN_LOCK.maxFailures; i++) {
      expect((await bind({ mode: 'existing', ticket, account: user.account, password: 'wrong-1' })).json.head.code).toBe(Errors.loginFailed.code);
    }
    expect((await bind({ mode: 'existing', ticket, account: user.account, password: 'wrong-1' })).json.head.code).toBe(Errors.accountLocked.code);
    expect((await bind({ mode: 'existing', ticket, account: user.account, password: TEST_PASSWORD })).json.head.code).toBe(Errors.accountLocked.code);
  });

  it('refuses to bind a second identity to one account, and leaves the ticket usable for another', async () => {
    const user = await buildUser(t.database.db);
    const first = await chatLogin(base, profile(subject()));
    expect((await bind({ mode: 'existing', ticket: first.ticket, account: user.account, password: TEST_PASSWORD })).json.head.code).toBe('000000');
    const second = await chatLogin(base, profile(subject()));
    const refused = await bind({ mode: 'existing', ticket: second.ticket, account: user.account, password: TEST_PASSWORD }, 'zh');
    expect(refused.json.head).toEqual({ code: Errors.oauthAlreadyBound.code, message: expect.any(String) });
    expect(refused.cookie).toBeUndefined();
    const other = await buildUser(t.database.db);
    expect((await bind({ mode: 'existing', ticket: second.ticket, account: other.account, password: TEST_PASSWORD })).json.head.code).toBe('000000');
  });

  it('refuses an expired ticket and a bound account that was disabled', async () => {
    const { ticket } = await chatLogin(base, profile(subject()));
    await t.database.db.update(oauthTickets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oauthTickets.id, storedId(ticket!)));
    expect((await info(ticket!)).json.head.code).toBe(Errors.oauthTicketInvalid.code);
    const user = await buildUser(t.database.db);
    expect((await bind({ mode: 'existing', ticket, account: user.account, password: TEST_PASSWORD })).json.head.code).toBe(Errors.oauthTicketInvalid.code);

    const sub = subject();
    const fresh = await chatLogin(base, profile(sub));
    await bind({ mode: 'existing', ticket: fresh.ticket, account: user.account, password: TEST_PASSWORD });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const refused = await chatLogin(base, profile(sub));
    expect(refused.location).toBe('/#/login?oauthError=1');
    expect(refused.session).toBeUndefined();
  });

  it('validates getInfo and bind input, naming the field', async () => {
    const short = await call(t.app, 'GET', '/endpoint/oauth2/wechat_open/getInfo.do?ticket=abc');
    expect(short.json.head.fields?.map((f) => f.field)).toEqual(['ticket']);
    const { ticket } = await chatLogin(base, profile(subject()));
    const mismatch = await bind({ mode: 'register', ticket, name: '张三', mobile: freshMobile(), code: '123456', password: 'Secret99', confirmPassword: 'Secret98', agree: true }, 'zh');
    expect(mismatch.json.head.fields).toEqual([{ field: 'confirmPassword', message: '两次输入的密码不一致' }]);
    const noAccount = await bind({ mode: 'existing', ticket, account: '', password: 'x' });
    expect(noAccount.json.head.fields).toEqual([{ field: 'account', message: 'Account cannot be empty' }]);
    const mode = await bind({ mode: 'other', ticket });
    expect(mode.json.head.code).toBe('100001');
  });
});

describe('client_secret_basic', () => {
  it('sends the client credentials in the Authorization header instead of the body', async () => {
    const basic = await buildTestApp({ ...providerSettings(), OAUTH_TOKEN_AUTH: 'client_secret_basic' });
    try {
      const root = await listen(basic);
      tokenRequests = [];
      const flow = await chatLogin(root, profile(subject()));
      expect(flow.ticket).toBeTruthy();
      expect(tokenRequests[0].authorization).toBe(`Basic ${Buffer.from('sandtable-portal:client-secret-1').toString('base64')}`);
      expect(tokenRequests[0].body).not.toHaveProperty('client_secret');
    } finally {
      await basic.close();
    }
  });
});

describe('without OAUTH_* settings', () => {
  it('with demo data: an embedded provider gives each browser its own chat-app identity', async () => {
    const demo = await buildTestApp({ SEED_DEMO: true, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
    try {
      const root = await listen(demo);
      const first = await chatLogin(root, null);
      expect(first.authorize.pathname).toBe('/endpoint/oauth2/demo/authorize.do');
      expect(first.authorize.searchParams.get('redirect_uri')).toBe(`${root}${OAUTH_PATHS.callback}`);
      expect(first.demoCookie).toMatch(/^sandtable_demo_chat=/);
      expect(first.ticket).toBeTruthy();
      const shown = await call(demo.app, 'GET', `/endpoint/oauth2/wechat_open/getInfo.do?ticket=${first.ticket}`);
      expect(shown.json.body).toMatchObject({ provider: 'wechat', nickname: expect.stringMatching(/^demo-/), avatarUrl: null });

      const user = await buildUser(demo.database.db);
      const bound = await call(demo.app, 'POST', '/endpoint/oauth2/wechat_open/bind.do', { mode: 'existing', ticket: first.ticket, account: user.account, password: TEST_PASSWORD });
      expect(bound.json.head.code).toBe('000000');

      const sameBrowser = await chatLogin(root, null, { cookies: [first.demoCookie!] });
      expect(sameBrowser.location).toBe('/#/home');
      expect(sameBrowser.session).toBeDefined();
      const otherBrowser = await chatLogin(root, null);
      expect(otherBrowser.ticket).toBeTruthy();

      // The demo provider accepts only the codes it issued, and sends them only to the portal's callback.
      const forged = await chatLogin(root, null, { tamper: (cb) => cb.searchParams.set('code', 'forged-code') });
      expect(forged.location).toBe('/#/login?oauthError=1');
      const elsewhere = new URL(first.authorize);
      elsewhere.searchParams.set('redirect_uri', 'https://evil.example.com/cb');
      const leaked = await fetch(new URL(elsewhere.pathname + elsewhere.search, root), { redirect: 'manual' });
      expect(leaked.headers.get('location')).toBe('/#/login?oauthError=1');
      // No redirect_uri at all: the caller's mistake, answered 400 (not logged as a failure).
      const errors: unknown[] = [];
      const logError = demo.app.log.error;
      demo.app.log.error = (...args: unknown[]) => void errors.push(args);
      const missing = await demo.app.inject({ method: 'GET', url: '/endpoint/oauth2/demo/authorize.do?client_id=sandtable-demo', headers: { language: 'en' } });
      demo.app.log.error = logError;
      expect(missing.statusCode).toBe(400);
      expect(missing.json().head).toMatchObject({ code: '100001', message: expect.stringContaining('redirect_uri') });
      expect(errors).toEqual([]);
    } finally {
      await demo.close();
    }
  });

  it('without demo data: the button reports the failure', async () => {
    const off = await buildTestApp({ SEED_DEMO: false });
    try {
      const res = await off.app.inject({ method: 'GET', url: OAUTH_PATHS.login });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/#/login?oauthError=1');
    } finally {
      await off.close();
    }
  });
});
