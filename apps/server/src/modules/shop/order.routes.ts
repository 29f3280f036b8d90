import type { FastifyInstance } from 'fastify';
import { contractQuerySchema, orderEndpoints as o, ORDER_FILE_PATHS } from '@sandtable/shared/contracts/order';
import { sendFile } from '../../lib/download';
import { serve, serveRaw } from '../../lib/route';
import * as order from './order.service';
import * as refund from './refund.service';

/** The buyer's orders: quote, place, list, read, cancel and ask for refunds (each scoped to the caller); the admin's list and refund review. */
export function orderRoutes(app: FastifyInstance): void {
  serve(app, o.trial, ({ deps, actor, body }) => order.trial(deps, actor, body));
  serve(app, o.save, ({ deps, actor, body }) => order.place(deps, actor, body));
  serve(app, o.select, ({ deps, actor, body }) => order.list(deps, actor, body));
  serve(app, o.get, ({ deps, actor, body }) => order.get(deps, actor, body.id));
  serve(app, o.update, ({ deps, actor, body }) => order.cancel(deps, actor, body.id));
  serveRaw(app, { method: 'GET', path: ORDER_FILE_PATHS.contract, access: 'order:place', summary: 'An order’s purchase contract as PDF (?id=&lang=zh|en): the buyer’s own, or any for who manages orders', tag: 'order' }, async ({ deps, actor, req, reply }) => {
    const { pdf, fileName } = await order.contractPdf(deps, actor, contractQuerySchema.parse(req.query), req.hostname);
    return sendFile(reply, pdf, { type: 'pdf', fileName, inline: true });
  });
  serve(app, o.refund, ({ deps, actor, body }) => refund.requestRefund(deps, actor, body));
  // The admin's: every order, and the review of refunds.
  serve(app, o.manage, ({ deps, body }) => order.manageList(deps, body));
  serve(app, o.review, ({ deps, actor, body }) => refund.reviewRefund(deps, actor, body));
  serve(app, o.retryRefund, ({ deps, actor, body }) => refund.retryRefund(deps, actor, body.refundId));
}
