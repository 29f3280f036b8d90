import { asc, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GameEvent, GameEventPayloads } from '@sandtable/shared/contracts/game';
import type { TsEvent, TsEventPayloads } from '@sandtable/shared/contracts/game-ts';
import type { Database, Tx } from '../db/client';
import { domainEvents } from '../db/schema';
import type { Realtime } from '../plugins/realtime';

/**
 * Domain events after commit (docs/decisions/events.md): a transactional outbox.
 *
 * `emit(tx, …)` writes the event in the caller's transaction, so it exists exactly when the change
 * commits (a rolled-back change leaves none). The dispatcher delivers committed rows: it claims
 * undelivered ones (`delivered_at`, `FOR UPDATE SKIP LOCKED`, so two instances never claim the same
 * row) and pushes them to this instance's sockets. On PostgreSQL the claim also NOTIFYs the claimed
 * ids in its transaction; every instance LISTENs, reads those rows and pushes them to its own
 * sockets, so a client gets every event whichever instance it is connected to. On PGlite (one
 * process) the claimer is the only instance.
 *
 * When: a service `flush()`es right after its transaction commits (the push follows the request),
 * and a poll claims whatever a crash between commit and flush left undelivered — at start too.
 * A row is pushed at most once per instance (the ids pushed are remembered), so the claimer's own
 * notification is not pushed twice.
 */
export type EventRooms = string | string[];

/** Writes a domain event in the caller's transaction; delivered after commit by the dispatcher. */
export async function emit<E extends GameEvent | TsEvent>(tx: Tx, rooms: EventRooms, name: E, payload: (GameEventPayloads & TsEventPayloads)[E]): Promise<void> {
  await tx.insert(domainEvents).values({ rooms: ([] as string[]).concat(rooms), name, payload });
}

/** Several domain events in one statement (a push per room with its own payload: CM's round:settled). */
export async function emitAll<E extends GameEvent>(tx: Tx, name: E, events: readonly { rooms: EventRooms; payload: GameEventPayloads[E] }[]): Promise<void> {
  if (events.length) await tx.insert(domainEvents).values(events.map((e) => ({ rooms: ([] as string[]).concat(e.rooms), name, payload: e.payload })));
}

export interface Outbox {
  /** Delivers every committed, undelivered event; resolves once this instance has pushed them. Never throws. */
  flush(): Promise<void>;
  /** Listens (PostgreSQL), delivers what is left undelivered, then polls. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface OutboxOptions {
  /** How often undelivered rows are looked for (a crash between commit and flush); 0: never. */
  pollMs?: number;
  /** Delivered rows are kept this long (a day), then deleted by the poll. */
  keepMs?: number;
}

export const OUTBOX_CHANNEL = 'sandtable_events';
const BATCH = 200;
/** How many pushed ids an instance remembers (a notification arrives within moments of its claim). */
const REMEMBERED = 10_000;
/** How far before a lost LISTEN connection the catch-up looks (the app's and the database's clocks may differ). */
const CLOCK_MARGIN_MS = 5_000;

type Row = Pick<typeof domainEvents.$inferSelect, 'id' | 'rooms' | 'name' | 'payload'>;

export function createOutbox(database: Database, realtime: Pick<Realtime, 'publish'>, log: FastifyBaseLogger, options: OutboxOptions = {}): Outbox {
  const { db } = database;
  const shared = database.kind === 'postgres';
  const pollMs = options.pollMs ?? 1_000;
  const keepMs = options.keepMs ?? 86_400_000;
  const pushed = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let lastCleanup = 0;

  const push = (rows: Row[]) => {
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      if (pushed.has(row.id)) continue;
      pushed.add(row.id);
      if (pushed.size > REMEMBERED) pushed.delete(pushed.values().next().value!);
      try {
        realtime.publish(row.rooms, row.name, row.payload);
      } catch (err) {
        log.error({ err, event: row.id }, 'pushing a domain event failed');
      }
    }
  };

  /** Claims a batch of undelivered rows (and announces them to every instance), then pushes them here. */
  const claim = async (): Promise<number> => {
    const rows = await db.transaction(async (tx) => {
      const due = tx.select({ id: domainEvents.id }).from(domainEvents).where(isNull(domainEvents.deliveredAt)).orderBy(asc(domainEvents.id)).limit(BATCH).for('update', { skipLocked: true });
      const claimed = await tx
        .update(domainEvents)
        .set({ deliveredAt: sql`now()` })
        .where(inArray(domainEvents.id, due))
        .returning({ id: domainEvents.id, rooms: domainEvents.rooms, name: domainEvents.name, payload: domainEvents.payload });
      // Sent on commit only, so no instance reads a claim that rolled back.
      if (shared && claimed.length) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${claimed.map((r) => r.id).join(',')})`);
      return claimed;
    });
    push(rows);
    return rows.length;
  };

  const drain = async () => {
    try {
      while ((await claim()) === BATCH);
    } catch (err) {
      // The change committed; its events stay undelivered and the next flush or poll delivers them.
      log.error({ err }, 'delivering domain events failed');
    }
  };

  // One drain at a time per instance; a flush asked for while one waits to start shares it (it
  // starts after the caller's commit, so it sees it). A flush thus resolves only after every row
  // committed before it was pushed here, whichever of this instance's drains claimed it.
  let current: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  const flush = (): Promise<void> => {
    if (queued) return queued;
    const next = current.then(() => {
      queued = null;
      return drain();
    });
    queued = next;
    current = next;
    return next;
  };

  /** Another instance claimed these ids: read and push them to this instance's sockets. */
  const claimedElsewhere = async (payload: string) => {
    const ids = payload.split(',').map(Number).filter((id) => Number.isSafeInteger(id) && !pushed.has(id));
    if (ids.length === 0) return;
    try {
      push(await db.select({ id: domainEvents.id, rooms: domainEvents.rooms, name: domainEvents.name, payload: domainEvents.payload }).from(domainEvents).where(inArray(domainEvents.id, ids)));
    } catch (err) {
      log.error({ err }, 'reading announced domain events failed');
    }
  };

  /**
   * This instance's LISTEN connection was down since `lostAt`: push what other instances claimed
   * meanwhile (their notifications never arrived). Rows already pushed here are skipped.
   */
  const catchUp = async (lostAt: Date) => {
    try {
      const since = new Date(lostAt.getTime() - CLOCK_MARGIN_MS);
      push(await db.select({ id: domainEvents.id, rooms: domainEvents.rooms, name: domainEvents.name, payload: domainEvents.payload }).from(domainEvents).where(gte(domainEvents.deliveredAt, since)).orderBy(asc(domainEvents.id)).limit(REMEMBERED));
    } catch (err) {
      log.error({ err }, 'catching up on domain events after a lost LISTEN connection failed');
    }
  };

  const poll = async () => {
    await flush();
    if (Date.now() - lastCleanup < 60_000) return;
    lastCleanup = Date.now();
    try {
      await db.delete(domainEvents).where(lt(domainEvents.deliveredAt, new Date(Date.now() - keepMs)));
    } catch (err) {
      log.error({ err }, 'deleting delivered domain events failed');
    }
  };

  return {
    flush,
    async start() {
      if (timer || unlisten) return;
      if (shared && database.listen) unlisten = await database.listen(OUTBOX_CHANNEL, (payload) => void claimedElsewhere(payload), (lostAt) => void catchUp(lostAt));
      await poll();
      if (pollMs > 0) {
        timer = setInterval(() => void poll(), pollMs);
        timer.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
      const stopListening = unlisten;
      unlisten = null;
      await stopListening?.();
    },
  };
}
