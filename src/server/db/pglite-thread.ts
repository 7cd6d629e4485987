import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { NotificationListener } from './client';
import { deserializeError, type Opening, type Reply, type Request } from './pglite-protocol';

/** What a request to the thread carries, less the id the client gives it. */
type Ask = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** Drizzle's statement for a transaction's isolation level and access mode, and its answer. */
const SET_TRANSACTION = /^set transaction /i;
const SET_TRANSACTION_RESULT = { rows: [], fields: [], command: 'SET', affectedRows: 0 };

/** A transaction's opening statement, until the reply to the first statement says how it went. */
interface PendingOpening extends Opening {
  settle: (opened: boolean | undefined) => void;
  fail: (error: Error) => void;
}

/** The transaction whose callback is running, for `open` (the callback's own code calls it). */
interface OpenTransaction {
  begun: boolean;
  opening: PendingOpening | undefined;
  /** Opens before the transactions of requests not yet let in (the protocol's `ahead`). */
  ahead: boolean;
  /** The next statement is the transaction's last: it carries the commit (`endWithNext`). */
  endsNext: boolean;
  /** The last statement has been sent: the transaction commits (or rolls back) with it. */
  ended: boolean;
}

/** Thrown for a statement sent after the one `endWithNext` made the transaction's last. */
export const STATEMENT_AFTER_LAST =
  'A statement was sent after the one marked as its transaction’s last.';

/** Said to every request in flight when the thread is gone: the database is unavailable. */
export const PGLITE_THREAD_STOPPED = 'The embedded database thread stopped';

/**
 * PGlite in a worker thread (pglite-worker.ts), behind the two calls drizzle's PGlite driver
 * makes: `query(sql, params, options)` and `transaction(fn)`. Queries queue in the thread as they
 * did on the main thread (one at a time; a transaction holds it until it ends), but the main
 * thread's event loop stays free while the WebAssembly runs.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void; opening?: PendingOpening }
  >();
  readonly #current = new AsyncLocalStorage<OpenTransaction>();
  /** Who hears each channel's notifications; the thread listens once a channel. */
  readonly #listeners = new Map<string, Set<NotificationListener>>();
  #nextId = 1;
  #nextTxId = 1;
  #stopped: Error | undefined;
  /** When the thread last answered anything, and when the oldest unanswered request was sent. */
  #lastAnswerAt = Date.now();
  #waitingSince: number | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) =>
      this.#stop(new Error(`${PGLITE_THREAD_STOPPED} (exit code ${code}).`)),
    );
  }

  /**
   * Starts the thread; resolves once PGlite is open and migrated there. A new database starts
   * from `template` when given (pglite-template.ts).
   */
  static start(
    pgdata: string | undefined,
    migrationsFolder: string,
    template?: string,
  ): Promise<PgliteThread> {
    // The server runs its TypeScript through tsx (npm start), and so does this thread: it
    // registers tsx as the server does (scripts/register-tsx.mjs), then loads the thread's module.
    // Both are absolute, so the thread finds them whatever the working directory.
    const entry = new URL('./pglite-worker.ts', import.meta.url).href;
    const tsx = new URL('../../../scripts/register-tsx.mjs', import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then(() => import(${JSON.stringify(entry)}));`;
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: { pgdata, migrationsFolder, template },
    });
    return new Promise((resolve, reject) => {
      const onReady = (reply: Reply) => {
        if (reply.kind === 'ready') {
          worker.off('message', onReady);
          worker.off('exit', onExit);
          resolve(new PgliteThread(worker));
        } else if (reply.kind === 'failed') {
          worker.off('message', onReady);
          worker.off('exit', onExit);
          void worker.terminate();
          reject(deserializeError(reply.error));
        }
      };
      const onExit = (code: number) =>
        reject(new Error(`${PGLITE_THREAD_STOPPED} while starting (exit code ${code}).`));
      worker.on('message', onReady);
      worker.once('error', reject);
      worker.once('exit', onExit);
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.#query(sql, params, options, undefined);
  }

  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. The
   * transaction opens with its first statement (one message, not two), and one that ran none
   * has nothing to end. Drizzle sets a transaction's isolation level and access mode with a
   * `set transaction …` statement before any other, whose answer it does not read: that one
   * travels with the next statement instead of on its own (decision 0066), and so does an
   * opening given to `open`. A statement marked by `endWithNext` carries the commit, so the
   * transaction then ends without an exchange of its own.
   */
  async transaction<T>(fn: (tx: { query: PgliteThread['query'] }) => Promise<T>): Promise<T> {
    const txId = this.#nextTxId++;
    const state: OpenTransaction = {
      begun: false,
      opening: undefined,
      ahead: false,
      endsNext: false,
      ended: false,
    };
    let prelude: string | undefined;
    const query: PgliteThread['query'] = (sql, params = [], options = {}) => {
      if (
        !state.begun &&
        prelude === undefined &&
        params.length === 0 &&
        SET_TRANSACTION.test(sql)
      ) {
        prelude = sql;
        return Promise.resolve(SET_TRANSACTION_RESULT);
      }
      if (state.ended) return Promise.reject(new Error(STATEMENT_AFTER_LAST));
      const begin = !state.begun;
      state.begun = true;
      state.ended = state.endsNext;
      return this.#query(sql, params, options, {
        txId,
        begin,
        prelude,
        opening: state.opening,
        ahead: state.ahead,
        commit: state.ended,
      });
    };
    let result: T;
    try {
      result = await this.#current.run(state, () => fn({ query }));
    } catch (error) {
      if (state.begun && !state.ended) await this.#ask({ kind: 'rollback', txId }).catch(() => {});
      throw error;
    }
    if (state.begun && !state.ended) await this.#ask({ kind: 'commit', txId });
    return result;
  }

  /**
   * Gives the transaction being run (called from inside its callback, before its first
   * statement) an opening statement: sent with the first statement, not on its own, and run
   * before it. When the opening returns no row the thread refuses the transaction: it rolls it
   * back at once and runs nothing after the opening, whose statements reject. Returns how to
   * learn, once the callback's statements are answered, whether the opening returned a row:
   * undefined when no statement has been sent, so the opening has not run. Decision 0067.
   * `ahead`: the transaction's request has held the database before, so it opens before the
   * transactions of requests not yet let in (decision 0068).
   */
  open(sql: string, params: unknown[], ahead = false): () => Promise<boolean | undefined> {
    const state = this.#current.getStore();
    if (!state || state.begun || state.opening) {
      throw new Error('An opening is given inside a transaction, before its first statement.');
    }
    let settle: PendingOpening['settle'] = () => {};
    let fail: PendingOpening['fail'] = () => {};
    const outcome = new Promise<boolean | undefined>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    // Learnt through the function returned, after the callback's statements; not unhandled.
    outcome.catch(() => {});
    state.opening = { sql, params, settle, fail };
    state.ahead = ahead;
    return () => (state.begun ? outcome : Promise.resolve(undefined));
  }

  /**
   * Makes the next statement of the transaction being run (called from inside its callback) its
   * last: the thread commits right after running it, before answering, or rolls back when it
   * fails. Nothing after that statement can undo it, and any statement after it is refused
   * (STATEMENT_AFTER_LAST). Runs `fn`, which sends that statement; if it sent none, the
   * transaction ends as usual. Decision 0075.
   */
  endWithNext<T>(fn: () => Promise<T>): Promise<T> {
    const state = this.#current.getStore();
    if (!state || state.ended) {
      throw new Error('endWithNext is called inside a transaction, before its last statement.');
    }
    state.endsNext = true;
    const disarm = () => (state.endsNext = false);
    try {
      return fn().finally(disarm);
    } catch (error) {
      disarm();
      throw error;
    }
  }

  /**
   * Whether the thread is alive and getting through its work: not stopped, and either idle or
   * answering within `patienceMs` (a 50,000-video library load keeps it busy for a second or
   * two; a thread that answered nothing for longer is stuck).
   */
  isHealthy(patienceMs: number): boolean {
    if (this.#stopped) return false;
    if (this.#waitingSince === undefined) return true;
    return Date.now() - Math.max(this.#lastAnswerAt, this.#waitingSince) < patienceMs;
  }

  get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  /**
   * Hears the notifications on `channel`: PGlite, like PostgreSQL, sends them when their
   * transaction commits. One process owns the database, so nothing is ever missed while the
   * thread lives (`gap` is never called). Resolves to the function that stops.
   */
  async listen(channel: string, listener: NotificationListener): Promise<() => void> {
    let heard = this.#listeners.get(channel);
    if (!heard) {
      heard = new Set();
      this.#listeners.set(channel, heard);
      await this.#ask({ kind: 'listen', channel });
    }
    heard.add(listener);
    return () => void heard.delete(listener);
  }

  /** Closes PGlite (a checkpoint) and ends the thread. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#ask({ kind: 'close' });
    await this.#worker.terminate();
  }

  #query(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction:
      | {
          txId: number;
          begin: boolean;
          prelude: string | undefined;
          opening: PendingOpening | undefined;
          ahead: boolean;
          commit: boolean;
        }
      | undefined,
  ) {
    const opening = inTransaction?.begin ? inTransaction.opening : undefined;
    return this.#ask(
      {
        kind: 'query',
        sql,
        params,
        rowMode: options.rowMode,
        rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
        txId: inTransaction?.txId,
        ...(inTransaction?.begin
          ? {
              begin: true,
              prelude: inTransaction.prelude,
              ...(opening ? { opening: { sql: opening.sql, params: opening.params } } : {}),
              ...(inTransaction.ahead ? { ahead: true } : {}),
            }
          : {}),
        ...(inTransaction?.commit ? { commit: true } : {}),
      },
      opening,
    );
  }

  #ask(request: Ask, opening?: PendingOpening): Promise<unknown> {
    if (this.#stopped) {
      opening?.fail(this.#stopped);
      return Promise.reject(this.#stopped);
    }
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#waitingSince = Date.now();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, ...(opening ? { opening } : {}) });
      this.#worker.postMessage({ ...request, id } as Request);
    });
  }

  #receive(reply: Reply) {
    if (reply.kind === 'notification') {
      for (const listener of this.#listeners.get(reply.channel) ?? [])
        listener.notice(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    this.#lastAnswerAt = Date.now();
    const waiter = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    this.#waitingSince = this.#pending.size === 0 ? undefined : this.#lastAnswerAt;
    if (!waiter) return;
    const error = reply.kind === 'error' ? deserializeError(reply.error) : undefined;
    // The opening is told first, so that its outcome is known when the statement's caller resumes.
    if (waiter.opening) {
      if (reply.opened === undefined && error) waiter.opening.fail(error);
      else waiter.opening.settle(reply.opened);
    }
    if (error) waiter.reject(error);
    else waiter.resolve(reply.kind === 'done' ? reply.result : undefined);
  }

  #stop(error: Error) {
    if (this.#stopped) return;
    this.#stopped = error;
    for (const waiter of this.#pending.values()) {
      waiter.opening?.fail(error);
      waiter.reject(error);
    }
    this.#pending.clear();
  }
}
