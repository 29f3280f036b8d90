import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, CLASSIFICATIONS, GENDERS, ROLES } from '@sandtable/shared/auth/roles';
import { POSITION_IDS } from '@sandtable/shared/rules/positions';

/** Select options for the people fields, named in the `people` namespace (ids from shared rules). */
export function usePeopleOptions() {
  const { t, i18n } = useTranslation('people');
  return useMemo(
    () => ({
      positions: POSITION_IDS.map((id) => ({ value: id, label: t(`positions.${id}`) })),
      genders: GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) })),
      classifications: CLASSIFICATIONS.map((c) => ({ value: c, label: t(`classifications.${c}`) })),
      roles: ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
      statuses: ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
    }),
    // The labels follow the language.
    [t, i18n.language],
  );
}

/** Tag colours, so a status or classification reads the same on every screen. */
export const CLASSIFICATION_COLORS = { free: 'default', paid: 'gold', beta: 'purple' } as const;
export const STATUS_COLORS = { active: 'success', disabled: 'error' } as const;
