import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@sandtable/shared/contracts/auth';
import { serve } from '../../lib/route';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { login, logout } from './auth.service';

export function authRoutes(app: FastifyInstance): void {
  const loginLimit = { max: app.deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

  for (const [endpoint, adminOnly] of [
    [authEndpoints.login, false],
    [authEndpoints.adminLogin, true],
  ] as const) {
    serve(
      app,
      endpoint,
      async ({ deps, body, req, reply }) => {
        const { response, session } = await login(deps, body, { ...meta(req), adminOnly });
        setSessionCookie(reply, deps, session.token, session.expiresAt);
        return response;
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
