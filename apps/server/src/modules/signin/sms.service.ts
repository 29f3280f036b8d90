import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { FastifyBaseLogger } from 'fastify';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { SmsPurpose } from '@sandtable/shared/auth/roles';
import { CODE_LENGTH } from '@sandtable/shared/rules/constants';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import type { Db, Tx } from '../../db/client';
import { fail } from '../../lib/errors';
import { smsProvider } from '../../lib/sms/index';
import { countWrongGuess, insertCode, insertMessages, listMessages, markCodeUsed, markMessagesSent, newestCode, recentCodeMessages } from './sms.repo';
import { isMobileRegistered, memberMobiles } from './account.repo';
import { noticeCompanyScope } from './signin.policy';

/** Verification codes: lifetime, resend cooldown and the abuse limits. */
export const SMS_CODE = {
  ttlSeconds: 5 * 60,
  resendSeconds: 60,
  perMobilePerDay: 10,
  maxWrongGuesses: 5,
} as const;

export type CodePurpose = Exclude<SmsPurpose, 'notice'>;

interface SendContext {
  actor: Actor | null;
  ip: string | undefined;
  /** The caller's language: the message is written in it. */
  t: TFunction;
  log: FastifyBaseLogger;
}

/**
 * Sends a 6-digit code for one purpose. The limits come first (per mobile: one a minute and ten a
 * day; per address: thirty an hour), then the purpose's rule about the mobile: a caller over the
 * limit learns nothing about whether a mobile is registered.
 */
export async function sendCode(deps: AppDeps, input: { mobile: string; purpose: CodePurpose }, ctx: SendContext) {
  const recent = await recentCodeMessages(deps.db, {
    mobile: input.mobile,
    ip: ctx.ip,
    cooldownSeconds: SMS_CODE.resendSeconds,
    daySeconds: 24 * 3600,
    ipWindowSeconds: 3600,
  });
  if (recent.mobileCooldown > 0 || recent.mobileDay >= SMS_CODE.perMobilePerDay || recent.ipWindow >= deps.config.SMS_CODES_PER_IP_PER_HOUR) {
    fail(Errors.smsOverLimit);
  }
  await checkPurpose(deps.db, input, ctx.actor);

  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const text = ctx.t(`sms:code.${input.purpose}`, { code, minutes: SMS_CODE.ttlSeconds / 60 });
  const [sent] = await deliver(deps, [{ mobile: input.mobile, purpose: input.purpose, text }], ctx);
  if (!sent) fail(Errors.smsSendFailed);
  // Stored only once it went out, so a failed send does not supersede the code the user holds.
  await insertCode(deps.db, { mobile: input.mobile, purpose: input.purpose, codeHash: hashCode(code), ttlSeconds: SMS_CODE.ttlSeconds });
  return { resendAfterSeconds: SMS_CODE.resendSeconds, expiresInSeconds: SMS_CODE.ttlSeconds };
}

async function checkPurpose(db: Db, input: { mobile: string; purpose: CodePurpose }, actor: Actor | null): Promise<void> {
  if (input.purpose === 'changeMobile' && !actor) fail(Errors.noAuthority);
  const registered = await isMobileRegistered(db, input.mobile);
  const mustBeRegistered = input.purpose === 'login' || input.purpose === 'reset';
  if (mustBeRegistered && !registered) fail(Errors.mobileNotRegistered);
  if (!mustBeRegistered && registered) fail(Errors.mobileTaken);
}

/**
 * Uses up the newest code sent to a mobile for a purpose, or throws smsCodeInvalid: unknown,
 * expired, already used, superseded, wrong, or wrong too often (the fifth wrong guess burns it).
 *
 * A wrong guess is counted by its own UPDATE. Inside a transaction that rolls back because of the
 * failure, that count is undone too — so call this on `db` before the transaction of the change it
 * guards (the code is then spent even if that change fails), as registration and reset do.
 */
export async function consumeCode(db: Db | Tx, input: { mobile: string; purpose: SmsPurpose; code: string }): Promise<void> {
  const row = await newestCode(db, input.mobile, input.purpose, SMS_CODE.maxWrongGuesses);
  if (!row?.usable) return fail(Errors.smsCodeInvalid);
  if (!codeMatches(input.code, row.codeHash)) {
    await countWrongGuess(db, row.id);
    return fail(Errors.smsCodeInvalid);
  }
  // Two requests with the right code: the conditional update lets exactly one through.
  if (!(await markCodeUsed(db, row.id, SMS_CODE.maxWrongGuesses))) fail(Errors.smsCodeInvalid);
}

/** Salted SHA-256: the table never holds a usable code (it also expires within minutes). */
function hashCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${digest(salt, code).toString('base64url')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  const expected = Buffer.from(hash ?? '', 'base64url');
  const actual = digest(salt ?? '', code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/**
 * A text to up to 100 mobiles (invitation codes and the like): the chief admin to anyone, an
 * enterprise user only to the members of their company. Nothing is sent if one mobile is out of reach.
 */
export async function sendNotice(deps: AppDeps, actor: Actor, input: { mobiles: string[]; content: string }, ctx: Omit<SendContext, 'actor'>) {
  const mobiles = [...new Set(input.mobiles)];
  const companyId = noticeCompanyScope(actor);
  if (companyId !== 'any') {
    const members = new Set(await memberMobiles(deps.db, companyId, mobiles));
    if (mobiles.some((m) => !members.has(m))) fail(Errors.notFound);
  }
  const text = ctx.t('sms:notice', { content: input.content });
  const results = await deliver(
    deps,
    mobiles.map((mobile) => ({ mobile, purpose: 'notice' as const, text })),
    ctx,
  );
  const sent = results.filter(Boolean).length;
  return { sent, failed: results.length - sent };
}

const PARALLEL_SENDS = 10;

/**
 * The one way a message leaves: through the configured provider, and recorded in sms_messages
 * whether it was accepted or not (with the embedded provider the record is the delivery).
 * Recorded first (as failed until the provider accepts it): a message the database refuses is
 * never sent. Resolves to one `sent` flag per message.
 */
export async function deliver(
  deps: AppDeps,
  messages: { mobile: string; purpose: SmsPurpose; text: string }[],
  { ip, log }: Pick<SendContext, 'ip' | 'log'>,
): Promise<boolean[]> {
  const provider = smsProvider(deps.config);
  const ids = await insertMessages(
    deps.db,
    messages.map((m) => ({ mobile: m.mobile, purpose: m.purpose, body: m.text, provider: provider.name, status: 'failed' as const, ip })),
  );
  const results: boolean[] = [];
  for (let i = 0; i < messages.length; i += PARALLEL_SENDS) {
    const batch = messages.slice(i, i + PARALLEL_SENDS);
    const settled = await Promise.allSettled(batch.map((m) => provider.send(m.mobile, m.text)));
    for (const s of settled) {
      if (s.status === 'rejected') log.warn({ err: s.reason, provider: provider.name }, 'SMS not sent');
      results.push(s.status === 'fulfilled');
    }
  }
  await markMessagesSent(deps.db, ids.filter((_, i) => results[i]));
  return results;
}

/** Every message sent (authority portal:settings: the chief admin's): with the embedded provider the codes are read here. */
export async function outbox(deps: AppDeps, input: { mobile?: string; pageNum: number; pageSize: number }) {
  const { list, total } = await listMessages(deps.db, input);
  return {
    list: list.map((m) => ({ id: m.id, mobile: m.mobile, purpose: m.purpose, body: m.body, provider: m.provider, status: m.status, createdAt: m.createdAt.toISOString() })),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}
