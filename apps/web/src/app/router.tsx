import { createHashRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { access, allows } from './access';
import { adoptCookieSession } from '../api/client';
import { getGrantedAuthorities } from '../api/session';
import { loadChunk } from './chunks';
import { HOME_PATH, loginHref, pathsOf, ROUTES, SHELL_PATH, type AppRoute } from './routes';
import { RootLayout } from './layouts/RootLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { ShellLayout } from './layouts/ShellLayout';
import { NotFound, RouteError } from './RouteError';
import type { RouteHandle } from './currentRoute';
import { FullPageSpin } from '../components/FullPageSpin';
import { ensureTexts } from '../i18n';
import { CORE_NAMESPACES } from '../i18n/core';

/**
 * What a route needs before it renders: its page chunk and the texts of its locale (the auth pages
 * only use the core texts, loaded at start).
 */
async function loadRoute(route: AppRoute) {
  const [page] = await Promise.all([route.page(), ensureTexts(route.authPage ? CORE_NAMESPACES : undefined)]);
  return page;
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
      return check(args);
    },
    handle: { route } satisfies RouteHandle,
    lazy: async () => ({ Component: (await loadChunk(() => loadRoute(route))).default }),
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
        element: <ShellLayout />,
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
