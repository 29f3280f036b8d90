import { pgTable, integer, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { ROLES, CLASSIFICATIONS, ACCOUNT_STATUSES } from '@sandtable/shared/auth/roles';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    role: text('role', { enum: ROLES }).notNull(),
    classification: text('classification', { enum: CLASSIFICATIONS }).notNull().default('free'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    companyId: integer('company_id').references(() => companies.id),
    /** Wrong passwords in the current lockout window (reset on success). */
    failedLogins: integer('failed_logins').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_key').on(t.account),
    uniqueIndex('users_mobile_key').on(t.mobile),
    index('users_company_idx').on(t.companyId),
  ],
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
