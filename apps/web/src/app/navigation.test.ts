import { describe, expect, it } from 'vitest';
import { access } from './access';
import { breadcrumbOf, buildMenu, selectedMenuPath } from './navigation';
import type { AppRoute } from './routes';

const page = () => Promise.resolve({ default: () => null });
const table: AppRoute[] = [
  { path: '/home', title: 'menu:home', access: 'portal:use', layout: 'shell', menu: { order: 0 }, icon: 'HomeOutlined', page },
  { path: '/students', title: 'menu:students', access: 'user:manage', layout: 'shell', menu: { group: 'admin', order: 20 }, icon: 'HomeOutlined', page },
  { path: '/courses', title: 'menu:courses', access: 'course:manage', layout: 'shell', menu: { group: 'admin', order: 10 }, icon: 'HomeOutlined', page },
  { path: '/students/:id', title: 'menu:student', access: 'user:manage', layout: 'shell', parent: '/students', page },
  { path: '/agreement', title: 'menu:agreement', access: 'public', layout: 'public', page },
];

describe('buildMenu()', () => {
  it('shows only what the user may open, grouped and ordered', () => {
    expect(buildMenu(access(['portal:use']), table)).toEqual([{ kind: 'item', path: '/home', title: 'menu:home', icon: 'HomeOutlined' }]);

    const admin = buildMenu(access(['portal:use', 'user:manage', 'course:manage']), table);
    expect(admin.map((e) => e.kind)).toEqual(['item', 'group']);
    const group = admin[1];
    expect(group).toMatchObject({ kind: 'group', group: 'admin', title: 'menu:group.admin' });
    expect(group.kind === 'group' && group.children.map((c) => c.path)).toEqual(['/courses', '/students']);
  });

  it('is empty when logged out and never lists public or menu-less pages', () => {
    expect(buildMenu(access(null), table)).toEqual([]);
    const paths = JSON.stringify(buildMenu(access(['portal:use', 'user:manage', 'course:manage']), table));
    expect(paths).not.toContain('/agreement');
    expect(paths).not.toContain('/students/:id');
  });
});

describe('breadcrumbOf() and selectedMenuPath()', () => {
  it('walks section, parents (linked) and the page', () => {
    expect(breadcrumbOf(table[3], table)).toEqual([
      { title: 'menu:group.admin' },
      { title: 'menu:students', path: '/students' },
      { title: 'menu:student' },
    ]);
    expect(breadcrumbOf(table[0], table)).toEqual([{ title: 'menu:home' }]);
  });

  it('highlights the nearest menu entry', () => {
    expect(selectedMenuPath(table[3], table)).toBe('/students');
    expect(selectedMenuPath(table[0], table)).toBe('/home');
    expect(selectedMenuPath(undefined, table)).toBeUndefined();
  });

  it('survives a parent cycle in the table', () => {
    const a: AppRoute = { path: '/a', title: 'menu:a', access: 'session', layout: 'shell', parent: '/b', page };
    const b: AppRoute = { path: '/b', title: 'menu:b', access: 'session', layout: 'shell', parent: '/a', page };
    expect(breadcrumbOf(a, [a, b]).map((c) => c.title)).toEqual(['menu:b', 'menu:a']);
  });
});
