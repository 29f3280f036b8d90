import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import pino from 'pino';
import { openDatabase } from '../db/client';
import { createJobs } from './jobs';
import { buildTestApp } from '../test/app';
import { until } from '../test/until';

const log = pino({ level: 'silent' });


describe('persisted jobs', () => {
  it('run a job scheduled before a restart once the app is back (embedded database)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-jobs-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const first = await openDatabase({ dataDir });
    const before = createJobs(first, log, { pollSeconds: 0.5 });
    const ran: string[] = [];
    before.work<{ id: string }>('course-start', async ({ id }) => void ran.push(`early:${id}`));
    await before.start();
    await before.schedule('course-start', { id: 'c1' }, new Date(Date.now() + 1500));
    await before.stop();
    await first.close();
    expect(ran).toEqual([]);

    const second = await openDatabase({ dataDir });
    const after = createJobs(second, log, { pollSeconds: 0.5 });
    after.work<{ id: string }>('course-start', async ({ id }) => void ran.push(id));
    await after.start();
    await until(() => ran.length > 0);
    expect(ran).toEqual(['c1']);
    await after.stop();
    await second.close();
  }, 40_000);

  it('run jobs on the app database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', async () => {
    const t = await buildTestApp();
    const jobs = createJobs(t.database, log, { pollSeconds: 0.5 });
    const seen: number[] = [];
    jobs.work<{ n: number }>('echo', async ({ n }) => void seen.push(n));
    // Scheduled before the queue is up: held and sent when it starts.
    await jobs.schedule('echo', { n: 0 });
    expect(seen).toEqual([]);
    await jobs.start();
    expect(() => jobs.work('late', async () => {})).toThrow(/before the job queue starts/);
    await jobs.schedule('echo', { n: 1 });
    await jobs.schedule('echo', { n: 2 }, new Date(Date.now() - 1000));
    await until(() => seen.length === 3);
    expect(seen.sort()).toEqual([0, 1, 2]);
    await jobs.stop();
    await t.close();
  }, 40_000);
});
