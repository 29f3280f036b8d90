import type { TFunction } from 'i18next';
import type { ActorKind } from '@sandtable/shared/machines/machine';

/**
 * Who made a history row's change, as one label: the system; the account's name with the role it
 * acted as; the role alone once the account is gone; a guest (by link); or "not recorded" for an old row.
 */
export function actorLabel(t: TFunction, row: { actorName: string | null; actorKind: ActorKind }): string {
  if (row.actorKind === 'system') return t('common:actor.system');
  if (row.actorKind === 'unknown') return row.actorName ?? t('common:actor.unknown');
  if (row.actorKind === 'guest') return t('common:actor.guest');
  const role = t(`common:role.${row.actorKind}`);
  return row.actorName ? t('common:actor.named', { name: row.actorName, role }) : role;
}
