import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';
import { REFUSED_BY_OPENING, type Request } from './pglite-protocol';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';
import { PgliteThread, STATEMENT_AFTER_LAST } from './pglite-thread';

// The embedded database's thread: a transaction opens with its first statement (decision 0066),
// with its opening when it has one (decision 0067), commits what it did, rolls back what failed,
// holds the database until it ends, and a request's later transaction opens before those of
// requests not yet let in (decision 0068); a statement marked as its transaction's last carries
// the commit (decision 0075).

let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.start(undefined, MIGRATIONS_FOLDER, process.env[PGLITE_TEMPLATE_ENV]);
  await thread.query('create table notes (id int primary key, text text not null)');
});
afterAll(() => thread.close());

/** The messages `fn` sends to the thread, by kind and whether they begin a transaction. */
async function messagesOf(fn: () => Promise<unknown>): Promise<string[]> {
  const post = vi.spyOn(Worker.prototype, 'postMessage');
  try {
    await fn().catch(() => {});
    return post.mock.calls.map(([message]) => {
      const request = message as Request;
      return request.kind === 'query' && request.begin ? 'begin+query' : request.kind;
    });
  } finally {
    post.mockRestore();
  }
}

/** A transaction that holds the database, once open, until `release` is called. */
function holdTheDatabase() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const holding = thread.transaction(async (tx) => {
    await tx.query('select 1');
    await held;
  });
  return { holding, release };
}

const texts = async () =>
  (
    (await thread.query('select text from notes order by id')) as { rows: { text: string }[] }
  ).rows.map((row) => row.text);

describe('transactions on the PGlite thread', () => {
  it('open with their first statement: a statement and its commit are two messages', async () => {
    const sent = await messagesOf(() =>
      thread.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [1, 'kept']);
      }),
    );
    expect(sent).toEqual(['begin+query', 'commit']);
    expect(await texts()).toEqual(['kept']);
  });

  it('carry their isolation level and access mode with their first statement', async () => {
    const setTransaction = 'set transaction isolation level repeatable read read only';
    let isolation: unknown;
    const sent = await messagesOf(() =>
      thread.transaction(async (tx) => {
        await tx.query(setTransaction);
        isolation = await tx.query('show transaction_isolation');
      }),
    );
    expect(sent).toEqual(['begin+query', 'commit']);
    expect(isolation).toMatchObject({ rows: [{ transaction_isolation: 'repeatable read' }] });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(setTransaction);
        await tx.query('insert into notes values ($1, $2)', [9, 'refused']);
      }),
    ).rejects.toThrow(/read-only transaction/);
    expect(await texts()).toEqual(['kept']);
  });

  it('send nothing when they run no statement', async () => {
    expect(await messagesOf(() => thread.transaction(async () => 'nothing'))).toEqual([]);
    await expect(thread.transaction(async () => 'nothing')).resolves.toBe('nothing');
  });

  it('roll back what they did when they throw, and when their first statement fails', async () => {
    const sent = await messagesOf(() =>
      thread.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [2, 'rolled back']);
        throw new Error('changed my mind');
      }),
    );
    expect(sent).toEqual(['begin+query', 'rollback']);
    await expect(
      thread.transaction((tx) => tx.query('insert into notes values ($1, $2)', [1, 'duplicate'])),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await texts()).toEqual(['kept']);
  });

  it('hold the database until they end: a statement outside waits for the commit', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = thread.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [3, 'late']);
      await held;
    });
    // Sent while the transaction is open; answered only after its commit, so it sees the row.
    const outside = texts();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await open;
    expect(await outside).toEqual(['kept', 'late']);
  });

  it('send their opening with their first statement, and run it first', async () => {
    let opened = () => Promise.resolve<boolean | undefined>(undefined);
    const sent = await messagesOf(() =>
      thread.transaction(async (tx) => {
        opened = thread.open(`select set_config('app.note', $1, true)`, ['from the opening']);
        const { rows } = (await tx.query(`select current_setting('app.note') as note`)) as {
          rows: { note: string }[];
        };
        await tx.query('insert into notes values ($1, $2)', [4, rows[0]?.note]);
      }),
    );
    expect(sent).toEqual(['begin+query', 'query', 'commit']);
    await expect(opened()).resolves.toBe(true);
    expect(await texts()).toEqual(['kept', 'late', 'from the opening']);
  });

  it('run nothing behind an opening that returns no row, and free the database at once', async () => {
    let opened = () => Promise.resolve<boolean | undefined>(undefined);
    const outcomes: unknown[] = [];
    await thread.transaction(async (tx) => {
      opened = thread.open('select 1 where $1::boolean', [false]);
      for (const id of [5, 6]) {
        outcomes.push(
          await tx.query('insert into notes values ($1, $2)', [id, 'behind a refusal']).then(
            () => 'ran',
            (error: Error) => error.message,
          ),
        );
      }
    });
    await expect(opened()).resolves.toBe(false);
    expect(outcomes).toEqual([REFUSED_BY_OPENING, 'The transaction has already ended.']);
    expect(await texts()).toEqual(['kept', 'late', 'from the opening']);
  });

  it('tell an opening it never ran when they have sent no statement, and refuse a late one', async () => {
    let outcome: boolean | undefined = true;
    const sent = await messagesOf(() =>
      thread.transaction(async () => {
        const opened = thread.open('select 1', []);
        // Learnt inside the callback, as `Database.asUser` does: it must not wait for its end.
        outcome = await opened();
      }),
    );
    expect(sent).toEqual([]);
    expect(outcome).toBeUndefined();
    await thread.transaction(async (tx) => {
      await tx.query('select 1');
      expect(() => thread.open('select 1', [])).toThrow(/before its first statement/);
    });
    expect(() => thread.open('select 1', [])).toThrow(/inside a transaction/);
  });

  it('fail the opening and the statement together when the opening fails', async () => {
    let opened = () => Promise.resolve<boolean | undefined>(undefined);
    await expect(
      thread.transaction(async (tx) => {
        opened = thread.open('select nonsense from nowhere', []);
        await tx.query('insert into notes values ($1, $2)', [7, 'behind a failure']);
      }),
    ).rejects.toThrow(/nowhere/);
    await expect(opened()).rejects.toThrow(/nowhere/);
    expect(await texts()).toEqual(['kept', 'late', 'from the opening']);
  });

  it('run statements sent together in the order they were sent, the first opening the way', async () => {
    // Another transaction holds the database, so the first statement waits to open this one
    // while the second has already arrived.
    const { holding, release } = holdTheDatabase();
    const together = thread.transaction((tx) =>
      Promise.all([
        tx.query('insert into notes values ($1, $2)', [8, 'first']),
        tx.query(`update notes set text = text || ' then second' where id = 8`),
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([holding, together]);
    expect(await texts()).toEqual(['kept', 'late', 'from the opening', 'first then second']);
  });

  it('open a request’s later transactions before those of requests not yet let in, each kind in turn', async () => {
    const { holding, release } = holdTheDatabase();
    // Each notes its turn as the next id: the order the thread ran them in.
    const waiting = (['fresh 1', 'later 1', 'fresh 2', 'later 2'] as const).map((text) =>
      thread.transaction(async (tx) => {
        thread.open('select 1', [], text.startsWith('later'));
        await tx.query('insert into notes values ((select max(id) + 1 from notes), $1)', [text]);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([holding, ...waiting]);
    expect((await texts()).slice(-4)).toEqual(['later 1', 'later 2', 'fresh 1', 'fresh 2']);
  });

  it('commit with the statement marked last: no message of its own, the database free at its answer', async () => {
    let seenInside: string[] = [];
    const sent = await messagesOf(() =>
      thread.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [100, 'before the last']);
        await thread.endWithNext(() =>
          tx.query('insert into notes values ($1, $2)', [101, 'the last']),
        );
        // Committed already: a statement outside is answered while this callback still runs
        // (it would wait for the commit, and so for this callback, otherwise).
        seenInside = await texts();
      }),
    );
    // The third: the statement outside, answered inside the callback.
    expect(sent).toEqual(['begin+query', 'query', 'query']);
    expect(seenInside.slice(-2)).toEqual(['before the last', 'the last']);
  });

  it('carry the opening and the commit in one message when the first statement is the last', async () => {
    let opened = () => Promise.resolve<boolean | undefined>(undefined);
    const sent = await messagesOf(() =>
      thread.transaction(async (tx) => {
        opened = thread.open(`select set_config('app.note', $1, true)`, ['opened and ended']);
        await thread.endWithNext(() =>
          tx.query(`insert into notes values ($1, current_setting('app.note'))`, [102]),
        );
      }),
    );
    expect(sent).toEqual(['begin+query']);
    await expect(opened()).resolves.toBe(true);
    expect((await texts()).at(-1)).toBe('opened and ended');
  });

  it('roll back, without a message of their own, when the statement marked last fails', async () => {
    const before = await texts();
    let failure: unknown;
    const sent = await messagesOf(async () => {
      failure = await thread
        .transaction(async (tx) => {
          await tx.query('insert into notes values ($1, $2)', [103, 'undone']);
          await thread.endWithNext(() =>
            tx.query('insert into notes values ($1, $2)', [100, 'duplicate']),
          );
        })
        .catch((error: unknown) => error);
    });
    expect(sent).toEqual(['begin+query', 'query']);
    expect(failure).toMatchObject({ code: '23505' });
    expect(await texts()).toEqual(before);
  });

  it('refuse a statement after the last, keeping what the last committed', async () => {
    const before = await texts();
    let after: unknown;
    await thread.transaction(async (tx) => {
      await thread.endWithNext(() =>
        tx.query('insert into notes values ($1, $2)', [104, 'committed last']),
      );
      after = await tx
        .query('insert into notes values ($1, $2)', [105, 'too late'])
        .catch((error: Error) => error.message);
    });
    expect(after).toBe(STATEMENT_AFTER_LAST);
    expect(await texts()).toEqual([...before, 'committed last']);
    expect(() => thread.endWithNext(() => Promise.resolve())).toThrow(/inside a transaction/);
  });

  it('end as usual when the statement marked last was not sent', async () => {
    const sent = await messagesOf(() =>
      thread.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [106, 'ended by its commit']);
        await thread.endWithNext(() => Promise.resolve('no statement'));
      }),
    );
    expect(sent).toEqual(['begin+query', 'commit']);
    expect((await texts()).at(-1)).toBe('ended by its commit');
  });
});
