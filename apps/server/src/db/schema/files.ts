import { pgTable, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { UPLOAD_KINDS } from '@sandtable/shared/rules/uploads';
import { users } from './accounts';

/** Uploaded files; bytes live in the file store (DATA_DIR/files by default), served at /files/<id>. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
