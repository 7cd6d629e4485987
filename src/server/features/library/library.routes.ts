import { createRoute } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import {
  LibraryChangesSchema,
  LibrarySchema,
  type Library,
  type LibraryChanges,
} from '@shared/contracts/library';
import { createCompressedBodies, type CompressedBodies } from '@server/http/compressed-bodies';
import { negotiateEncoding, type Encoding } from '@server/http/content-encoding';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import { jsonResponse, signedInErrors } from '@server/http/responses';
import type { AppEnv } from '@server/http/env';
import { piecesLength, piecesStream } from '@server/http/text-pieces';
import type { Router } from '@server/http/router';
import type { LibraryRead, LibraryService } from './library.service';

const notModified = {
  304: { description: 'Unchanged since the version If-None-Match names (its ETag)' },
};

/**
 * Compressed library answers kept per app, by version and encoding (decision 0062): a
 * 50,000-video library is about 2 MB in brotli, so this keeps about a dozen of the largest, and
 * thousands of ordinary ones.
 */
const COMPRESSED_BYTES_KEPT = 32 * 1024 * 1024;
/** Below this an answer is sent as it is: compressing it would save less than it costs. */
const COMPRESS_FROM_LENGTH = 1024;
/** From this length an uncompressed answer is sent as a stream of its pieces, never joined. */
const STREAM_FROM_LENGTH = 256 * 1024;

/** A 200 of these routes: the JSON text, or its bytes in `encoding`. Typed as c.json would be. */
function sendBody<T>(
  c: Context<AppEnv>,
  etag: string,
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  encoding: Encoding | null,
) {
  return c.body(body, 200, {
    ETag: etag,
    // Every answer of these routes depends on Accept-Encoding, the 304 included.
    Vary: 'Accept-Encoding',
    'Content-Type': 'application/json',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  }) as unknown as Response & TypedResponse<T, 200, 'json'>;
}

/**
 * The read as its answer: a 304, or the JSON text the database wrote, compressed when the client
 * accepts br or gzip. `key` names the answer's content exactly (its version, and for changes
 * the version they start from), so its compression is done once per encoding and
 * reused.
 */
async function answer<T>(
  c: Context<AppEnv>,
  read: LibraryRead,
  compressed: CompressedBodies,
  key: string,
) {
  if (read.unchanged) return c.body(null, 304, { ETag: read.etag, Vary: 'Accept-Encoding' });
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  const length = piecesLength(read.pieces);
  if (!encoding || length < COMPRESS_FROM_LENGTH) {
    // A large text goes out piece by piece (text-pieces.ts); a small one whole, with its length.
    const text = length < STREAM_FROM_LENGTH ? read.pieces.join('') : piecesStream(read.pieces);
    return sendBody<T>(c, read.etag, text, null);
  }
  const body = await compressed.get(`${key}|${read.etag}|${encoding}`, read.pieces, encoding);
  return sendBody<T>(c, read.etag, body, encoding);
}

/**
 * `GET /api/library`: the whole library in one request, as of one version (a large one read in
 * pages, decision 0064). Its ETag names the version; with that tag in If-None-Match, an unchanged library is a 304 with no body, and
 * `GET /api/library/changes` answers only what changed since (docs/product/local-copy-and-sync.md).
 */
export function registerLibraryRoutes(router: Router, signedIn: SignedIn, library: LibraryService) {
  const libraryRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/library',
    summary: 'Every collection and video of the signed-in user, in order',
    description: 'Answers are compressed (br or gzip) when Accept-Encoding allows.',
    responses: {
      200: jsonResponse(LibrarySchema, 'The library'),
      ...notModified,
      ...signedInErrors(),
    },
  });

  const changesRoute = createRoute({
    ...signedInRoute(signedIn, ['Library']),
    method: 'get',
    path: '/api/library/changes',
    summary: 'What changed in the library since the version If-None-Match names',
    description:
      'Send the ETag of the library you hold in If-None-Match. The answer has every collection and tag, the videos written since and the ids of records deleted since; its ETag names the new version. 409 reload_library: that version cannot be caught up (too old, or none named): load GET /api/library instead.',
    responses: {
      200: jsonResponse(LibraryChangesSchema, 'The changes, to apply to the library held'),
      ...notModified,
      ...signedInErrors({ 409: 'reload_library: load the whole library instead' }),
    },
  });

  const known = (c: Context<AppEnv>) =>
    library.versionOf(c.req.header('If-None-Match'), c.get('auth').userId);
  const compressed = createCompressedBodies(COMPRESSED_BYTES_KEPT);

  return router
    .openapi(libraryRoute, async (c) => {
      const { userId } = c.get('auth');
      const key = 'library';
      const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
      const sent = known(c);
      // The version answered last, when still current, is answered again from the compressed
      // bodies kept (one index probe per table), without reading or compressing. Not to a client
      // whose own version is current under another tag (sealed by another server process, or
      // by this one before a restart: decision 0086): that is a 304, which read() answers.
      const last = library.lastAnswered(userId);
      if (encoding && last !== undefined && last.snapshot !== sent?.snapshot) {
        const body = compressed.peek(`${key}|${last.etag}|${encoding}`);
        // The client's version is asked about only when the kept one is current: rarely, as a
        // library that changes leaves every process but the writer's behind.
        if (body && (await library.isCurrent(userId, last.snapshot))) {
          const behind = sent === null || !(await library.isCurrent(userId, sent.snapshot));
          if (behind) return sendBody<Library>(c, last.etag, body, encoding);
        }
      }
      const read = await library.read(userId, sent);
      return answer<Library>(c, read, compressed, key);
    })
    .openapi(changesRoute, async (c) => {
      const since = known(c);
      const read = await library.changes(c.get('auth').userId, since);
      return answer<LibraryChanges>(c, read, compressed, `changes|${since?.snapshot}`);
    });
}
