import type { Actor } from '../../lib/actor';

/** Whom a notice may reach: the chief admin anyone, an enterprise user their own company's members. */
export const noticeCompanyScope = (actor: Actor): number | 'any' => (actor.role === 'chief_admin' ? 'any' : (actor.companyId ?? -1));
