import { pgTable, integer, text, timestamp, uniqueIndex, index, jsonb, boolean, bigint } from 'drizzle-orm/pg-core';
import { GAME_STATUSES, ROUND_STATUSES } from '@sandtable/shared/contracts/game';
import { courseMembers, courses, teams } from './courses';
import { users } from './accounts';
import { statusMoveColumns } from './history';

/**
 * A course's market simulation (issue 5). The engine is pure: everything needed to replay a round
 * exactly — the params snapshot, the seed, the state before, the decisions as settled — is stored.
 */
export const games = pgTable('games', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  courseId: integer('course_id')
    .notNull()
    .unique()
    .references(() => courses.id, { onDelete: 'cascade' }),
  status: text('status', { enum: GAME_STATUSES }).notNull(),
  /** MarketParams as started (the lecturer's weights included). */
  params: jsonb('params').notNull(),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  practiceRounds: integer('practice_rounds').notNull(),
  officialRounds: integer('official_rounds').notNull(),
  roundMinutes: integer('round_minutes').notNull(),
  /** Close a round as soon as every people-run team's captain has submitted (besides the deadline). */
  closeWhenAllSubmitted: boolean('close_when_all_submitted').notNull().default(true),
  /** While paused: what was left of the current round's time. */
  pausedRemainingMs: integer('paused_remaining_ms'),
  startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** The teams of a game, in the engine's order; `computer` teams are run by computerDecision. */
export const gameTeams = pgTable(
  'game_teams',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    computer: boolean('computer').notNull().default(false),
  },
  (t) => [uniqueIndex('game_teams_key').on(t.gameId, t.teamId)],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** 1, 2, … in play order; practice rounds come first. */
    number: integer('number').notNull(),
    practice: boolean('practice').notNull(),
    status: text('status', { enum: ROUND_STATUSES }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    /** MarketState before the round (a practice round starts from the initial state and is thrown away). */
    stateBefore: jsonb('state_before').notNull(),
    stateAfter: jsonb('state_after'),
    /** The decisions as settled (carried over and computer ones included), by engine team id. */
    decisions: jsonb('decisions'),
    filled: jsonb('filled'),
    results: jsonb('results'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    reruns: integer('reruns').notNull().default(0),
  },
  (t) => [uniqueIndex('game_rounds_key').on(t.gameId, t.number)],
);

/** A team's draft and official decision for a round. `version` moves by conditional UPDATE. */
export const gameDecisions = pgTable(
  'game_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    draft: jsonb('draft'),
    version: integer('version').notNull().default(0),
    draftBy: integer('draft_by').references(() => users.id, { onDelete: 'set null' }),
    draftAt: timestamp('draft_at', { withTimezone: true }),
    submitted: jsonb('submitted'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('game_decisions_key').on(t.roundId, t.teamId)],
);

/** The audit trail of decisions: every draft save, submit and lecturer correction. */
export const gameDecisionLog = pgTable(
  'game_decision_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['draft', 'submit', 'correction'] }).notNull(),
    decision: jsonb('decision').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_decision_log_round_idx').on(t.roundId, t.teamId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_team_idx').on(t.teamId, t.id)],
);

/**
 * The history of a game's status and of each round's (docs/decisions/machines.md): one row per change
 * made by lib/transition.ts, the reason being the machine's event (`created` for the first row).
 * Migration 0008 filled in what the records themselves prove for games and rounds that existed before.
 */
export const gameStatusHistory = pgTable(
  'game_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    ...statusMoveColumns(GAME_STATUSES),
    reason: text('reason').notNull(),
  },
  (t) => [index('game_status_history_game_idx').on(t.gameId, t.at)],
);

export const roundStatusHistory = pgTable(
  'round_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    ...statusMoveColumns(ROUND_STATUSES),
    reason: text('reason').notNull(),
  },
  (t) => [index('round_status_history_round_idx').on(t.roundId, t.at)],
);

/**
 * A member's answers to one stage of a CM course (spec §9: per stage 5 Q&A and 3–4 thinking
 * questions; docs/decisions/cm.md). The Q&A is answered once and marked at once (`quizPoints`, the
 * engine's markQuiz); the thinking answers may be changed until the lecturer marks them (`marks`:
 * points per question within its rubric).
 */
export const cmStageAnswers = pgTable(
  'cm_stage_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => courseMembers.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: ['unfreeze', 'change', 'refreeze'] }).notNull(),
    quiz: jsonb('quiz'),
    quizPoints: integer('quiz_points'),
    quizAt: timestamp('quiz_at', { withTimezone: true }),
    thinking: jsonb('thinking'),
    thinkingAt: timestamp('thinking_at', { withTimezone: true }),
    marks: jsonb('marks'),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('cm_stage_answers_key').on(t.memberId, t.phase)],
);
