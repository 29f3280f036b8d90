import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OAuth2Server } from 'oauth2-mock-server';
import { OAUTH_PATHS } from '@sandtable/shared/contracts/signin';
import type { OAuthSettings } from './oauth.client';
import { publicOrigin } from './signin.http';

/**
 * The chat-app button of the demo, with no chat app configured (docs/decisions/0002-signin.md):
 * a real OAuth2 server (oauth2-mock-server) on a loopback port, started on first use. The server
 * talks to it directly (token, userinfo); the browser cannot reach a loopback port on the server's
 * machine, so it is sent through DEMO_AUTHORIZE_PATH, which asks the mock for a code and forwards
 * its redirect. Each browser is one chat-app user: a random subject kept in a cookie, so the first
 * click shows the bind page and later clicks log the bound account straight in.
 */
export const DEMO_AUTHORIZE_PATH = '/endpoint/oauth2/demo/authorize.do';
const SUBJECT_COOKIE = 'sandtable_demo_chat';
const SUBJECT_PATTERN = /^[\w-]{16,64}$/;
const PENDING_CODES_MAX = 1000;

export function demoOAuthProvider(app: FastifyInstance, onFailure: (reply: FastifyReply) => FastifyReply) {
  /** Authorization codes the mock issued, with the subject of the browser that asked. */
  const codes = new Map<string, string>();
  let server: Promise<OAuth2Server> | undefined;
  const running = () =>
    (server ??= start(codes).catch((err) => {
      server = undefined; // try again on the next click
      throw err;
    }));

  app.get(DEMO_AUTHORIZE_PATH, { schema: { summary: 'Demo chat app: the authorization step (only without OAUTH_* settings)', tags: ['signin'] } }, async (req, reply) => {
    let subject = req.cookies[SUBJECT_COOKIE];
    if (!subject || !SUBJECT_PATTERN.test(subject)) {
      subject = randomBytes(18).toString('base64url');
      reply.setCookie(SUBJECT_COOKIE, subject, { path: '/endpoint/oauth2/', httpOnly: true, sameSite: 'lax', secure: app.deps.config.COOKIE_SECURE, maxAge: 365 * 86_400 });
    }
    try {
      // Like a real provider, send codes only to the registered redirect URI (else: an open redirect leaking codes).
      const query = req.query as Record<string, string>;
      if (query.redirect_uri !== `${publicOrigin(req, app.deps.config)}${OAUTH_PATHS.callback}`) throw new Error('unregistered redirect_uri');
      const mock = await running();
      const authorize = new URL(`${mock.issuer.url}/authorize`);
      authorize.search = new URLSearchParams(query).toString();
      const res = await fetch(authorize, { redirect: 'manual' });
      const location = res.headers.get('location');
      const code = location ? new URL(location).searchParams.get('code') : null;
      if (!location || !code) throw new Error(`demo provider answered HTTP ${res.status} without a code`);
      if (codes.size >= PENDING_CODES_MAX) codes.delete(codes.keys().next().value!);
      codes.set(code, subject);
      return reply.redirect(location);
    } catch (err) {
      req.log.error({ err }, 'demo chat-app provider failed');
      return onFailure(reply);
    }
  });

  app.addHook('onClose', async () => {
    await server?.then((mock) => mock.stop(), () => undefined);
  });

  return {
    async settings(): Promise<OAuthSettings> {
      const mock = await running();
      return {
        provider: app.deps.config.OAUTH_PROVIDER,
        authorizeUrl: DEMO_AUTHORIZE_PATH,
        tokenUrl: `${mock.issuer.url}/token`,
        userinfoUrl: `${mock.issuer.url}/userinfo`,
        clientId: 'sandtable-demo',
        clientSecret: 'sandtable-demo',
        scope: app.deps.config.OAUTH_SCOPE,
        tokenAuth: 'client_secret_post',
      };
    },
  };
}

async function start(codes: Map<string, string>): Promise<OAuth2Server> {
  // A development dependency: loaded only when the demo's chat-app button is used.
  const { OAuth2Server } = await import('oauth2-mock-server');
  const mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  mock.service.on('beforeTokenSigning', (token, req) => {
    const subject = codes.get(String(req.body.code));
    if (subject) token.payload.sub = subject;
  });
  mock.service.on('beforeResponse', (response, req) => {
    // The mock accepts any code; the demo accepts only the ones it issued, once.
    if (!codes.delete(String(req.body.code))) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    }
  });
  mock.service.on('beforeUserinfo', (response, req) => {
    const subject = subjectOfBearer(req.headers.authorization);
    if (!subject) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = { sub: subject, nickname: `demo-${subject.slice(0, 6)}` };
  });
  await mock.start(0, '127.0.0.1');
  return mock;
}

/** The subject of an access token the mock signed (read, not verified: only this server holds one). */
function subjectOfBearer(header: string | undefined): string | null {
  const payload = header?.startsWith('Bearer ') ? header.slice(7).split('.')[1] : undefined;
  if (!payload) return null;
  try {
    const sub = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
