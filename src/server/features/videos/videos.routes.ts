import { createRoute } from '@hono/zod-openapi';
import { VIDEO_NOTE_MAX_LENGTH, VIDEO_TAGS_MAX } from '@shared/constants';
import {
  CreateVideoRequestSchema,
  IdParamSchema,
  MoveVideoRequestSchema,
  UpdateVideoRequestSchema,
  VideoSchema,
  WatchedRequestSchema,
} from '@shared/contracts/library';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import {
  jsonBody,
  jsonResponse,
  rateLimitedResponse,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import { VIDEO_REFRESHES_PER_MINUTE, type VideosService } from './videos.service';

export function registerVideoRoutes(router: Router, signedIn: SignedIn, videos: VideosService) {
  const common = signedInRoute(signedIn, ['Videos']);

  const addVideoRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/videos',
    summary: 'Save a link, first in its collection; title and channel are looked up',
    request: { body: jsonBody(CreateVideoRequestSchema) },
    responses: {
      201: jsonResponse(VideoSchema, 'The saved video'),
      ...signedInInputErrors({
        403: 'plan_limit_reached (limitType video)',
        404: 'not_found: no such collection',
        409: 'already_saved: the link is in the library already; `video` says where',
      }),
    },
  });

  const updateVideoRoute = createRoute({
    ...common,
    method: 'patch',
    path: '/api/videos/{id}',
    summary: 'Change a video’s title, URL and collection, and optionally its tags and note',
    description: `The body is the Edit Video form (title, URL, collection), plus \`tags\` (names; they replace the video’s tags, repeats in any case count once, a tag the user already has keeps its spelling, at most ${VIDEO_TAGS_MAX}) and \`note\` (plain text, at most ${VIDEO_NOTE_MAX_LENGTH} characters); either left out stays as it is. A tag no video carries any more is removed.`,
    request: { params: IdParamSchema, body: jsonBody(UpdateVideoRequestSchema) },
    responses: {
      200: jsonResponse(VideoSchema, 'The updated video'),
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const deleteVideoRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/videos/{id}',
    summary: 'Delete a video',
    request: { params: IdParamSchema },
    responses: {
      204: { description: 'Deleted' },
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const watchedRoute = createRoute({
    ...common,
    method: 'put',
    path: '/api/videos/{id}/watched',
    summary: 'Mark a video watched or not; marking it watched again keeps the first time',
    request: { params: IdParamSchema, body: jsonBody(WatchedRequestSchema) },
    responses: {
      200: jsonResponse(VideoSchema, 'The video, with `watchedAt`'),
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const restoreVideoRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/videos/{id}/restore',
    summary:
      'Undo a delete: the video comes back as it was (id, date, place in its collection), within 10 minutes of the delete',
    request: { params: IdParamSchema },
    responses: {
      200: jsonResponse(VideoSchema, 'The restored video'),
      ...signedInInputErrors({
        403: 'plan_limit_reached (limitType video): the plan filled up since the delete',
        404: 'not_found: no video of yours was deleted with this id in the last 10 minutes',
      }),
    },
  });

  const refreshVideoRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/videos/{id}/refresh',
    summary: 'Look a video’s details up again now (title unless edited, channel, unavailable mark)',
    description:
      'Asks the provider now (the video site’s oEmbed: YouTube, Vimeo, Dailymotion, TED; or the page itself) and writes what it says: the title unless the user edited it, the channel, the description, thumbnail and duration where it gives them, and `unavailable` (set when the provider says the video is removed or private, cleared when it finds it). When the provider cannot be reached the answer is 503 `lookup_unavailable` and the video is unchanged, except that the server looks it up again by itself later.',
    request: { params: IdParamSchema },
    responses: {
      200: jsonResponse(VideoSchema, 'The video, with what the lookup found'),
      ...signedInInputErrors({
        404: 'not_found',
        409: 'lookups_off: this server looks up no details for this link (METADATA_FETCH); nothing changed',
        503: 'lookup_unavailable: the provider could not be reached; the server will try again later by itself',
      }),
      ...rateLimitedResponse(
        `more than ${VIDEO_REFRESHES_PER_MINUTE} refreshes a minute by the user`,
      ),
    },
  });

  const moveVideoRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/videos/{id}/move',
    summary:
      'Reorder or move: put a video right after another of a collection (or first); writes one row',
    request: { params: IdParamSchema, body: jsonBody(MoveVideoRequestSchema) },
    responses: {
      200: jsonResponse(VideoSchema, 'The moved video, with its collection and position'),
      ...signedInInputErrors({
        404: 'not_found: no such video, video to follow, or collection',
        409: 'conflict: the video to follow is not in that collection (changed meanwhile)',
      }),
    },
  });

  return router
    .openapi(addVideoRoute, async (c) => {
      const { url, categoryId: collectionId, allowDuplicate } = c.req.valid('json');
      return c.json(
        await videos.add(c.get('auth').userId, url, collectionId, { allowDuplicate }),
        201,
      );
    })
    .openapi(updateVideoRoute, async (c) => {
      const video = await videos.update(
        c.get('auth').userId,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(video, 200);
    })
    .openapi(deleteVideoRoute, async (c) => {
      await videos.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(watchedRoute, async (c) => {
      const { watched } = c.req.valid('json');
      const video = await videos.setWatched(c.get('auth').userId, c.req.valid('param').id, watched);
      return c.json(video, 200);
    })
    .openapi(restoreVideoRoute, async (c) => {
      const video = await videos.restore(c.get('auth').userId, c.req.valid('param').id);
      return c.json(video, 200);
    })
    .openapi(refreshVideoRoute, async (c) => {
      const video = await videos.refresh(c.get('auth').userId, c.req.valid('param').id);
      return c.json(video, 200);
    })
    .openapi(moveVideoRoute, async (c) => {
      const video = await videos.move(
        c.get('auth').userId,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(video, 200);
    });
}
