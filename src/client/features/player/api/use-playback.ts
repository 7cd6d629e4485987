import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Playback, PlaybackPosition } from '@shared/contracts/playback';
import { useAuth } from '@client/features/auth';
import { createPlaybackApi } from './playback-api';

/** Keyed by user, so one user's positions never show for another; sign-out empties the cache. */
export const playbackKey = (userId: string | undefined) => ['playback', userId ?? ''] as const;

/**
 * The user's playback (docs/product/watching.md): read with the library and again as the window
 * comes back into focus, so another device's progress shows on the cards.
 */
export function usePlayback() {
  const { user, client } = useAuth();
  return useQuery({
    queryKey: playbackKey(user?.id),
    queryFn: () => createPlaybackApi((input, init) => client.fetchWithAuth(input, init)).load(),
    enabled: user !== null,
    refetchOnWindowFocus: true,
  });
}

/** Changes to the cached playback, as this tab's player makes them. */
export function usePlaybackCache() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = playbackKey(user?.id);
    const update = (change: (playback: Playback) => Playback) =>
      queryClient.setQueryData<Playback>(key, (playback) => playback && change(playback));
    return {
      /** The video's position, now the most recent. */
      put: (position: PlaybackPosition) =>
        update((playback) => ({
          ...playback,
          positions: [
            position,
            ...playback.positions.filter((shown) => shown.videoId !== position.videoId),
          ],
        })),
      remove: (videoId: string) =>
        update((playback) => ({
          ...playback,
          positions: playback.positions.filter((shown) => shown.videoId !== videoId),
        })),
      setPreferences: (preferences: Playback['preferences']) =>
        update((playback) => ({ ...playback, preferences })),
    };
  }, [queryClient, user?.id]);
}
