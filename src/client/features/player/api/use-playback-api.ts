import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Playback, UpdatePlaybackPreferencesRequest } from '@shared/contracts/playback';
import { useAuth } from '@client/features/auth';
import { createPlaybackApi, type PlaybackApi } from './playback-api';
import { playbackKey, usePlaybackCache } from './use-playback';

/** The playback endpoints, sending the signed-in user's session (the player's, the settings'). */
export function usePlaybackApi(): PlaybackApi {
  const { client } = useAuth();
  return useMemo(
    () => createPlaybackApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}

/**
 * Changes the person's playback preferences (docs/product/watching.md#settings): shown at once,
 * kept by the server for every device. A refused change is put back and `onFailure` says so.
 */
export function useChangePreferences(onFailure: () => void) {
  const api = usePlaybackApi();
  const cache = usePlaybackCache();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return async (change: UpdatePlaybackPreferencesRequest) => {
    const before = queryClient.getQueryData<Playback>(playbackKey(user?.id))?.preferences;
    if (before) cache.setPreferences({ ...before, ...change });
    try {
      cache.setPreferences(await api.setPreferences(change));
    } catch {
      if (before) cache.setPreferences(before);
      onFailure();
    }
  };
}
