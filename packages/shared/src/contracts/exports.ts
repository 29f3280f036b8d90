import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { fileLangSchema, idSchema, pageRequestSchema, pageSchema } from './common';
import { EXPORT_STATUSES } from '../machines/export';

/**
 * Files made in the background (spec §3 "Export tasks"; docs/decisions/exports.md): the caller asks
 * for one (e.g. a course's leadership reports in one zip), watches it generate, and downloads it
 * once generated. A task is its requester's alone.
 */

/** What a task makes; each kind is made by the module that owns its data. */
export const EXPORT_KINDS = ['leadership_zip'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportTaskSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXPORT_KINDS),
  /** The record it is made from (the assessment of a leadership zip). */
  subjectId: z.number().int(),
  lang: fileLangSchema,
  status: z.enum(EXPORT_STATUSES),
  /** Pieces made so far of how many (reports in a zip); total 0 until the work has counted them. */
  done: z.number().int(),
  total: z.number().int(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Why it failed: an i18n key (errors:*). */
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportTask = z.infer<typeof exportTaskSchema>;

const byId = z.object({ id: idSchema });

/** The bytes of a generated task (?id=), outside the envelope. */
export const EXPORT_FILE_PATH = '/export/task/file';
export const exportFileQuerySchema = byId;

export const exportEndpoints = {
  get: defineEndpoint({
    method: 'POST',
    path: '/export/task/get.json',
    access: 'session',
    request: byId,
    response: exportTaskSchema,
    summary: 'One of the caller’s export tasks: its state and progress',
    tag: 'export',
  }),
  select: defineEndpoint({
    method: 'POST',
    path: '/export/task/select.json',
    access: 'session',
    request: pageRequestSchema.extend({ kind: z.enum(EXPORT_KINDS).optional(), subjectId: idSchema.optional() }),
    response: pageSchema(exportTaskSchema),
    summary: 'The caller’s export tasks, newest first (optionally of one kind and record)',
    tag: 'export',
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/export/task/retry.json',
    access: 'session',
    request: byId,
    response: exportTaskSchema,
    summary: 'Make a failed export task again',
    tag: 'export',
  }),
};
