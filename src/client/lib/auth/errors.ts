import type { ErrorCode, WeakPasswordReason } from '@shared/errors';
import { isApiErrorBody } from '@shared/errors';

/** Codes the client makes up itself when the server gave none. */
export type ClientErrorCode = 'network_error' | 'unexpected_response';
export type AuthErrorCode = ErrorCode | ClientErrorCode;

/** Gateway answers that mean "try again shortly" (as GoTrue's AuthRetryableFetchError). */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

interface AuthErrorDetails {
  code: AuthErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  retryable?: boolean;
  reasons?: WeakPasswordReason[];
  /** True when `message` is the server's own words, fit to show the user. */
  fromServer?: boolean;
  cause?: unknown;
}

export class AuthError extends Error {
  override name = 'AuthError';
  readonly code: AuthErrorCode;
  readonly status: number;
  readonly retryable: boolean;
  readonly reasons: WeakPasswordReason[];
  readonly fromServer: boolean;

  constructor(message: string, details: AuthErrorDetails) {
    super(message, { cause: details.cause });
    this.code = details.code;
    this.status = details.status;
    this.retryable = details.retryable ?? false;
    this.reasons = details.reasons ?? [];
    this.fromServer = details.fromServer ?? false;
  }
}

export function isAuthError(value: unknown): value is AuthError {
  return value instanceof AuthError;
}

export function networkError(cause: unknown): AuthError {
  return new AuthError('The server could not be reached.', {
    code: 'network_error',
    status: 0,
    retryable: true,
    cause,
  });
}

export function unexpectedResponse(status: number, cause?: unknown): AuthError {
  return new AuthError(`Unexpected response from the server (HTTP ${status}).`, {
    code: 'unexpected_response',
    status,
    retryable: RETRYABLE_STATUSES.has(status),
    cause,
  });
}

/** The error a failed response stands for. Reads the body; pass a clone to keep it. */
export async function errorFromResponse(response: Response): Promise<AuthError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: a proxy's error page, for instance.
  }
  if (!isApiErrorBody(body)) return unexpectedResponse(response.status);
  return new AuthError(body.error.message, {
    code: body.error.code,
    status: response.status,
    retryable: RETRYABLE_STATUSES.has(response.status),
    reasons: body.error.reasons ?? [],
    fromServer: true,
  });
}

/**
 * A failure that means "not now" rather than "no": the session is kept for a later try. That is
 * a retryable failure, or a 429 (our rate limit, or a proxy's without our body). A 429 is not
 * `retryable`: it asks for a wait (Retry-After), so quick retries would only be refused too.
 */
export function isPassingFailure(error: AuthError): boolean {
  return error.retryable || error.status === 429;
}

/** Anything thrown, as an AuthError (a programming error keeps its message, as non-retryable). */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new AuthError(message, { code: 'unexpected_response', status: 0, cause: error });
}
