import * as v from 'valibot';
import type {
  BulkVideosRequest,
  Collection,
  Library,
  LimitType,
  MoveCollectionRequest,
  MoveVideoRequest,
  Tag,
  TierInfo,
  UpdateVideoRequest,
  Video,
} from '@shared/contracts/library';
import type { AuthorizedFetch } from '@client/lib/auth';
import { applyLibraryChanges } from '@shared/library-changes';
import { errorFromResponse, isLibraryApiError, LibraryApiError } from './library-api-error';
import {
  BulkVideosResultCheck,
  CollectionCheck,
  LibraryChangesCheck,
  LibraryCheck,
  TagCheck,
  TierInfoCheck,
  VideoCheck,
} from '@client/lib/contracts/library-checks';

/** A video to add, as POST /api/videos takes it. */
export interface NewVideo {
  url: string;
  categoryId: string;
  allowDuplicate?: boolean;
}

export interface LibraryApi {
  getLibrary(): Promise<Library>;
  checkLimits(type: LimitType): Promise<TierInfo>;
  createCollection(name: string): Promise<Collection>;
  renameCollection(id: string, name: string): Promise<Collection>;
  deleteCollection(id: string): Promise<void>;
  /** `allowDuplicate`: save a link that is in the library already (else 409 already_saved). */
  createVideo(input: NewVideo): Promise<Video>;
  /**
   * Title, URL and collection (docs/product/api.md); tags and note (docs/product/tags-and-notes.md)
   * when given.
   */
  updateVideo(id: string, input: UpdateVideoRequest): Promise<Video>;
  deleteVideo(id: string): Promise<void>;
  /**
   * Watched or not (docs/product/watch-later-and-player.md); the answer says when it was first
   * marked.
   */
  setWatched(id: string, watched: boolean): Promise<Video>;
  /** Undoes a recent delete (docs/product/undo.md): the video as it was, back in its place. */
  restoreVideo(id: string): Promise<Video>;
  /**
   * Asks the video's site for its details again (docs/product/link-details.md#refresh-details): the
   * video as the server keeps it.
   */
  refreshDetails(id: string): Promise<Video>;
  /** One drop, one request: the server computes the new position. */
  moveCollection(id: string, move: MoveCollectionRequest): Promise<Collection>;
  moveVideo(id: string, move: MoveVideoRequest): Promise<Video>;
  /**
   * Renames a tag (docs/product/tags-and-notes.md); a name another tag has merges the two: the
   * answer is the kept one.
   */
  renameTag(id: string, name: string): Promise<Tag>;
  /** Takes a tag off every video and removes it (docs/product/tags-and-notes.md). */
  deleteTag(id: string): Promise<void>;
  /**
   * One action on many videos (docs/product/bulk-actions.md): the videos as they now are (none
   * after delete).
   */
  bulkVideos(request: BulkVideosRequest): Promise<Video[]>;
}

/**
 * The last library the server sent and its ETag (docs/product/local-copy-and-sync.md), shared by
 * every API object of one signed-in client: a reload asks what changed since, and an unchanged one
 * (304) costs the server an index probe, not a read of every video. The ETag names the user, so the
 * server never takes another account's for this one's.
 */
export interface LastLibrary {
  library: { etag: string; library: Library } | null;
}

/**
 * The library endpoints. Every answer is checked against the shared contract (its generated check,
 * lib/contracts), so a component never renders a shape it did not expect; every failure is a
 * LibraryApiError.
 */
export function createLibraryApi(
  fetchWithAuth: AuthorizedFetch,
  last: LastLibrary = { library: null },
): LibraryApi {
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetchWithAuth(path, {
        ...init,
        headers: init.body === undefined ? init.headers : { 'Content-Type': 'application/json' },
      });
    } catch (cause) {
      throw new LibraryApiError('The server could not be reached.', {
        code: 'network_error',
        status: 0,
        cause,
      });
    }
    // 304: the library the caller holds is current (getLibrary asked with its ETag).
    if (!response.ok && response.status !== 304) throw await errorFromResponse(response);
    return response;
  }

  const json = async <T>(schema: v.GenericSchema<T>, path: string, init?: RequestInit) =>
    checked(schema, await send(path, init));

  async function checked<T>(schema: v.GenericSchema<T>, response: Response): Promise<T> {
    const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new LibraryApiError('The server answered with an unexpected shape.', {
        code: 'unexpected_response',
        status: response.status,
        cause: parsed.issues,
      });
    }
    return parsed.output;
  }

  /** Keeps the answer as the last library when it names its version (else asks in full next). */
  function remember(response: Response, library: Library): Library {
    const etag = response.headers.get('ETag');
    last.library = etag ? { etag, library } : null;
    return library;
  }

  /**
   * The library as it now is. Holding one, only what changed since travels
   * (docs/product/local-copy-and-sync.md): a 304 when nothing did, else the changes, applied to it.
   * A version the server cannot catch up (reload_library) is loaded in full.
   */
  async function getLibrary(): Promise<Library> {
    const known = last.library;
    if (known) {
      try {
        const response = await send('/api/library/changes', {
          headers: { 'If-None-Match': known.etag },
        });
        if (response.status === 304) return known.library;
        const changes = await checked(LibraryChangesCheck, response);
        return remember(response, applyLibraryChanges(known.library, changes));
      } catch (error) {
        if (!isLibraryApiError(error) || error.code !== 'reload_library') throw error;
        last.library = null;
      }
    }
    const response = await send('/api/library');
    return remember(response, await checked(LibraryCheck, response));
  }

  const body = (value: unknown) => JSON.stringify(value);
  const segment = encodeURIComponent;

  return {
    getLibrary,
    checkLimits: (type) => json(TierInfoCheck, `/api/limits?type=${segment(type)}`),
    createCollection: (name) =>
      json(CollectionCheck, '/api/categories', { method: 'POST', body: body({ name }) }),
    renameCollection: (id, name) =>
      json(CollectionCheck, `/api/categories/${segment(id)}`, {
        method: 'PATCH',
        body: body({ name }),
      }),
    deleteCollection: async (id) => {
      await send(`/api/categories/${segment(id)}`, { method: 'DELETE' });
    },
    createVideo: (input) => json(VideoCheck, '/api/videos', { method: 'POST', body: body(input) }),
    updateVideo: (id, input) =>
      json(VideoCheck, `/api/videos/${segment(id)}`, { method: 'PATCH', body: body(input) }),
    deleteVideo: async (id) => {
      await send(`/api/videos/${segment(id)}`, { method: 'DELETE' });
    },
    setWatched: (id, watched) =>
      json(VideoCheck, `/api/videos/${segment(id)}/watched`, {
        method: 'PUT',
        body: body({ watched }),
      }),
    restoreVideo: (id) =>
      json(VideoCheck, `/api/videos/${segment(id)}/restore`, { method: 'POST' }),
    refreshDetails: (id) =>
      json(VideoCheck, `/api/videos/${segment(id)}/refresh`, { method: 'POST' }),
    moveCollection: (id, move) =>
      json(CollectionCheck, `/api/categories/${segment(id)}/move`, {
        method: 'POST',
        body: body(move),
      }),
    moveVideo: (id, move) =>
      json(VideoCheck, `/api/videos/${segment(id)}/move`, { method: 'POST', body: body(move) }),
    renameTag: (id, name) =>
      json(TagCheck, `/api/tags/${segment(id)}`, { method: 'PATCH', body: body({ name }) }),
    deleteTag: async (id) => {
      await send(`/api/tags/${segment(id)}`, { method: 'DELETE' });
    },
    bulkVideos: async (request) =>
      (
        await json(BulkVideosResultCheck, '/api/videos/bulk', {
          method: 'POST',
          body: body(request),
        })
      ).videos,
  };
}
