import { useSyncExternalStore } from 'react';

/** Read synchronously, so the first render already has the right layout (no desktop flash on phones). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Below antd's `md` breakpoint: the side menu becomes a drawer. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** The person asked their system for less motion (WCAG 2.3.3): antd's transitions are switched off. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
