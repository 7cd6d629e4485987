import { z } from 'zod';
import { PLAYBACK_SPEEDS, POSITION_MAX_SECONDS } from '../constants';

const seconds = z
  .number({ error: 'Give the time in seconds.' })
  .finite('Give the time in seconds.')
  .min(0, 'A time cannot be negative.')
  .max(POSITION_MAX_SECONDS, `A time is at most ${POSITION_MAX_SECONDS} seconds.`);

/** Where the user stopped in one video (docs/product/watching.md#resume). */
export const PlaybackPositionSchema = z
  .object({
    videoId: z.uuid(),
    /** Seconds from the start, as the site's player reported them. */
    seconds: z.number(),
    /** The video's length in seconds as the player reported it; null when it did not. */
    duration: z.number().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PlaybackPosition' });
export type PlaybackPosition = z.infer<typeof PlaybackPositionSchema>;

/** `PUT /api/videos/{id}/position`: saved while the video plays. */
export const SavePositionRequestSchema = z
  .object({
    seconds,
    duration: seconds.positive('A length must be more than 0 seconds.').nullable(),
  })
  .meta({ id: 'SavePositionRequest' });
export type SavePositionRequest = z.infer<typeof SavePositionRequestSchema>;

/** The user's choices for the player (docs/product/watching.md#settings), kept per account. */
export const PlaybackPreferencesSchema = z
  .object({
    /** Past FINISHED_FRACTION (or at the end) the video is marked watched by itself. */
    autoMarkWatched: z.boolean(),
    /** When a video of the queue ends, the next starts after AUTOPLAY_COUNTDOWN_MS. */
    autoplayNext: z.boolean(),
    /** The speed last picked in the player. */
    speed: z.number().min(PLAYBACK_SPEEDS[0]).max(2),
  })
  .meta({ id: 'PlaybackPreferences' });
export type PlaybackPreferences = z.infer<typeof PlaybackPreferencesSchema>;

export const DEFAULT_PLAYBACK_PREFERENCES: PlaybackPreferences = {
  autoMarkWatched: true,
  autoplayNext: true,
  speed: 1,
};

/** `PATCH /api/playback/preferences`: the fields to change. */
export const UpdatePlaybackPreferencesRequestSchema = z
  .object({
    autoMarkWatched: z.boolean(),
    autoplayNext: z.boolean(),
    speed: z
      .number({ error: `Pick a speed of ${PLAYBACK_SPEEDS.join(', ')}.` })
      .refine(
        (speed) => PLAYBACK_SPEEDS.some((step) => step === speed),
        `Pick a speed of ${PLAYBACK_SPEEDS.join(', ')}.`,
      ),
  })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Give at least one preference to change.')
  .meta({ id: 'UpdatePlaybackPreferencesRequest' });
export type UpdatePlaybackPreferencesRequest = z.infer<
  typeof UpdatePlaybackPreferencesRequestSchema
>;

/**
 * Where the in-app player's frames come from: the server's YOUTUBE_EMBED_URL and VIMEO_PLAYER_URL
 * settings, the only frame origins its Content-Security-Policy allows.
 */
export const PlayerSitesSchema = z
  .object({ youtubeEmbedUrl: z.string(), vimeoPlayerUrl: z.string() })
  .meta({ id: 'PlayerSites' });
export type PlayerSites = z.infer<typeof PlayerSitesSchema>;

/** `GET /api/playback`: everything the player and the cards need, in one request. */
export const PlaybackSchema = z
  .object({
    preferences: PlaybackPreferencesSchema,
    /** The user's started, unfinished videos, most recently played first. */
    positions: z.array(PlaybackPositionSchema),
    players: PlayerSitesSchema,
  })
  .meta({ id: 'Playback' });
export type Playback = z.infer<typeof PlaybackSchema>;

/** `GET /api/videos/{id}/position`: the newest position, read as a video opens. */
export const VideoPositionSchema = z
  .object({ position: PlaybackPositionSchema.nullable() })
  .meta({ id: 'VideoPosition' });
