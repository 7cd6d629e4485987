import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
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
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [testDatabasePrefix(run)],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}
