import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@sandtable/shared/contracts/zod';
import { api } from '@sandtable/shared/contracts/index';
import { defineEndpoint } from '@sandtable/shared/contracts/endpoint';
import { buildTestApp, call, loginAs, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { brandings } from '../../db/schema';
import { serve } from '../../lib/route';
import { brandKeyOf, DEFAULT_BRANDING } from './system.service';

let t: TestApp;
beforeAll(async () => {
  // Endpoints that exist only here, to test the access rules and the failure envelope.
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: true }, (app) => {
  serve(app, defineEndpoint({ method: 'POST', path: '/test/admin-only.json', access: 'admin:console', request: z.object({}), response: z.object({ ok: z.boolean() }), summary: 'test', tag: 'test' }), () => ({ ok: true }));
  serve(app, defineEndpoint({ method: 'POST', path: '/test/boom.json', access: 'public', request: z.object({}), response: z.object({}), summary: 'test', tag: 'test' }), () => {
    throw new Error('secret detail: connection string postgres://u:p@h');
  });
  });
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('reports the app and the database alive', async () => {
    const res = await call(t.app, 'GET', '/healthz?_t=123');
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /other/branding/get.json', () => {
  it("picks the partner brand from the host's first label, else the default", async () => {
    await t.database.db.insert(brandings).values({ key: 'globex', nameZh: '环球', nameEn: 'Globex', logoUrl: null, primaryColor: '#123456' });
    const partner = await call(t.app, 'GET', '/other/branding/get.json', undefined, { headers: { host: 'globex.example.com:8080' } });
    expect(partner.json.body).toMatchObject({ key: 'globex', nameEn: 'Globex', primaryColor: '#123456' });
    const plain = await call(t.app, 'GET', '/other/branding/get.json', undefined, { headers: { host: 'www.example.com' } });
    expect(plain.json.body).toEqual(DEFAULT_BRANDING);
    const unknown = await call(t.app, 'GET', '/other/branding/get.json', undefined, { headers: { host: 'nobody.example.com' } });
    expect(unknown.json.body).toEqual(DEFAULT_BRANDING);
  });
  it('reads the brand key from host names', () => {
    expect(brandKeyOf('acme.localhost')).toBe('acme');
    expect(brandKeyOf('localhost')).toBeNull();
    expect(brandKeyOf('www.sandtable.cn')).toBeNull();
    expect(brandKeyOf('127.0.0.1')).toBeNull();
    expect(brandKeyOf('Acme.Sandtable.cn:443')).toBe('acme');
  });
});

describe('GET /openapi.json', () => {
  it('documents every endpoint of the shared contract with its request and response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const group of Object.values(api)) {
      for (const e of Object.values(group)) {
        const op = doc.paths[e.path]?.[e.method.toLowerCase()];
        expect(op, `${e.method} ${e.path}`).toBeDefined();
        expect(op.responses['200'].content['application/json'].schema.properties).toHaveProperty('head');
        if (e.method === 'POST') expect(op.requestBody, e.path).toBeDefined();
      }
    }
    expect(doc.paths['/login.do'].post.requestBody.content['application/json'].schema.required).toEqual(['account', 'password']);
  });
  it('serves the docs UI at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('access and failures', () => {
  it('refuses an endpoint to a role without its authority, and admits one with it', async () => {
    const student = await buildUser(t.database.db, { role: 'student' });
    const admin = await buildUser(t.database.db, { role: 'chief_admin' });
    expect((await call(t.app, 'POST', '/test/admin-only.json', {}, await loginAs(t.app, student.account, TEST_PASSWORD))).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/test/admin-only.json', {})).json.head.code).toBe('100006');
    const ok = await call(t.app, 'POST', '/test/admin-only.json', {}, await loginAs(t.app, admin.account, TEST_PASSWORD));
    expect(ok.json).toEqual({ head: { code: '000000', message: 'Success' }, body: { ok: true } });
  });

  it('masks an unexpected failure as 999999 in both languages', async () => {
    const en = await call(t.app, 'POST', '/test/boom.json', {});
    expect(en.status).toBe(500);
    expect(en.json).toEqual({ head: { code: '999999', message: 'The service request failed. Please try again later.' }, body: null });
    const zh = await call(t.app, 'POST', '/test/boom.json', {}, { language: 'zh' });
    expect(zh.json.head.message).toBe('服务请求异常，请稍后重试');
    expect(JSON.stringify(zh.json)).not.toContain('secret');
  });

  it('answers unknown paths with the not-found envelope', async () => {
    const res = await call(t.app, 'POST', '/no/such/thing.json', {});
    expect(res.status).toBe(404);
    expect(res.json.head.code).toBe('100004');
  });

  it('sends a browser asking for a page path to the hash route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/login');
    // Without a built web app, "/" answers 404 rather than redirecting to itself.
    const root = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Served over plain HTTP (a LAN host name): asking the browser to upgrade would block every script.
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('asks browsers to upgrade requests only when the portal is served over HTTPS', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://sandtable.example.com' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('rate-limits login attempts per address', async () => {
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push(await call(t.app, 'POST', '/admin/login.do', { account: 'x', password: 'y' }, { headers: { 'x-forwarded-for': '1.1.1.1' } }));
    expect(tries.slice(0, 3).every((r) => r.json.head.code === '101001')).toBe(true);
    expect(tries[3].status).toBe(429);
    expect(tries[3].json.head.code).toBe('100008');
  });
});
