import { useMatches } from 'react-router';
import type { AppRoute } from './routes';

/** What every page's route object carries for the layouts (title, breadcrumb, keep-alive). */
export interface RouteHandle {
  route: AppRoute;
}

/** The table entry of the page being shown. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
