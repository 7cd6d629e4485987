import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { PgliteTransaction } from 'drizzle-orm/pglite';
import { executeRows } from './execute-rows';
import { createLane } from './lane';
import { letIn, pendingLiveness, settleLiveness } from './request-check';
import type * as schema from './schema';
import { createUserHolds } from './user-holds';

export type Schema = typeof schema;
export type DrizzleDb = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Driver = 'pglite' | 'postgres';

/**
 * Whether no other transaction can run while this one is open: true on the embedded database,
 * which runs its transactions one at a time (PGlite's own lock, decision 0029), so a row lock
 * there guards against nothing.
 */
export const runsAlone = (tx: Tx): boolean => tx instanceof PgliteTransaction;

/** The role requests run as, so that row-level security applies (migration 0001). */
export const APP_ROLE = 'vidshelf_app';

export interface AsUserOptions {
  /**
   * Read only, every statement seeing one snapshot (REPEATABLE READ): for reads that take
   * several statements and must agree, like an export streamed page by page.
   */
  snapshot?: boolean;
  /**
   * One page of a long read (a large library or an export read in pages, decision 0064). Such
   * pages take turns among themselves, a few at a time (createDatabase's `backgroundWidth`), so
   * that however many long reads run, a request's own transaction finds the database free or
   * behind a page at most: on the embedded database, which runs one transaction at a time in the
   * order they come, one page at a time; on a server, half the cores.
   */
  background?: boolean;
}

/** How the work of `Database.userSteps` runs its steps. */
export interface UserSteps {
  /** Runs one step in a transaction of the user's. */
  run<T>(step: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * True when each step commits on its own (the embedded database): when a step fails, those
   * before it stay written unless the caller undoes them. False: the steps are one transaction.
   */
  readonly separate: boolean;
}

/** Who hears a channel's notifications (Database['listen']). */
export interface NotificationListener {
  /** A notification's payload, once the transaction that sent it committed. */
  notice(payload: string): void;
  /** Notifications may have been missed (the listening connection was lost, and is back). */
  gap(): void;
}

/**
 * The only door to the data. Every access is a transaction: either as the system (sign-in,
 * sign-up, token bookkeeping: the table owner) or as one user, under a non-superuser role with
 * `app.user_id` set, where row-level security hides every other user's rows.
 */
export interface Database {
  readonly driver: Driver;
  system<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  asUser<T>(userId: string, fn: (tx: Tx) => Promise<T>, options?: AsUserOptions): Promise<T>;
  /**
   * Runs a long write of the user's (a bulk action) as steps. On the embedded database, which
   * runs one transaction at a time, each step is a transaction of its own taking turns with the
   * long reads' pages (`background`), so that other users' requests run between steps; and the
   * user's other transactions wait until `fn` ends, so that none sees the work half done
   * (decision 0084). On PostgreSQL every step runs in one transaction: the caller takes the
   * user's row lock in it.
   */
  userSteps<T>(userId: string, fn: (steps: UserSteps) => Promise<T>): Promise<T>;
  /**
   * Called inside a transaction: `run` sends the transaction's last statement. Where the driver
   * can, that statement carries the commit (the embedded database, decision 0075): nothing after
   * it may need the transaction rolled back, and no statement may follow it in the transaction.
   * Elsewhere it just runs `run`.
   */
  lastStatement<T>(run: () => Promise<T>): Promise<T>;
  /**
   * Hears the notifications (NOTIFY) on `channel` sent by any process's transactions once they
   * commit: one listening connection a process however many listen. Resolves once listening, to
   * the function that stops.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => void>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Gives the transaction being opened its opening statement without waiting for it: the driver
 * sends it with the transaction's first statement and runs nothing behind it when it returns no
 * row. Returns how to learn, once the transaction's statements are answered, whether it returned
 * a row: undefined when no statement was sent, so it has not run. `ahead`: the transaction's
 * request has held the database before, so it opens before those of requests not yet let in.
 * The embedded database's (decisions 0067 and 0068).
 */
export type DeferOpening = (statement: SQL, ahead: boolean) => () => Promise<boolean | undefined>;

/** Database['lastStatement'] as the driver provides it. */
export type LastStatement = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * `backgroundWidth`: how many background transactions (AsUserOptions) run at once; the others
 * wait their turn in the order they asked. `deferOpening`: where the driver can, a user's
 * transaction opens with its first statement rather than an exchange of its own. `lastStatement`:
 * where the driver can, a transaction's last statement carries its commit.
 */
export function createDatabase(
  driver: Driver,
  db: DrizzleDb,
  close: () => Promise<void>,
  backgroundWidth: number,
  deferOpening?: DeferOpening,
  lastStatement: LastStatement = (run) => run(),
): Omit<Database, 'listen'> {
  const background = createLane(backgroundWidth);
  const holds = createUserHolds();
  const transactionAs: Database['asUser'] = (userId, fn, options = {}) =>
    db.transaction(
      async (tx) => {
        // One statement: both settings last until the transaction ends. A signed-in request's
        // first transaction also checks its credential here (decision 0061): the condition is
        // evaluated before the settings, under the connecting role, and when it is false no
        // row comes back and nothing is set.
        const liveness = pendingLiveness();
        const opening = sql`select set_config('app.user_id', ${userId}, true), set_config('role', ${APP_ROLE}, true)${
          liveness ? sql` where ${liveness.live}` : sql``
        }`;
        const settle = (opened: boolean | undefined) => {
          if (liveness && opened !== undefined) settleLiveness(opened);
        };
        if (!deferOpening) {
          settle((await executeRows(tx, opening)).length > 0);
          return fn(tx);
        }
        // The driver runs nothing behind a refused opening, so `fn` may start at once; a
        // refusal replaces whatever `fn` made of its rejected statements.
        // A request's later transaction (not a long read's page: those take turns behind).
        const opened = deferOpening(opening, !options.background && letIn());
        const result = await fn(tx).catch(async (error: unknown) => {
          settle(await opened().catch(() => undefined));
          throw error;
        });
        settle(await opened());
        return result;
      },
      options.snapshot ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
    );

  // A user's transaction opens once no steps of theirs are running (userSteps), unless it is
  // one of those steps.
  const asUser: Database['asUser'] = async (userId, fn, options = {}) => {
    const held = holds.untilFree(userId);
    if (held) await held;
    return options.background
      ? background(() => transactionAs(userId, fn, options))
      : transactionAs(userId, fn, options);
  };

  return {
    driver,
    system: (fn) =>
      db.transaction(async (tx) => {
        const liveness = pendingLiveness();
        if (liveness) {
          const [row] = await executeRows<{ live: boolean }>(
            tx,
            sql`select ${liveness.live} as live`,
          );
          settleLiveness(row?.live === true);
        }
        return fn(tx);
      }),
    asUser,
    userSteps: (userId, fn) =>
      driver === 'pglite'
        ? holds.hold(userId, () =>
            fn({ run: (step) => asUser(userId, step, { background: true }), separate: true }),
          )
        : transactionAs(userId, (tx) => fn({ run: (step) => step(tx), separate: false })),
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    lastStatement,
    close,
  };
}
