import fs from 'node:fs';
import path from 'node:path';

/**
 * Test files share one module registry per worker (`isolate: false`) unless they replace a module
 * with `vi.mock`: modules that other files imported first keep the real one, so those files get a
 * registry of their own. Importing the app afresh for every file was most of the unit steps' CPU
 * (the web project 147 s of CPU → 65 s, the server project 6.1 min → 2.6 min; docs/performance.md).
 * The split is read from the files, so a new `vi.mock` cannot land in the shared registry by
 * mistake. Shared also means a module's own state (a cache, a queue) lives on from file to file,
 * as in the server process: a test must not depend on starting from a fresh one.
 */
const TESTS = /\.test\.tsx?$/;
const REPLACES_A_MODULE = /\bvi\.(do)?[mM]ock\(/;

/** The test files under `root/src` that call `vi.mock`, as globs relative to `root`. */
export function testsReplacingModules(root: string): string[] {
  const src = path.join(root, 'src');
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => TESTS.test(file) && REPLACES_A_MODULE.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
