import type { LimitType } from '@shared/contracts/library';
import { isApiErrorBody } from '@shared/errors';
import type { ErrorCode } from '@shared/errors';

/** A library request that failed: the server's code when it sent one, so callers branch on it. */
export class LibraryApiError extends Error {
  override name = 'LibraryApiError';
  readonly code: ErrorCode | 'network_error' | 'unexpected_response';
  readonly status: number;
  readonly limitType: LimitType | undefined;

  constructor(
    message: string,
    details: {
      code: LibraryApiError['code'];
      status: number;
      limitType?: LimitType;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.code = details.code;
    this.status = details.status;
    this.limitType = details.limitType;
  }
}

export const isLibraryApiError = (value: unknown): value is LibraryApiError =>
  value instanceof LibraryApiError;

/** Whether the error is the server refusing for the plan's limit, and which limit. */
export function planLimitOf(error: unknown): LimitType | null {
  if (!isLibraryApiError(error) || error.code !== 'plan_limit_reached') return null;
  return error.limitType ?? null;
}

export async function errorFromResponse(response: Response): Promise<LibraryApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: a proxy's error page, for instance.
  }
  if (!isApiErrorBody(body)) {
    return new LibraryApiError(`Unexpected response (HTTP ${response.status}).`, {
      code: 'unexpected_response',
      status: response.status,
    });
  }
  return new LibraryApiError(body.error.message, {
    code: body.error.code,
    status: response.status,
    limitType: body.error.limitType,
  });
}
