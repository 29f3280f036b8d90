import { z } from '@sandtable/shared/contracts/zod';
import type { Config } from '../../config';

/** One OAuth2 provider (authorization-code grant) as the server talks to it. */
export interface OAuthSettings {
  provider: string;
  /** Absolute, or a path on this server (the embedded demo provider). */
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  tokenAuth: Config['OAUTH_TOKEN_AUTH'];
}

export interface OAuthProfile {
  subject: string;
  nickname: string | null;
  avatarUrl: string | null;
  email: string | null;
}

/** The configured provider, or null when the OAUTH_* settings are unset (config checks all-or-none). */
export function configuredProvider(config: Config): OAuthSettings | null {
  const { OAUTH_AUTHORIZE_URL, OAUTH_TOKEN_URL, OAUTH_USERINFO_URL, OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } = config;
  if (!OAUTH_AUTHORIZE_URL || !OAUTH_TOKEN_URL || !OAUTH_USERINFO_URL || !OAUTH_CLIENT_ID || !OAUTH_CLIENT_SECRET) return null;
  return {
    provider: config.OAUTH_PROVIDER,
    authorizeUrl: OAUTH_AUTHORIZE_URL,
    tokenUrl: OAUTH_TOKEN_URL,
    userinfoUrl: OAUTH_USERINFO_URL,
    clientId: OAUTH_CLIENT_ID,
    clientSecret: OAUTH_CLIENT_SECRET,
    scope: config.OAUTH_SCOPE,
    tokenAuth: config.OAUTH_TOKEN_AUTH,
  };
}

/** Where the browser goes to approve the login. */
export function authorizationUrl(s: OAuthSettings, input: { redirectUri: string; state: string }): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: s.clientId,
    redirect_uri: input.redirectUri,
    scope: s.scope,
    state: input.state,
  });
  return `${s.authorizeUrl}${s.authorizeUrl.includes('?') ? '&' : '?'}${query}`;
}

const TIMEOUT_MS = 10_000;

const tokenResponseSchema = z.object({ access_token: z.string().min(1) });

/** The authorization code for an access token, with client_secret_post or client_secret_basic. */
export async function exchangeCode(s: OAuthSettings, input: { code: string; redirectUri: string }): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (s.tokenAuth === 'client_secret_basic') {
    // RFC 6749 §2.3.1: both parts form-encoded before base64.
    const id = encodeURIComponent(s.clientId);
    const secret = encodeURIComponent(s.clientSecret);
    headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  } else {
    form.set('client_id', s.clientId);
    form.set('client_secret', s.clientSecret);
  }
  const body = await fetchJson(s.tokenUrl, { method: 'POST', headers, body: form });
  return tokenResponseSchema.parse(body).access_token;
}

const userinfoSchema = z.object({
  sub: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().nullish(),
  nickname: z.string().nullish(),
  picture: z.string().nullish(),
  email: z.string().nullish(),
});

export async function fetchProfile(s: OAuthSettings, accessToken: string): Promise<OAuthProfile> {
  const body = await fetchJson(s.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  const info = userinfoSchema.parse(body);
  return {
    subject: info.sub,
    nickname: info.nickname || info.name || null,
    avatarUrl: info.picture || null,
    email: info.email || null,
  };
}

async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) {
    await res.arrayBuffer().catch(() => undefined);
    throw new Error(`OAuth2 provider answered HTTP ${res.status} at ${new URL(url).pathname}`);
  }
  return res.json();
}
