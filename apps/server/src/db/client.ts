import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
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
  /**
   * PostgreSQL only: LISTEN on `channel` over a connection of its own (reconnected when lost);
   * resolves to the function that stops. Notifications sent while the connection was down are
   * lost: `onReconnect` hears when it was lost, once it listens again, so the caller can catch up.
   * PGlite is one process and has nobody to listen to.
   */
  listen?(channel: string, onPayload: (payload: string) => void, onReconnect?: (lostAt: Date) => void): Promise<() => Promise<void>>;
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
/** Part of the template's name: a dump is only loaded by the PGlite that made it. */
const PGLITE_VERSION = (JSON.parse(fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json'), 'utf8')) as { version: string }).version;

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
    listen: (channel, onPayload, onReconnect) => listenPostgres(url, channel, onPayload, onReconnect),
    close: () => pool.end(),
  };
}

async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onReconnect?: (lostAt: Date) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  /** When the connection that listened went away (null while listening). */
  let lostAt: Date | null = null;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), 1_000).unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    // A lost connection is replaced (a second later); notifications sent meanwhile are missed,
    // which onReconnect tells the caller.
    c.on('error', (err) => {
      console.warn(`PostgreSQL LISTEN connection lost: ${err.message}`);
      lostAt ??= new Date();
      if (client === c) client = null;
      void c.end().catch(() => {});
      retry();
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    if (stopped) return void (await c.end());
    client = c;
    if (lostAt) {
      const since = lostAt;
      lostAt = null;
      onReconnect?.(since);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    const c = client;
    client = null;
    await c?.end();
  };
}

async function openPglite(timeZone: string, dataDir?: string): Promise<Database> {
  const release = dataDir ? takeLock(dataDir) : () => {};
  const fresh = !dataDir || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  let template = fresh ? readTemplate() : undefined;
  let client: PGlite;
  try {
    client = await startPglite(dataDir, template).catch((err: unknown) => {
      if (!template) throw err;
      // A template this PGlite cannot load: forget it and run initdb as without one.
      console.warn(`Ignoring the database template ${template.file}: ${(err as Error).message}`);
      fs.rmSync(template.file, { force: true });
      template = undefined;
      if (dataDir) for (const entry of fs.readdirSync(dataDir)) if (entry !== LOCK_FILE) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      return startPglite(dataDir);
    });
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
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      if (fresh && !template) await writeTemplate(client);
    },
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

async function startPglite(dataDir: string | undefined, template?: { file: string; data: Blob }): Promise<PGlite> {
  // One options object: PGlite reads its second argument only when the first is a data directory,
  // so `new PGlite(undefined, { loadDataDir })` quietly ran initdb for every in-memory database.
  const client = new PGlite({ dataDir, ...(template ? { loadDataDir: template.data } : {}) });
  await client.waitReady;
  return client;
}

/**
 * A new PGlite database (a fresh DATA_DIR, every test's in-memory one) starts from a dump of an
 * initialised and migrated one instead of running initdb and the migrations, which are most of
 * a fresh start. The first fresh database of a PGlite version and migration set writes it.
 */
const templateDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../node_modules/.cache/sandtable');

export function templateFile(): string {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return path.join(templateDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

function readTemplate(): { file: string; data: Blob } | undefined {
  const file = templateFile();
  return fs.existsSync(file) ? { file, data: new Blob([fs.readFileSync(file)]) } : undefined;
}

/** Best effort: a read-only install just starts slower. Written aside, then renamed, for concurrent writers. */
async function writeTemplate(client: PGlite): Promise<void> {
  try {
    const file = templateFile();
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    fs.mkdirSync(templateDir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  } catch (err) {
    console.warn(`Could not write the database template: ${(err as Error).message}`);
  }
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
