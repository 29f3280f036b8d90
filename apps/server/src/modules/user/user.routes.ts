import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@sandtable/shared/contracts/user';
import { peopleEndpoints as p } from '@sandtable/shared/contracts/people';
import { CHECKIN_COINS_HEADER, CHECKIN_MESSAGE_HEADER } from '@sandtable/shared/rules/constants';
import { serve } from '../../lib/route';
import { dailyCheckIn } from '../shop';
import { ownProfile, sessionInfo } from './user.service';
import * as profile from './profile.service';

export function userRoutes(app: FastifyInstance): void {
  // The app's "who am I" at each load is where the day's check-in happens (spec §8's header and toast).
  serve(app, userEndpoints.get, async ({ deps, actor, req, reply }) => {
    const coins = await dailyCheckIn(deps, actor.userId, req.log);
    if (coins > 0) {
      reply.header(CHECKIN_COINS_HEADER, String(coins));
      reply.header(CHECKIN_MESSAGE_HEADER, encodeURIComponent(req.t('common:checkinToast', { coins })));
    }
    return ownProfile(actor);
  });
  serve(app, userEndpoints.loginUserInfo, ({ actor }) => sessionInfo(actor));

  serve(app, p.profile, ({ deps, actor }) => profile.getPerson(deps, actor, actor.userId));
  serve(app, p.update, ({ deps, actor, body }) => profile.updateProfile(deps, actor, body));
  serve(app, p.updateEmail, ({ deps, actor, body }) => profile.updateEmail(deps, actor, body.email));
  serve(app, p.updateNickName, ({ deps, actor, body }) => profile.updateNickName(deps, actor, body.nickname));
  serve(app, p.updateMobile, ({ deps, actor, body }) => profile.updateMobile(deps, actor, body));
  serve(app, p.updatePassword, async ({ deps, actor, body }) => {
    await profile.updatePassword(deps, actor, body);
    return {};
  });
  serve(app, p.getUserNameByMobile, ({ deps, actor, body }) => profile.userNameByMobile(deps, actor, body.mobile));
}
