import type { FastifyInstance } from 'fastify';
import { EXCHANGE_KINDS, walletEndpoints as w } from '@sandtable/shared/contracts/wallet';
import { serve } from '../../lib/route';
import * as wallet from './wallet.service';
import { payWithCredits, viewOf } from '../courses';

/** A person's coins and assets: balances, history, what they bought, tips and exchanges. */
export function walletRoutes(app: FastifyInstance): void {
  serve(app, w.coinValue, ({ deps }) => wallet.coinValue(deps));
  serve(app, w.coinHistory, ({ deps, actor, body }) => wallet.coinHistory(deps, actor, body));
  serve(app, w.assets, ({ deps, actor }) => wallet.assets(deps, actor));
  serve(app, w.assetHistory, ({ deps, actor, body }) => wallet.assetHistory(deps, actor, body));
  serve(app, w.tip, ({ deps, actor, body }) => wallet.tip(deps, actor, body));
  serve(app, w.useCredits, ({ deps, actor, req, body }) => payWithCredits(deps, viewOf(app, req, actor), body.courseId));
  serve(app, w.exchange, ({ deps, actor, body }) => wallet.exchange(deps, actor, body));
  for (const name of ['exchangePresentation', 'exchangeCertificate'] as const) {
    serve(app, w[name], ({ deps, actor, body }) => wallet.exchange(deps, actor, body, EXCHANGE_KINDS[name]));
  }
}
