import { isAuthError } from '@client/lib/auth';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** docs/product/errors.md: the server's own message when it sent one, else a generic line. */
export function authErrorMessage(error: unknown): string {
  if (isAuthError(error) && error.fromServer && error.message) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
