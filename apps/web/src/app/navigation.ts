import type { MenuIcon } from './layouts/menuIcons';
import { allows, type AccessFlags } from './access';
import { findRoute, MENU_GROUPS, ROUTES, type AppRoute, type MenuGroup } from './routes';

/** Side-menu and breadcrumb, derived from the route table (pure, so they are unit-tested). */

export interface MenuLeaf {
  kind: 'item';
  path: string;
  title: string;
  icon?: MenuIcon;
}
export interface MenuSection {
  kind: 'group';
  group: MenuGroup;
  title: string;
  children: MenuLeaf[];
}
export type MenuEntry = MenuLeaf | MenuSection;

export const groupTitle = (group: MenuGroup) => `menu:group.${group}`;

/** The menu the user may see: shell routes with a menu placement they have access to. */
export function buildMenu(flags: AccessFlags, routes: readonly AppRoute[] = ROUTES): MenuEntry[] {
  const visible = routes
    .filter((route) => route.layout === 'shell' && route.menu && allows(flags, route.access))
    .sort((a, b) => a.menu!.order - b.menu!.order);
  const leaf = (route: AppRoute): MenuLeaf => ({ kind: 'item', path: route.path, title: route.title, icon: route.icon });

  const entries: MenuEntry[] = visible.filter((route) => !route.menu!.group).map(leaf);
  for (const group of MENU_GROUPS) {
    const children = visible.filter((route) => route.menu!.group === group).map(leaf);
    if (children.length > 0) entries.push({ kind: 'group', group, title: groupTitle(group), children });
  }
  return entries;
}

export interface Crumb {
  title: string;
  /** Absent for the current page and for menu sections. */
  path?: string;
}

/** The route and its parents, outermost first (a parent cycle in the table stops the walk). */
function lineage(route: AppRoute, routes: readonly AppRoute[]): AppRoute[] {
  const chain = [route];
  let parent = route.parent ? findRoute(route.parent, routes) : undefined;
  while (parent && !chain.includes(parent)) {
    chain.unshift(parent);
    parent = parent.parent ? findRoute(parent.parent, routes) : undefined;
  }
  return chain;
}

/** Menu section, then the parent pages (linked), then the page itself. */
export function breadcrumbOf(route: AppRoute, routes: readonly AppRoute[] = ROUTES): Crumb[] {
  const chain = lineage(route, routes);
  const group = chain[0].menu?.group;
  return [
    ...(group ? [{ title: groupTitle(group) }] : []),
    ...chain.map((r) => (r === route ? { title: r.title } : { title: r.title, path: r.path })),
  ];
}

/** The menu entry to highlight: the page itself, else its nearest parent in the menu. */
export function selectedMenuPath(route: AppRoute | undefined, routes: readonly AppRoute[] = ROUTES): string | undefined {
  if (!route) return undefined;
  return lineage(route, routes).reverse().find((r) => r.menu)?.path;
}
