/**
 * Messages between the server's main thread and the thread that runs PGlite
 * (docs/decisions/0029-pglite-worker-thread.md). Everything in them survives structured cloning.
 */

/**
 * What the main thread asks. A query with `txId` runs inside that transaction, and the first of
 * a transaction says `begin`: the transaction opens with it, so a transaction costs no exchange
 * of its own before its first statement.
 */
export type Request =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /**
       * Type OIDs to leave as PostgreSQL's text. Drizzle passes parsers as functions, which
       * cannot cross threads; all of them are the identity (they keep dates and intervals as
       * text), so their OIDs say everything.
       */
      rawTypes: number[] | undefined;
      txId: number | undefined;
      begin?: boolean;
      /** With `begin`: the transaction's `set transaction …`, run first after it opens. */
      prelude?: string;
      /**
       * With `begin`: the transaction's opening statement, run after the prelude (a user's
       * settings and their credential's check, decision 0067). When it returns no row the
       * transaction is refused: rolled back at once, and this query and any after it not run.
       */
      opening?: Opening;
      /**
       * With `begin`: the transaction belongs to a request that has held the database before
       * (an add's insert after its checks): it opens before those of requests not yet let in.
       */
      ahead?: boolean;
      /**
       * The transaction's last statement: it commits right after (rolls back if the statement
       * fails), before the answer, so the database is not held for a commit's exchange.
       */
      commit?: boolean;
    }
  | { id: number; kind: 'commit' | 'rollback'; txId: number }
  /** Starts listening on a channel: every notification on it comes over as a `notification`. */
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'close' };

/** A PostgreSQL error, with the fields errors.ts reads (code, constraint, …). */
export interface SerializedError {
  message: string;
  fields: Record<string, string | undefined>;
}

/**
 * What the thread answers. A query that carried an opening says `opened`: whether the opening
 * returned a row (absent when the opening itself failed).
 */
export type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { id: number; kind: 'done'; result?: unknown; opened?: boolean }
  | { id: number; kind: 'error'; error: SerializedError; opened?: boolean }
  /** A notification (NOTIFY) on a channel listened to, sent once its transaction committed. */
  | { kind: 'notification'; channel: string; payload: string };

/** A statement and its parameters. */
export interface Opening {
  sql: string;
  params: unknown[];
}

/** The error a query answers when its transaction's opening statement returned no row. */
export const REFUSED_BY_OPENING =
  'The transaction was refused: its opening statement returned no row.';

/** The error fields PostgreSQL (and so PGlite) sets, carried across as they are. */
export const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

export function serializeError(error: unknown): SerializedError {
  const record = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  const fields: Record<string, string | undefined> = {};
  for (const field of ERROR_FIELDS) {
    const value = record[field];
    if (value !== undefined && value !== null) fields[field] = String(value);
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/** The error again, on this side: an Error with the same message and PostgreSQL fields. */
export function deserializeError({ message, fields }: SerializedError): Error {
  return Object.assign(new Error(message), fields);
}
