import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sandtable/shared/i18n/locales';
import { i18n } from '../i18n';
import { afterLoginPath, findRoute, HOME_PATH, isAuthPath, loginHref, pathsOf, ROUTES } from './routes';
import { groupTitle } from './navigation';
import { MENU_GROUPS } from './routes';

describe('the route table', () => {
  it('gives every route a title in both locales', () => {
    for (const route of ROUTES) {
      for (const lng of LOCALES) expect(i18n.exists(route.title, { lng }), `${route.path} ${lng}`).toBe(true);
    }
    for (const group of MENU_GROUPS) {
      for (const lng of LOCALES) expect(i18n.exists(groupTitle(group), { lng }), `${group} ${lng}`).toBe(true);
    }
  });

  it('has unique absolute paths', () => {
    const paths = ROUTES.flatMap(pathsOf);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[\w\-/:]*$/);
  });

  it('links parents that exist, menu entries that sit in the shell with an icon', () => {
    for (const route of ROUTES) {
      if (route.parent) expect(findRoute(route.parent), `${route.path} parent`).toBeDefined();
      if (route.menu) {
        expect(route.layout, route.path).toBe('shell');
        expect(route.icon, route.path).toBeDefined();
      }
    }
  });

  it('keeps login public and at both / and /login (an empty hash is the public root, spec §2)', () => {
    expect(findRoute('/')).toBe(findRoute('/login'));
    for (const route of ROUTES.filter((r) => r.authPage)) expect(route.access).toBe('public');
    expect(isAuthPath('/')).toBe(true);
    expect(isAuthPath(HOME_PATH)).toBe(false);
  });

  it('protects every shell page', () => {
    for (const route of ROUTES.filter((r) => r.layout === 'shell')) expect(route.access, route.path).not.toBe('public');
  });
});

describe('login redirects', () => {
  it('asks login to come back to the requested page', () => {
    expect(loginHref('/home?tab=1')).toBe('/login?redirect=%2Fhome%3Ftab%3D1');
    expect(loginHref('/login')).toBe('/login');
    expect(loginHref(undefined)).toBe('/login');
  });

  it('goes only to in-app paths after login', () => {
    expect(afterLoginPath('/home?tab=1')).toBe('/home?tab=1');
    expect(afterLoginPath(null)).toBe(HOME_PATH);
    expect(afterLoginPath('//evil.example')).toBe(HOME_PATH);
    expect(afterLoginPath('https://evil.example')).toBe(HOME_PATH);
    expect(afterLoginPath('/login')).toBe(HOME_PATH);
  });
});
