// `npm run bench`: an authenticated read endpoint (POST /user/get.json: session, CSRF check, the
// envelope) against a bare Fastify route returning the same JSON from memory, in one run, on this
// machine: the ratio is what our stack costs per request. Once on embedded PGlite, once on
// PostgreSQL: BENCH_DATABASE_URL (default: the local server, postgres://postgres@127.0.0.1:5432/postgres,
// when it answers; a scratch database is created on it and dropped). BENCH_SECONDS (default 10)
// and BENCH_CONNECTIONS (default 10) tune it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function bench(databaseUrl: string | undefined) {
  const env = { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/targets.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench targets exited with ${code}`)));
  });
  const t = JSON.parse(line) as { appPort: number; barePort: number; cookie: string; csrf: string; database: string };

  async function measure(title: string, port: number) {
    const result = await autocannon({
      title,
      url: `http://127.0.0.1:${port}/user/get.json`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: t.cookie, 'x-csrf-token': t.csrf, language: 'zh' },
      body: '{}',
      connections,
      duration: seconds,
    });
    if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  }

  try {
    // Warm both (JIT, caches), then measure.
    await autocannon({ url: `http://127.0.0.1:${t.appPort}/healthz`, connections, duration: 2 });
    const bare = await measure('bare Fastify, JSON from memory', t.barePort);
    const real = await measure(`POST /user/get.json (${t.database})`, t.appPort);
    console.log(`\n${seconds} s each, ${connections} connections, Node ${process.version}`);
    for (const r of [bare, real]) {
      console.log(`${r.title.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
    }
    console.log(`ratio (app / bare throughput): ${(real.rps / bare.rps).toFixed(3)}  — the app serves ${(100 * real.rps / bare.rps).toFixed(1)}% of bare Fastify's rate`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

await bench(undefined);
const postgres = process.env.BENCH_DATABASE_URL || LOCAL_POSTGRES;
if (await reachable(postgres)) await bench(postgres);
else console.log(`\nPostgreSQL at ${postgres} does not answer: PGlite only (set BENCH_DATABASE_URL).`);
