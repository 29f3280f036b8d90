/** The shop module's public face: the catalogue (commodities) and orders (docs/decisions/commerce.md). */
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/module';
import { commodityRoutes } from './commodity.routes';
import { orderRoutes } from './order.routes';
import { promotionRoutes } from './promotion.routes';
import { walletRoutes } from './wallet.routes';
import { paymentRoutes } from './payment/payment.routes';
import { registerOrderExpiry } from './payment/expiry';
import { registerRefunds } from './refund.service';

export const shopModule = defineModule('shop', (app: FastifyInstance) => {
  commodityRoutes(app);
  orderRoutes(app);
  promotionRoutes(app);
  walletRoutes(app);
  paymentRoutes(app);
  registerOrderExpiry(app.deps);
  registerRefunds(app.deps);
}, ['@fastify/multipart']);
export { onSaleAt, commodityLifecycle } from './commodity.repo';
export { orderLifecycle } from './order.repo';
export { expireDueOrders, expireOrder, ORDER_EXPIRY_QUEUE } from './payment/expiry';
export { settleApprovedRefunds, requestRefund } from './refund.service';
// What a buyer does, for the demo seed (db/seed/orders.ts), which goes the buyer's way.
export { place as placeOrder } from './order.service';
export { receiveNotification, startPayment } from './payment/payment.service';
export { save as savePromotion, redeem as redeemPromotion, sendRedEnvelope } from './promotion.service';
export { dailyCheckIn } from './wallet.service';
export { WechatPaySandbox } from './payment/wechat-sandbox';
export { createPaymentProvider } from './payment/providers';
export type { PaymentProvider } from './payment/provider';
