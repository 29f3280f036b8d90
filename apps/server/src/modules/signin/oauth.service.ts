import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { signinEndpoints } from '@sandtable/shared/contracts/signin';
import type { AppDeps } from '../../lib/context';
import type { Tx } from '../../db/client';
import { fail } from '../../lib/errors';
import { isUniqueViolation } from '../../db/errors';
import { checkCredentials, openSession, type OpenedSession } from '../auth';
import { hashToken } from '../auth';
import { createAccount, prepareAccount, registrationConflict } from './account.service';
import { exchangeCode, fetchProfile, type OAuthSettings } from './oauth.client';
import { claimTicket, findBoundUser, findLiveTicket, hasIdentityAt, insertIdentity, insertTicket } from './oauth.repo';

/** A first chat-app login waits this long for the user to bind an account or register. */
export const OAUTH_TICKET_TTL_SECONDS = 15 * 60;

type Meta = { ip?: string; userAgent?: string };
type Account = Awaited<ReturnType<typeof checkCredentials>>;

/**
 * The provider sent the browser back with a code: exchange it, read who it is, and log the bound
 * account in — or, for an identity seen for the first time, hand out a ticket to bind it.
 * The ticket is stored hashed, like session ids.
 */
export async function finishAuthorization(
  deps: AppDeps,
  settings: OAuthSettings,
  input: { code: string; redirectUri: string },
  meta: Meta,
): Promise<{ opened: OpenedSession } | { ticket: string }> {
  const profile = await fetchProfile(settings, await exchangeCode(settings, input));
  const bound = await findBoundUser(deps.db, settings.provider, profile.subject);
  if (bound) {
    if (bound.user.status !== 'active') fail(Errors.accountDisabled);
    return { opened: await openSession(deps, bound, 'oauth', meta) };
  }
  const ticket = randomBytes(32).toString('base64url');
  await insertTicket(deps.db, { id: hashToken(ticket), provider: settings.provider, profile, ttlSeconds: OAUTH_TICKET_TTL_SECONDS });
  return { ticket };
}

/** The identity waiting to be bound, for the bind page. */
export async function ticketInfo(deps: AppDeps, ticket: string) {
  const row = await findLiveTicket(deps.db, hashToken(ticket));
  if (!row) return fail(Errors.oauthTicketInvalid);
  return { provider: row.provider, ...row.profile };
}

type BindInput = z.output<typeof signinEndpoints.oauthBind.request>;

/**
 * Binds the ticket's identity to an existing account (its password, with the lockout rules of
 * /login.do) or to a new student account (the registration's rules), and logs in. The ticket is
 * claimed in the same transaction as the binding, so it serves once.
 */
export async function bindIdentity(deps: AppDeps, input: BindInput, meta: Meta): Promise<OpenedSession> {
  const id = hashToken(input.ticket);
  const ticket = await findLiveTicket(deps.db, id);
  if (!ticket) return fail(Errors.oauthTicketInvalid);

  // Password checks, codes and hashing happen before the transaction, never inside it.
  let account: (tx: Tx) => Promise<Account>;
  if (input.mode === 'existing') {
    const found = await checkCredentials(deps, input, meta);
    account = async () => found;
  } else {
    const passwordHash = await prepareAccount(deps, input);
    account = (tx) => createAccount(tx, input, passwordHash);
  }

  const found = await deps.db
    .transaction(async (tx) => {
      if (!(await claimTicket(tx, id))) fail(Errors.oauthTicketInvalid);
      const found = await account(tx);
      if (await hasIdentityAt(tx, ticket.provider, found.user.id)) fail(Errors.oauthAlreadyBound);
      await insertIdentity(tx, { provider: ticket.provider, subject: ticket.subject, userId: found.user.id });
      return found;
    })
    .catch((err) => {
      // Bound meanwhile through another ticket of the same identity: this ticket is stale.
      if (isUniqueViolation(err, 'oauth_identities_subject_key')) fail(Errors.oauthTicketInvalid);
      if (isUniqueViolation(err, 'oauth_identities_user_key')) fail(Errors.oauthAlreadyBound);
      return registrationConflict(err);
    });
  return openSession(deps, found, 'oauth', meta);
}
