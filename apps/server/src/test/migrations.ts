import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createScratchDatabase } from './app';

/**
 * For testing a migration on data of the old shape: migrate a scratch database up to the one
 * before it, write rows as the old code did, migrate to the end, check.
 */
export const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** A migrations folder holding the journal entries before `idx` and their files (remove it after). */
export function migrationsBefore(idx: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx < idx);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

export interface ScratchHandle {
  query<T>(text: string): Promise<T[]>;
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database: a scratch PostgreSQL database under TEST_DATABASE_URL, else in-memory PGlite. */
export async function openScratch(): Promise<ScratchHandle> {
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    const db = drizzlePg(pool);
    return {
      query: async (text) => (await pool.query(text)).rows,
      exec: async (text) => void (await pool.query(text)),
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await scratch.drop();
      },
    };
  }
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    query: async <T,>(text: string) => (await client.query<T>(text)).rows,
    exec: async (text) => void (await client.exec(text)),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
