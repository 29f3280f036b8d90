import type { Role } from '@sandtable/shared/auth/roles';
import { definePolicy } from '../../lib/policy';
import type { Actor } from '../../lib/actor';

interface Member {
  id: number;
  role: Role;
  companyId: number | null;
}

/** Roles an enterprise user may manage within their company. */
const COMPANY_MANAGED: readonly Role[] = ['student', 'channel_student', 'observer'];

/**
 * People management (spec §6): the chief admin manages every account but cannot disable
 * themselves; an enterprise user manages the students and observers of their own company.
 */
export const peoplePolicy = definePolicy<'edit' | 'disable', Member>({
  edit: (actor, m) => actor.role === 'chief_admin' || inOwnCompany(actor, m),
  disable: (actor, m) => actor.userId !== m.id && (actor.role === 'chief_admin' || inOwnCompany(actor, m)),
});

function inOwnCompany(actor: Actor, m: Member): boolean {
  return actor.role === 'enterprise' && actor.companyId !== null && m.companyId === actor.companyId && COMPANY_MANAGED.includes(m.role);
}

/** The company whose people a list shows: enterprise users are pinned to theirs. */
export function companyScope(actor: Actor, requested?: number): number | undefined {
  return actor.role === 'chief_admin' ? requested : (actor.companyId ?? -1);
}
