import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Requests quicker than this show nothing, so ordinary clicks do not flicker. */
const SHOW_AFTER_MS = 300;

/**
 * The request loading indicator (spec §7): a thin bar along the top edge instead of a blocking
 * overlay, so the page stays readable and usable; buttons show their own spinners.
 */
export function RequestProgress({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return visible ? <div className="request-progress" role="progressbar" aria-busy="true" aria-label={t('request.loading')} /> : null;
}
