import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/sim', 'apps/server', 'apps/web'],
  },
});
