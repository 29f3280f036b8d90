import { useTranslation } from 'react-i18next';
import type { AdoptionState } from '@sandtable/sim/change';

/** An adoption state: its colour swatch (the map's) with its name, so colour is never the only cue. */
export function StateBadge({ state }: { state: AdoptionState }) {
  const { t } = useTranslation('game');
  return (
    <span className={`cm-state cm-state--${state}`} data-state={state}>
      <span className="cm-state__swatch" aria-hidden />
      {t(`cm.state.${state}`)}
    </span>
  );
}
