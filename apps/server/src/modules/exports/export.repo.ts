// Queries of export tasks (docs/decisions/exports.md). Services own the transactions.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { exportMachine } from '@sandtable/shared/machines/export';
import type { ExportKind } from '@sandtable/shared/contracts/exports';
import type { Db, Tx } from '../../db/client';
import { exportTaskHistory, exportTasks } from '../../db/schema';
import { actorKindOf, defineLifecycle } from '../../lib/transition';

type Handle = Db | Tx;
export type ExportTaskRow = typeof exportTasks.$inferSelect;
/** What a task is a file of: one person's, of one kind, of one record, in one language. */
export type ExportSubject = { ownerId: number; kind: ExportKind; subjectId: number; lang: 'zh' | 'en' };

export const exportLifecycle = defineLifecycle({
  machine: exportMachine,
  table: exportTasks,
  record: (tx, c) => tx.insert(exportTaskHistory).values({ taskId: c.id, event: c.event, fromStatus: c.from, toStatus: c.to, actorId: c.actorId, actorKind: actorKindOf(c.actorId, c.actorKind) }),
});

/**
 * A new task in the making, or undefined when the person already has one of the same file in the
 * making (the partial unique index decides, so two requests at once make one task).
 */
export async function insertTask(tx: Tx, subject: ExportSubject): Promise<ExportTaskRow | undefined> {
  const [row] = await tx.insert(exportTasks).values(subject).onConflictDoNothing().returning();
  return row;
}

export async function findTask(db: Handle, id: number): Promise<ExportTaskRow | undefined> {
  const [row] = await db.select().from(exportTasks).where(eq(exportTasks.id, id));
  return row;
}

export async function findGenerating(db: Handle, s: ExportSubject): Promise<ExportTaskRow | undefined> {
  const [row] = await db.select().from(exportTasks).where(and(sameFile(s), eq(exportTasks.status, 'generating')));
  return row;
}

const sameFile = (s: ExportSubject): SQL =>
  and(eq(exportTasks.ownerId, s.ownerId), eq(exportTasks.kind, s.kind), eq(exportTasks.subjectId, s.subjectId), eq(exportTasks.lang, s.lang))!;

/**
 * Removes the person's finished tasks of the same file (a new one replaces them) and answers the
 * file keys of the rows actually deleted, whose bytes the caller removes after commit.
 */
export async function deleteFinished(tx: Tx, s: ExportSubject): Promise<string[]> {
  const gone = await tx
    .delete(exportTasks)
    .where(and(sameFile(s), inArray(exportTasks.status, ['generated', 'failed'])))
    .returning({ fileKey: exportTasks.fileKey });
  return gone.flatMap((g) => (g.fileKey ? [g.fileKey] : []));
}

export async function ownTasks(db: Handle, ownerId: number, filter: { kind?: ExportKind; subjectId?: number }, page: { pageNum: number; pageSize: number }) {
  const where = and(eq(exportTasks.ownerId, ownerId), filter.kind && eq(exportTasks.kind, filter.kind), filter.subjectId === undefined ? undefined : eq(exportTasks.subjectId, filter.subjectId));
  const [list, [{ total }]] = await Promise.all([
    db
      .select()
      .from(exportTasks)
      .where(where)
      .orderBy(desc(exportTasks.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ total: count() }).from(exportTasks).where(where),
  ]);
  return { list, total };
}

/** How far a task in the making is; nothing once it finished (a late report from a second run). */
export async function setProgress(db: Handle, id: number, done: number, total: number): Promise<void> {
  await db
    .update(exportTasks)
    .set({ done, total })
    .where(and(eq(exportTasks.id, id), eq(exportTasks.status, 'generating'), sql`${exportTasks.done} <= ${done}`));
}
