import { pgTable, integer, text, timestamp, uniqueIndex, index, jsonb } from 'drizzle-orm/pg-core';
import { TS_PHASES } from '@sandtable/shared/machines/ts';
import { teams } from './courses';
import { users } from './accounts';
import { games } from './game';
import { statusMoveColumns } from './history';

/**
 * A team-synergy exercise's timeline beside its game (docs/decisions/ts.md): the phase the lecturer
 * drove it to (`status`, the phase machine's, changed only by lib/transition.ts), when the phase's
 * timer runs out (null: no timer) and how many items of the expert's ranking have been revealed.
 * One row per TS game, with the game's id.
 */
export const tsGames = pgTable('ts_games', {
  id: integer('id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  status: text('status', { enum: TS_PHASES }).notNull(),
  phaseStartedAt: timestamp('phase_started_at', { withTimezone: true }).notNull().defaultNow(),
  phaseDeadline: timestamp('phase_deadline', { withTimezone: true }),
  revealed: integer('revealed').notNull().default(0),
});

/** Every phase change of a TS exercise: `reason` the event (created, advance by the lecturer, timer). */
export const tsPhaseHistory = pgTable(
  'ts_phase_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tsGameId: integer('ts_game_id')
      .notNull()
      .references(() => tsGames.id, { onDelete: 'cascade' }),
    ...statusMoveColumns(TS_PHASES),
    reason: text('reason').notNull(),
  },
  (t) => [index('ts_phase_history_game_idx').on(t.tsGameId, t.at)],
);

/**
 * One learner's own ranking in a TS exercise: the draft they are building (places may be empty) and
 * the ranking they submitted (a whole permutation; what counts). No submitted ranking when the
 * individual phase closes: "no answer".
 */
export const tsRankings = pgTable(
  'ts_rankings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draft: jsonb('draft'),
    draftAt: timestamp('draft_at', { withTimezone: true }),
    submitted: jsonb('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ts_rankings_key').on(t.gameId, t.userId), index('ts_rankings_team_idx').on(t.gameId, t.teamId)],
);

/** A member's proposed move for the team's consensus (item to a place), for the scribe to take or leave. */
export const tsProposals = pgTable(
  'ts_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    place: integer('place').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ts_proposals_team_idx').on(t.gameId, t.teamId, t.id)],
);

/** The lecturer's resets of one team (/game/hs/reset.json): the audit, and what lets a team reset in the consensus phase rank alone again. */
export const tsTeamResets = pgTable(
  'ts_team_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: TS_PHASES }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ts_team_resets_team_idx').on(t.gameId, t.teamId)],
);
