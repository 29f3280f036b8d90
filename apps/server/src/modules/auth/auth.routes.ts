import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@sandtable/shared/contracts/auth';
import { serve } from '../../lib/route';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { login, logout, type OpenedSession } from './auth.service';
import type { AppDeps } from '../../lib/context';
import type { FastifyReply } from 'fastify';

/** Sets the session cookie of a way in that succeeded and answers with the login response. */
export function completeLogin(reply: FastifyReply, deps: AppDeps, opened: OpenedSession) {
  setSessionCookie(reply, deps, opened.session.token, opened.session.expiresAt);
  return opened.response;
}

export const requestMeta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export function authRoutes(app: FastifyInstance): void {
  const loginLimit = { max: app.deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  for (const [endpoint, adminOnly] of [
    [authEndpoints.login, false],
    [authEndpoints.adminLogin, true],
  ] as const) {
    serve(
      app,
      endpoint,
      async ({ deps, body, req, reply }) => {
        return completeLogin(reply, deps, await login(deps, body, { ...requestMeta(req), adminOnly }));
      },
      { rateLimit: loginLimit },
    );
  }

  serve(app, authEndpoints.logout, async ({ deps, actor, reply }) => {
    await logout(deps, actor.sessionId);
    clearSessionCookie(reply, deps);
    return {};
  });
}
