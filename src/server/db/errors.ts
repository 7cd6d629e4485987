import { PGLITE_THREAD_STOPPED } from './pglite-thread';

/** Walks an error and its causes (drizzle wraps driver errors in DrizzleQueryError). */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

const unreachableMessages = [
  // The embedded database's thread is gone.
  PGLITE_THREAD_STOPPED,
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * Why the database could not be reached: the message of the driver error that says so, or
 * undefined when it was reached (and, say, refused a query). Drizzle's own message only names the
 * statement that failed, with its parameters, and when a transaction's connection dies that
 * statement is the rollback, which hides the cause.
 */
export function unavailableReason(error: unknown): string | undefined {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      unreachableCodes.has(code) ||
      code.startsWith('08') ||
      unreachableMessages.some((m) => message.includes(m))
    ) {
      return message || code;
    }
  }
  return undefined;
}

/**
 * True when PostgreSQL cut the request short on one of its timeouts (postgres.ts): a statement
 * past `statement_timeout` (57014, query_canceled) or a transaction idle past
 * `idle_in_transaction_session_timeout` (25P03; the server then closes that connection too).
 */
export function isDatabaseTimeout(error: unknown): boolean {
  for (const e of causes(error)) {
    if (e.code === '57014' || e.code === '25P03') return true;
  }
  return false;
}

/** True for a unique-constraint violation, optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of causes(error)) {
    if (e.code === '23505') {
      return constraint === undefined || e.constraint === constraint;
    }
  }
  return false;
}

/**
 * Codes a request meets only when another one changed the same rows meanwhile: a collection
 * deleted while a video moves into it (foreign key), a key taken (unique), a deadlock or a
 * serialization failure. Answered 409 conflict: reload and retry, never a 500.
 */
const conflictCodes = new Set(['23503', '23505', '40001', '40P01']);

export function isConcurrencyConflict(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && conflictCodes.has(e.code)) return true;
  }
  return false;
}

/** SQLSTATE classes (the code's first two characters), for a log line that says what happened. */
const SQLSTATE_CLASSES: Record<string, string> = {
  '08': 'connection exception',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '25': 'invalid transaction state',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '54': 'program limit exceeded',
  '55': 'object not in prerequisite state',
  '57': 'operator intervention',
  '58': 'system error',
  P0: 'PL/pgSQL error',
  XX: 'internal error',
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** A Node.js system error's code (ECONNREFUSED, EPIPE): no data in it. */
const SYSTEM_CODE = /^E[A-Z0-9_]+$/;
/** The names PostgreSQL reports an error against: schema objects, never values. */
const NAMED_FIELDS = ['table', 'column', 'constraint'] as const;

/**
 * A failure as a log line may tell it: no SQL parameter, user id, name or URL
 * (docs/decisions/0086-opaque-library-versions.md). Drizzle's message holds the statement and
 * its parameters, and PostgreSQL's own messages may quote a value (`invalid input syntax for
 * type uuid: "…"`), so no message is logged: a database error is its SQLSTATE, its class and the
 * table, column and constraint it names; a system error its code; anything else its name and
 * where it was thrown.
 */
export function loggableError(error: unknown): string {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (SQLSTATE.test(code)) {
      const what = SQLSTATE_CLASSES[code.slice(0, 2)] ?? 'database error';
      const names = NAMED_FIELDS.filter((field) => typeof e[field] === 'string').map(
        (field) => `${field} ${e[field] as string}`,
      );
      return [`SQLSTATE ${code} (${what})`, ...names].join(', ');
    }
    if (SYSTEM_CODE.test(code)) return code;
  }
  if (!(error instanceof Error)) return 'a thrown value that is not an Error';
  const frame = error.stack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at '));
  return frame ? `${error.name} ${frame}` : error.name;
}
