/** The shop module's public face: the catalogue (commodities) today; orders and payments next (docs/decisions/commerce.md). */
import { defineModule } from '../../lib/module';
import { commodityRoutes } from './commodity.routes';

export const shopModule = defineModule('shop', commodityRoutes);
export { shopClock } from './clock';
export { onSaleAt, commodityLifecycle } from './commodity.repo';
