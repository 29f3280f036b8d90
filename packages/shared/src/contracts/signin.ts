import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { emptySchema } from './envelope';
import { loginResponseSchema, sessionInfoSchema } from './auth';
import { pageRequestSchema, pageSchema, okSchema } from './common';
import { accountSchema, loginPasswordSchema, newPasswordSchema, phoneSchema, codeSchema } from '../rules/account';
import { SMS_PURPOSES, QR_LOGIN_STATUSES } from '../auth/roles';
import { SMS_RECIPIENTS_MAX, TEXT_MAX, TEXT_MIN, TOKEN_LENGTH } from '../rules/limits';

/** A new password typed twice: the two must match (spec §5). */
/** A QR-login token or a binding ticket, as minted by the server. */
const tokenSchema = z.string().min(TOKEN_LENGTH.min).max(TOKEN_LENGTH.max);

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(v: T) => v.password === v.confirmPassword;
const mismatch = { message: 'validation:passwordMismatch', path: ['confirmPassword'] };

export const passwordPairSchema = z.object({ password: newPasswordSchema, confirmPassword: z.string() }).refine(passwordsMatch, mismatch);

const agreeSchema = z.literal(true, { message: 'validation:mustAgree' });

/** What a new account types: name, mobile proven by a code, a password twice, and consent. */
export const newAccountFields = z.object({
  name: z.string().trim().min(1).max(TEXT_MAX.personName),
  mobile: phoneSchema,
  code: codeSchema,
  password: newPasswordSchema,
  confirmPassword: z.string(),
  agree: agreeSchema,
});

export const registerRequestSchema = z
  .discriminatedUnion('type', [
    newAccountFields.extend({ type: z.literal('personal') }),
    newAccountFields.extend({ type: z.literal('enterprise'), companyName: z.string().trim().min(TEXT_MIN.companyName).max(TEXT_MAX.companyName) }),
  ])
  .refine(passwordsMatch, mismatch);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const smsMessageSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  purpose: z.enum(SMS_PURPOSES),
  body: z.string(),
  provider: z.string(),
  status: z.enum(['sent', 'failed']),
  createdAt: z.string(),
});

export const qrStatusSchema = z.object({
  status: z.enum([...QR_LOGIN_STATUSES, 'expired']),
  expiresAt: z.string(),
  /** Present once, on the poll that finds the code confirmed: the desktop is now logged in. */
  login: loginResponseSchema.optional(),
});

export const signinEndpoints = {
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/other/sms/sendVerificationCode.json',
    access: 'public',
    request: z.object({ mobile: phoneSchema, purpose: z.enum(['login', 'register', 'reset', 'changeMobile']) }),
    response: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
    summary: 'Send a 6-digit verification code by SMS (limited per phone and per IP)',
    tag: 'signin',
  }),
  sendNotice: defineEndpoint({
    method: 'POST',
    path: '/other/sms/send.json',
    access: 'user:manage',
    request: z.object({ mobiles: z.array(phoneSchema).min(1).max(SMS_RECIPIENTS_MAX), content: z.multiline().trim().min(1).max(TEXT_MAX.smsNotice) }),
    response: z.object({ sent: z.number().int(), failed: z.number().int() }),
    summary: 'Send a text message (e.g. invitation codes) to up to 100 mobiles',
    tag: 'signin',
  }),
  outbox: defineEndpoint({
    method: 'POST',
    path: '/other/sms/outbox.json',
    access: 'portal:settings',
    request: pageRequestSchema.extend({ mobile: z.string().trim().max(TEXT_MAX.mobileSearch).optional() }),
    response: pageSchema(smsMessageSchema),
    summary: 'Messages sent (chief admin: with the embedded SMS provider this is where codes are read)',
    tag: 'signin',
  }),
  codeLogin: defineEndpoint({
    method: 'POST',
    path: '/user/code/login.do',
    access: 'public',
    request: z.object({ mobile: phoneSchema, code: codeSchema }),
    response: loginResponseSchema,
    summary: 'Log in with a mobile and an SMS code (purpose login)',
    tag: 'signin',
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/user/session.json',
    access: 'session',
    request: z.object({}),
    response: sessionInfoSchema.extend({ csrfToken: z.string() }),
    summary: 'The current session with its CSRF token (after a redirect login such as OAuth2)',
    tag: 'signin',
  }),
  qrCreate: defineEndpoint({
    method: 'POST',
    path: '/user/qr/create.do',
    access: 'public',
    request: emptySchema,
    response: z.object({ token: z.string(), url: z.string(), expiresAt: z.string(), pollIntervalMs: z.number().int() }),
    summary: 'Start a QR-code login: the desktop shows `url` as a QR code and polls its status',
    tag: 'signin',
  }),
  qrStatus: defineEndpoint({
    method: 'POST',
    path: '/user/qr/status.do',
    access: 'public',
    request: z.object({ token: tokenSchema }),
    response: qrStatusSchema,
    summary: 'Poll a QR-code login; when confirmed, this call logs the desktop in',
    tag: 'signin',
  }),
  qrScan: defineEndpoint({
    method: 'POST',
    path: '/user/qr/scan.json',
    access: 'session',
    request: z.object({ token: tokenSchema }),
    response: z.object({ status: qrStatusSchema.shape.status, desktopIp: z.string().nullable(), desktopUserAgent: z.string().nullable(), expiresAt: z.string() }),
    summary: 'The logged-in phone opened the QR link: mark it scanned and show where the desktop is',
    tag: 'signin',
  }),
  qrConfirm: defineEndpoint({
    method: 'POST',
    path: '/user/qr/confirm.json',
    access: 'session',
    request: z.object({ token: tokenSchema, approve: z.boolean() }),
    response: okSchema,
    summary: 'The phone approves (or cancels) the desktop login',
    tag: 'signin',
  }),
  oauthInfo: defineEndpoint({
    method: 'GET',
    path: '/endpoint/oauth2/wechat_open/getInfo.do',
    access: 'public',
    request: z.object({ ticket: tokenSchema }),
    response: z.object({ provider: z.string(), nickname: z.string().nullable(), avatarUrl: z.string().nullable(), email: z.string().nullable() }),
    summary: 'The chat-app identity waiting to be bound (first OAuth2 login)',
    tag: 'signin',
  }),
  oauthBind: defineEndpoint({
    method: 'POST',
    path: '/endpoint/oauth2/wechat_open/bind.do',
    access: 'public',
    request: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('existing'), ticket: tokenSchema, account: accountSchema, password: loginPasswordSchema }),
      newAccountFields.extend({ mode: z.literal('register'), ticket: tokenSchema }),
    ]).refine((v) => v.mode !== 'register' || passwordsMatch(v), mismatch),
    response: loginResponseSchema,
    summary: 'Bind the chat-app identity to an existing account, or register a new one, and log in',
    tag: 'signin',
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/user/reset.json',
    access: 'public',
    request: z
      .object({ mobile: phoneSchema, code: codeSchema, password: newPasswordSchema, confirmPassword: z.string() })
      .refine(passwordsMatch, mismatch),
    response: okSchema,
    summary: 'Forgotten password: mobile + code (purpose reset) + new password twice; ends all sessions',
    tag: 'signin',
  }),
  haveYouRegistered: defineEndpoint({
    method: 'POST',
    path: '/user/haveYouRegistered.json',
    access: 'public',
    request: z.object({ mobile: phoneSchema }),
    response: z.object({ registered: z.boolean() }),
    summary: 'Whether a mobile already has an account (rate-limited)',
    tag: 'signin',
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/user/member/save.json',
    access: 'public',
    request: registerRequestSchema,
    response: loginResponseSchema,
    summary: 'Register a student (personal) or a company with its enterprise user, and log in',
    tag: 'signin',
  }),
};

/** Not JSON endpoints: browser redirects of the OAuth2 authorization-code flow. */
export { OAUTH_PATHS } from './oauthPaths';
