import { useSyncExternalStore } from 'react';

/** How many API requests are in flight; drives the request progress bar. */
let pending = 0;
const listeners = new Set<() => void>();

export function trackRequest(): () => void {
  pending += 1;
  listeners.forEach((listener) => listener());
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    listeners.forEach((listener) => listener());
  };
}

/** For the settled signal (app/settled.tsx). */
export const pendingRequests = () => pending;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingRequests(): number {
  return useSyncExternalStore(subscribe, () => pending);
}
