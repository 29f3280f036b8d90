import type { FastifyInstance } from 'fastify';
import { promotionEndpoints as p } from '@sandtable/shared/contracts/promotion';
import { serve } from '../../lib/route';
import * as promotion from './promotion.service';

/** Promotions and red envelopes (the admin's), taking a promotion by its code, a person's coupons and coins. */
export function promotionRoutes(app: FastifyInstance): void {
  serve(app, p.save, ({ deps, actor, body }) => promotion.save(deps, actor, body));
  serve(app, p.select, ({ deps, body }) => promotion.list(deps, body));
  serve(app, p.get, ({ deps, body }) => promotion.get(deps, body.id));
  serve(app, p.coupons, ({ deps, body }) => promotion.couponsGiven(deps, body));
  serve(app, p.redEnvelope, ({ deps, actor, body }) => promotion.sendRedEnvelope(deps, actor, body));
  serve(app, p.redeem, ({ deps, actor, body }) => promotion.redeem(deps, actor, body.code));
  serve(app, p.mine, ({ deps, actor, body }) => promotion.mine(deps, actor, body));
  serve(app, p.mineOne, ({ deps, actor, body }) => promotion.mineOne(deps, actor, body.id));
  serve(app, p.coins, ({ deps, actor }) => promotion.coins(deps, actor));
}
