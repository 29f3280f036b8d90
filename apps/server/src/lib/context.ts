import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Locale } from '@sandtable/shared/i18n/index';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Actor } from './actor';
import type { FileStore } from '../modules/files';
import type { Jobs } from '../plugins/jobs';
import type { Realtime } from '../plugins/realtime';
import type { Outbox } from './outbox';
import type { SessionCache } from '../modules/auth';
import type { PaymentProvider } from '../modules/shop';

/** What every module needs from the running app. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  files: FileStore;
  jobs: Jobs;
  /** Socket.IO pushes to this instance's course and team rooms (the outbox's dispatcher publishes). */
  realtime: Realtime;
  /** Domain events: services `emit` in their transaction and `flush` after commit (lib/outbox.ts). */
  outbox: Outbox;
  /** Recently seen sessions; services forget what they end or change (modules/auth/session.cache.ts). */
  sessions: SessionCache;
  /** The payment provider orders are paid through (the embedded WeChat Pay v3 sandbox by default). */
  payments: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    locale: Locale;
    t: TFunction;
    actor: Actor | null;
  }
}

export interface HandlerContext<Body> {
  body: Body;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
  /** The caller; only null on public endpoints. */
  actor: Actor;
}
