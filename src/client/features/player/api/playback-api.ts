import type {
  PlaybackPosition,
  PlaybackPreferences,
  SavePositionRequest,
  UpdatePlaybackPreferencesRequest,
} from '@shared/contracts/playback';
import { checkedApi, type AuthorizedFetch } from '@client/lib/auth';
import {
  PlaybackCheck,
  PlaybackPositionCheck,
  PlaybackPreferencesCheck,
  VideoPositionCheck,
} from '@client/lib/contracts/playback-checks';

const positionPath = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}/position`;

/** The signed-in person's playback: positions and preferences (docs/product/watching.md). */
export function createPlaybackApi(fetchWithAuth: AuthorizedFetch) {
  const { send, json } = checkedApi(fetchWithAuth);
  return {
    /** Preferences, started videos (most recent first) and where the players are. */
    load: () => json(PlaybackCheck, '/api/playback'),

    /** The newest position of one video, read as it opens (another device may have moved it). */
    position: async (videoId: string): Promise<PlaybackPosition | null> =>
      (await json(VideoPositionCheck, positionPath(videoId))).position,

    /**
     * One small write. `keepalive` lets it finish after the page goes (a closed tab, a hidden
     * one the browser may discard).
     */
    save: (videoId: string, position: SavePositionRequest, keepalive = false) =>
      json(PlaybackPositionCheck, positionPath(videoId), {
        method: 'PUT',
        body: JSON.stringify(position),
        keepalive,
      }),

    clear: async (videoId: string): Promise<void> => {
      await send(positionPath(videoId), { method: 'DELETE' });
    },

    setPreferences: (change: UpdatePlaybackPreferencesRequest): Promise<PlaybackPreferences> =>
      json(PlaybackPreferencesCheck, '/api/playback/preferences', {
        method: 'PATCH',
        body: JSON.stringify(change),
      }),
  };
}

export type PlaybackApi = ReturnType<typeof createPlaybackApi>;
