import type { FastifyInstance } from 'fastify';
import { commodityEndpoints as c } from '@sandtable/shared/contracts/commodity';
import { serve } from '../../lib/route';
import * as commodity from './commodity.service';

/** The catalogue: the shop's list and detail (public), the chief admin's management. */
export function commodityRoutes(app: FastifyInstance): void {
  serve(app, c.select, ({ deps, body }) => commodity.shopList(deps, body));
  serve(app, c.get, ({ deps, body }) => commodity.shopDetail(deps, body.id));
  serve(app, c.save, ({ deps, actor, body }) => commodity.save(deps, actor, body));
  serve(app, c.shelf, ({ deps, actor, body }) => commodity.shelf(deps, actor, body));
  serve(app, c.manage, ({ deps, body }) => commodity.manageList(deps, body));
  serve(app, c.history, ({ deps, body }) => commodity.history(deps, body.id));
}
