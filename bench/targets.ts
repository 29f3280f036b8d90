// Child process of bench/run.ts: boots the real app (embedded PGlite, or a scratch database on the
// PostgreSQL server of BENCH_DATABASE_URL; demo data) and a bare Fastify route that returns, from
// memory, the very JSON the real endpoint returns. Prints the ports and a logged-in session as one
// JSON line, then serves until killed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { buildApp } from '../apps/server/src/app';
import { createScratchDatabase } from '../apps/server/src/test/app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-bench-'));
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : undefined;
const database = await openDatabase({ url: scratch?.url, dataDir });
await database.migrate();
await seedDemo(database.db, 10);
const app = await buildApp({ config: testConfig({ WEB_DIST: '/nonexistent' }), database });
await app.listen({ port: 0, host: '127.0.0.1' });

const login = await app.inject({ method: 'POST', url: '/login.do', payload: { account: 'student1', password: 'Demo1234' } });
const cookie = `sandtable_sid=${login.cookies.find((c) => c.name === 'sandtable_sid')!.value}`;
const csrf = login.json().body.csrfToken as string;
const sample = await app.inject({ method: 'POST', url: '/user/get.json', headers: { cookie, 'x-csrf-token': csrf }, payload: {} });
if (sample.json().head.code !== '000000') throw new Error(`bench login failed: ${sample.body}`);

const bare = Fastify({ logger: false });
const body = sample.json();
bare.post('/user/get.json', async () => body);
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (s: typeof app) => (s.server.address() as { port: number }).port;
console.log(JSON.stringify({ appPort: port(app), barePort: port(bare), cookie, csrf, database: database.kind }));

process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await database.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
