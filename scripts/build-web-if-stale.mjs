#!/usr/bin/env node
// `npm start`: builds the web app only when a source is newer than the last build, so that
// starting an unchanged checkout costs no build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/shared/src', 'packages/sim/src', 'package-lock.json'];

/** The newest modification time under `file` (0 when it does not exist). */
function newest(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(file).reduce((max, name) => Math.max(max, newest(path.join(file, name))), stat.mtimeMs);
}

const builtAt = newest(built);
const changed = sources.find((source) => newest(path.join(root, source)) > builtAt);
if (builtAt && !changed) {
  console.log('Web app is up to date (apps/web/dist).');
} else {
  console.log(builtAt ? `Web app sources changed (${changed}): building.` : 'Building the web app.');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(res.status ?? 1);
}
