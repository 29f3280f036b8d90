import { pgTable, integer, text, timestamp, uniqueIndex, index, date, jsonb, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { COURSE_STATUSES } from '@sandtable/shared/machines/course';
import { COURSE_KINDS, COURSE_TYPES, COURSE_VERSIONS, GAME_IDS, MEMBER_PROGRESS } from '@sandtable/shared/rules/course';
import { companies, users } from './accounts';
import { statusMoveColumns } from './history';

/** A training course (spec §3): the frame the games run in. Money is integer fen. */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id', { enum: GAME_IDS }).notNull(),
    tsVersion: integer('ts_version'),
    courseType: text('course_type', { enum: COURSE_TYPES }).notNull(),
    kind: text('kind', { enum: COURSE_KINDS }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: COURSE_STATUSES }).notNull(),
    lecturerId: integer('lecturer_id').references(() => users.id),
    /** The company of an in-house course (or of the enterprise user who created it). */
    companyId: integer('company_id').references(() => companies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }).notNull(),
    participants: integer('participants').notNull(),
    /**
     * Members enrolled. Joining takes a seat with one conditional UPDATE (seats_taken < participants),
     * which PostgreSQL serialises on the row: two people racing for the last seat cannot both win.
     */
    seatsTaken: integer('seats_taken').notNull().default(0),
    /**
     * Course credits its seats were paid with (0: not paid with credits). Moves only with the ledger
     * posting that takes or returns them, in the same transaction (docs/decisions/commerce.md).
     */
    creditsPaid: integer('credits_paid').notNull().default(0),
    teamCount: integer('team_count').notNull(),
    rounds: integer('rounds').notNull(),
    caseStudy: text('case_study').notNull(),
    introduction: text('introduction').notNull(),
    priceFen: integer('price_fen').notNull(),
    advanceEntryHours: integer('advance_entry_hours').notNull(),
    autoRoundAt: timestamp('auto_round_at', { withTimezone: true }),
    version: text('version', { enum: COURSE_VERSIONS }).notNull().default('default'),
    purpose: text('purpose'),
    productType: text('product_type'),
    objectivesZh: text('objectives_zh'),
    objectivesEn: text('objectives_en'),
    questionnaireUrls: jsonb('questionnaire_urls').$type<string[]>().notNull().default([]),
    certIssuedOn: date('cert_issued_on', { mode: 'string' }),
    certCourseName: text('cert_course_name'),
    certInstitutionZh: text('cert_institution_zh'),
    certInstitutionEn: text('cert_institution_en'),
    /** The highest chapter released: 1 at creation; an admin releases 2 and 3. */
    chaptersUnlocked: integer('chapters_unlocked').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_status_idx').on(t.status),
    index('courses_start_idx').on(t.startAt),
    index('courses_lecturer_idx').on(t.lecturerId),
    index('courses_company_idx').on(t.companyId),
    check('courses_seats_check', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.participants}`),
    check('courses_credits_paid_check', sql`${t.creditsPaid} = 0 OR ${t.creditsPaid} = ${t.participants}`),
  ],
);

/** Every status change of a course, with why and who (null: the clock). */
export const courseStatusHistory = pgTable(
  'course_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...statusMoveColumns(COURSE_STATUSES),
    reason: text('reason').notNull(),
  },
  (t) => [index('course_status_history_course_idx').on(t.courseId, t.at)],
);

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    capacity: integer('capacity').notNull(),
    /** Kept with a conditional UPDATE, like the course's seats: a full team refuses the next member. */
    memberCount: integer('member_count').notNull().default(0),
    position: integer('position').notNull(),
    captainId: integer('captain_id').references(() => users.id, { onDelete: 'set null' }),
    /** Chosen after chapter 2; runs chapter 3 for the team. */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    actionPlan: text('action_plan'),
    actionPlanAt: timestamp('action_plan_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('teams_course_name_key').on(t.courseId, t.name),
    check('teams_members_check', sql`${t.memberCount} >= 0 AND ${t.memberCount} <= ${t.capacity}`),
  ],
);

/** A person in a course: one row per course and user, in at most one team. */
export const courseMembers = pgTable(
  'course_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    progress: text('progress', { enum: MEMBER_PROGRESS }).notNull().default('incomplete'),
    joinedVia: text('joined_via', { enum: ['wizard', 'manager', 'code', 'signup', 'purchase'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_members_course_user_key').on(t.courseId, t.userId), index('course_members_user_idx').on(t.userId), index('course_members_team_idx').on(t.teamId)],
);

/** A member's finished chapter: completed with a score, or given up (chapter 2 scores 0). */
export const chapterProgress = pgTable(
  'chapter_progress',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => courseMembers.id, { onDelete: 'cascade' }),
    chapter: integer('chapter').notNull(),
    status: text('status', { enum: ['completed', 'gave_up'] }).notNull(),
    score: integer('score'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chapter_progress_key').on(t.memberId, t.chapter)],
);

/** Invite codes (spec §3): uses and expiry; `used` moves by conditional UPDATE only. */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    uses: integer('uses').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A personal invitation sent by SMS to this mobile. */
    mobile: text('mobile'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_code_key').on(t.code), index('invitations_course_idx').on(t.courseId), check('invitations_used_check', sql`${t.used} >= 0 AND ${t.used} <= ${t.uses}`)],
);

export const invitationUses = pgTable(
  'invitation_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitation_uses_key').on(t.invitationId, t.userId)],
);

/** One certificate per member; re-issuing (a corrected name) keeps the number. */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    locale: text('locale', { enum: ['zh-CN', 'en-US'] }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_number_key').on(t.number), uniqueIndex('certificates_course_user_key').on(t.courseId, t.userId)],
);

/** Reports and material attached to a course, looked up by resource type (10002 MS, 10003 CM). */
export const courseResources = pgTable(
  'course_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resourcesType: integer('resources_type').notNull(),
    otherId: integer('other_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_resources_lookup_idx').on(t.otherId, t.resourcesType)],
);

/** A programme of several courses (/course/group/*), with its own learners. */
export const courseGroups = pgTable(
  'course_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    companyId: integer('company_id').references(() => companies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_groups_name_key').on(t.name)],
);

export const courseGroupCourses = pgTable(
  'course_group_courses',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('course_group_courses_key').on(t.groupId, t.courseId)],
);

export const courseGroupMembers = pgTable(
  'course_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_group_members_key').on(t.groupId, t.userId)],
);
