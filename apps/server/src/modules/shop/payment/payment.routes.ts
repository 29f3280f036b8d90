import type { FastifyInstance } from 'fastify';
import { orderEndpoints as o } from '@sandtable/shared/contracts/order';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { fail } from '../../../lib/errors';
import { serve } from '../../../lib/route';
import * as orders from '../order.repo';
import { receiveNotification, startPayment } from './payment.service';
import type { NotificationRequest } from './provider';
import { WechatPaySandbox } from './wechat-sandbox';

/** Where the provider posts its notifications (WeChat Pay v3's `notify_url`). */
export const NOTIFY_PATH = '/payment/wechat/notify';
export const SANDBOX_DELIVERY_QUEUE = 'shop.sandbox-notify';

/**
 * When WeChat Pay posts a notification again that was not acknowledged (its documented schedule,
 * seconds after the previous try): 15 s, 15 s, 30 s, 3 min, 10 min, 20 min, 30 min ×3, 1 h, 3 h ×3, 6 h ×2.
 */
export const NOTIFY_RETRY_SECONDS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600];

/** Paying an order: the buyer starts it, the provider notifies, the sandbox's cashier stands in for WeChat. */
export function paymentRoutes(app: FastifyInstance): void {
  serve(app, o.pay, async ({ deps, actor, body }) => ({ ...(await startPayment(deps, actor, body.id, deps.payments)), provider: deps.payments.name }));

  // The notification: its signature covers the body's exact bytes, so this route reads it raw (its
  // own scope's parser) and answers in the provider's format, not the portal's envelope.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(NOTIFY_PATH, { schema: { hide: true } }, async (req, reply) => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
      const { reply: answer } = await receiveNotification(app.deps, app.deps.payments, { headers, body: typeof req.body === 'string' ? req.body : '' });
      return reply.code(answer.status).send(answer.body);
    });
  });

  const sandbox = app.deps.payments;
  if (!(sandbox instanceof WechatPaySandbox)) return;

  /** The sandbox posts a notification as WeChat Pay does: again on its schedule until acknowledged. */
  const deliver = async (notice: NotificationRequest, attempt: number) => {
    const res = await app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { ...notice.headers, 'content-type': 'application/json' } as Record<string, string>, payload: notice.body });
    if (res.statusCode === 200 || res.statusCode === 204) return;
    const wait = NOTIFY_RETRY_SECONDS[attempt];
    if (wait !== undefined) await app.deps.jobs.schedule(SANDBOX_DELIVERY_QUEUE, { notice, attempt: attempt + 1 }, new Date(Date.now() + wait * 1000));
  };
  app.deps.jobs.work<{ notice: NotificationRequest; attempt: number }>(SANDBOX_DELIVERY_QUEUE, ({ notice, attempt }) => deliver(notice, attempt));

  serve(app, o.sandboxPay, async ({ deps, actor, body }) => {
    const order = (await orders.findOrder(deps.db, body.id, actor.userId)) ?? fail(Errors.notFound);
    const trade = await sandbox.query(order.orderNo);
    // Only a trade the buyer started and that is still open can be paid (a closed one stays closed).
    if (trade.tradeState !== 'NOTPAY' && trade.tradeState !== 'USERPAYING') fail(Errors.orderStateChanged);
    await deliver(sandbox.pay(order.orderNo), 0);
    return { orderNo: order.orderNo, tradeState: (await sandbox.query(order.orderNo)).tradeState };
  });
}
