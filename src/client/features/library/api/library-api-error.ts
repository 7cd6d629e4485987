import type { LimitType } from '@shared/contracts/library';
import { isApiErrorBody } from '@shared/errors';
import type { ApiErrorBody, ErrorCode } from '@shared/errors';

/**
 * Where a link is saved already (docs/product/already-saved.md): the video, and the collection it
 * is in.
 */
export type SavedVideo = NonNullable<ApiErrorBody['error']['video']>;

/** A library request that failed: the server's code when it sent one, so callers branch on it. */
export class LibraryApiError extends Error {
  override name = 'LibraryApiError';
  readonly code: ErrorCode | 'network_error' | 'unexpected_response';
  readonly status: number;
  readonly limitType: LimitType | undefined;
  readonly video: SavedVideo | undefined;

  constructor(
    message: string,
    details: {
      code: LibraryApiError['code'];
      status: number;
      limitType?: LimitType;
      video?: SavedVideo;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.code = details.code;
    this.status = details.status;
    this.limitType = details.limitType;
    this.video = details.video;
  }
}

export const isLibraryApiError = (value: unknown): value is LibraryApiError =>
  value instanceof LibraryApiError;

/** Whether the error is the server refusing for the plan's limit, and which limit. */
export function planLimitOf(error: unknown): LimitType | null {
  if (!isLibraryApiError(error) || error.code !== 'plan_limit_reached') return null;
  return error.limitType ?? null;
}

/** The server's answer when the link is in the library already: its words and where it is. */
export interface AlreadySaved {
  message: string;
  video: SavedVideo;
}

/**
 * Whether the error is the server refusing a link saved already (docs/product/already-saved.md),
 * and where it is.
 */
export function alreadySavedOf(error: unknown): AlreadySaved | null {
  if (!isLibraryApiError(error) || error.code !== 'already_saved' || !error.video) return null;
  return { message: error.message, video: error.video };
}

const isSavedVideo = (value: unknown): value is SavedVideo =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'categoryId', 'categoryName'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

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
    // Checked: only a well-formed one is offered to open.
    video: isSavedVideo(body.error.video) ? body.error.video : undefined,
  });
}
