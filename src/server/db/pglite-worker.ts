import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PreparedQueries } from './pglite-prepared';
import { REFUSED_BY_OPENING, serializeError, type Reply, type Request } from './pglite-protocol';
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

/**
 * The identity parsers for a list of type OIDs, one object per list: PreparedQueries merges a
 * parsers object with PGlite's once, and drizzle sends the same list with every query.
 */
const rawParsers = new Map<string, Record<number, typeof identity>>();
function rawParsersFor(oids: number[]): Record<number, typeof identity> {
  const key = oids.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, identity]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

async function start(): Promise<PGlite> {
  const seed = templateFor(pgdata, template);
  const pg = await PGlite.create({
    ...(pgdata === undefined ? {} : { dataDir: pgdata }),
    ...(seed === undefined ? {} : { loadDataDir: seed }),
  });
  await migrate(drizzle({ client: pg, schema }), { migrationsFolder });
  // Statements are kept prepared (decision 0066), and PostgreSQL would settle on a generic plan
  // after five runs, made for the tables as they were then: an import's staging, planned while
  // its entries were few, then read them all for every batch. Each run is planned for the data
  // as it is (microseconds; what PostgreSQL does for the unnamed statements of node-postgres).
  await pg.exec('SET plan_cache_mode = force_custom_plan');
  return pg;
}

/**
 * Whose transaction opens next. PGlite runs one at a time; they wait here rather than in
 * PGlite's own queue so that a request's later transaction (`ahead`: an add's insert, after its
 * checks and the outside lookup) goes before the first of requests not yet let in, each kind in
 * the order it came. A request then waits its turn about once, not once per transaction, and
 * no request can starve another: each has few transactions. Decision 0068.
 */
const turns = createTurns();

function createTurns() {
  let taken = false;
  const ahead: (() => void)[] = [];
  const behind: (() => void)[] = [];
  return {
    take: (goesAhead: boolean): Promise<void> => {
      if (!taken) {
        taken = true;
        return Promise.resolve();
      }
      return new Promise((resolve) => (goesAhead ? ahead : behind).push(resolve));
    },
    give: (): void => {
      const next = ahead.shift() ?? behind.shift();
      if (next) next();
      else taken = false;
    },
  };
}

/**
 * Opens a transaction, once its turn comes, and keeps it open until commit or rollback;
 * resolves once it is open.
 */
async function begin(pg: PGlite, txId: number, ahead: boolean): Promise<void> {
  await turns.take(ahead);
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
      .finally(() => {
        transactions.delete(txId);
        turns.give();
      });
    ended.catch(failedToOpen);
  });
}
const ROLLBACK = Symbol('rollback');

/** A query's result, and whether its transaction's opening returned a row (when it carried one). */
interface Handled {
  result: unknown;
  opened?: boolean;
}

/** Thrown for a query whose transaction's opening returned no row: the reply says `opened`. */
class Refused extends Error {}

async function handle(pg: PGlite, prepared: PreparedQueries, request: Request): Promise<Handled> {
  switch (request.kind) {
    case 'query': {
      const { txId } = request;
      let opened: boolean | undefined;
      if (txId !== undefined && request.begin) {
        await begin(pg, txId, request.ahead === true);
        if (request.prelude !== undefined) await prepared.query(request.prelude);
        if (request.opening) {
          const { rows } = await prepared.query(request.opening.sql, request.opening.params);
          opened = rows.length > 0;
          if (!opened) {
            // Nothing behind a refused opening runs: it would run without the user's settings.
            await end(txId, false);
            throw new Refused(REFUSED_BY_OPENING);
          }
        }
      }
      const parsers = request.rawTypes ? rawParsersFor(request.rawTypes) : undefined;
      const options = {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      };
      // Outside a transaction (the health check's `select 1`), PGlite's own query: it waits for
      // the open transaction and syncs the files after.
      if (txId === undefined)
        return { result: await pg.query(request.sql, request.params, options) };
      if (!transactions.has(txId)) throw new Error('The transaction has already ended.');
      if (!request.commit)
        return { result: await prepared.query(request.sql, request.params, options), opened };
      // The transaction's last statement (decision 0075): it ends before the answer is sent.
      let result: unknown;
      try {
        result = await prepared.query(request.sql, request.params, options);
      } catch (error) {
        await end(txId, false);
        throw error;
      }
      await end(txId, true);
      return { result, opened };
    }
    case 'commit':
    case 'rollback':
      return { result: await end(request.txId, request.kind === 'commit') };
    case 'listen':
      await pg.listen(request.channel, (payload) =>
        send({ kind: 'notification', channel: request.channel, payload }),
      );
      return { result: undefined };
    case 'close':
      await pg.close();
      return { result: undefined };
  }
}

/** Ends a transaction if it is still open; resolves once it has. */
async function end(txId: number, commit: boolean): Promise<undefined> {
  const open = transactions.get(txId);
  if (!open) return undefined;
  open.end(commit);
  await open.ended;
  return undefined;
}

/**
 * Each transaction's messages are handled one after another, in the order they came: a statement
 * sent before its transaction's first one has been answered waits for the transaction to open.
 */
const lastOf = new Map<number, Promise<unknown>>();
function inOrder(request: Request, run: () => Promise<Handled>): Promise<Handled> {
  const txId =
    request.kind === 'query' || request.kind === 'commit' || request.kind === 'rollback'
      ? request.txId
      : undefined;
  if (txId === undefined) return run();
  const previous = lastOf.get(txId);
  const handled = previous ? previous.then(run, run) : run();
  const settled = handled.then(
    () => {},
    () => {},
  );
  lastOf.set(txId, settled);
  void settled.then(() => {
    if (lastOf.get(txId) === settled) lastOf.delete(txId);
  });
  return handled;
}

start().then(
  (pg) => {
    const prepared = new PreparedQueries(pg);
    port.on('message', (request: Request) => {
      inOrder(request, () => handle(pg, prepared, request)).then(
        ({ result, opened }) => send({ id: request.id, kind: 'done', result, opened }),
        (error: unknown) =>
          send({
            id: request.id,
            kind: 'error',
            error: serializeError(error),
            ...(error instanceof Refused ? { opened: false } : {}),
          }),
      );
    });
    send({ kind: 'ready' });
  },
  (error: unknown) => send({ kind: 'failed', error: serializeError(error) }),
);
