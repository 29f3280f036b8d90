import { pgTable, integer, text, timestamp, uniqueIndex, index, jsonb, check, primaryKey, foreignKey, boolean } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ATTEMPT_STATUSES, OBSERVER_STATUSES } from '@sandtable/shared/machines/assessment';
import { INSTRUMENTS } from '@sandtable/shared/contracts/assessments';
import { users } from './accounts';
import { courses } from './courses';
import { statusMoveColumns } from './history';

/**
 * An instrument at one version, assigned to a course (or, with no course, open to anyone for
 * self-study: one such row per instrument and version). docs/decisions/assessments.md.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instrument: text('instrument', { enum: INSTRUMENTS }).notNull(),
    version: integer('version').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** After it, unfinished attempts expire and answers are refused. */
    deadline: timestamp('deadline', { withTimezone: true }),
    /** Others' ratings and a team's or group's results are shown from this many answers (the course's managers may raise the rule's 3). */
    anonymityThreshold: integer('anonymity_threshold').notNull().default(3),
    /** Whether members may read their own reports (and their team's and group's views); the managers always may. */
    reportsReleased: boolean('reports_released').notNull().default(true),
    /** Who of the course takes it: the members of these teams, or (null) every member. */
    teamIds: integer('team_ids').array(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessments_course_instrument_key').on(t.courseId, t.instrument).where(sql`${t.courseId} IS NOT NULL`),
    uniqueIndex('assessments_open_instrument_key').on(t.instrument, t.version).where(sql`${t.courseId} IS NULL`),
    check('assessments_anonymity_threshold_check', sql`${t.anonymityThreshold} BETWEEN 3 AND 10`),
  ],
);

/** One person's attempt at an assessment: its status follows attemptMachine. */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('pending'),
    /** The team roles the person chose to play (/belbinSelectRole), in role order. */
    chosenRoles: jsonb('chosen_roles').$type<string[]>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessment_attempts_key').on(t.assessmentId, t.userId), index('assessment_attempts_user_idx').on(t.userId)],
);

export const assessmentAttemptHistory = pgTable(
  'assessment_attempt_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    ...statusMoveColumns(ATTEMPT_STATUSES),
    reason: text('reason').notNull(),
  },
  (t) => [index('assessment_attempt_history_attempt_idx').on(t.attemptId, t.at)],
);

/**
 * The answers of one part of an attempt (team-role: part "1".."7", each exactly 10 points;
 * leadership: "frequency" and "scenarios"), saved as the person goes so a test resumes where it stopped.
 */
export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    part: text('part').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessment_answers_key').on(t.attemptId, t.part)],
);

/**
 * An invitation to rate the person of an attempt: to a named person within the course
 * (`observer_id`), or by link (`token_hash`, the sha-256 of the token only the inviter saw).
 * The observer's answer sheet is stored here once, when it moves to answered.
 */
export const observerInvitations = pgTable(
  'observer_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    observerId: integer('observer_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    status: text('status', { enum: OBSERVER_STATUSES }).notNull().default('invited'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who answered a link invitation, when logged in (to refuse the person rating themselves and rating twice). */
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('observer_invitations_token_key').on(t.tokenHash),
    uniqueIndex('observer_invitations_observer_key').on(t.attemptId, t.observerId),
    index('observer_invitations_observer_idx').on(t.observerId),
    check('observer_invitations_one_way', sql`(${t.observerId} IS NULL) <> (${t.tokenHash} IS NULL)`),
  ],
);

export const observerInvitationHistory = pgTable(
  'observer_invitation_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => observerInvitations.id, { onDelete: 'cascade' }),
    ...statusMoveColumns(OBSERVER_STATUSES),
    reason: text('reason').notNull(),
  },
  (t) => [index('observer_invitation_history_invitation_idx').on(t.invitationId, t.at)],
);

/**
 * The person's own scores, computed by packages/sim when the attempt is submitted and stored with
 * the instrument version that scored them. Observers' aggregates are computed when a report is read
 * (they keep arriving, and the anonymity rule decides what may be shown).
 */
export const assessmentResults = pgTable('assessment_results', {
  attemptId: integer('attempt_id')
    .primaryKey()
    .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
  instrument: text('instrument', { enum: INSTRUMENTS }).notNull(),
  version: integer('version').notNull(),
  scores: jsonb('scores').$type<Record<string, unknown>>().notNull(),
  scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lecturer-built grouping of a course's leadership-style test (spec buildLsGroup): named groups of
 * the course's members whose profiles are read together (docs/decisions/assessments.md "Leadership groups").
 */
export const lsGroupLists = pgTable(
  'ls_group_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ls_group_lists_name_key').on(t.assessmentId, t.name)],
);

export const lsGroups = pgTable(
  'ls_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => lsGroupLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('ls_groups_name_key').on(t.listId, t.name), uniqueIndex('ls_groups_list_key').on(t.id, t.listId)],
);

/** Who is in which group: one group per person and grouping (the key), the group of that grouping (the foreign key). */
export const lsGroupMembers = pgTable(
  'ls_group_members',
  {
    listId: integer('list_id').notNull(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    foreignKey({ columns: [t.groupId, t.listId], foreignColumns: [lsGroups.id, lsGroups.listId] }).onDelete('cascade'),
    index('ls_group_members_group_idx').on(t.groupId),
  ],
);
