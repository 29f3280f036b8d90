import { definePolicy } from '../../lib/policy';

interface UserRecord {
  id: number;
  companyId: number | null;
}

/** Who may see or change whose account: oneself, the chief admin, an enterprise user within the company. */
export const userPolicy = definePolicy<'view' | 'edit', UserRecord>({
  view: (actor, user) =>
    actor.userId === user.id ||
    actor.role === 'chief_admin' ||
    (actor.role === 'enterprise' && actor.companyId !== null && actor.companyId === user.companyId),
  edit: (actor, user) =>
    actor.userId === user.id ||
    actor.role === 'chief_admin' ||
    (actor.role === 'enterprise' && actor.companyId !== null && actor.companyId === user.companyId),
});
