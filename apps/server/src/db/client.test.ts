import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, takeLock, templateFile } from './client';
import { seedDemo, DEMO_ACCOUNTS } from './seed/demo';
import { seedDemoCourses } from './seed/courses';
import { seedDemoGame } from './seed/game';
import { and, eq, inArray } from 'drizzle-orm';
import { chapterProgress, courseMembers, courses, gameRounds, users } from './schema';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('refuses a second process on the same data directory with a clear error', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'sandtable.lock'), String(process.ppid)); // a live process that is not us
    expect(() => takeLock(dir)).toThrow(/in use by another Sandtable process/);
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'sandtable.lock'), '2147483646');
    const release = takeLock(dir);
    expect(fs.readFileSync(path.join(dir, 'sandtable.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'sandtable.lock'))).toBe(false);
  });

  it('keeps data across a close and reopen, and seeds demo data only once', async () => {
    const dir = tmp();
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    expect(await seedDemo(first.db, 10)).toEqual({ created: true });
    const demoCourses = await seedDemoCourses(first.db);
    expect(demoCourses.map((c) => c.status).sort()).toEqual(['in_progress', 'inviting', 'inviting']);
    expect(await first.db.$count(courses)).toBe(5);
    // The completed course's market game, played out by the engine with distinct teams.
    expect(await seedDemoGame(first.db)).toBe(true);
    const rounds = await first.db.select().from(gameRounds);
    expect(rounds.length).toBe(4);
    const last = rounds.sort((a, b) => a.number - b.number)[3].results as { teams: { decision: { price: number } }[]; ranking: string[] };
    expect(new Set(last.teams.map((t) => t.decision.price)).size).toBeGreaterThan(1);
    // Members' chapter-2 scores are their team's standing in that game.
    const final = last as unknown as { teams: { teamId: string; overallScore: number }[] };
    const scored = await first.db
      .select({ teamId: courseMembers.teamId, score: chapterProgress.score })
      .from(chapterProgress)
      .innerJoin(courseMembers, eq(courseMembers.id, chapterProgress.memberId))
      .where(and(eq(chapterProgress.chapter, 2), inArray(courseMembers.teamId, final.teams.map((t) => Number(t.teamId)))));
    expect(scored.length).toBeGreaterThan(0);
    for (const s of scored) expect(s.score).toBe(Math.round(final.teams.find((t) => Number(t.teamId) === s.teamId)!.overallScore));
    expect(await seedDemoGame(first.db)).toBe(false);
    await first.close();
    expect(fs.existsSync(path.join(dir, 'sandtable.lock'))).toBe(false);

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    expect(await seedDemo(second.db, 10)).toEqual({ created: false });
    expect(await second.db.$count(users)).toBe(DEMO_ACCOUNTS.length);
    expect(await seedDemoCourses(second.db)).toEqual([]);
    expect(await second.db.$count(courses)).toBe(5);
    await second.close();
  }, 60_000);

  it('starts a fresh database from the template of a migrated one', async () => {
    const warm = await openDatabase({});
    await warm.migrate();
    await warm.close();
    expect(fs.existsSync(templateFile())).toBe(true);

    // On disk and in memory (every test's database), the tables are there before this database's
    // migrate(): they came with the template.
    for (const options of [{ dataDir: tmp() }, {}]) {
      const fresh = await openDatabase(options);
      expect(await fresh.db.$count(users)).toBe(0);
      await fresh.migrate();
      await fresh.close();
    }
  }, 60_000);

  it('runs initdb when the template is damaged, and writes a good one', async () => {
    const file = templateFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'not a database');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fresh = await openDatabase({ dataDir: tmp() });
    const warnings = warn.mock.calls.map((args) => String(args[0]));
    warn.mockRestore();
    expect(warnings).toEqual([expect.stringMatching(/^Ignoring the database template/)]);
    await fresh.migrate();
    expect(await fresh.db.$count(users)).toBe(0);
    await fresh.close();
    expect(fs.statSync(file).size).toBeGreaterThan(1_000_000);
  }, 60_000);
});
