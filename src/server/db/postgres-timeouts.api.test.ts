import { Hono } from 'hono';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { handleError } from '@server/http/error-handler';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDatabaseUrl } from '@server/test-support/test-database';
import { MIGRATION_LOCK_KEY, openPostgres } from './postgres';

/** Tiny timeouts, so the test need not wait the production defaults out. */
const TIMEOUT_MS = 300;

/** The answer of a request cut short by a timeout. */
const TIMED_OUT = {
  error: { code: 'database_timeout', message: 'The request took too long. Please try again.' },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite has no statement or idle timeouts: it runs one statement at a time in this process.
describe.runIf(testDatabaseUrl())('PostgreSQL timeouts (needs TEST_DATABASE_URL)', async () => {
  const { database, request } = await createTestApp({
    database: { statementTimeoutMs: TIMEOUT_MS, idleInTransactionTimeoutMs: TIMEOUT_MS },
  });
  const { db } = database;

  /** A route doing `work` in a transaction, answered through the app's error handler. */
  const answerOf = async (work: Parameters<typeof db.system>[0]) => {
    const app = new Hono()
      .get('/', async (c) => c.json(await db.system(work)))
      .onError(handleError);
    const res = await app.request('/');
    return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
  };

  it('a request stuck behind a lock past statement_timeout answers 503 database_timeout', async () => {
    const user = await signUpUser(request);
    // Another connection holds the user's row, as a stuck request elsewhere would.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    onTestFinished(() => holder.end());
    await holder.query('begin');
    await holder.query('select id from users where id = $1 for update', [user.id]);

    const res = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'Waits for the lock' },
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(TIMED_OUT);
    await holder.query('rollback');

    // Nothing was written, and the pool serves the next request.
    const names = (await user.library()).categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Unsorted']);
    const again = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'After the lock' },
    });
    expect(again.status).toBe(201);
  });

  it('a statement running past statement_timeout answers 503 database_timeout', async () => {
    const answer = await answerOf((tx) => tx.execute(sql`select pg_sleep(5)`));
    expect(answer).toEqual({
      status: 503,
      body: TIMED_OUT,
    });
  });

  it('a start-up waits for another process’s migrations however long they take', async () => {
    // Another server process migrating the same database holds the lock past both timeouts.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const release = sleep(TIMEOUT_MS * 3).then(() =>
      other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]),
    );
    onTestFinished(async () => {
      await release.catch(() => {});
      await other.end();
    });

    const started = await openPostgres(String(database.url), 2, {
      statementTimeoutMs: TIMEOUT_MS,
      idleInTransactionTimeoutMs: TIMEOUT_MS,
    });
    await release;
    expect(await started.ping()).toBe(true);
    // Its requests keep the timeouts.
    await expect(started.system((tx) => tx.execute(sql`select pg_sleep(5)`))).rejects.toThrow();
    await started.close();
  });

  it('a transaction left idle past idle_in_transaction_session_timeout answers 503 database_timeout, and the pool recovers', async () => {
    const answer = await answerOf(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(TIMEOUT_MS * 3);
      return tx.execute(sql`select 1`);
    });
    // A timeout, not an outage: the database is up, this request held it too long.
    expect(answer).toEqual({
      status: 503,
      body: TIMED_OUT,
    });
    // The server closed that connection: the pool drops it and hands out a live one.
    for (let i = 0; i < 8; i++) expect(await db.ping()).toBe(true);
  });
});
