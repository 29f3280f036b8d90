// Files made in the background for one person (docs/decisions/exports.md): a task is asked for,
// made by a job on the queue through its kind's exporter, stored in the file store and downloaded
// by its owner alone.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { ExportKind, ExportTask, exportEndpoints } from '@sandtable/shared/contracts/exports';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { BusinessError, fail } from '../../lib/errors';
import { created, transition } from '../../lib/transition';
import { accountActor } from '../user';
import * as repo from './export.repo';

export const EXPORT_QUEUE = 'export-task';

/** What a kind's module makes; `make` checks the owner may still have the file (their rights now). */
export interface Exporter {
  /** Refuses (a business error) a caller who may not have this file, when they ask. */
  check(deps: AppDeps, actor: Actor, subjectId: number): Promise<void>;
  make(deps: AppDeps, actor: Actor, task: { subjectId: number; lang: 'zh' | 'en' }, progress: (done: number, total: number) => Promise<void>): Promise<{ bytes: Uint8Array; fileName: string }>;
}

// Filled once at boot by the modules that own each kind's data (their index.ts), the same for every app.
const exporters = new Map<ExportKind, Exporter>();
export function registerExporter(kind: ExportKind, exporter: Exporter): void {
  exporters.set(kind, exporter);
}
const exporterOf = (kind: ExportKind): Exporter => {
  const e = exporters.get(kind);
  if (!e) throw new Error(`no exporter registered for ${kind}`);
  return e;
};

export function present(row: repo.ExportTaskRow): ExportTask {
  return {
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    lang: row.lang,
    status: row.status,
    done: row.done,
    total: row.total,
    fileName: row.fileName,
    size: row.size,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Asks for a file: the one already being made for the caller if there is one, else a new task
 * that replaces their finished ones of the same file, queued for the worker.
 */
export async function startExport(deps: AppDeps, actor: Actor, file: { kind: ExportKind; subjectId: number; lang: 'zh' | 'en' }): Promise<ExportTask> {
  await exporterOf(file.kind).check(deps, actor, file.subjectId);
  const subject = { ownerId: actor.userId, ...file };
  const { task, replaced, fresh } = await deps.db.transaction(async (tx) => {
    const row = await repo.insertTask(tx, subject);
    if (!row) return { task: await repo.findGenerating(tx, subject), replaced: [], fresh: false };
    await created(tx, repo.exportLifecycle, row.id, actor.userId);
    return { task: row, replaced: await repo.deleteFinished(tx, subject), fresh: true };
  });
  // The task in the making finished between the insert and the read: ask again.
  if (!task) return startExport(deps, actor, file);
  await Promise.all(replaced.map((key) => deps.files.remove(key)));
  // Queued after commit, so the worker finds the row. (A crash between the two leaves the task
  // generating without a job: docs/decisions/exports.md.)
  if (fresh) await deps.jobs.schedule(EXPORT_QUEUE, { taskId: task.id });
  return present(task);
}

async function ownTask(deps: AppDeps, actor: Actor, id: number): Promise<repo.ExportTaskRow> {
  const row = await repo.findTask(deps.db, id);
  // Another person's task is answered as no task at all.
  if (!row || row.ownerId !== actor.userId) return fail(Errors.notFound);
  return row;
}

type Req<K extends keyof typeof exportEndpoints> = z.output<(typeof exportEndpoints)[K]['request']>;

export async function getTask(deps: AppDeps, actor: Actor, input: Req<'get'>): Promise<ExportTask> {
  return present(await ownTask(deps, actor, input.id));
}

export async function listTasks(deps: AppDeps, actor: Actor, input: Req<'select'>) {
  const { list, total } = await repo.ownTasks(deps.db, actor.userId, input, input);
  return { list: list.map(present), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** A failed task made again (its owner's rights checked again by the work). */
export async function retryTask(deps: AppDeps, actor: Actor, input: Req<'retry'>): Promise<ExportTask> {
  const row = await ownTask(deps, actor, input.id);
  const moved = await deps.db.transaction((tx) =>
    transition(tx, repo.exportLifecycle, row.id, { event: 'retry', to: 'generating', from: 'failed', actorId: actor.userId, set: { failure: null, finishedAt: null, done: 0, total: 0 } }),
  );
  if (!moved.ok) return fail(moved.refusal);
  await deps.jobs.schedule(EXPORT_QUEUE, { taskId: row.id });
  return present(moved.row);
}

const FILE_TYPES = { leadership_zip: 'zip' } as const satisfies Record<ExportKind, 'zip' | 'pdf' | 'xlsx'>;

/** A generated task's bytes, name and type, for its owner. */
export async function taskFile(deps: AppDeps, actor: Actor, id: number): Promise<{ bytes: Buffer; fileName: string; type: (typeof FILE_TYPES)[ExportKind] }> {
  const row = await ownTask(deps, actor, id);
  if (row.status !== 'generated' || !row.fileKey || !row.fileName) return fail(Errors.exportNotReady);
  const bytes = await deps.files.get(row.fileKey);
  if (!bytes) return fail(Errors.notFound);
  return { bytes, fileName: row.fileName, type: FILE_TYPES[row.kind] };
}

/**
 * The worker: makes a task in the making, as its owner is now. Idempotent (a job may run twice):
 * a task no longer generating is left alone, and the second of two runs that both made the file
 * removes its copy. A refusal (the owner lost access) fails the task with its reason; a bug fails
 * it too and is thrown for the queue's log.
 */
export async function makeExport(deps: AppDeps, taskId: number, now = () => new Date()): Promise<void> {
  const task = await repo.findTask(deps.db, taskId);
  if (!task || task.status !== 'generating') return;
  let made: { bytes: Uint8Array; fileName: string };
  try {
    const owner = (await accountActor(deps.db, task.ownerId)) ?? fail(Errors.noAuthority);
    made = await exporterOf(task.kind).make(deps, owner, task, (done, total) => repo.setProgress(deps.db, task.id, done, total));
  } catch (err) {
    const failure = err instanceof BusinessError ? err.def.key : Errors.serviceAbnormal.key;
    await deps.db.transaction((tx) => transition(tx, repo.exportLifecycle, task.id, { event: 'fail', to: 'failed', from: 'generating', actorId: null, set: { failure, finishedAt: now() } }));
    if (err instanceof BusinessError) return;
    throw err;
  }
  const fileKey = `export-${randomBytes(18).toString('base64url')}`;
  await deps.files.put(fileKey, Buffer.from(made.bytes));
  const done = await deps.db.transaction((tx) =>
    transition(tx, repo.exportLifecycle, task.id, { event: 'finish', to: 'generated', from: 'generating', actorId: null, set: { fileKey, fileName: made.fileName, size: made.bytes.length, finishedAt: now() } }),
  );
  if (!done.ok) await deps.files.remove(fileKey);
}

export function registerExportWorker(deps: AppDeps): void {
  deps.jobs.work<{ taskId: number }>(EXPORT_QUEUE, ({ taskId }) => makeExport(deps, taskId));
}
