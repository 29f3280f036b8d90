import { pgTable, integer, text, timestamp, date, index } from 'drizzle-orm/pg-core';
import { ACTION_CARD_STATUSES } from '@sandtable/shared/machines/actionCard';
import { users } from './accounts';
import { teams } from './courses';
import { statusMoveColumns } from './history';

/**
 * An action a course's team commits to after its tests (service type 5; docs/assessments/action-cards.md):
 * its owner (a member of the team, or nobody yet), a due date (a calendar date in the portal's time
 * zone), and its status on actionCardMachine. `source`: the area it responds to (`<instrument>:<area>`).
 */
export const actionCards = pgTable(
  'action_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ACTION_CARD_STATUSES }).notNull().default('open'),
    source: text('source'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_cards_team_idx').on(t.teamId, t.status), index('action_cards_owner_idx').on(t.ownerId)],
);

export const actionCardHistory = pgTable(
  'action_card_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => actionCards.id, { onDelete: 'cascade' }),
    ...statusMoveColumns(ACTION_CARD_STATUSES),
    reason: text('reason').notNull(),
  },
  (t) => [index('action_card_history_card_idx').on(t.cardId, t.at)],
);
