import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from '@sandtable/shared/i18n/index';
import { ROUTES } from '../app/routes';
import { CORE_NAMESPACES, HOME_NAMESPACES } from './core';

const SRC = path.resolve(import.meta.dirname, '..');

/** Whether `key` (a.b.c, or a prefix of one) is a text of the namespace; 'course:join' is an authority. */
function isText(ns: (typeof NAMESPACES)[number], key: string): boolean {
  let node: unknown = resources['zh-CN'][ns];
  for (const part of key.split('.').filter(Boolean)) {
    const level = node as Record<string, unknown> | undefined;
    node = level?.[part] ?? level?.[`${part}_other`]; // plurals: key_one, key_other
  }
  return node !== undefined || key.includes('${');
}

/** The namespaces a source file names: `ns:key` texts and useTranslation('ns' | ['ns', ...]). */
function namespacesIn(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const ns of NAMESPACES) {
    const keys = [...text.matchAll(new RegExp(`['"\`]${ns}:([\\w.\${}]*)`, 'g'))].map((m) => m[1]);
    if (keys.some((key) => isText(ns, key)) || new RegExp(`useTranslation\\(\\[?[^)]*'${ns}'`).test(text)) found.add(ns);
  }
  return found;
}

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(SRC, dir, f));
}

describe('the core texts (loaded before the first render)', () => {
  it('cover the frame and the auth pages, which load no other texts', () => {
    // The auth pages (login, register...) load only the core texts (router.tsx); the frame around
    // every page (layouts, shared components, transport, forms) renders before any page's texts.
    const outside = ['features/auth', 'app', 'components', 'api', 'lib', 'i18n']
      .flatMap(sources)
      .flatMap((file) => [...namespacesIn(file)].filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns)).map((ns) => `${path.relative(SRC, file)}: ${ns}`));
    expect(outside).toEqual([]);
  });

  it('with the home texts, cover the home page (its welcome, before the sections load the rest)', () => {
    const allowed: readonly string[] = [...CORE_NAMESPACES, ...HOME_NAMESPACES];
    const outside = sources('features/home/pages').flatMap((file) => [...namespacesIn(file)].filter((ns) => !allowed.includes(ns)).map((ns) => `${path.relative(SRC, file)}: ${ns}`));
    expect(outside).toEqual([]);
    expect(ROUTES.find((route) => route.path === '/home')?.texts).toEqual(HOME_NAMESPACES);
  });

  it('are enough for every auth page: those all live in features/auth', () => {
    const routes = fs.readFileSync(path.join(SRC, 'app/routes.tsx'), 'utf8');
    const authPages = ROUTES.filter((route) => route.authPage).map((route) => {
      const block = routes.slice(routes.indexOf(`path: ${route.path === '/login' ? 'LOGIN_PATH' : `'${route.path}'`}`));
      return /page: \(\) => import\('([^']+)'\)/.exec(block)![1];
    });
    expect(authPages.length).toBeGreaterThan(0);
    for (const page of authPages) expect(page).toMatch(/^\.\.\/features\/auth\//);
  });
});
