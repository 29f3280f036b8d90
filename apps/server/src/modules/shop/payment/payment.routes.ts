import type { FastifyInstance } from 'fastify';
import { orderEndpoints as o } from '@sandtable/shared/contracts/order';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { fail } from '../../../lib/errors';
import { serve } from '../../../lib/route';
import * as orders from '../order.repo';
import { receiveNotification, recordFailedPayment, startPayment } from './payment.service';
import { NOTIFY_PATHS, type NotificationRequest } from './provider';
import { WechatPaySandbox } from './wechat-sandbox';

/** Where WeChat Pay posts its notifications (its `notify_url`). */
export const NOTIFY_PATH = NOTIFY_PATHS.wechat;
export const SANDBOX_DELIVERY_QUEUE = 'shop.sandbox-notify';
/** What the inbox made of a notification (paid, duplicate, ignored, invalid): for the sandbox's log and tests; providers ignore it. */
export const NOTICE_OUTCOME_HEADER = 'x-notice-outcome';

/**
 * When WeChat Pay posts a notification again that was not acknowledged (its documented schedule,
 * seconds after the previous try): 15 s, 15 s, 30 s, 3 min, 10 min, 20 min, 30 min ×3, 1 h, 3 h ×3, 6 h ×2.
 */
export const NOTIFY_RETRY_SECONDS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600];

/** A sandbox delivery job: one notification's next try, or the outbox posted (reordering). */
type DeliveryJob = { notice: NotificationRequest; attempt: number } | { flush: true };

/** Paying an order: the buyer starts it, the provider notifies, the sandbox's cashier stands in for WeChat. */
export function paymentRoutes(app: FastifyInstance): void {
  serve(app, o.pay, async ({ deps, actor, body }) => ({ ...(await startPayment(deps, actor, body.id, deps.payments)), provider: deps.payments.name }));

  // The notification, at the configured provider's path: its signature covers the body's exact
  // bytes (WeChat's JSON, Alipay's form), so this scope reads every body raw, and it answers in the
  // provider's format, not the portal's envelope.
  const provider = app.deps.payments;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(NOTIFY_PATHS[provider.name], { schema: { hide: true } }, async (req, reply) => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
      const { reply: answer, outcome } = await receiveNotification(app.deps, provider, { headers, body: typeof req.body === 'string' ? req.body : '' });
      return reply.code(answer.status).header(NOTICE_OUTCOME_HEADER, outcome).send(answer.body);
    });
  });

  if (!(provider instanceof WechatPaySandbox)) return;
  const sandbox = provider;
  const delivery = sandboxDelivery(app, sandbox);
  app.deps.jobs.work<DeliveryJob>(SANDBOX_DELIVERY_QUEUE, async (job) => {
    if ('flush' in job) await delivery.flush();
    else await delivery.deliver(job.notice, job.attempt);
  });

  serve(app, o.sandboxPay, async ({ deps, actor, body }) => {
    const order = (await orders.findOrder(deps.db, body.id, actor.userId)) ?? fail(Errors.notFound);
    const trade = await sandbox.query(order.orderNo);
    // Only a trade the buyer started and that is still open can be paid (a closed one stays closed).
    if (trade.tradeState !== 'NOTPAY' && trade.tradeState !== 'USERPAYING') fail(Errors.orderStateChanged);
    sandbox.payAtCashier(order.orderNo);
    // Reordering leaves the notifications to a delivery job, so payments made meanwhile overtake them.
    if (sandbox.options.reorder) await deps.jobs.schedule(SANDBOX_DELIVERY_QUEUE, { flush: true });
    else await delivery.flush();
    return { orderNo: order.orderNo, tradeState: (await sandbox.query(order.orderNo)).tradeState };
  });

  serve(app, o.sandboxFail, async ({ deps, actor, body }) => {
    const order = (await orders.findOrder(deps.db, body.id, actor.userId)) ?? fail(Errors.notFound);
    const trade = await sandbox.query(order.orderNo);
    if (trade.tradeState !== 'NOTPAY' && trade.tradeState !== 'USERPAYING') fail(Errors.orderStateChanged);
    sandbox.failAtCashier(order.orderNo);
    await recordFailedPayment(deps, order, sandbox);
    return { orderNo: order.orderNo, tradeState: (await sandbox.query(order.orderNo)).tradeState };
  });
}

/**
 * The sandbox's postman: it posts a notification to the notify route over the app's own HTTP
 * handling (`inject`: the same parser, hooks and reply as a provider's POST), and again on WeChat
 * Pay's schedule until acknowledged. `flush` posts the outbox and tells what the inbox made of each.
 */
export function sandboxDelivery(app: FastifyInstance, sandbox: WechatPaySandbox) {
  const deliver = async (notice: NotificationRequest, attempt: number) => {
    const res = await app.inject({ method: 'POST', url: NOTIFY_PATHS.wechat, headers: { ...notice.headers, 'content-type': 'application/json' } as Record<string, string>, payload: notice.body });
    const outcome = { eventId: (JSON.parse(notice.body) as { id: string }).id, status: res.statusCode, outcome: String(res.headers[NOTICE_OUTCOME_HEADER] ?? '') };
    if (res.statusCode === 200 || res.statusCode === 204) return outcome;
    const wait = NOTIFY_RETRY_SECONDS[attempt];
    if (wait !== undefined) await app.deps.jobs.schedule(SANDBOX_DELIVERY_QUEUE, { notice, attempt: attempt + 1 }, new Date(Date.now() + wait * 1000));
    return outcome;
  };
  const flush = async () => {
    const posted = [];
    for (const notice of sandbox.takePending()) posted.push(await deliver(notice, 0));
    return posted;
  };
  return { deliver, flush };
}
