import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * Persisted jobs (DESIGN §2): pg-boss over the app's own database connection, so round deadlines,
 * course start/end and order timeouts survive a restart, on PGlite and PostgreSQL alike.
 *
 * A job may run more than once (a retry after a crash, a second instance): every handler must be
 * idempotent — in practice a conditional UPDATE on the record's status (DESIGN §4).
 */
export interface Jobs {
  /** Runs `handler` for each job of `queue`, on this instance. Register before start(). */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): void;
  /**
   * Schedules a job; `runAt` in the past or absent means as soon as possible. Before start() the
   * job waits in memory and is sent when the queue starts (the server accepts requests a moment
   * before its queue is up; tests that never start the queue drive the handlers directly).
   */
  schedule<T extends object>(queue: string, data: T, runAt?: Date): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobs(database: Database, log: FastifyBaseLogger, options: { pollSeconds?: number } = {}): Jobs {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schedule: false,
    supervise: true,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  const handlers = new Map<string, (data: object) => Promise<void>>();
  const queues = new Set<string>();
  const pending: { queue: string; data: object; runAt?: Date }[] = [];
  let started = false;

  // pg-boss 10 needs a queue to exist before jobs are sent to it or worked.
  const ensureQueue = async (queue: string) => {
    if (queues.has(queue)) return;
    await boss.createQueue(queue);
    queues.add(queue);
  };

  const send = async (queue: string, data: object, runAt?: Date) => {
    await ensureQueue(queue);
    await boss.send(queue, data, runAt && runAt.getTime() > Date.now() ? { startAfter: runAt } : {});
  };

  return {
    work(queue, handler) {
      if (started) throw new Error(`register the ${queue} worker before the job queue starts`);
      handlers.set(queue, handler as (data: object) => Promise<void>);
    },
    async schedule(queue, data, runAt) {
      if (!started) {
        pending.push({ queue, data, runAt });
        return;
      }
      await send(queue, data, runAt);
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const [queue, handler] of handlers) {
        await ensureQueue(queue);
        await boss.work(queue, { pollingIntervalSeconds: options.pollSeconds ?? 2 }, async (jobs) => {
          for (const job of jobs) await handler(job.data as object);
        });
      }
      for (const job of pending.splice(0)) await send(job.queue, job.data, job.runAt);
    },
    async stop() {
      if (!started) return;
      started = false;
      // Let a running handler finish: its work is a transaction we do not want cut.
      await boss.stop({ graceful: true, wait: true, close: false });
    },
  };
}
