import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  isConcurrencyConflict,
  isDatabaseTimeout,
  loggableError,
  unavailableReason,
} from '@server/db/errors';
import { AppError, errorBody } from './app-error';

/** Postgres "data exception" class: a value the database refused, i.e. bad input that slipped by. */
const isDataException = (error: unknown): boolean => {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Every failure leaves as `{ error: { code, message } }`. Only AppErrors carry their own words;
 * anything unexpected is logged and answered without internals.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) return c.json(error.toBody(), error.status, error.headers);
  if (error instanceof HTTPException) {
    if (error.status === 413) return c.json(errorBody('payload_too_large'), 413);
    if (error.status === 415) return c.json(errorBody('unsupported_media_type'), 415);
    // The JSON validator's only 400: a body that does not parse.
    if (error.status === 400) return c.json(errorBody('malformed_body'), 400);
  }
  if (isDatabaseTimeout(error)) {
    console.error(`Database timeout: ${loggableError(error)}`);
    return c.json(errorBody('database_timeout'), 503);
  }
  const unavailable = unavailableReason(error);
  if (unavailable !== undefined) {
    console.error('Database unavailable:', unavailable);
    return c.json(errorBody('database_unavailable'), 503);
  }
  if (isDataException(error)) return c.json(errorBody('validation_failed'), 400);
  if (isConcurrencyConflict(error)) return c.json(errorBody('conflict'), 409);
  console.error(`Unexpected error: ${loggableError(error)}`);
  return c.json(errorBody('internal_error'), 500);
}
