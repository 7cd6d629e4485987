import { isApiErrorBody, type ApiErrorBody } from '@shared/errors';
import type { Collection, MoveVideoRequest, Video } from '@shared/contracts/library';
import type { Connection } from './stored';

// The Vidshelf API as the extension calls it: with the connection's token, from the extension's
// origin (the server answers CORS for chrome-extension:// origins, so no host permission is needed).

/** A request that has not answered in this time counts as the server being unreachable. */
const REQUEST_TIMEOUT_MS = 15_000;

export type ApiFailure =
  /** No answer: the server is down, the address wrong, or the network away. */
  | { kind: 'network' }
  /** An error answer; `error` is its `{ error: { code, message, … } }` body when it had one. */
  | { kind: 'http'; status: number; error: ApiErrorBody['error'] | null }
  /** A success answer of the wrong shape: not a Vidshelf, or another version of it. */
  | { kind: 'unexpected' };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

/** The few fields the popup reads, checked by hand to keep zod out of the extension. */
export type CollectionSummary = Pick<Collection, 'id' | 'name' | 'isDefault'>;
export type SavedVideo = Pick<Video, 'id' | 'title' | 'categoryId'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The `typeof` each field of `T` must have: every field named, none of another kind. */
type FieldTypes<T> = {
  [K in keyof T]-?: T[K] extends string ? 'string' : T[K] extends boolean ? 'boolean' : never;
};

/**
 * Whether `value` is an object whose named fields have the given `typeof`s. One checker serves
 * every answer shape, so a shape is a list of fields rather than another hand-written function,
 * and the list is typed against the shape, so it cannot drift from the type it vouches for.
 */
function hasFields<T>(value: unknown, fields: FieldTypes<T>): value is T {
  return (
    isObject(value) && Object.entries(fields).every(([name, type]) => typeof value[name] === type)
  );
}

const isCollection = (value: unknown): value is CollectionSummary =>
  hasFields<CollectionSummary>(value, { id: 'string', name: 'string', isDefault: 'boolean' });

const isVideo = (value: unknown): value is SavedVideo =>
  hasFields<SavedVideo>(value, { id: 'string', title: 'string', categoryId: 'string' });

async function call<T>(
  connection: Connection,
  method: string,
  path: string,
  read: (body: unknown) => T | null,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${connection.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${connection.token}`,
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  let json: unknown = null;
  if (response.status !== 204) {
    try {
      json = await response.json();
    } catch {
      json = null;
    }
  }
  if (!response.ok) {
    const error = isApiErrorBody(json) ? json.error : null;
    return { ok: false, failure: { kind: 'http', status: response.status, error } };
  }
  const value = read(json);
  return value === null ? { ok: false, failure: { kind: 'unexpected' } } : { ok: true, value };
}

/** The user's collections, in the library's order (GET /api/library). */
export function fetchCollections(connection: Connection): Promise<ApiResult<CollectionSummary[]>> {
  return call(connection, 'GET', '/api/library', (body) => {
    if (!isObject(body) || !Array.isArray(body.categories)) return null;
    const collections: unknown[] = body.categories;
    return collections.every(isCollection) ? collections : null;
  });
}

/** Saves a link; `allowDuplicate` saves it even when the library has it already (else 409). */
export function saveVideo(
  connection: Connection,
  url: string,
  categoryId: string,
  allowDuplicate = false,
): Promise<ApiResult<SavedVideo>> {
  const request = { url, categoryId, ...(allowDuplicate && { allowDuplicate: true }) };
  return call(connection, 'POST', '/api/videos', (body) => (isVideo(body) ? body : null), request);
}

/** Moves a video to the top of another collection. */
export function moveVideo(
  connection: Connection,
  videoId: string,
  categoryId: string,
): Promise<ApiResult<SavedVideo>> {
  const move: MoveVideoRequest = { categoryId, afterId: null };
  return call(
    connection,
    'POST',
    `/api/videos/${encodeURIComponent(videoId)}/move`,
    (body) => (isVideo(body) ? body : null),
    move,
  );
}

/** Revokes the connection's own token (disconnect). */
export function revokeCurrentToken(connection: Connection): Promise<ApiResult<true>> {
  return call(connection, 'DELETE', '/api/tokens/current', () => true);
}
