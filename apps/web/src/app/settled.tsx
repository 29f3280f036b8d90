import { useEffect, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { pendingRequests } from '../api/pending';
import { revealDeferred } from '../components/plain/Deferred';
import type { RouteHandle } from './currentRoute';
import type { AppRoute } from './routes';

/**
 * "The page has settled": what a browser test (the axe pass, the keyboard walkthroughs) waits for
 * before it looks, instead of guessing with sleeps or frames. Exposed in every build as
 * `window.__sandtable.settled()`; it costs nothing until asked. Settled means:
 * - no navigation under way, and the current route's page component has mounted (its chunk and
 *   the shell's are in, and the page's own effects — its queries — have started);
 * - no query fetching, no mutation and no API request in flight (the game socket is not a request);
 * - nothing on screen says it is busy (`aria-busy="true"`: antd's Spin, the request bar, charts
 *   still loading their drawing code) — by the attribute, not by a component's class names;
 * - no finite animation running (antd's enter transitions: a half-faded element reads as low contrast);
 * - no part of the page waiting for its reader to come near (components/plain/Deferred.tsx): asking
 *   draws them all, since a test that waits for the page means the whole page.
 * A dependent query starts a moment after the one before it answers, so a caller should see it
 * settled twice, a frame or two apart (e2e/helpers.ts `settled`).
 */

/** The route table entries whose page component is mounted now (kept-alive pages stay mounted). */
const mounted = new Set<AppRoute>();

/** Wraps a route's page component so that its mounting is known (an effect: after its children's). */
export function tracksMount(route: AppRoute, Page: ComponentType): ComponentType {
  function Mounted() {
    useEffect(() => {
      mounted.add(route);
      return () => void mounted.delete(route);
    }, []);
    return <Page />;
  }
  Mounted.displayName = `Mounted(${route.path})`;
  return Mounted;
}

function runningAnimations(): boolean {
  // Optional: not every DOM (jsdom in the unit tests) has it.
  return (document.getAnimations?.() ?? []).some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
}

/**
 * Why the page is not settled yet, or null when it is. `reveal` false leaves the parts waiting for
 * their reader as they are (a benchmark measuring the page as a reader who does not scroll gets it).
 */
export function busyReason(router: DataRouter, queryClient: QueryClient, { reveal = true }: { reveal?: boolean } = {}): string | null {
  const { navigation, matches, errors } = router.state;
  if (navigation.state !== 'idle') return `navigation ${navigation.state}`;
  // The deepest match naming a route table entry; an error or not-found page names none.
  const handle = [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.route)?.route.handle as RouteHandle | undefined;
  if (handle && !errors && !mounted.has(handle.route)) return `page ${handle.route.path} not mounted`;
  if (reveal && revealDeferred()) return 'parts below the fold drawn';
  const fetching = queryClient.isFetching();
  if (fetching > 0) return `${fetching} queries fetching`;
  if (queryClient.isMutating() > 0) return 'a mutation under way';
  if (pendingRequests() > 0) return `${pendingRequests()} requests in flight`;
  const busy = document.querySelector('[aria-busy="true"]');
  if (busy) return `aria-busy: ${busy.outerHTML.slice(0, 120)}`;
  if (runningAnimations()) return 'an animation running';
  return null;
}

/** What `window.__sandtable` offers a browser test. */
export interface SettledProbe {
  /** Why the page is not settled, or null (`reveal` false: the parts below the fold stay waiting). */
  busy(options?: { reveal?: boolean }): string | null;
  settled(): boolean;
}

declare global {
  interface Window {
    __sandtable?: SettledProbe;
  }
}

export function exposeSettled(router: DataRouter, queryClient: QueryClient): void {
  const busy = (options?: { reveal?: boolean }) => busyReason(router, queryClient, options);
  window.__sandtable = { busy, settled: () => busy() === null };
}
