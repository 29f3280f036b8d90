/** The exports module's public face: files made in the background for one person (docs/decisions/exports.md). */
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/module';
import { exportRoutes } from './export.routes';
import { registerExportWorker } from './export.service';

export const exportsModule = defineModule('exports', (app: FastifyInstance) => {
  exportRoutes(app);
  registerExportWorker(app.deps);
});
export { startExport, registerExporter, makeExport, EXPORT_QUEUE, type Exporter } from './export.service';
