import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (docs/decisions/events.md): a domain event is a row written in the
 * transaction of the change it reports, so it exists exactly when the change commits. The
 * dispatcher (lib/outbox.ts) claims undelivered rows after commit, on any instance, and every
 * instance pushes them to its own sockets; `delivered_at` marks a claimed row.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The Socket.IO rooms it goes to (`course:<id>`, `team:<id>`). */
    rooms: text('rooms').array().notNull(),
    /** The event's name (GAME_EVENTS) and its payload as the shared contract types it. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // The dispatcher's claim reads only the undelivered rows; the clean-up reads old delivered ones.
    index('domain_events_undelivered_idx').on(t.id).where(sql`${t.deliveredAt} is null`),
    index('domain_events_delivered_idx').on(t.deliveredAt),
  ],
);
