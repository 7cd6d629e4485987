import type {
  Playback,
  PlaybackPosition,
  PlaybackPreferences,
  PlayerSites,
  SavePositionRequest,
  UpdatePlaybackPreferencesRequest,
} from '@shared/contracts/playback';
import { formatDuration } from '@shared/duration';
import type { Database } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import {
  forgetPosition,
  playbackOf,
  positionOf,
  savePosition,
  updatePreferences,
} from './playback.repo';

/** The words of every other video route for a video the user does not have. */
const videoNotFound = () => new AppError('not_found', 404, 'Video not found.');

/**
 * The player's length as the videos' `duration` column holds it: whole seconds, rounded; null
 * when none was reported or it is none a card shows (under half a second rounds to zero).
 */
function wholeLength(duration: number | null): string | null {
  if (duration === null) return null;
  const whole = String(Math.round(duration));
  return formatDuration(whole) === null ? null : whole;
}

export interface PlaybackServiceDeps {
  db: Database;
  /** Where the in-app player's frames come from (YOUTUBE_EMBED_URL, VIMEO_PLAYER_URL). */
  players: PlayerSites;
}

/**
 * Watching (docs/product/watching.md): where the user stopped in each video, and their player
 * settings. Every request is one transaction of one statement, which carries its commit
 * (decision 0075); none changes the library or its version, except the position that tells a
 * YouTube video's length first (docs/product/watching.md#running-time).
 */
export function createPlaybackService({ db, players }: PlaybackServiceDeps) {
  const sites: PlayerSites = { ...players };
  return {
    /** Everything the player and the cards need, read as the app opens. */
    read: (userId: string): Promise<Playback> =>
      db.asUser(userId, async (tx) => ({
        ...(await db.lastStatement(() => playbackOf(tx, userId))),
        players: sites,
      })),

    /** The video's position (null: none), read as it opens (docs/product/watching.md#resume). */
    positionOf: (userId: string, videoId: string): Promise<PlaybackPosition | null> =>
      db.asUser(userId, async (tx) => {
        const position = await db.lastStatement(() => positionOf(tx, userId, videoId));
        if (position === undefined) throw videoNotFound();
        return position;
      }),

    /**
     * Saves where the user stopped. A time past the length the player reported is the end: the
     * players report a last tick a little past it. That length is the video's own, so a YouTube
     * video whose length is unknown keeps it (playback.repo.ts savePosition).
     */
    savePosition: (
      userId: string,
      videoId: string,
      { seconds, duration }: SavePositionRequest,
    ): Promise<PlaybackPosition> =>
      db.asUser(userId, async (tx) => {
        const clamped = duration === null ? seconds : Math.min(seconds, duration);
        const saved = await db.lastStatement(() =>
          savePosition(tx, userId, videoId, clamped, duration, wholeLength(duration)),
        );
        if (!saved) throw videoNotFound();
        return saved;
      }),

    /** Forgets the video's position; a video with none answers as one with one (idempotent). */
    forgetPosition: (userId: string, videoId: string): Promise<void> =>
      db.asUser(userId, async (tx) => {
        if (!(await db.lastStatement(() => forgetPosition(tx, userId, videoId)))) {
          throw videoNotFound();
        }
      }),

    /** Changes the preferences given; answers them all. */
    updatePreferences: (
      userId: string,
      change: UpdatePlaybackPreferencesRequest,
    ): Promise<PlaybackPreferences> =>
      db.asUser(userId, (tx) => db.lastStatement(() => updatePreferences(tx, userId, change))),
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;
