import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '@sandtable/shared/contracts/zod';
import { COIN_REWARD_MAX } from '@sandtable/shared/rules/constants';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** Every setting comes from the environment; README.md lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Uploaded files; defaults to DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** The portal's calendar: what "today" means for dashboards and day counts. */
  TIME_ZONE: z.string().default('Asia/Shanghai'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag.optional(),
  SEED_DEMO: flag.default(true),
  /** Coins the first visit of each day gives (the daily check-in, spec §8); 0 turns it off. */
  CHECKIN_COINS: z.coerce.number().int().min(0).max(COIN_REWARD_MAX).default(10),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  /** How long an instance may trust a session it has seen without asking the database (0: never); see docs/operations.md. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  COOKIE_SECURE: flag.default(false),
  TRUST_PROXY: flag.default(false),
  /** scrypt cost as log2(N); 17 in production. Tests lower it to stay fast. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Verification codes one client IP may request per hour. */
  SMS_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Where users reach the portal (QR-login links, the OAuth2 redirect URI); else the request's origin. */
  PUBLIC_URL: z.string().url().transform((u) => u.replace(/\/+$/, '')).optional(),
  /** `embedded` only records messages (the chief admin reads them in the SMS outbox); `http` posts them to a gateway. */
  SMS_PROVIDER: z.enum(['embedded', 'http']).default('embedded'),
  /** The gateway gets POST { mobile, text } with `Authorization: Bearer SMS_HTTP_TOKEN`. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /**
   * Who proposes marks for the change simulation's thinking answers (docs/decisions/cm.md "Proposed
   * marks"): `rubric` (built in), `http` (a marking service: POST { prompt, rubric, answer }, answered
   * { criteria: [{ points }] }, with `Authorization: Bearer MARKING_HTTP_TOKEN`) or `none`.
   */
  MARKING_PROVIDER: z.enum(['none', 'rubric', 'http']).default('rubric'),
  MARKING_HTTP_URL: z.string().url().optional(),
  MARKING_HTTP_TOKEN: z.string().optional(),
  /** OAuth2 login with the chat app; all of the URLs and the client unset: the demo provider (SEED_DEMO) or off. */
  OAUTH_PROVIDER: z.string().default('wechat'),
  OAUTH_AUTHORIZE_URL: z.string().url().optional(),
  OAUTH_TOKEN_URL: z.string().url().optional(),
  OAUTH_USERINFO_URL: z.string().url().optional(),
  OAUTH_CLIENT_ID: z.string().optional(),
  OAUTH_CLIENT_SECRET: z.string().optional(),
  OAUTH_SCOPE: z.string().default('openid profile'),
  OAUTH_TOKEN_AUTH: z.enum(['client_secret_post', 'client_secret_basic']).default('client_secret_post'),
  /** Who takes the shop's payments: the embedded WeChat Pay v3 sandbox (no real money) or Alipay. */
  PAYMENT_PROVIDER: z.enum(['wechat-sandbox', 'alipay']).default('wechat-sandbox'),
  /** The sandbox posts each notification this many extra times (WeChat Pay delivers at least once). */
  SANDBOX_NOTIFY_DUPLICATES: z.coerce.number().int().min(0).max(10).default(0),
  /** The sandbox holds notifications and posts them newest first (WeChat Pay promises no order). */
  SANDBOX_NOTIFY_REORDER: flag.default(false),
  ALIPAY_APP_ID: z.string().optional(),
  /** The app's private key: PEM, or the bare base64 of Alipay's key tool; `\n` may stand for line breaks. */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_KEY_TYPE: z.enum(['PKCS1', 'PKCS8']).default('PKCS1'),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** Where Alipay posts notifications; else PUBLIC_URL + /payment/alipay/notify. */
  ALIPAY_NOTIFY_URL: z.string().url().optional(),
  ALIPAY_RETURN_URL: z.string().url().optional(),
}).superRefine((c, ctx) => {
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
  if (c.MARKING_PROVIDER === 'http' && !c.MARKING_HTTP_URL) ctx.addIssue({ code: 'custom', path: ['MARKING_HTTP_URL'], message: 'is required when MARKING_PROVIDER=http' });
  // Half an OAuth2 configuration is a mistake, not a reason to fall back to the demo provider.
  // Alipay half configured fails the boot by name: falling back to the sandbox would take no money.
  if (c.PAYMENT_PROVIDER === 'alipay') {
    for (const k of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const) if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when PAYMENT_PROVIDER=alipay' });
    if (!c.ALIPAY_NOTIFY_URL && !c.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['ALIPAY_NOTIFY_URL'], message: 'is required when PAYMENT_PROVIDER=alipay (or set PUBLIC_URL)' });
  }
  const oauth = ['OAUTH_AUTHORIZE_URL', 'OAUTH_TOKEN_URL', 'OAUTH_USERINFO_URL', 'OAUTH_CLIENT_ID', 'OAUTH_CLIENT_SECRET'] as const;
  if (oauth.some((k) => c[k])) {
    for (const k of oauth) if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when the other OAUTH_* settings are set' });
  }
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  return parsed.data;
}

/** A config for tests and tools: defaults, overridden by what the caller sets. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', SEED_DEMO: false, PASSWORD_HASH_COST: 10, ...overrides };
}
