import { describe, expect, it } from 'vitest';
import { AuthError } from '@client/lib/auth';
import { authErrorMessage, UNEXPECTED_ERROR_MESSAGE } from './error-message';

describe('authErrorMessage', () => {
  it("shows the server's message", () => {
    const error = new AuthError('Invalid login credentials', {
      code: 'invalid_credentials',
      status: 401,
      fromServer: true,
    });
    expect(authErrorMessage(error)).toBe('Invalid login credentials');
  });

  it("shows the server's message when it refuses for too many attempts", () => {
    const error = new AuthError('Too many attempts. Please wait and try again.', {
      code: 'rate_limited',
      status: 429,
      fromServer: true,
    });
    expect(authErrorMessage(error)).toBe('Too many attempts. Please wait and try again.');
  });

  it('falls back to a generic line for anything else', () => {
    const offline = new AuthError('The server could not be reached.', {
      code: 'network_error',
      status: 0,
      retryable: true,
    });
    expect(authErrorMessage(offline)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(authErrorMessage(new Error('boom'))).toBe('An unexpected error occurred');
    expect(authErrorMessage(undefined)).toBe('An unexpected error occurred');
  });
});
