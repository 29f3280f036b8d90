import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@sandtable/shared/contracts/user';
import { serve } from '../../lib/route';
import { ownProfile, sessionInfo } from './user.service';

export function userRoutes(app: FastifyInstance): void {
  serve(app, userEndpoints.get, ({ actor }) => ownProfile(actor));
  serve(app, userEndpoints.loginUserInfo, ({ actor }) => sessionInfo(actor));
}
