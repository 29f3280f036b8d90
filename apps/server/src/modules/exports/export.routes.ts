import type { FastifyInstance } from 'fastify';
import { exportEndpoints as e, EXPORT_FILE_PATH, exportFileQuerySchema } from '@sandtable/shared/contracts/exports';
import { serve, serveRaw } from '../../lib/route';
import { sendFile } from '../../lib/download';
import * as s from './export.service';

export function exportRoutes(app: FastifyInstance): void {
  serve(app, e.get, ({ deps, actor, body }) => s.getTask(deps, actor, body));
  serve(app, e.select, ({ deps, actor, body }) => s.listTasks(deps, actor, body));
  serve(app, e.retry, ({ deps, actor, body }) => s.retryTask(deps, actor, body));
  serveRaw(
    app,
    { method: 'GET', path: EXPORT_FILE_PATH, access: 'session', summary: 'A generated export task’s file (?id=; its owner only)', tag: 'export' },
    async ({ deps, actor, req, reply }) => {
      const { bytes, fileName, type } = await s.taskFile(deps, actor, exportFileQuerySchema.parse(req.query).id);
      return sendFile(reply, bytes, { type, fileName });
    },
  );
}
