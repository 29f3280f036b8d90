import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { LOGIN_LOCK } from '@sandtable/shared/rules/constants';
import { buildTestApp, call, loginAs, type TestApp } from '../../test/app';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories';
import { companies, loginEvents, sessions, smsCodes, users } from '../../db/schema';
import { codeFor, freshMobile, fromIp } from './signin.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: true, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const post = (url: string, body: unknown, caller = {}) => call(t.app, 'POST', url, body, caller);
const loginMethods = async (userId: number) =>
  (await t.database.db.select({ method: loginEvents.method }).from(loginEvents).where(eq(loginEvents.userId, userId))).map((r) => r.method);

describe('POST /user/code/login.do', () => {
  const LOGIN = '/user/code/login.do';

  it('logs in with a mobile and a login code: cookie, csrf token, recorded as a code login', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    const code = await codeFor(t, user.mobile!, 'login');
    const res = await post(LOGIN, { mobile: user.mobile, code });
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body).toMatchObject({ user: { id: user.id }, role: 'student', csrfToken: expect.any(String) });
    expect(res.cookie).toMatch(/^sandtable_sid=/);
    expect(await loginMethods(user.id)).toEqual(['code']);
    expect((await call(t.app, 'POST', '/user/get.json', {}, { cookie: res.cookie, csrf: res.json.body.csrfToken })).json.body.id).toBe(user.id);
  });

  it('uses a code once', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    const code = await codeFor(t, user.mobile!, 'login');
    expect((await post(LOGIN, { mobile: user.mobile, code })).json.head.code).toBe('000000');
    const again = await post(LOGIN, { mobile: user.mobile, code }, { language: 'zh' });
    expect(again.json.head).toEqual({ code: Errors.smsCodeInvalid.code, message: '验证码错误或已过期，请重新获取' });
    expect(again.cookie).toBeUndefined();
  });

  it('refuses an expired code, a wrong one, and a code of another purpose', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    const reset = await codeFor(t, user.mobile!, 'reset');
    expect((await post(LOGIN, { mobile: user.mobile, code: reset })).json.head.code).toBe(Errors.smsCodeInvalid.code);

    await t.database.db.update(smsCodes).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(smsCodes.mobile, user.mobile!));
    await t.database.db.execute(sql`UPDATE sms_messages SET created_at = now() - interval '61 seconds' WHERE mobile = ${user.mobile}`);
    const code = await codeFor(t, user.mobile!, 'login');
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(smsCodes.mobile, user.mobile!), eq(smsCodes.purpose, 'login')));
    expect((await post(LOGIN, { mobile: user.mobile, code })).json.head.code).toBe(Errors.smsCodeInvalid.code);
  });

  it('burns the code after five wrong guesses', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    const code = await codeFor(t, user.mobile!, 'login');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await post(LOGIN, { mobile: user.mobile, code: wrong })).json.head.code).toBe(Errors.smsCodeInvalid.code);
    expect((await post(LOGIN, { mobile: user.mobile, code })).json.head.code).toBe(Errors.smsCodeInvalid.code);
  });

  it('refuses a disabled account, and an unknown mobile', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    const code = await codeFor(t, user.mobile!, 'login');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const res = await post(LOGIN, { mobile: user.mobile, code });
    expect(res.json.head.code).toBe(Errors.accountDisabled.code);
    expect(res.cookie).toBeUndefined();
    expect((await post(LOGIN, { mobile: freshMobile(), code: '123456' })).json.head.code).toBe(Errors.mobileNotRegistered.code);
  });

  it('names the failing field', async () => {
    const res = await post(LOGIN, { mobile: freshMobile(), code: '12ab' }, { language: 'zh' });
    expect(res.json.head.fields).toEqual([{ field: 'code', message: '验证码为 6 位数字' }]);
  });
});

describe('POST /user/reset.json', () => {
  const RESET = '/user/reset.json';

  it('sets the new password, ends every session and clears the lockout', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i++) await post('/login.do', { account: user.account, password: 'wrong1' });
    expect((await post('/login.do', { account: user.account, password: TEST_PASSWORD })).json.head.code).toBe(Errors.accountLocked.code);

    const code = await codeFor(t, user.mobile!, 'reset');
    const res = await post(RESET, { mobile: user.mobile, code, password: 'NewPass9', confirmPassword: 'NewPass9' });
    expect(res.json).toMatchObject({ head: { code: '000000' }, body: {} });

    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.head.code).toBe('100006');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await post('/login.do', { account: user.account, password: TEST_PASSWORD })).json.head.code).toBe(Errors.loginFailed.code);
    expect((await post('/login.do', { account: user.account, password: 'NewPass9' })).json.head.code).toBe('000000');
  });

  it('needs the reset code of that mobile', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    const login = await codeFor(t, user.mobile!, 'login');
    const res = await post(RESET, { mobile: user.mobile, code: login, password: 'NewPass9', confirmPassword: 'NewPass9' });
    expect(res.json.head.code).toBe(Errors.smsCodeInvalid.code);
    expect((await post(RESET, { mobile: freshMobile(), code: login, password: 'NewPass9', confirmPassword: 'NewPass9' })).json.head.code).toBe(
      Errors.mobileNotRegistered.code,
    );
  });

  it('checks the new password and that it was typed twice', async () => {
    const weak = await post(RESET, { mobile: freshMobile(), code: '123456', password: 'abcdef', confirmPassword: 'abcdef' });
    expect(weak.json.head.fields).toEqual([{ field: 'password', message: 'A password has at least 6 characters with both letters and digits' }]);
    const twice = await post(RESET, { mobile: freshMobile(), code: '123456', password: 'NewPass9', confirmPassword: 'NewPass8' }, { language: 'zh' });
    expect(twice.json.head.fields).toEqual([{ field: 'confirmPassword', message: '两次输入的密码不一致' }]);
  });
});

describe('POST /user/member/save.json', () => {
  const REGISTER = '/user/member/save.json';
  const form = (mobile: string, code: string, extra: object = {}) => ({
    type: 'personal',
    name: '王小明',
    mobile,
    code,
    password: 'Secret99',
    confirmPassword: 'Secret99',
    agree: true,
    ...extra,
  });

  it('registers a student whose account is the mobile, and logs them in', async () => {
    const mobile = freshMobile();
    const res = await post(REGISTER, form(mobile, await codeFor(t, mobile, 'register')));
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.user).toMatchObject({ account: mobile, mobile, name: '王小明', role: 'student', companyId: null });
    expect(res.cookie).toBeDefined();
    expect(await loginMethods(res.json.body.user.id)).toEqual(['password']);
    expect((await post('/login.do', { account: mobile, password: 'Secret99' })).json.head.code).toBe('000000');
  });

  it('registers a company with its enterprise user', async () => {
    const mobile = freshMobile();
    const companyName = `新公司 ${mobile}`;
    const res = await post(REGISTER, form(mobile, await codeFor(t, mobile, 'register'), { type: 'enterprise', companyName }));
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body).toMatchObject({ role: 'enterprise', user: { companyName, account: mobile } });
    expect(res.json.body.grantedAuthorities).toContain('user:manage');
    const [company] = await t.database.db.select().from(companies).where(eq(companies.name, companyName));
    expect(company).toMatchObject({ contactName: '王小明', contactMobile: mobile });
  });

  it('refuses a registered mobile and a taken company name, creating nothing', async () => {
    const existing = await buildUser(t.database.db, { mobile: freshMobile() });
    const taken = await post(REGISTER, form(existing.mobile!, '123456'));
    expect(taken.json.head.code).toBe(Errors.mobileTaken.code);

    const company = await buildCompany(t.database.db);
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    const res = await post(REGISTER, form(mobile, code, { type: 'enterprise', companyName: company.name }), { language: 'zh' });
    expect(res.json.head).toEqual({ code: Errors.companyTaken.code, message: expect.stringContaining('企业') });
    expect(await t.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
    // The early check spent nothing: the code still registers under another name.
    expect((await post(REGISTER, form(mobile, code, { type: 'enterprise', companyName: `${company.name} 二` }))).json.head.code).toBe('000000');
  });

  it('lets the unique constraints decide a race (two registrations of one company name)', async () => {
    const name = `竞争公司 ${freshMobile()}`;
    const [a, b] = [freshMobile(), freshMobile()];
    const [codeA, codeB] = [await codeFor(t, a, 'register'), await codeFor(t, b, 'register')];
    const results = await Promise.all([
      post(REGISTER, form(a, codeA, { type: 'enterprise', companyName: name })),
      post(REGISTER, form(b, codeB, { type: 'enterprise', companyName: name })),
    ]);
    expect(results.map((r) => r.json.head.code).sort()).toEqual(['000000', Errors.companyTaken.code]);
    expect(await t.database.db.select().from(companies).where(eq(companies.name, name))).toHaveLength(1);
  });

  it("refuses a mobile that is someone else's account name (accountTaken)", async () => {
    const mobile = freshMobile();
    await buildUser(t.database.db, { account: mobile, mobile: freshMobile() });
    const res = await post(REGISTER, form(mobile, await codeFor(t, mobile, 'register')));
    expect(res.json.head.code).toBe(Errors.accountTaken.code);
    expect(res.cookie).toBeUndefined();
  });

  it('needs the register code of that mobile', async () => {
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    const wrong = await post(REGISTER, form(mobile, code === '000000' ? '000001' : '000000'));
    expect(wrong.json.head.code).toBe(Errors.smsCodeInvalid.code);
    expect(await t.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
  });

  it('names the failing fields: agreement, passwords, company name', async () => {
    const disagree = await post(REGISTER, form(freshMobile(), '123456', { agree: false }));
    expect(disagree.json.head.fields).toEqual([{ field: 'agree', message: 'Please read and agree to the user agreement' }]);
    const twice = await post(REGISTER, form(freshMobile(), '123456', { confirmPassword: 'Other999' }));
    expect(twice.json.head.fields?.map((f) => f.field)).toEqual(['confirmPassword']);
    const noCompany = await post(REGISTER, form(freshMobile(), '123456', { type: 'enterprise' }), { language: 'zh' });
    expect(noCompany.json.head.fields?.map((f) => f.field)).toEqual(['companyName']);
  });
});

describe('POST /user/haveYouRegistered.json', () => {
  const ASK = '/user/haveYouRegistered.json';

  it('tells whether a mobile has an account', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    expect((await post(ASK, { mobile: user.mobile }, fromIp('10.1.0.1'))).json.body).toEqual({ registered: true });
    expect((await post(ASK, { mobile: freshMobile() }, fromIp('10.1.0.1'))).json.body).toEqual({ registered: false });
  });

  it('validates the mobile', async () => {
    const res = await post(ASK, { mobile: '1380000' }, fromIp('10.1.0.2'));
    expect(res.json.head.fields?.map((f) => f.field)).toEqual(['mobile']);
  });

  it('is rate-limited per address', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await post(ASK, { mobile: freshMobile() }, fromIp('10.1.0.3'))).status);
    expect(codes.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await post(ASK, { mobile: freshMobile() }, fromIp('10.1.0.4'))).status).toBe(200);
  });
});

describe('GET /user/session.json', () => {
  it('returns the session with its csrf token', async () => {
    const user = await buildUser(t.database.db);
    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    const res = await call(t.app, 'GET', '/user/session.json', undefined, { cookie: session.cookie });
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body).toMatchObject({ user: { id: user.id }, role: 'student', csrfToken: session.csrf, grantedAuthorities: expect.arrayContaining(['portal:use']) });
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/user/session.json')).json.head.code).toBe('100006');
  });
});
