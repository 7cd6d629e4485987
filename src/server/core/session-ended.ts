import { AppError } from '@server/http/app-error';

/**
 * The answer when a signed-in request finds its session or its user gone mid-way (ended from
 * another device, the account deleted): the same 401 the session check gives, so the client
 * signs out.
 */
export const sessionEnded = () =>
  new AppError('invalid_jwt', 401, 'Invalid JWT: the session has ended.');
