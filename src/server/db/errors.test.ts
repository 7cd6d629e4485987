import { describe, expect, it } from 'vitest';
import {
  isConcurrencyConflict,
  isDatabaseTimeout,
  isUniqueViolation,
  loggableError,
  unavailableReason,
} from './errors';

/** A driver error as drizzle wraps it. */
const wrapped = (cause: Record<string, unknown>) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), cause) });

describe('database error classes', () => {
  it('names a race with another request a conflict, wrapped or not', () => {
    for (const code of ['23503', '23505', '40001', '40P01']) {
      expect(isConcurrencyConflict(wrapped({ code }))).toBe(true);
    }
    expect(isConcurrencyConflict(wrapped({ code: '22P02' }))).toBe(false);
    expect(isConcurrencyConflict(new Error('plain'))).toBe(false);
  });

  it('tells an unreachable database from a refused query', () => {
    expect(unavailableReason(wrapped({ code: 'ECONNREFUSED' }))).toBe('db');
    expect(unavailableReason(wrapped({ code: '23505' }))).toBeUndefined();
  });

  it('gives the driver’s reason, not the statement drizzle was running', () => {
    const lost = wrapped({ message: 'Connection terminated unexpectedly' });
    lost.message = 'Failed query: rollback\nparams: ';
    expect(unavailableReason(lost)).toBe('Connection terminated unexpectedly');
    expect(unavailableReason(wrapped({ code: 'ECONNRESET', message: '' }))).toBe('ECONNRESET');
  });

  it('names a statement cancelled, or a connection ended, on a PostgreSQL timeout a timeout', () => {
    expect(isDatabaseTimeout(wrapped({ code: '57014' }))).toBe(true);
    // The idle timeout ends the connection between statements: the next one fails with a bare
    // message whose cause is the server's reason (postgres-connection-end.ts).
    const ended = wrapped({
      message: 'Client has encountered a connection error and is not queryable',
      cause: Object.assign(new Error('terminating connection'), { code: '25P03' }),
    });
    expect(isDatabaseTimeout(ended)).toBe(true);
    expect(isDatabaseTimeout(wrapped({ code: 'ECONNRESET' }))).toBe(false);
  });

  it('matches a unique violation of one constraint only when named', () => {
    const error = wrapped({ code: '23505', constraint: 'categories_user_name_key' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'categories_user_name_key')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_lower_key')).toBe(false);
  });
});

describe('loggableError', () => {
  it('gives a database error’s code and schema names, never the statement or its values', () => {
    const failed = wrapped({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "alice@example.com"',
      detail: 'Key (name)=(Secret) already exists.',
      table: 'videos',
      column: 'category_id',
    });
    failed.message = 'Failed query: select 1 where id = $1\nparams: alice@example.com';
    expect(loggableError(failed)).toBe(
      'SQLSTATE 22P02 (data exception), table videos, column category_id',
    );
    expect(loggableError(wrapped({ code: '40P01' }))).toBe('SQLSTATE 40P01 (transaction rollback)');
  });

  it('gives a system error’s code', () => {
    expect(loggableError(wrapped({ code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
  });

  it('gives anything else by its name and where it was thrown, not its message', () => {
    const line = loggableError(new TypeError('cannot read https://example.com/private'));
    expect(line).toMatch(/^TypeError at .*errors\.test\.ts:\d+:\d+\)?$/);
    expect(line).not.toContain('example.com');
    expect(loggableError('a string')).toBe('a thrown value that is not an Error');
  });
});
