import { pgTable, integer, text, timestamp, uniqueIndex, index, date, primaryKey, boolean } from 'drizzle-orm/pg-core';
import { ROLES, CLASSIFICATIONS, ACCOUNT_STATUSES, GENDERS, LOGIN_METHODS } from '@sandtable/shared/auth/roles';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  contactName: text('contact_name'),
  contactMobile: text('contact_mobile'),
  industry: text('industry'),
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seats a company owns (its coins and credits are ledger accounts); the shop (a later issue) adds to it. A company without a row owns nothing. */
export const companyAssets = pgTable('company_assets', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  seats: integer('seats').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    avatarUrl: text('avatar_url'),
    gender: text('gender', { enum: GENDERS }),
    age: integer('age'),
    department: text('department'),
    positionId: integer('position_id'),
    chatId: text('chat_id'),
    /** Free-text organisation of an individual learner (members of a company have companyId). */
    organisation: text('organisation'),
    role: text('role', { enum: ROLES }).notNull(),
    classification: text('classification', { enum: CLASSIFICATIONS }).notNull().default('free'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    companyId: integer('company_id').references(() => companies.id),
    /** An initial password someone else chose (an import, a manager adding people): changed at the next login. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_key').on(t.account),
    uniqueIndex('users_mobile_key').on(t.mobile),
    index('users_company_idx').on(t.companyId),
    index('users_role_idx').on(t.role),
  ],
);

/** One row per successful login (admin dashboard: logins per day, by method). */
export const loginEvents = pgTable(
  'login_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: LOGIN_METHODS }).notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_events_created_idx').on(t.createdAt), index('login_events_user_idx').on(t.userId)],
);

/** A user was active on a day (any authenticated request); written at most once per session-minute. */
export const activityDays = pgTable(
  'activity_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('activity_days_day_idx').on(t.day)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
