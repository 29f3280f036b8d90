import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@sandtable/shared/contracts/user';
import { serve } from '../../lib/route';
import { getUser, sessionInfo } from './user.service';

export function userRoutes(app: FastifyInstance): void {
  serve(app, userEndpoints.get, ({ deps, actor }) => getUser(deps.db, actor, actor.userId));
  serve(app, userEndpoints.loginUserInfo, ({ deps, actor }) => sessionInfo(deps.db, actor));
}
