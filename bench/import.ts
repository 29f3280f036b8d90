// `npm run bench` (second part): imports 10,000 students from one .xlsx through the real HTTP
// route (multipart upload, parse, per-row validation, duplicate check, one transaction), on
// embedded PGlite (or BENCH_DATABASE_URL). Prints the dry-run (preview) and commit times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { buildApp } from '../apps/server/src/app';
import { sheet, multipart } from '../apps/server/src/test/sheets';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-bench-import-'));
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir });
await database.migrate();
await seedDemo(database.db, 10);
const app = await buildApp({ config: testConfig({ WEB_DIST: '/nonexistent', FILES_DIR: path.join(dataDir, 'files') }), database });

const login = await app.inject({ method: 'POST', url: '/login.do', payload: { account: 'admin', password: 'Demo1234' } });
const cookie = `sandtable_sid=${login.cookies.find((c) => c.name === 'sandtable_sid')!.value}`;
const csrf = login.json().body.csrfToken as string;

const positions = [2, 3, 7, 9, 13, 25, 32];
const rows = [['姓名 Name *', '手机号 Mobile *', '邮箱 Email', '性别 Gender', '部门 Department', '职位 Position', '分类 Classification']];
for (let i = 0; i < ROWS; i++) {
  rows.push([`学员${i}`, `15${String(i).padStart(9, '0')}`, `s${i}@example.com`, i % 2 ? '男' : 'Female', `Dept ${i % 20}`, String(positions[i % positions.length]), i % 3 ? 'free' : '付费']);
}
const started = performance.now();
const file = sheet(rows);
const buildMs = performance.now() - started;

async function run(dryRun: boolean) {
  const body = multipart({ name: 'students.xlsx', bytes: file }, { dryRun: String(dryRun), initialPassword: 'Start123' });
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/user/member/batchAdd.json', payload: body.payload, headers: { ...body.headers, cookie, 'x-csrf-token': csrf } });
  const ms = performance.now() - t0;
  const result = res.json().body;
  if (!result || result.errors.length) throw new Error(`import failed: ${res.body.slice(0, 500)}`);
  return { ms, result };
}

const dry = await run(true);
const commit = await run(false);
if (commit.result.created !== ROWS) throw new Error(`created ${commit.result.created} of ${ROWS}`);
console.log(`\nImport of ${ROWS} students (${(file.length / 1024).toFixed(0)} KB .xlsx, built in ${buildMs.toFixed(0)} ms) on ${database.kind}:`);
console.log(`  preview (dry run): ${dry.ms.toFixed(0)} ms   commit: ${commit.ms.toFixed(0)} ms   (${(ROWS / (commit.ms / 1000)).toFixed(0)} rows/s)`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
