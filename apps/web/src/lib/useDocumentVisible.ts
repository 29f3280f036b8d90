import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

/** Whether the page is visible (false in a background tab or a minimised window): pause polling then. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible);
}
