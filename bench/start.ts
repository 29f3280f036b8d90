// `npx tsx bench/start.ts`: `npm start` until `/healthz` answers 200, on a fresh data directory
// (embedded PGlite: initdb, migrations, demo seed) and then again on the same, existing one.
// BENCH_START_RUNS (default 3) pairs; BENCH_START_DIR: another checkout to start (a before/after
// comparison). Here the web app is built first if stale, outside the timing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server';

const runs = Number(process.env.BENCH_START_RUNS ?? 3);
spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { stdio: 'inherit' });

const times = { fresh: [] as number[], existing: [] as number[] };
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-bench-start-'));
  try {
    for (const kind of ['fresh', 'existing'] as const) {
      const server = await startServer(['npm', 'start', '--silent'], { DATA_DIR: dataDir }, process.env.BENCH_START_DIR);
      times[kind].push(server.readyMs);
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const s = (ms: number[]) => ms.map((m) => (m / 1000).toFixed(1)).join(', ');
console.log(`\nnpm start to /healthz 200 (s), ${runs} runs: fresh data directory ${s(times.fresh)}; existing ${s(times.existing)}`);
