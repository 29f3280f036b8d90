import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { testsReplacingModules } from '../../vitest.shared.ts';

const withModuleMocks = testsReplacingModules(import.meta.dirname);

const project = (test: UserWorkspaceConfig['test']) =>
  defineProject({ root: import.meta.dirname, test: { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, ...test } });

/** Shared registry, and the files that replace a module on their own (vitest.shared.ts). */
export const serverProjects = [
  project({ name: 'server', include: ['src/**/*.test.ts'], exclude: withModuleMocks, isolate: false }),
  project({ name: 'server:module-mocks', include: withModuleMocks }),
];

export default serverProjects[0];
