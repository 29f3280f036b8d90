import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What keeps the login page light (docs/decisions/performance.md §9); e2e/chunks.spec.ts checks
// the chunks a real browser loads.
const SRC = path.resolve(import.meta.dirname, '..');

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
