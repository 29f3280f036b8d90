import { lazy, Suspense, type ComponentType } from 'react';
import { createHashRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { access, allows } from './access';
import { adoptCookieSession } from '../api/client';
import { sessionInfoQuery } from '../api/hooks';
import { queryClient } from './queryClient';
import { getGrantedAuthorities } from '../api/session';
import { loadAntFrame } from './antFrameChunk';
import { chunkLoadError, loadChunk } from './chunks';
import { HOME_PATH, loginHref, pathsOf, ROUTES, SHELL_PATH, type AppRoute } from './routes';
import { RootLayout } from './layouts/RootLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { NotFound, RouteError } from './RouteError';
import type { RouteHandle } from './currentRoute';
import { FullPageSpin } from '../components/FullPageSpin';
import { tracksMount } from './settled';
import { ensureTexts } from '../i18n';
import { CORE_NAMESPACES } from '../i18n/core';

// The shell (menu, header, drawers) is a chunk of its own: the login page does not need it. It
// loads with the first shell page (below, within that page's timeout), so it is there when that
// page renders; React.lazy, not the router's lazy, so a failing page chunk still shows the error
// page inside the shell. Not through loadChunk: its success would forget a reload under way for
// the failing page, and the page would reload for ever.
// The shell is drawn without antd (docs/decisions/performance.md §15); its pages bring antd's frame.
const loadShell = () => import('./layouts/ShellLayout');
const ShellLayout = lazy(() =>
  loadShell().then(
    ({ ShellLayout: Shell }) => ({ default: Shell }),
    (cause: unknown) => {
      throw chunkLoadError(cause);
    },
  ),
);

/**
 * What a route needs before it renders: its page chunk, the texts of its locale (the auth pages
 * only use the core texts, loaded at start; a route naming its `texts`, those and the core ones), antd's frame unless the page is plain and, inside
 * the shell, the shell's chunk. A page other than a plain one renders in antd's frame (the shell is
 * drawn without antd; a plain page loads antd's frame itself for what it draws with antd later).
 */
async function loadRoute(route: AppRoute): Promise<ComponentType> {
  const [page, , , frame] = await Promise.all([
    route.page(),
    ensureTexts(route.authPage ? CORE_NAMESPACES : route.texts && [...CORE_NAMESPACES, ...route.texts]),
    route.layout === 'shell' ? loadShell() : null,
    route.plain ? null : loadAntFrame(),
  ]);
  const Page = page.default;
  if (!frame) return Page;
  const { AntFrame } = frame;
  return function FramedPage() {
    return (
      <AntFrame>
        <Page />
      </AntFrame>
    );
  };
}

/** The guard, run before the page chunk is needed: login first, then the route's authority. */
export function guard(route: AppRoute) {
  return ({ request }: LoaderFunctionArgs) => {
    const flags = access(getGrantedAuthorities());
    if (route.authPage && flags.loggedIn) throw redirect(HOME_PATH);
    if (route.access !== 'public' && !flags.loggedIn) {
      const url = new URL(request.url);
      throw redirect(loginHref(url.pathname + url.search));
    }
    if (!allows(flags, route.access)) throw data(null, { status: 403 });
    return null;
  };
}

function toRouteObjects(route: AppRoute): RouteObject[] {
  const check = guard(route);
  return pathsOf(route).map((path) => ({
    path,
    loader: async (args: LoaderFunctionArgs) => {
      // A redirect login (the chat app) lands here with a cookie the browser has not stored yet.
      if (route.access !== 'public') await adoptCookieSession();
      const checked = check(args);
      // The shell's header and the home's welcome show the session: ask for it while the chunks load.
      if (route.layout === 'shell' && getGrantedAuthorities() !== null) void queryClient.prefetchQuery(sessionInfoQuery);
      return checked;
    },
    handle: { route } satisfies RouteHandle,
    lazy: async () => ({ Component: tracksMount(route, await loadChunk(() => loadRoute(route))) }),
  }));
}

const pagesIn = (layout: AppRoute['layout']) => ROUTES.filter((route) => route.layout === layout).flatMap(toRouteObjects);

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpin />,
    children: [
      // Pathless wrappers with their own errorElement keep failures inside the frame (menu stays).
      {
        element: <PublicLayout />,
        children: [{ errorElement: <RouteError />, children: [...pagesIn('public'), { path: '*', element: <NotFound /> }] }],
      },
      {
        element: (
          <Suspense fallback={<FullPageSpin />}>
            <ShellLayout />
          </Suspense>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [...pagesIn('shell'), { path: SHELL_PATH, loader: () => redirect(HOME_PATH) }],
          },
        ],
      },
    ],
  },
];

export const router = createHashRouter(routeObjects);
