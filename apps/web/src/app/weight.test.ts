import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What keeps the login page light (docs/decisions/performance.md §9, §12); e2e/chunks.spec.ts
// checks the chunks a real browser loads.
const SRC = path.resolve(import.meta.dirname, '..');
const SHARED = path.resolve(SRC, '../../../packages/shared/src');

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(SRC, dir, f));
}

/** The frame around every page and the auth pages: what the login page may load. */
const LOGIN_PATH_SOURCES = ['features/auth', 'app', 'components', 'api', 'lib', 'i18n'].flatMap(sources).filter((file) => !file.includes(`${path.sep}layouts${path.sep}ShellLayout`) && !file.endsWith('menuIcons.ts'));

describe('the login path', () => {
  it('imports the contracts of its own domains, not the map of every endpoint', () => {
    // A value import of contracts/index brings every contract (courses, game, people...) along.
    const offenders = LOGIN_PATH_SOURCES.filter((file) => /^import \{[^}]*\} from '@sandtable\/shared\/contracts\/index'/m.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('leaves the side menu’s icons to the shell’s chunk', () => {
    expect(fs.readFileSync(path.join(SRC, 'app/routes.tsx'), 'utf8')).not.toMatch(/from '@ant-design\/icons'/);
  });

  it('uses the ES build of antd’s locales (the CommonJS one duplicates the pickers’ texts)', () => {
    const offenders = LOGIN_PATH_SOURCES.filter((file) => /from 'antd\/(locale|lib)\//.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/** A file as the bundler would find it from `specifier` (null: a package). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : specifier.startsWith('@sandtable/shared/') ? path.join(SHARED, specifier.slice('@sandtable/shared/'.length)) : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${specifier} (from ${path.relative(SRC, from)}) not found`);
  return found;
}

/** The modules `file` imports statically, for its values (type-only imports are erased; import() is lazy). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, clause, specifier] of text.matchAll(/^\s*(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const named = /^\{([^}]*)\}$/.exec(clause!.trim())?.[1];
    const typeOnly = /^type\s/.test(clause!.trim()) || (named !== undefined && named.split(',').every((part) => part.trim() === '' || /^type\s/.test(part.trim())));
    if (!typeOnly) found.push(specifier!);
  }
  for (const [, specifier] of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(specifier!);
  return found;
}

/** Every package reached by static imports from `entries`, with the first file that imports it. */
function packagesReached(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(SRC, file));
    }
  }
  return packages;
}

describe('the login page’s first render (docs/decisions/performance.md §12)', () => {
  const reached = packagesReached([path.join(SRC, 'main.tsx'), path.join(SRC, 'features/auth/pages/Login/index.tsx')]);

  it('imports no antd: not its components, icons or rc-components (antd’s frame is a lazy chunk)', () => {
    const antd = [...reached].filter(([specifier]) => /^(antd|@ant-design\/|@rc-component\/|rc-)/.test(specifier));
    expect(antd.map(([specifier, by]) => `${specifier} (${by})`)).toEqual([]);
  });

  it('imports no zod: the forms load the shared schemas at their first check, the transport calls by refs', () => {
    const zod = [...reached].filter(([specifier]) => specifier === 'zod' || specifier.startsWith('zod/'));
    expect(zod.map(([specifier, by]) => `${specifier} (${by})`)).toEqual([]);
  });

  it('sees the imports it guards (the walk is not empty)', () => {
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['react', 'react-router', 'react-i18next', '@tanstack/react-query']));
  });
});

describe('a shell page’s first paint: the shell and the home page’s welcome (docs/decisions/performance.md §15)', () => {
  const reached = packagesReached([path.join(SRC, 'main.tsx'), path.join(SRC, 'app/layouts/ShellLayout.tsx'), path.join(SRC, 'features/home/pages/Home/index.tsx')]);

  it('imports no antd: the side menu, the drawer and the sections bring antd’s frame as chunks of their own', () => {
    const antd = [...reached].filter(([specifier]) => /^(antd|@ant-design\/|@rc-component\/|rc-)/.test(specifier));
    expect(antd.map(([specifier, by]) => `${specifier} (${by})`)).toEqual([]);
  });

  it('imports no zod', () => {
    const zod = [...reached].filter(([specifier]) => specifier === 'zod' || specifier.startsWith('zod/'));
    expect(zod.map(([specifier, by]) => `${specifier} (${by})`)).toEqual([]);
  });
});

describe('the home page’s first screen: the learner’s courses, the games, hot courses (docs/decisions/performance.md §16)', () => {
  const reached = packagesReached([path.join(SRC, 'features/home/components/HomeBody.tsx')]);

  it('imports no antd: only the side column (calendar, profile, messages) brings antd’s frame, as the reader comes near it', () => {
    const antd = [...reached].filter(([specifier]) => /^(antd|@ant-design\/|@rc-component\/|rc-)/.test(specifier));
    expect(antd.map(([specifier, by]) => `${specifier} (${by})`)).toEqual([]);
  });

  it('imports no zod: the lists are called through the contracts’ refs (api/refs.ts), the sign-up’s refresh loads with its press', () => {
    const zod = [...reached].filter(([specifier]) => specifier === 'zod' || specifier.startsWith('zod/'));
    expect(zod.map(([specifier, by]) => `${specifier} (${by})`)).toEqual([]);
  });

  it('sees the imports it guards (the walk reaches the course cards and the queries)', () => {
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['react-router', '@tanstack/react-query', 'react-i18next']));
  });
});
