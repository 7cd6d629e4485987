import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';
import type { Request } from './pglite-protocol';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';
import { PgliteThread } from './pglite-thread';

// The embedded database's thread: a transaction opens with its first statement (decision 0066),
// commits what it did, rolls back what failed, and holds the database until it ends.

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
});
