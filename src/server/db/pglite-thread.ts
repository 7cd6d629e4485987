import { Worker } from 'node:worker_threads';
import { deserializeError, type Reply, type Request } from './pglite-protocol';

/** What a request to the thread carries, less the id the client gives it. */
type Ask = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** Drizzle's statement for a transaction's isolation level and access mode, and its answer. */
const SET_TRANSACTION = /^set transaction /i;
const SET_TRANSACTION_RESULT = { rows: [], fields: [], command: 'SET', affectedRows: 0 };

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
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
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
   * travels with the next statement instead of on its own (decision 0066).
   */
  async transaction<T>(fn: (tx: { query: PgliteThread['query'] }) => Promise<T>): Promise<T> {
    const txId = this.#nextTxId++;
    let begun = false;
    let prelude: string | undefined;
    const query: PgliteThread['query'] = (sql, params = [], options = {}) => {
      if (!begun && prelude === undefined && params.length === 0 && SET_TRANSACTION.test(sql)) {
        prelude = sql;
        return Promise.resolve(SET_TRANSACTION_RESULT);
      }
      const begin = !begun;
      begun = true;
      return this.#query(sql, params, options, { txId, begin, prelude });
    };
    let result: T;
    try {
      result = await fn({ query });
    } catch (error) {
      if (begun) await this.#ask({ kind: 'rollback', txId }).catch(() => {});
      throw error;
    }
    if (begun) await this.#ask({ kind: 'commit', txId });
    return result;
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
    inTransaction: { txId: number; begin: boolean; prelude: string | undefined } | undefined,
  ) {
    return this.#ask({
      kind: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      txId: inTransaction?.txId,
      ...(inTransaction?.begin ? { begin: true, prelude: inTransaction.prelude } : {}),
    });
  }

  #ask(request: Ask): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#waitingSince = Date.now();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as Request);
    });
  }

  #receive(reply: Reply) {
    if (!('id' in reply)) return;
    this.#lastAnswerAt = Date.now();
    const waiter = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    this.#waitingSince = this.#pending.size === 0 ? undefined : this.#lastAnswerAt;
    if (!waiter) return;
    if (reply.kind === 'done') waiter.resolve(reply.result);
    else waiter.reject(deserializeError(reply.error));
  }

  #stop(error: Error) {
    if (this.#stopped) return;
    this.#stopped = error;
    for (const waiter of this.#pending.values()) waiter.reject(error);
    this.#pending.clear();
  }
}
