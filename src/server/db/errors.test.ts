import { describe, expect, it } from 'vitest';
import { isConcurrencyConflict, isDatabaseUnavailable, isUniqueViolation } from './errors';

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
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
  });

  it('matches a unique violation of one constraint only when named', () => {
    const error = wrapped({ code: '23505', constraint: 'categories_user_name_key' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'categories_user_name_key')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_lower_key')).toBe(false);
  });
});
