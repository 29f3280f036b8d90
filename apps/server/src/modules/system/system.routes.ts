import type { FastifyInstance } from 'fastify';
import { systemEndpoints } from '@sandtable/shared/contracts/system';
import { serve } from '../../lib/route';
import { brandingFor } from './system.service';

const startedAt = Date.now();

export function systemRoutes(app: FastifyInstance): void {
  serve(app, systemEndpoints.health, async ({ deps }) => {
    await deps.database.ping();
    return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
  });
  serve(app, systemEndpoints.branding, ({ deps, req }) => brandingFor(deps.db, req.hostname));
}
