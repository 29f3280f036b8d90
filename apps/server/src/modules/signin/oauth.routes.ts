import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_PATHS, signinEndpoints as s } from '@sandtable/shared/contracts/signin';
import { serve } from '../../lib/route';
import { completeLogin, requestMeta } from '../auth';
import { authorizationUrl, configuredProvider, type OAuthSettings } from './oauth.client';
import { demoOAuthProvider } from './oauth.demo';
import { bindIdentity, finishAuthorization, ticketInfo } from './oauth.service';
import { publicOrigin, sameSecret } from './signin.http';

const STATE_COOKIE = 'sandtable_oauth_state';
const STATE_TTL_SECONDS = 10 * 60;
const COOKIE_PATH = '/endpoint/oauth2/';

/** Every failure of the redirect flow lands here; the details go to the log only. */
const failed = (reply: FastifyReply) => reply.redirect('/#/login?oauthError=1');

/**
 * OAuth2 authorization-code login with the chat app: two browser redirects (not JSON endpoints),
 * then the bind page's two JSON endpoints for an identity seen for the first time.
 */
export function oauthRoutes(app: FastifyInstance, rateLimit: { max: number; timeWindow: string }): void {
  const { config } = app.deps;
  const configured = configuredProvider(config);
  const demo = !configured && config.SEED_DEMO ? demoOAuthProvider(app, failed) : null;
  const settings = async (): Promise<OAuthSettings | null> => configured ?? (demo ? demo.settings() : null);
  const redirectUri = (req: FastifyRequest) => `${publicOrigin(req, config)}${OAUTH_PATHS.callback}`;

  app.get(OAUTH_PATHS.login, { schema: { summary: 'Chat-app login: redirects to the provider (OAuth2 authorization code)', tags: ['signin'] } }, async (req, reply) => {
    const provider = await settings().catch((err) => {
      req.log.error({ err }, 'chat-app provider unavailable');
      return null;
    });
    if (!provider) return failed(reply);
    // The state comes back on the callback and must match this cookie: the login was started here.
    const state = randomBytes(24).toString('base64url');
    reply.setCookie(STATE_COOKIE, state, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, maxAge: STATE_TTL_SECONDS });
    return reply.redirect(authorizationUrl(provider, { redirectUri: redirectUri(req), state }));
  });

  app.get(OAUTH_PATHS.callback, { schema: { summary: 'Chat-app login: the provider returns here; redirects to /#/home or /#/oauth-bind?ticket=…', tags: ['signin'] } }, async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    const expectedState = req.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
    try {
      if (query.error || !query.code || !sameSecret(query.state, expectedState)) {
        throw new Error(`callback refused: ${query.error ?? (query.code ? 'state mismatch' : 'no code')}`);
      }
      const provider = await settings();
      if (!provider) throw new Error('no provider');
      const result = await finishAuthorization(app.deps, provider, { code: query.code, redirectUri: redirectUri(req) }, requestMeta(req));
      if ('ticket' in result) return reply.redirect(`/#/oauth-bind?ticket=${encodeURIComponent(result.ticket)}`);
      completeLogin(reply, app.deps, result.opened);
      return reply.redirect('/#/home');
    } catch (err) {
      req.log.warn({ err }, 'chat-app login failed');
      return failed(reply);
    }
  });

  serve(app, s.oauthInfo, ({ deps, body }) => ticketInfo(deps, body.ticket));
  serve(app, s.oauthBind, async ({ deps, body, req, reply }) => completeLogin(reply, deps, await bindIdentity(deps, body, requestMeta(req))), { rateLimit });
}
