import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { buildTestApp, call, loginAs, type TestApp } from '../../test/app';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories';
import { smsCodes, smsMessages } from '../../db/schema';
import { consumeCode, SMS_CODE } from './sms.service';
import { chiefAdmin, codeFor, freshMobile, fromIp, lastMessage } from './signin.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: true, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const SEND = '/other/sms/sendVerificationCode.json';
const send = (body: unknown, caller = {}) => call(t.app, 'POST', SEND, body, caller);
const invalidCode = { def: Errors.smsCodeInvalid };

describe('POST /other/sms/sendVerificationCode.json', () => {
  it('sends a 6-digit code in the caller language, stores only its hash, and gives the countdown', async () => {
    const mobile = freshMobile();
    const res = await send({ mobile, purpose: 'register' }, { language: 'zh' });
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });

    const message = await lastMessage(t, mobile);
    expect(message).toMatchObject({ purpose: 'register', status: 'sent', provider: 'embedded' });
    expect(message.body).toMatch(/^【沙盘实训】您的注册验证码是 \d{6}，5 分钟内有效/);
    const code = /\d{6}/.exec(message.body)![0];
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(300_000, -3);

    const other = freshMobile();
    await send({ mobile: other, purpose: 'register' }, { language: 'en' });
    expect((await lastMessage(t, other)).body).toMatch(/^\[Sandtable\] Your registration code is \d{6}, valid for 5 minutes\./);
  });

  it('names the failing field in the caller language', async () => {
    const en = await send({ mobile: '123', purpose: 'login' });
    expect(en.json.head.code).toBe('100001');
    expect(en.json.head.fields).toEqual([{ field: 'mobile', message: 'A mobile number is exactly 11 digits' }]);
    const zh = await send({ mobile: freshMobile(), purpose: 'notice' }, { language: 'zh' });
    expect(zh.json.head.fields?.map((f) => f.field)).toEqual(['purpose']);
    expect(zh.json.head.message).toMatch(/^提交的信息有误/);
  });

  it('applies the purpose rules: register and changeMobile need a free mobile, login and reset a registered one', async () => {
    const user = await buildUser(t.database.db);
    const free = freshMobile();
    expect((await send({ mobile: user.mobile, purpose: 'register' })).json.head.code).toBe(Errors.mobileTaken.code);
    expect((await send({ mobile: free, purpose: 'login' })).json.head.code).toBe(Errors.mobileNotRegistered.code);
    expect((await send({ mobile: free, purpose: 'reset' })).json.head.code).toBe(Errors.mobileNotRegistered.code);
    expect((await send({ mobile: free, purpose: 'changeMobile' })).json.head.code).toBe(Errors.noAuthority.code);

    const session = await loginAs(t.app, user.account, TEST_PASSWORD);
    expect((await send({ mobile: user.mobile, purpose: 'changeMobile' }, session)).json.head.code).toBe(Errors.mobileTaken.code);
    expect((await send({ mobile: free, purpose: 'changeMobile' }, session)).json.head.code).toBe('000000');
    expect((await send({ mobile: user.mobile, purpose: 'login' })).json.head.code).toBe('000000');
  });

  it('allows one code a minute per mobile', async () => {
    const mobile = freshMobile();
    expect((await send({ mobile, purpose: 'register' })).json.head.code).toBe('000000');
    const again = await send({ mobile, purpose: 'register' }, { language: 'zh' });
    expect(again.json.head).toEqual({ code: Errors.smsOverLimit.code, message: '短信发送超过上限，请稍后再试' });
    await t.database.db.update(smsMessages).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(smsMessages.mobile, mobile));
    expect((await send({ mobile, purpose: 'register' })).json.head.code).toBe('000000');
  });

  it(`allows ${SMS_CODE.perMobilePerDay} codes a day per mobile`, async () => {
    const mobile = freshMobile();
    const earlier = Array.from({ length: SMS_CODE.perMobilePerDay }, (_, i) => ({
      mobile,
      purpose: 'register' as const,
      body: 'earlier',
      provider: 'embedded',
      status: 'sent' as const,
      createdAt: new Date(Date.now() - (i + 2) * 3600_000),
    }));
    await t.database.db.insert(smsMessages).values(earlier);
    expect((await send({ mobile, purpose: 'register' })).json.head.code).toBe(Errors.smsOverLimit.code);
    await t.database.db.update(smsMessages).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(smsMessages.mobile, mobile));
    expect((await send({ mobile, purpose: 'register' })).json.head.code).toBe('000000');
  });

  it('allows SMS_CODES_PER_IP_PER_HOUR codes an hour per address; notices do not count', async () => {
    const ip = '10.9.8.7';
    const row = (purpose: 'register' | 'notice') => ({ mobile: freshMobile(), purpose, body: 'x', provider: 'embedded', status: 'sent' as const, ip, createdAt: new Date(Date.now() - 120_000) });
    await t.database.db.insert(smsMessages).values(Array.from({ length: t.config.SMS_CODES_PER_IP_PER_HOUR - 1 }, () => row('register')));
    await t.database.db.insert(smsMessages).values(Array.from({ length: 5 }, () => row('notice')));
    expect((await send({ mobile: freshMobile(), purpose: 'register' }, fromIp(ip))).json.head.code).toBe('000000');
    expect((await send({ mobile: freshMobile(), purpose: 'register' }, fromIp(ip))).json.head.code).toBe(Errors.smsOverLimit.code);
    expect((await send({ mobile: freshMobile(), purpose: 'register' }, fromIp('10.9.8.8'))).json.head.code).toBe('000000');
  });

  it('over the limit, an address learns nothing about which mobiles are registered', async () => {
    const ip = '10.9.8.20';
    const row = { mobile: freshMobile(), purpose: 'register' as const, body: 'x', provider: 'embedded', status: 'sent' as const, ip, createdAt: new Date(Date.now() - 120_000) };
    await t.database.db.insert(smsMessages).values(Array.from({ length: t.config.SMS_CODES_PER_IP_PER_HOUR }, () => ({ ...row, mobile: freshMobile() })));
    const registered = (await buildUser(t.database.db, { mobile: freshMobile() })).mobile!;
    for (const [mobile, purpose] of [[freshMobile(), 'login'], [freshMobile(), 'reset'], [registered, 'register'], [registered, 'login']] as const) {
      expect((await send({ mobile, purpose }, fromIp(ip))).json.head.code).toBe(Errors.smsOverLimit.code);
    }
  });
});

describe('consumeCode', () => {
  const db = () => t.database.db;

  it('accepts the right code once', async () => {
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    await consumeCode(db(), { mobile, purpose: 'register', code });
    await expect(consumeCode(db(), { mobile, purpose: 'register', code })).rejects.toMatchObject(invalidCode);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    await db().update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCodes.mobile, mobile));
    await expect(consumeCode(db(), { mobile, purpose: 'register', code })).rejects.toMatchObject(invalidCode);
  });

  it(`burns the code at the ${SMS_CODE.maxWrongGuesses}th wrong guess`, async () => {
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_CODE.maxWrongGuesses; i++) {
      await expect(consumeCode(db(), { mobile, purpose: 'register', code: wrong })).rejects.toMatchObject(invalidCode);
    }
    const [row] = await db().select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row.attempts).toBe(SMS_CODE.maxWrongGuesses);
    await expect(consumeCode(db(), { mobile, purpose: 'register', code })).rejects.toMatchObject(invalidCode);
  });

  it('lets four wrong guesses pass and the right code still work', async () => {
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_CODE.maxWrongGuesses - 1; i++) {
      await expect(consumeCode(db(), { mobile, purpose: 'register', code: wrong })).rejects.toMatchObject(invalidCode);
    }
    await consumeCode(db(), { mobile, purpose: 'register', code });
  });

  it('refuses a code sent for another purpose', async () => {
    const user = await buildUser(t.database.db, { mobile: freshMobile() });
    const code = await codeFor(t, user.mobile!, 'reset');
    await expect(consumeCode(db(), { mobile: user.mobile!, purpose: 'login', code })).rejects.toMatchObject(invalidCode);
    await consumeCode(db(), { mobile: user.mobile!, purpose: 'reset', code });
  });

  it('lets a new code supersede the older one', async () => {
    const mobile = freshMobile();
    const first = await codeFor(t, mobile, 'register');
    await db().update(smsMessages).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(smsMessages.mobile, mobile));
    const second = await codeFor(t, mobile, 'register');
    if (first !== second) await expect(consumeCode(db(), { mobile, purpose: 'register', code: first })).rejects.toMatchObject(invalidCode);
    await consumeCode(db(), { mobile, purpose: 'register', code: second });
  });

  it('lets only one of two simultaneous uses through', async () => {
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    const results = await Promise.allSettled([1, 2, 3].map(() => consumeCode(db(), { mobile, purpose: 'register', code })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('POST /other/sms/send.json', () => {
  const NOTICE = '/other/sms/send.json';

  it('lets the chief admin text anyone, in the caller language, and counts what went out', async () => {
    const [a, b] = [freshMobile(), freshMobile()];
    const res = await call(t.app, 'POST', NOTICE, { mobiles: [a, b, a], content: 'Invitation code: 8F3K2' }, { ...(await chiefAdmin(t)), language: 'zh' });
    expect(res.json.body).toEqual({ sent: 2, failed: 0 });
    expect(await lastMessage(t, a)).toMatchObject({ purpose: 'notice', status: 'sent', body: '【沙盘实训】Invitation code: 8F3K2' });
    expect((await lastMessage(t, b)).body).toBe('【沙盘实训】Invitation code: 8F3K2');
  });

  it("lets an enterprise user text only their own company's members", async () => {
    const company = await buildCompany(t.database.db);
    const boss = await buildUser(t.database.db, { role: 'enterprise', companyId: company.id });
    const member = await buildUser(t.database.db, { companyId: company.id });
    const outsider = await buildUser(t.database.db);
    const session = await loginAs(t.app, boss.account, TEST_PASSWORD);

    const ok = await call(t.app, 'POST', NOTICE, { mobiles: [member.mobile], content: 'Class at 9' }, session);
    expect(ok.json.body).toEqual({ sent: 1, failed: 0 });
    const refused = await call(t.app, 'POST', NOTICE, { mobiles: [member.mobile, outsider.mobile], content: 'Class at 9' }, session);
    expect(refused.json.head.code).toBe(Errors.notFound.code);
    const toOutsider = await t.database.db.select().from(smsMessages).where(eq(smsMessages.mobile, outsider.mobile!));
    expect(toOutsider).toHaveLength(0);
  });

  it('needs a session, the csrf token and user:manage', async () => {
    const body = { mobiles: [freshMobile()], content: 'hi' };
    expect((await call(t.app, 'POST', NOTICE, body)).json.head.code).toBe('100006');
    const student = await buildUser(t.database.db);
    const session = await loginAs(t.app, student.account, TEST_PASSWORD);
    expect((await call(t.app, 'POST', NOTICE, body, session)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', NOTICE, body, { cookie: (await chiefAdmin(t)).cookie })).json.head.code).toBe('100007');
  });

  it('validates the mobiles and the content', async () => {
    const admin = await chiefAdmin(t);
    const none = await call(t.app, 'POST', NOTICE, { mobiles: [], content: 'hi' }, admin);
    expect(none.json.head.fields?.map((f) => f.field)).toEqual(['mobiles']);
    const many = await call(t.app, 'POST', NOTICE, { mobiles: Array.from({ length: 101 }, freshMobile), content: 'hi' }, admin);
    expect(many.json.head.fields?.[0]).toEqual({ field: 'mobiles', message: 'Mobiles: must have at most 100 items' });
    const empty = await call(t.app, 'POST', NOTICE, { mobiles: [freshMobile()], content: ' ' }, { ...admin, language: 'zh' });
    expect(empty.json.head.fields?.map((f) => f.field)).toEqual(['content']);
  });
});

describe('POST /other/sms/outbox.json', () => {
  const OUTBOX = '/other/sms/outbox.json';

  it('pages every message newest first and filters by mobile, for the chief admin', async () => {
    const mobile = freshMobile();
    await codeFor(t, mobile, 'register');
    const res = await call(t.app, 'POST', OUTBOX, { mobile: mobile.slice(3), pageNum: 1, pageSize: 5 }, await chiefAdmin(t));
    expect(res.json.body).toMatchObject({ total: 1, pageNum: 1, pageSize: 5 });
    expect(res.json.body.list[0]).toMatchObject({ mobile, purpose: 'register', provider: 'embedded', status: 'sent' });
    expect(res.json.body.list[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.json.body.list[0]).not.toHaveProperty('ip');

    const all = await call(t.app, 'POST', OUTBOX, { pageSize: 3 }, await chiefAdmin(t));
    const [newest] = await t.database.db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(1);
    expect(all.json.body.list).toHaveLength(3);
    expect(all.json.body.list[0].id).toBe(newest.id);
    expect(all.json.body.total).toBeGreaterThan(3);
  });

  it('is refused to enterprise users (they hold admin:console) and everyone else', async () => {
    const company = await buildCompany(t.database.db);
    const boss = await buildUser(t.database.db, { role: 'enterprise', companyId: company.id });
    const student = await buildUser(t.database.db);
    expect((await call(t.app, 'POST', OUTBOX, {}, await loginAs(t.app, boss.account, TEST_PASSWORD))).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', OUTBOX, {}, await loginAs(t.app, student.account, TEST_PASSWORD))).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', OUTBOX, {})).json.head.code).toBe('100006');
  });

  it('validates paging', async () => {
    const res = await call(t.app, 'POST', OUTBOX, { pageSize: 1000 }, await chiefAdmin(t));
    expect(res.json.head.fields?.map((f) => f.field)).toEqual(['pageSize']);
  });
});

describe('the HTTP SMS provider', () => {
  let gateway: http.Server;
  let received: { authorization?: string; body: unknown }[];
  let answer = 200;
  let g: TestApp;

  beforeAll(async () => {
    received = [];
    gateway = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        received.push({ authorization: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    g = await buildTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/send`, SMS_HTTP_TOKEN: 'gateway-token' });
  });
  afterAll(async () => {
    await g.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('posts the mobile and the text with the bearer token, and records the message', async () => {
    answer = 200;
    const mobile = freshMobile();
    const res = await call(g.app, 'POST', SEND, { mobile, purpose: 'register' }, { language: 'zh' });
    expect(res.json.head.code).toBe('000000');
    expect(received.at(-1)).toMatchObject({ authorization: 'Bearer gateway-token', body: { mobile, text: expect.stringMatching(/您的注册验证码是 \d{6}/) } });
    expect(await lastMessage(g, mobile)).toMatchObject({ provider: 'http', status: 'sent' });
  });

  it('reports a gateway failure as smsSendFailed, records it, and stores no code', async () => {
    answer = 503;
    const mobile = freshMobile();
    const res = await call(g.app, 'POST', SEND, { mobile, purpose: 'register' }, { language: 'en' });
    expect(res.json.head).toEqual({ code: Errors.smsSendFailed.code, message: 'Sending failed.' });
    expect(await lastMessage(g, mobile)).toMatchObject({ provider: 'http', status: 'failed' });
    expect(await g.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toHaveLength(0);
  });

  it('counts failed notices', async () => {
    answer = 500;
    const res = await call(g.app, 'POST', '/other/sms/send.json', { mobiles: [freshMobile(), freshMobile()], content: 'hi' }, await chiefAdmin(g));
    expect(res.json.body).toEqual({ sent: 0, failed: 2 });
  });
});
