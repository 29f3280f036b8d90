import { pgTable, integer, text, timestamp, index, uniqueIndex, jsonb, primaryKey } from 'drizzle-orm/pg-core';
import { SMS_PURPOSES, QR_LOGIN_STATUSES } from '@sandtable/shared/auth/roles';
import { users } from './accounts';

/** Every SMS the portal sent; with the embedded provider this is where the messages are read. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: SMS_PURPOSES }).notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_mobile_idx').on(t.mobile, t.createdAt), index('sms_messages_ip_idx').on(t.ip, t.createdAt)],
);

/** Verification codes: stored hashed, single use, expiring, with a cap on wrong guesses. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: SMS_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/** QR-code login: the desktop shows a token, a logged-in phone confirms it, the desktop is logged in. */
export const qrLogins = pgTable('qr_logins', {
  /** SHA-256 of the token shown in the QR code. */
  id: text('id').primaryKey(),
  status: text('status', { enum: QR_LOGIN_STATUSES }).notNull().default('pending'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  desktopIp: text('desktop_ip'),
  desktopUserAgent: text('desktop_user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** An account bound to an identity at an OAuth2 provider (the chat app). */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One identity per provider and account, held by the index even under concurrent binds.
  (t) => [uniqueIndex('oauth_identities_subject_key').on(t.provider, t.subject), uniqueIndex('oauth_identities_user_key').on(t.userId, t.provider)],
);

/** A provider identity not yet bound: the first login asks to bind an account or register. */
export const oauthTickets = pgTable('oauth_tickets', {
  /** SHA-256 of the ticket handed to the browser. */
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  profile: jsonb('profile').$type<{ nickname: string | null; avatarUrl: string | null; email: string | null }>().notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Password attempts per subject (`user:<id>`, or `login:<name>` for a name no account has, so an
 * unknown account locks exactly like a known one) and client address; the address `*` holds the
 * account-wide count. An attempt is counted before its password is checked (auth.service).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    subject: text('subject').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.subject, t.address] })],
);
