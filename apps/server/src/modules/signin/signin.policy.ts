import type { Actor } from '../../lib/actor';

/**
 * The outbox holds every verification code: only the chief admin reads it. Enterprise users hold
 * `admin:console` too, and reading their members' login codes would let them log in as them.
 */
export const canReadOutbox = (actor: Actor): boolean => actor.role === 'chief_admin';

/** Whom a notice may reach: the chief admin anyone, an enterprise user their own company's members. */
export const noticeCompanyScope = (actor: Actor): number | 'any' => (actor.role === 'chief_admin' ? 'any' : (actor.companyId ?? -1));
