import type { FastifyInstance } from 'fastify';
import { courseEndpoints as c } from '@sandtable/shared/contracts/courses';
import { serve } from '../../lib/route';
import * as resource from './resource.service';

export function resourceRoutes(app: FastifyInstance): void {
  serve(app, c.resources, ({ deps, actor, body }) => resource.listResources(deps, actor, body));
  serve(app, c.resourceSave, ({ deps, actor, body }) => resource.saveResource(deps, actor, body));
}
