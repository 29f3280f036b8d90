import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './antdStaticStyles.ts';
import { testsReplacingModules } from '../../vitest.shared.ts';

const withModuleMocks = testsReplacingModules(import.meta.dirname);

const project = (test: UserWorkspaceConfig['test']) =>
  defineProject({
    root: import.meta.dirname,
    plugins: [react(), antdStaticStyles()],
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // A guard against hangs, not a speed bound: jsdom renders of large forms take tens of seconds
      // when the machine is loaded (CI runs the suites beside each other).
      testTimeout: 60_000,
      ...test,
    },
  });

/** Shared registry, and the files that replace a module on their own (vitest.shared.ts). */
export const webProjects = [
  project({ name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: withModuleMocks, isolate: false }),
  project({ name: 'web:module-mocks', include: withModuleMocks }),
];

export default webProjects[0];
