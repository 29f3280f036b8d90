import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { GAME_EVENTS, type GameEventPayloads } from '@sandtable/shared/contracts/game';
import { openDatabase, type Database } from '../db/client';
import { domainEvents } from '../db/schema';
import { createScratchDatabase } from '../test/app';
import { until } from '../test/until';
import { createOutbox, emit, type Outbox } from './outbox';

// The outbox on its own database (no app, so no dispatcher of the app's polls in between):
// in-memory PGlite, or a scratch PostgreSQL database with TEST_DATABASE_URL.
let database: Database;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
const outboxes: Outbox[] = [];

beforeAll(async () => {
  scratch = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL) : undefined;
  database = await openDatabase({ url: scratch?.url });
  await database.migrate();
});
afterAll(async () => {
  for (const o of outboxes) await o.stop();
  await database.close();
  await scratch?.drop();
});

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
const chat = (id: number, text = 'hello'): GameEventPayloads['chat:message'] => ({ courseId: 1, id, teamId: 2, userId: 3, name: 'A', text, at: new Date(0).toISOString() });

/** A dispatcher as an instance makes it, pushing into `seen` (no poll: the tests say when it runs). */
function dispatcher(db = database) {
  const seen: { rooms: string[]; name: string; payload: any }[] = [];
  const outbox = createOutbox(db, { publish: (rooms, name, payload) => void seen.push({ rooms: ([] as string[]).concat(rooms), name, payload }) }, log, { pollMs: 0 });
  outboxes.push(outbox);
  return { outbox, seen, texts: () => seen.map((s) => s.payload.text as string) };
}


describe('the outbox', () => {
  it('delivers nothing for a rolled-back transaction, and the committed event once', async () => {
    const { outbox, texts, seen } = dispatcher();
    await expect(
      database.db.transaction(async (tx) => {
        await emit(tx, 'team:2', GAME_EVENTS.chat, chat(1, 'rolled back'));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await database.db.transaction((tx) => emit(tx, ['team:2', 'course:1'], GAME_EVENTS.chat, chat(2, 'committed')));
    await outbox.flush();
    await outbox.flush();
    expect(texts()).toEqual(['committed']);
    expect(seen[0]).toMatchObject({ rooms: ['team:2', 'course:1'], name: GAME_EVENTS.chat });
    expect((await database.db.select().from(domainEvents)).map((r) => r.payload)).toEqual([expect.objectContaining({ text: 'committed' })]);
  });

  it('an event committed by an instance that crashed before delivering it goes out when an instance starts', async () => {
    // The first instance commits and "crashes": its dispatcher never runs.
    dispatcher();
    await database.db.transaction((tx) => emit(tx, 'team:2', GAME_EVENTS.chat, chat(3, 'survives the crash')));
    expect(await database.db.select({ id: domainEvents.id }).from(domainEvents).where(isNull(domainEvents.deliveredAt))).toHaveLength(1);

    const restarted = dispatcher();
    await restarted.outbox.start();
    expect(restarted.texts()).toEqual(['survives the crash']);
    expect(await database.db.select({ id: domainEvents.id }).from(domainEvents).where(isNull(domainEvents.deliveredAt))).toEqual([]);
    // Delivered once: later flushes and polls find nothing to deliver.
    await restarted.outbox.flush();
    expect(restarted.texts()).toEqual(['survives the crash']);
  });

  it('claims every event once however many flushes run at once, in the order written', async () => {
    const a = dispatcher();
    const b = dispatcher();
    await a.outbox.start();
    await b.outbox.start();
    await Promise.all(Array.from({ length: 30 }, (_, i) => database.db.transaction((tx) => emit(tx, 'team:2', GAME_EVENTS.chat, chat(100 + i, `m${i}`)))));
    await Promise.all([a.outbox.flush(), b.outbox.flush(), a.outbox.flush(), b.outbox.flush()]);
    const claimed = [...a.seen, ...b.seen].map((s) => s.payload.id as number);
    if (database.kind === 'pglite') {
      // One process: each row is claimed by exactly one dispatcher, each dispatcher pushes in id order.
      expect([...claimed].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => 100 + i));
    } else {
      // PostgreSQL: every instance hears the other's claims, so both push all 30, each once.
      await until(() => a.seen.length === 30 && b.seen.length === 30);
      expect(new Set(a.seen.map((s) => s.payload.id)).size).toBe(30);
      expect(new Set(b.seen.map((s) => s.payload.id)).size).toBe(30);
    }
    if (database.kind === 'pglite') {
      for (const d of [a, b]) {
        const ids = d.seen.map((s) => s.payload.id as number);
        expect(ids).toEqual([...ids].sort((x, y) => x - y));
      }
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: every instance pushes the events another instance claimed (LISTEN/NOTIFY)', async () => {
    const second = await openDatabase({ url: scratch!.url });
    try {
      const a = dispatcher();
      const b = dispatcher(second);
      await a.outbox.start();
      await b.outbox.start();
      await database.db.transaction((tx) => emit(tx, 'course:1', GAME_EVENTS.chat, chat(500, 'to everyone')));
      await a.outbox.flush();
      await until(() => b.texts().includes('to everyone'));
      expect(a.texts().filter((t) => t === 'to everyone')).toHaveLength(1);
      expect(b.texts().filter((t) => t === 'to everyone')).toHaveLength(1);
      await b.outbox.stop();
    } finally {
      await second.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: a LISTEN connection that was lost is replaced and says since when', async () => {
    const lost: Date[] = [];
    const before = new Date();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = await database.listen!('outbox_probe', () => {}, (lostAt) => lost.push(lostAt));
    try {
      await database.executeSql(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "outbox_probe"'`);
      await until(() => lost.length === 1);
      expect(lost[0].getTime()).toBeGreaterThanOrEqual(before.getTime());
    } finally {
      await stop();
      warn.mockRestore();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: an instance whose LISTEN connection was down pushes what others claimed meanwhile', async () => {
    const second = await openDatabase({ url: scratch!.url });
    try {
      // The second instance's connection drops every notification until it is back.
      let reconnected: ((lostAt: Date) => void) | undefined;
      const cut: Database = { ...second, listen: async (_channel, _onPayload, onReconnect) => ((reconnected = onReconnect), async () => {}) };
      const a = dispatcher();
      const b = dispatcher(cut);
      await a.outbox.start();
      await b.outbox.start();
      const lostAt = new Date();
      await database.db.transaction((tx) => emit(tx, 'course:1', GAME_EVENTS.chat, chat(600, 'while b was deaf')));
      await a.outbox.flush();
      expect(b.texts()).not.toContain('while b was deaf');
      reconnected!(lostAt);
      await until(() => b.texts().includes('while b was deaf'));
      expect(a.texts().filter((t) => t === 'while b was deaf')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
