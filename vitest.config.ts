import { defineConfig } from 'vitest/config';
import { PGLITE_TEMPLATE_ENV, pgliteTemplatePath } from './src/server/db/pglite-template.ts';

// The suites that open embedded databases start each from one migrated template, made once by
// the global set-up (src/server/db/pglite-template.ts): initdb costs seconds per database.
const pgliteTemplate = {
  globalSetup: ['scripts/pglite-template-setup.ts'],
  env: { [PGLITE_TEMPLATE_ENV]: pgliteTemplatePath() },
};

// Three suites: unit (pure code, beside it), api (the app on a fresh database per file),
// e2e (the real server and Debian's Chromium). `npm test` runs all three.
export default defineConfig({
  // The path aliases (@shared/…, @server/…, @client/…) are tsconfig.json's; each project extends this.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'extension/**/*.test.ts',
          ],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          ...pgliteTemplate,
          // On a PostgreSQL server, each run's throwaway databases are dropped at its end.
          globalSetup: [...pgliteTemplate.globalSetup, 'scripts/test-databases-setup.ts'],
          // bench/: the short version of the load run (bench may import src, never the reverse).
          include: ['src/**/*.api.test.ts', 'bench/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A file per core: the runner's own process is idle while the files run (Vitest's
          // default keeps a core for it), and on a 2-core machine that ran the files one at a
          // time, 14 minutes instead of 8.
          maxWorkers: '100%',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          ...pgliteTemplate,
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a screen shows may take a while to arrive on a busy machine (a CI runner, other
          // suites beside this one): expect.poll waits up to 15 s instead of 1 s. A budget to
          // wait within, never a speed asserted.
          expect: { poll: { timeout: 15_000 } },
          // One browser and one server at a time keep a 2-core machine responsive.
          fileParallelism: false,
        },
      },
    ],
  },
});
