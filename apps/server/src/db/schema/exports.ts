import { pgTable, integer, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { EXPORT_STATUSES } from '@sandtable/shared/machines/export';
import { EXPORT_KINDS } from '@sandtable/shared/contracts/exports';
import { users } from './accounts';
import { statusMoveColumns } from './history';

/**
 * A file made in the background for the person who asked (docs/decisions/exports.md): its status
 * follows exportMachine; the bytes live in the file store under `file_key`, never at a public
 * address (/files/<id> serves uploads to anyone who has the link; an export holds other people's results).
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXPORT_KINDS }).notNull(),
    /** The record it is made from (a leadership zip's assessment). */
    subjectId: integer('subject_id').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('generating'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    size: integer('size'),
    /** Why it failed: an i18n key. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_tasks_owner_idx').on(t.ownerId, t.kind, t.subjectId),
    // One of each file in the making per person: asking again while it is made answers the same task.
    uniqueIndex('export_tasks_generating_key').on(t.ownerId, t.kind, t.subjectId, t.lang).where(sql`${t.status} = 'generating'`),
  ],
);

export const exportTaskHistory = pgTable(
  'export_task_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => exportTasks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    ...statusMoveColumns(EXPORT_STATUSES),
  },
  (t) => [index('export_task_history_task_idx').on(t.taskId, t.id)],
);
