import type { FastifyInstance } from 'fastify';
import { actionCardEndpoints as e } from '@sandtable/shared/contracts/actionCards';
import { serve } from '../../lib/route';
import * as s from './action-cards.service';

/** Action cards' endpoints (docs/assessments/action-cards.md §5). */
export function actionCardRoutes(app: FastifyInstance): void {
  serve(app, e.board, ({ deps, actor, body }) => s.board(deps, actor, body));
  serve(app, e.mine, ({ deps, actor }) => s.mine(deps, actor));
  serve(app, e.create, ({ deps, actor, body }) => s.create(deps, actor, body));
  serve(app, e.update, ({ deps, actor, body }) => s.update(deps, actor, body));
  serve(app, e.move, ({ deps, actor, body }) => s.move(deps, actor, body));
  serve(app, e.remove, ({ deps, actor, body }) => s.remove(deps, actor, body));
}
