import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '@shared/errors';

/** What some codes carry beside the message (`reasons`, `limitType`). */
export type ErrorDetails = Omit<ApiErrorBody['error'], 'code' | 'message'>;

/** A failure the client is meant to see: answered as `{ error: { code, message, …details } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get reasons() {
    return this.details.reasons;
  }

  /** Response headers the answer carries beside the body. */
  get headers(): Record<string, string> {
    return {};
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}

/** Refused for coming too often; the answer says in whole seconds when a try may pass. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super('rate_limited', 429, message);
    this.name = 'RateLimitedError';
  }

  override get headers(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/** Refused for now, for what else is under way: `Retry-After` says in whole seconds when to try again. */
export class TryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    status: ContentfulStatusCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, status, message);
    this.name = 'TryLaterError';
  }

  override get headers(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

export const errorBody = (
  code: ErrorCode,
  message = DEFAULT_ERROR_MESSAGES[code],
): ApiErrorBody => ({
  error: { code, message },
});
