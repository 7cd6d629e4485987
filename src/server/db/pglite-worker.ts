import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PreparedQueries } from './pglite-prepared';
import { serializeError, type Reply, type Request } from './pglite-protocol';
import { templateFor } from './pglite-template';
import * as schema from './schema';

// The thread that runs PGlite (pglite-thread.ts starts it): its WebAssembly Postgres executes
// here, so a long query never blocks the server's event loop (0029-pglite-worker-thread.md).

const { pgdata, migrationsFolder, template } = workerData as {
  pgdata: string | undefined;
  migrationsFolder: string;
  /** A migrated empty database to start a new one from (pglite-template.ts). */
  template: string | undefined;
};
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only');
const send = (reply: Reply) => port.postMessage(reply);

/**
 * The open transactions, and how to end each. Their statements run through `PreparedQueries`,
 * under the lock PGlite's transaction holds.
 */
const transactions = new Map<number, { end: (commit: boolean) => void; ended: Promise<void> }>();

const identity = (value: unknown) => value;

async function start(): Promise<PGlite> {
  const seed = templateFor(pgdata, template);
  const pg = await PGlite.create({
    ...(pgdata === undefined ? {} : { dataDir: pgdata }),
    ...(seed === undefined ? {} : { loadDataDir: seed }),
  });
  await migrate(drizzle({ client: pg, schema }), { migrationsFolder });
  return pg;
}

/** Opens a transaction and keeps it open until commit or rollback; resolves once it is open. */
function begin(pg: PGlite, txId: number): Promise<void> {
  return new Promise((opened, failedToOpen) => {
    let end: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    const ended = pg
      .transaction(async () => {
        transactions.set(txId, { end, ended });
        opened();
        // Resolving commits; throwing makes PGlite roll back.
        if (!(await decided)) throw ROLLBACK;
      })
      .then(
        () => {},
        (error: unknown) => {
          if (error !== ROLLBACK) throw error;
        },
      )
      .finally(() => transactions.delete(txId));
    ended.catch(failedToOpen);
  });
}
const ROLLBACK = Symbol('rollback');

async function handle(pg: PGlite, prepared: PreparedQueries, request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const { txId } = request;
      if (txId !== undefined && request.begin) {
        await begin(pg, txId);
        if (request.prelude !== undefined) await prepared.query(request.prelude);
      }
      const parsers = request.rawTypes
        ? Object.fromEntries(request.rawTypes.map((oid) => [oid, identity]))
        : undefined;
      const options = {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      };
      // Outside a transaction (the health check's `select 1`), PGlite's own query: it waits for
      // the open transaction and syncs the files after.
      if (txId === undefined) return pg.query(request.sql, request.params, options);
      if (!transactions.has(txId)) throw new Error('The transaction has already ended.');
      return prepared.query(request.sql, request.params, options);
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(request.txId);
      if (!open) return undefined;
      open.end(request.kind === 'commit');
      return open.ended;
    }
    case 'close':
      await pg.close();
      return undefined;
  }
}

start().then(
  (pg) => {
    const prepared = new PreparedQueries(pg);
    port.on('message', (request: Request) => {
      handle(pg, prepared, request).then(
        (result) => send({ id: request.id, kind: 'done', result }),
        (error: unknown) => send({ id: request.id, kind: 'error', error: serializeError(error) }),
      );
    });
    send({ kind: 'ready' });
  },
  (error: unknown) => send({ kind: 'failed', error: serializeError(error) }),
);
