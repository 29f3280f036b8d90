import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config';
import { serverProjects } from './apps/server/vitest.config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/sim', ...serverProjects, ...webProjects],
    // One worker per core. Vitest's default (cores − 1) ran CI's 2-core machine on one worker:
    // 546 s for the PGlite step, with the main process almost idle beside it.
    maxWorkers: os.availableParallelism(),
  },
});
