import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { openPostgres } from '@server/db/postgres';
import { createTestDatabase, testDriver } from '@server/test-support/test-database';
import { createJobRunner, type JobRunner } from './job-runner';
import { claimJobs } from './jobs.repo';

// Background work claimed with a lease (docs/decisions/0093-leased-jobs.md). On PostgreSQL the
// two runners have a connection pool each, as two server processes would.
const database = await createTestDatabase();
const other: Database = database.url ? await openPostgres(database.url, 4) : database.db;
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  if (other !== database.db) await other.close();
  await database.drop();
});
afterEach(() => vi.restoreAllMocks());

let kinds = 0;
/** A kind of its own for each test, so that no test's runner claims another's jobs. */
const newKind = () => `test-${++kinds}`;

function runner(db: Database, leaseMs?: number): JobRunner {
  const made = createJobRunner(db, leaseMs ? { leaseMs } : {});
  runners.push(made);
  return made;
}

const rowOf = async (kind: string, key: string) =>
  (
    await database.db.system((tx) =>
      executeRows<{ failures: number; last_error: string | null; leased_by: string | null }>(
        tx,
        sql`select failures, last_error, leased_by from jobs where kind = ${kind} and key = ${key}`,
      ),
    )
  )[0];

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`background jobs (${testDriver()})`, () => {
  it('runs each job once, whichever of two processes claims it', async () => {
    const kind = newKind();
    const ran: string[] = [];
    const define = (db: Database, who: string) =>
      runner(db).define({
        kind,
        name: 'Test',
        concurrency: 3,
        retryMs: 1_000,
        run: async (key) => {
          ran.push(`${key}@${who}`);
          await tick(5);
        },
      });
    const a = define(database.db, 'a');
    const b = define(other, 'b');
    const keys = Array.from({ length: 30 }, (_, i) => `job-${i}`);
    for (const [i, key] of keys.entries()) (i % 2 ? a : b).request(key);
    await Promise.all([a.settled(), b.settled()]);
    await Promise.all([a.settled(), b.settled()]);
    expect(ran.map((run) => run.split('@')[0]).sort()).toEqual([...keys].sort());
    // Done jobs leave no row.
    expect(await rowOf(kind, 'job-0')).toBeUndefined();
  });

  it('gives a dead process’s claim to another once its lease has run out', async () => {
    const kind = newKind();
    const ran: string[] = [];
    const alive = runner(other).define({
      kind,
      name: 'Test',
      retryMs: 1_000,
      run: async (key) => void ran.push(key),
    });
    // A process claims the job with a short lease, then dies (never runs nor renews it).
    await database.db.system(async (tx) => {
      await tx.execute(
        sql`insert into jobs (kind, key, run_at) values (${kind}, 'orphan', now() - interval '1 second')`,
      );
    });
    const claimed = await database.db.system((tx) =>
      claimJobs(tx, { kind, owner: 'dead', now: Date.now(), leaseMs: 300, limit: 1 }),
    );
    expect(claimed.map((job) => job.key)).toEqual(['orphan']);
    alive.wake();
    await alive.settled();
    expect(ran).toEqual([]);
    await tick(350);
    alive.wake();
    await alive.settled();
    expect(ran).toEqual(['orphan']);
  });

  it('runs a job again when it was asked for during its run, and when it asks to', async () => {
    const kind = newKind();
    let runs = 0;
    let release: () => void = () => undefined;
    const queue = runner(database.db).define({
      kind,
      name: 'Test',
      retryMs: 1_000,
      singleKey: 'all',
      run: async (_key, { later }) => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        if (runs === 2) later(0);
      },
    });
    queue.wake();
    await vi.waitFor(() => expect(runs).toBe(1));
    // Asked for while it runs: the run under way began before the request.
    queue.wake();
    await tick(20);
    release();
    await queue.settled();
    // The second run asked for a third itself.
    expect(runs).toBe(3);
    expect(await rowOf(kind, 'all')).toBeUndefined();
  });

  it('counts a failed run and its reason, waits, and runs it again; success clears them', async () => {
    const kind = newKind();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    let runs = 0;
    const queue = runner(database.db).define({
      kind,
      name: 'Flaky work',
      retryMs: 200,
      singleKey: 'all',
      run: async (_key, { later }) => {
        runs += 1;
        if (fail) throw new Error('the outside said no');
        later(60_000);
      },
    });
    queue.wake();
    await queue.settled();
    expect(runs).toBe(1);
    expect(logged.mock.calls[0]!.join(' ')).toContain(
      'Flaky work paused after an error; trying again shortly:',
    );
    expect(await rowOf(kind, 'all')).toMatchObject({ failures: 1, leased_by: null });
    // Not before its pause.
    await queue.settled();
    expect(runs).toBe(1);
    fail = false;
    await tick(250);
    await queue.settled();
    expect(runs).toBe(2);
    expect(await rowOf(kind, 'all')).toEqual({ failures: 0, last_error: null, leased_by: null });
  });

  it('ends a run at a stop, the job given back due for the next process', async () => {
    const kind = newKind();
    const first = runner(database.db);
    let sawStop = false;
    const queue = first.define({
      kind,
      name: 'Test',
      retryMs: 1_000,
      singleKey: 'all',
      run: async (_key, { stopped }) => {
        while (!stopped()) await tick(5);
        sawStop = true;
      },
    });
    queue.wake();
    await vi.waitFor(async () =>
      expect((await rowOf(kind, 'all'))?.leased_by).toEqual(expect.any(String)),
    );
    await first.stop();
    expect(sawStop).toBe(true);
    expect(await rowOf(kind, 'all')).toMatchObject({ leased_by: null });
    const ran: string[] = [];
    const next = runner(other).define({
      kind,
      name: 'Test',
      retryMs: 1_000,
      run: async (key) => void ran.push(key),
    });
    next.wake();
    await next.settled();
    expect(ran).toEqual(['all']);
  });

  it('tells a run whose lease was taken over to stop, and keeps its result from counting', async () => {
    const kind = newKind();
    let stoppedSeen = false;
    const queue = runner(database.db, 300).define({
      kind,
      name: 'Test',
      retryMs: 1_000,
      singleKey: 'all',
      run: async (_key, { stopped }) => {
        // Another process takes the claim over (as after a pause longer than the lease).
        await database.db.system((tx) =>
          tx.execute(
            sql`update jobs set leased_by = 'someone else', lease_until = now() + interval '1 minute' where kind = ${kind}`,
          ),
        );
        for (let i = 0; i < 100 && !stopped(); i++) await tick(20);
        stoppedSeen = stopped();
      },
    });
    queue.wake();
    await vi.waitFor(() => expect(stoppedSeen).toBe(true), { timeout: 3_000 });
    await tick(50);
    expect(await rowOf(kind, 'all')).toMatchObject({ leased_by: 'someone else' });
  });
});
