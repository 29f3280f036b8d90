/** The shop module's public face: the catalogue (commodities) and orders (docs/decisions/commerce.md). */
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/module';
import { commodityRoutes } from './commodity.routes';
import { orderRoutes } from './order.routes';

export const shopModule = defineModule('shop', (app: FastifyInstance) => {
  commodityRoutes(app);
  orderRoutes(app);
});
export { onSaleAt, commodityLifecycle } from './commodity.repo';
export { orderLifecycle } from './order.repo';
