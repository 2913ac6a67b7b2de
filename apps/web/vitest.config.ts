import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A safety net, not a speed bar: jsdom tests that click through a page and run axe take
    // seconds on a loaded 2-core machine (the default 5 s failed CI runs that way).
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
