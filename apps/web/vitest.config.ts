import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './antdStaticStyles.ts';

export default defineProject({
  plugins: [react(), antdStaticStyles()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A guard against hangs, not a speed bound: jsdom renders of large forms take tens of seconds
    // when the machine is loaded (CI runs the suites beside each other).
    testTimeout: 60_000,
  },
});
