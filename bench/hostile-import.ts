// `npx tsx bench/hostile-import.ts`: is the server still answering while spreadsheets are imported?
// Three imports at once through the real route (two 10,000-row previews and one zip bomb: a small
// .xlsx declaring 400 MB unpacked), while /healthz is polled over HTTP; prints the /healthz
// latencies (p50 / p99 / max) during the imports and what each import answered. The bound is
// p99 < 100 ms. PGlite by default, BENCH_DATABASE_URL for PostgreSQL. Bounded: it ends with the imports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { unzipSync, Zip, ZipDeflate } from 'fflate';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { buildApp } from '../apps/server/src/app';
import { sheet, multipart } from '../apps/server/src/test/sheets';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-bench-hostile-'));
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir });
await database.migrate();
await seedDemo(database.db, 10);
const app = await buildApp({ config: testConfig({ WEB_DIST: '/nonexistent', FILES_DIR: path.join(dataDir, 'files'), LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }), database });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const login = await fetch(`${base}/login.do`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Demo1234' }) });
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const csrf = ((await login.json()) as { body: { csrfToken: string } }).body.csrfToken;

const header = ['姓名 Name *', '手机号 Mobile *', '邮箱 Email', '性别 Gender', '部门 Department', '职位 Position', '分类 Classification'];
const rows: (string | number)[][] = [header];
for (let i = 0; i < ROWS; i++) rows.push([`学员${i}`, `15${String(i).padStart(9, '0')}`, `s${i}@example.com`, i % 2 ? '男' : 'Female', `Dept ${i % 20}`, '7', 'free']);
const large = sheet(rows);
const bomb = zipBomb(sheet([header]), 400);

/** A valid .xlsx plus a part of `megabytes` zeros, streamed (the bench itself never holds the 400 MB). */
function zipBomb(xlsx: Buffer, megabytes: number): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  for (const [name, data] of Object.entries(unzipSync(xlsx))) {
    const part = new ZipDeflate(name, { level: 9 });
    zip.add(part);
    part.push(data, true);
  }
  const zeros = new ZipDeflate('xl/media/image1.bin', { level: 9 });
  zip.add(zeros);
  const megabyte = new Uint8Array(1024 * 1024);
  for (let i = 0; i < megabytes; i++) zeros.push(megabyte, i === megabytes - 1);
  zip.end();
  return Buffer.concat(chunks);
}

async function importFile(name: string, bytes: Buffer) {
  const body = multipart({ name: 'students.xlsx', bytes }, { dryRun: 'true', initialPassword: 'Start123' });
  const t0 = performance.now();
  const res = await fetch(`${base}/user/member/batchAdd.json`, { method: 'POST', headers: { ...body.headers, cookie, 'x-csrf-token': csrf, language: 'en' }, body: body.payload });
  const json = (await res.json()) as { head: { code: string; message: string }; body: { valid?: number } | null };
  return `${name}: ${json.head.code} ${json.body?.valid !== undefined ? `(${json.body.valid} valid rows)` : json.head.message} in ${(performance.now() - t0).toFixed(0)} ms`;
}

async function healthz(latencies: number[], until: () => boolean) {
  while (!until()) {
    const t0 = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))].toFixed(1);

// For comparison: the same polling for two seconds with nothing else going on.
const idle: number[] = [];
const idleUntil = performance.now() + 2000;
await healthz(idle, () => performance.now() > idleUntil);

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const latencies: number[] = [];
let importing = true;
const poll = healthz(latencies, () => !importing);
const results = await Promise.all([importFile(`${ROWS}-row preview A`, large), importFile(`${ROWS}-row preview B`, large), importFile(`zip bomb (${(bomb.length / 1024).toFixed(0)} KB → 400 MB)`, bomb)]);
importing = false;
await poll;

delay.disable();
console.log(`\n3 concurrent imports on ${database.kind} (${(large.length / 1024).toFixed(0)} KB .xlsx of ${ROWS} rows ×2, and a zip bomb):`);
for (const r of results) console.log(`  ${r}`);
console.log(`  /healthz idle: ${idle.length} requests, p50 ${pct(idle, 50)} ms, p99 ${pct(idle, 99)} ms`);
console.log(`  /healthz during the imports: ${latencies.length} requests, p50 ${pct(latencies, 50)} ms, p99 ${pct(latencies, 99)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);
console.log(`  longest event-loop stall during the imports: ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`);
console.log(`  resident memory afterwards: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
