import type { FastifyInstance } from 'fastify';
import { signinEndpoints as s } from '@sandtable/shared/contracts/signin';
import { serve } from '../../lib/route';
import { completeLogin, requestMeta } from '../auth';
import { sessionInfo } from '../user';
import * as sms from './sms.service';
import * as account from './account.service';
import * as qr from './qr.service';
import { oauthRoutes } from './oauth.routes';
import { publicOrigin } from './signin.http';

/** "Is this mobile registered?" answers strangers: stricter than the login limit. */
const LOOKUP_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Every way in besides the password (issue 3): SMS codes, QR codes, the chat app, registration, reset. */
export function signinRoutes(app: FastifyInstance): void {
  const limit = { max: app.deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  serve(app, s.sendCode, ({ deps, body, actor, req }) => sms.sendCode(deps, body, { actor, ip: req.ip, t: req.t, log: req.log }), { rateLimit: limit });
  serve(app, s.sendNotice, ({ deps, body, actor, req }) => sms.sendNotice(deps, actor, body, { ip: req.ip, t: req.t, log: req.log }));
  serve(app, s.outbox, ({ deps, body }) => sms.outbox(deps, body));

  serve(app, s.codeLogin, async ({ deps, body, req, reply }) => completeLogin(reply, deps, await account.codeLogin(deps, body, requestMeta(req))), { rateLimit: limit });
  serve(app, s.register, async ({ deps, body, req, reply }) => completeLogin(reply, deps, await account.register(deps, body, requestMeta(req))), { rateLimit: limit });
  serve(app, s.reset, async ({ deps, body }) => {
    await account.resetPassword(deps, body);
    return {};
  }, { rateLimit: limit });
  serve(app, s.haveYouRegistered, ({ deps, body }) => account.haveYouRegistered(deps, body.mobile), { rateLimit: LOOKUP_LIMIT });
  serve(app, s.session, ({ actor }) => ({ ...sessionInfo(actor), csrfToken: actor.csrfToken }));

  serve(app, s.qrCreate, ({ deps, req }) => qr.createQrLogin(deps, publicOrigin(req, deps.config), requestMeta(req)), { rateLimit: limit });
  serve(app, s.qrStatus, async ({ deps, body, req, reply }) => {
    const { opened, ...status } = await qr.qrLoginStatus(deps, body.token, requestMeta(req));
    return opened ? { ...status, login: completeLogin(reply, deps, opened) } : status;
  });
  serve(app, s.qrScan, ({ deps, actor, body }) => qr.scanQrLogin(deps, actor, body.token));
  serve(app, s.qrConfirm, async ({ deps, actor, body }) => {
    await qr.confirmQrLogin(deps, actor, body);
    return {};
  });

  oauthRoutes(app, limit);
}
