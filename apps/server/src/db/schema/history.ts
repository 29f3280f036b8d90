import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { ACTOR_KINDS } from '@sandtable/shared/machines/machine';
import { users } from './accounts';

/**
 * The columns every lifecycle's history shares (lib/transition.ts writes them): the move between
 * `statuses`, who made it and as what, and when. Each table adds its own key and index, and a
 * `reason` (the event) where its machine names events.
 */
export function statusMoveColumns<const S extends readonly [string, ...string[]]>(statuses: S) {
  return {
    fromStatus: text('from_status', { enum: statuses }),
    toStatus: text('to_status', { enum: statuses }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The system, the actor's role when it acted, or a guest by link ('unknown': an old row; ACTOR_KINDS, migration 0014). */
    actorKind: text('actor_kind', { enum: ACTOR_KINDS }).notNull().default('unknown'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  };
}
