import { randomBytes } from 'node:crypto';
import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '@sandtable/shared/rules/constants';
import type { Envelope } from '@sandtable/shared/contracts/envelope';
import { testConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import { createSession } from '../modules/auth';
import { SESSION_COOKIE } from '../plugins/session';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty database: in-memory PGlite, or — when TEST_DATABASE_URL is set —
 * a PostgreSQL database of its own on that server, dropped afterwards.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Registers extra, test-only routes before the app starts. */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const scratch = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const database = await openDatabase({ url: scratch?.url });
  await database.migrate();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-files-'));
  const config = testConfig({ WEB_DIST: '/nonexistent', FILES_DIR: filesDir, ...overrides });
  const app = await buildApp({ config, database });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the PostgreSQL server of `baseUrl` (tests, benches); drop() removes it. */
export async function createScratchDatabase(baseUrl: string) {
  const name = `sandtable_t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface Caller {
  cookie?: string;
  csrf?: string;
  language?: 'zh' | 'en';
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  json: Envelope<T>;
  headers: Record<string, unknown>;
  cookie?: string;
}

/** One HTTP call through inject(), as the web client makes it. */
export async function call<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  caller: Caller = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { language: caller.language ?? 'en', ...caller.headers };
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.csrf) headers[CSRF_HEADER] = caller.csrf;
  const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const setCookie = res.cookies.find((c) => c.name === 'sandtable_sid');
  return {
    status: res.statusCode,
    json: res.json(),
    headers: res.headers,
    cookie: setCookie ? `${setCookie.name}=${setCookie.value}` : undefined,
  };
}

export async function loginAs(app: FastifyInstance, account: string, password: string): Promise<Required<Pick<Caller, 'cookie' | 'csrf'>>> {
  const res = await call(app, 'POST', '/login.do', { account, password });
  if (res.json.head.code !== '000000' || !res.cookie) throw new Error(`login as ${account} failed: ${res.json.head.message}`);
  return { cookie: res.cookie, csrf: res.json.body.csrfToken };
}

/** A session for a user by id, without the password round (fast; the login endpoint has its own tests). */
export async function asUser(t: TestApp, userId: number): Promise<Required<Pick<Caller, 'cookie' | 'csrf'>>> {
  const session = await createSession(t.database.db, { userId, ttlMs: 3_600_000 });
  return { cookie: `${SESSION_COOKIE}=${session.token}`, csrf: session.csrfToken };
}
