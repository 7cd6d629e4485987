import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { withAdminClient } from '../src/server/test-support/admin-client';
import {
  TEST_DATABASE_RUN,
  testDatabasePrefix,
} from '../src/server/test-support/test-database-names';

/**
 * vitest's global set-up for the API suite on a PostgreSQL server (TEST_DATABASE_URL): names this
 * run, so that every database its files create carries the run's name, and drops whatever of them
 * is left when the run ends. A file whose tests are all skipped on PostgreSQL never runs its
 * `afterAll`, and a worker that dies never runs anything: without this, their databases stayed on
 * the server for good.
 */
export default function setup(project: TestProject): (() => Promise<void>) | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const run = randomBytes(4).toString('hex');
  project.provide(TEST_DATABASE_RUN, run);
  return () =>
    withAdminClient(serverUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [testDatabasePrefix(run)],
      );
      for (const { datname } of rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    });
}
