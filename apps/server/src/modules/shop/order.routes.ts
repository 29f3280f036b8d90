import type { FastifyInstance } from 'fastify';
import { orderEndpoints as o } from '@sandtable/shared/contracts/order';
import { serve } from '../../lib/route';
import * as order from './order.service';

/** The buyer's orders: quote, place, list, read and cancel (each scoped to the caller). */
export function orderRoutes(app: FastifyInstance): void {
  serve(app, o.trial, ({ deps, actor, body }) => order.trial(deps, actor, body));
  serve(app, o.save, ({ deps, actor, body }) => order.place(deps, actor, body));
  serve(app, o.select, ({ deps, actor, body }) => order.list(deps, actor, body));
  serve(app, o.get, ({ deps, actor, body }) => order.get(deps, actor, body.id));
  serve(app, o.update, ({ deps, actor, body }) => order.cancel(deps, actor, body.id));
}
