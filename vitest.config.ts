import { defineConfig } from 'vitest/config';

// Three suites: unit (pure code, beside it), api (the app on a fresh database per file),
// e2e (the real server and Debian's Chromium). `npm test` runs all three.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          // bench/: the short version of the load run (bench may import src, never the reverse).
          include: ['src/**/*.api.test.ts', 'bench/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server at a time keep a 2-core machine responsive.
          fileParallelism: false,
        },
      },
    ],
  },
});
