import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

// A built web app as the build leaves it: hashed assets with .br and .gz beside them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-dist-'));
const script = 'console.log("the login page");'.repeat(100);
function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
  fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
  fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
}
write('index.html', '<!doctype html><script type="module" src="./assets/Login-Cho5RSI4.js"></script>');
write('assets/Login-Cho5RSI4.js', script);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends hashed assets precompressed, cached for a year', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/Login-Cho5RSI4.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/Login-Cho5RSI4.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/Login-Cho5RSI4.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has browsers revalidate index.html, which names the current assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('Login-Cho5RSI4.js');
  });

  it('sends a browser asking for a page path that is no file to the hash route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/login');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/Gone-Abcdefgh.js' });
    expect(missing.statusCode).toBe(404);
  });
});
