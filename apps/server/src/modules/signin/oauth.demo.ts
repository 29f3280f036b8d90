import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OAUTH_PATHS } from '@sandtable/shared/contracts/signin';
import type { OAuthSettings } from './oauth.client';
import { publicOrigin } from './signin.http';

/**
 * The chat-app button of the demo, with no chat app configured (docs/decisions/0002-signin.md): a
 * minimal OAuth2 provider of our own. The browser's authorization step is DEMO_AUTHORIZE_PATH on
 * this server, which issues a code for the browser's chat-app user and redirects to the callback;
 * the token and userinfo endpoints are a loopback HTTP server, started on first use, that the
 * OAuth2 client talks to as to any real provider. Each browser is one chat-app user: a random
 * subject kept in a cookie, so the first click shows the bind page and later clicks log the bound
 * account straight in. Only registered when demo data is on and no provider is configured.
 */
export const DEMO_AUTHORIZE_PATH = '/endpoint/oauth2/demo/authorize.do';
const SUBJECT_COOKIE = 'sandtable_demo_chat';
const SUBJECT_PATTERN = /^[\w-]{16,64}$/;
const PENDING_MAX = 1000;

export function demoOAuthProvider(app: FastifyInstance, onFailure: (reply: FastifyReply) => FastifyReply) {
  /** Authorization codes and access tokens issued, each with the subject of the browser that asked. */
  const codes = new BoundedMap();
  const tokens = new BoundedMap();
  let server: Promise<http.Server> | undefined;
  const running = () =>
    (server ??= start(codes, tokens).catch((err) => {
      server = undefined; // try again on the next click
      throw err;
    }));
  const issuerUrl = async () => `http://127.0.0.1:${((await running()).address() as AddressInfo).port}`;

  app.get(DEMO_AUTHORIZE_PATH, { schema: { summary: 'Demo chat app: the authorization step (only without OAUTH_* settings)', tags: ['signin'] } }, async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    // Without redirect_uri the request itself is unusable (HTTP 400, 100001), not a provider failure.
    if (!query.redirect_uri) throw Object.assign(new Error('redirect_uri is required'), { statusCode: 400 });
    let subject = req.cookies[SUBJECT_COOKIE];
    if (!subject || !SUBJECT_PATTERN.test(subject)) {
      subject = randomBytes(18).toString('base64url');
      reply.setCookie(SUBJECT_COOKIE, subject, { path: '/endpoint/oauth2/', httpOnly: true, sameSite: 'lax', secure: app.deps.config.COOKIE_SECURE, maxAge: 365 * 86_400 });
    }
    // Like a real provider, send codes only to the registered redirect URI (else: an open redirect leaking codes).
    if (query.redirect_uri !== `${publicOrigin(req, app.deps.config)}${OAUTH_PATHS.callback}`) {
      req.log.warn({ redirectUri: query.redirect_uri }, 'demo chat-app provider: unregistered redirect_uri refused');
      return onFailure(reply);
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, subject);
    const location = new URL(query.redirect_uri);
    location.searchParams.set('code', code);
    if (query.state) location.searchParams.set('state', query.state);
    return reply.redirect(location.toString());
  });

  app.addHook('onClose', async () => {
    const running = await server?.catch(() => undefined);
    if (running) await new Promise((resolve) => running.close(resolve));
  });

  return {
    async settings(): Promise<OAuthSettings> {
      const issuer = await issuerUrl();
      return {
        provider: app.deps.config.OAUTH_PROVIDER,
        authorizeUrl: DEMO_AUTHORIZE_PATH,
        tokenUrl: `${issuer}/token`,
        userinfoUrl: `${issuer}/userinfo`,
        clientId: DEMO_CLIENT.id,
        clientSecret: DEMO_CLIENT.secret,
        scope: app.deps.config.OAUTH_SCOPE,
        tokenAuth: 'client_secret_post',
      };
    },
  };
}

const DEMO_CLIENT = { id: 'sandtable-demo', secret: 'sandtable-demo' };

/** Codes and tokens waiting to be used, oldest dropped first beyond PENDING_MAX. */
class BoundedMap extends Map<string, string> {
  override set(key: string, value: string) {
    if (this.size >= PENDING_MAX) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}

/** The provider's back channel: POST /token (a code, once, for an access token) and GET /userinfo. */
function start(codes: BoundedMap, tokens: BoundedMap): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/token') {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        raw += chunk;
        if (raw.length > 4096) req.destroy();
      });
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        if (form.get('client_id') !== DEMO_CLIENT.id || form.get('client_secret') !== DEMO_CLIENT.secret) return answer(401, { error: 'invalid_client' });
        const code = form.get('code') ?? '';
        const subject = codes.get(code);
        // Only the codes it issued, once.
        if (form.get('grant_type') !== 'authorization_code' || !subject || !codes.delete(code)) return answer(400, { error: 'invalid_grant' });
        const token = randomBytes(24).toString('base64url');
        tokens.set(token, subject);
        answer(200, { access_token: token, token_type: 'Bearer', expires_in: 600 });
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/userinfo') {
      const auth = req.headers.authorization;
      const subject = auth?.startsWith('Bearer ') ? tokens.get(auth.slice(7)) : undefined;
      if (!subject) return answer(401, { error: 'invalid_token' });
      return answer(200, { sub: subject, nickname: `demo-${subject.slice(0, 6)}` });
    }
    answer(404, { error: 'not_found' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
