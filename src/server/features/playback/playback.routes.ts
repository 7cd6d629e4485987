import { createRoute } from '@hono/zod-openapi';
import { POSITION_MAX_SECONDS } from '@shared/constants';
import { IdParamSchema } from '@shared/contracts/library';
import {
  PlaybackPositionSchema,
  PlaybackPreferencesSchema,
  PlaybackSchema,
  SavePositionRequestSchema,
  UpdatePlaybackPreferencesRequestSchema,
  VideoPositionSchema,
} from '@shared/contracts/playback';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import {
  jsonBody,
  jsonResponse,
  signedInErrors,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import type { PlaybackService } from './playback.service';

/**
 * Watching (docs/product/watching.md): where the user stopped in each video
 * (docs/product/watching.md#resume), their player settings (docs/product/watching.md#settings)
 * and where the player's frames come from. None of it is library data: these writes leave the
 * library's version alone, except a position that tells a YouTube video's unknown length
 * (docs/product/watching.md#running-time).
 */
export function registerPlaybackRoutes(
  router: Router,
  signedIn: SignedIn,
  playback: PlaybackService,
) {
  const common = signedInRoute(signedIn, ['Playback']);

  const playbackRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/playback',
    summary: 'The player settings, every saved position (most recently played first), the players',
    description:
      'Read as the app opens. `preferences` are the defaults until the user changes one; `positions` are the videos started and not finished; `players` are the addresses the in-app player’s frames load from (YOUTUBE_EMBED_URL, VIMEO_PLAYER_URL).',
    responses: {
      200: jsonResponse(PlaybackSchema, 'Preferences, positions and players'),
      ...signedInErrors(),
    },
  });

  const positionRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/videos/{id}/position',
    summary: 'Where the user stopped in a video; null when they have not started it',
    request: { params: IdParamSchema },
    responses: {
      200: jsonResponse(VideoPositionSchema, 'The position, or null'),
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const savePositionRoute = createRoute({
    ...common,
    method: 'put',
    path: '/api/videos/{id}/position',
    summary: 'Save where the user stopped in a video (sent every few seconds while it plays)',
    description: `\`seconds\` from the start and the \`duration\` the player reported (null when it reported none), each from 0 to ${POSITION_MAX_SECONDS} seconds, a duration more than 0. A time past the duration is saved as the duration. The library and its version are unchanged, except once for a YouTube video whose length is unknown: the duration, in whole seconds, becomes its \`duration\`.`,
    request: { params: IdParamSchema, body: jsonBody(SavePositionRequestSchema) },
    responses: {
      200: jsonResponse(PlaybackPositionSchema, 'The position saved'),
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const forgetPositionRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/videos/{id}/position',
    summary: 'Forget where the user stopped in a video (no position is no error)',
    request: { params: IdParamSchema },
    responses: {
      204: { description: 'Forgotten' },
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const preferencesRoute = createRoute({
    ...common,
    method: 'patch',
    path: '/api/playback/preferences',
    summary: 'Change some of the player settings; the others stay as they are',
    description:
      'Any of `autoMarkWatched`, `autoplayNext` and `speed` (one of the player’s steps), at least one; another field is refused.',
    request: { body: jsonBody(UpdatePlaybackPreferencesRequestSchema) },
    responses: {
      200: jsonResponse(PlaybackPreferencesSchema, 'Every setting, as now kept'),
      ...signedInInputErrors(),
    },
  });

  return router
    .openapi(playbackRoute, async (c) => c.json(await playback.read(c.get('auth').userId), 200))
    .openapi(positionRoute, async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ position: await playback.positionOf(c.get('auth').userId, id) }, 200);
    })
    .openapi(savePositionRoute, async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json(await playback.savePosition(c.get('auth').userId, id, body), 200);
    })
    .openapi(forgetPositionRoute, async (c) => {
      await playback.forgetPosition(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(preferencesRoute, async (c) =>
      c.json(await playback.updatePreferences(c.get('auth').userId, c.req.valid('json')), 200),
    );
}
