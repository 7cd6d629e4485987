import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  DEFAULT_ERROR_MESSAGES,
  type ApiErrorBody,
  type ErrorCode,
  type WeakPasswordReason,
} from '../../shared/errors';

/** A failure the client is meant to see: answered as `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    readonly reasons?: WeakPasswordReason[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.reasons ? { reasons: this.reasons } : {}),
      },
    };
  }
}

export const errorBody = (
  code: ErrorCode,
  message = DEFAULT_ERROR_MESSAGES[code],
): ApiErrorBody => ({
  error: { code, message },
});
