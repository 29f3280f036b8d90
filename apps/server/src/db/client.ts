import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(tx => ...)`: use only it there (PGlite deadlocks otherwise). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Raw SQL for libraries that bring their own (pg-boss): parameters, or several statements without. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… to use PostgreSQL; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  /** IANA zone for the session: what "today" means in dashboards and day counts. */
  timeZone?: string;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_FILE = 'sandtable.lock';

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const timeZone = options.timeZone ?? 'Asia/Shanghai';
  return options.url ? openPostgres(options.url, timeZone) : openPglite(timeZone, options.dataDir);
}

async function openPostgres(url: string, timeZone: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c timezone=${timeZone}` });
  // An idle client whose connection the server ends (restart, failover, a dropped database) must
  // not crash the process: the pool discards it and the next query gets a fresh one.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => void (await pool.query('SELECT 1')),
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    close: () => pool.end(),
  };
}

async function openPglite(timeZone: string, dataDir?: string): Promise<Database> {
  const release = dataDir ? takeLock(dataDir) : () => {};
  let client: PGlite;
  try {
    client = new PGlite(dataDir);
    await client.waitReady;
    await client.query(`SET TIME ZONE '${timeZone.replace(/'/g, '')}'`);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`SELECT 1`)),
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; exec() runs several but takes no parameters.
      if (values?.length) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        // Flush to disk so the next start does not replay the WAL.
        if (dataDir) await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite is one process's database: two processes on one directory corrupt it. The lock file
 * holds the owner's pid; a lock whose process is gone (a crash) is taken over.
 */
export function takeLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Sandtable process (pid ${owner}). ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
