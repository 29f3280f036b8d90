import { useCallback, useEffect, useRef, useState } from 'react';
import { BUTTON_DISABLE_MS } from '@sandtable/shared/rules/constants';

/**
 * The button-disable helper of spec §9: `start()` disables for 5 seconds (resend a code, repeat
 * an action that must not be spammed). Returns [coolingDown, start].
 */
export function useCooldown(ms: number = BUTTON_DISABLE_MS): [boolean, () => void] {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setCoolingDown(true);
    timer.current = setTimeout(() => setCoolingDown(false), ms);
  }, [ms]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return [coolingDown, start];
}
