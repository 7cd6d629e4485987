import { useEffect, useMemo } from 'react';
import { POSITION_SAVE_INTERVAL_MS } from '@shared/constants';
import type { Video } from '@shared/contracts/library';
import { usePlaybackCache } from '../api/use-playback';
import { usePlaybackApi } from '../api/use-playback-api';
import { PositionTracker } from './position-tracker';

/**
 * Saves where the person is in `video` while it plays (docs/product/watching.md#resume): at each
 * POSITION_SAVE_INTERVAL_MS beat, on pause, when the tab is hidden and when the player closes;
 * and handles its finishing (`onFinished`: marked watched by the caller). A failed save is let go:
 * the next beat writes a newer position anyway.
 */
export function usePositionSaving(
  video: Video,
  autoMarkWatched: boolean,
  onFinished: () => void,
): PositionTracker {
  const api = usePlaybackApi();
  const cache = usePlaybackCache();
  const tracker = useMemo(
    () =>
      new PositionTracker(
        {
          save: (position, keepalive) =>
            void api.save(video.id, position, keepalive).then(cache.put, () => undefined),
          finished: () => {
            cache.remove(video.id);
            onFinished();
          },
          ended: () => {
            cache.remove(video.id);
            void api.clear(video.id).catch(() => undefined);
          },
        },
        autoMarkWatched,
      ),
    // One tracker per video played; a changed setting applies from the next video on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [video.id],
  );

  useEffect(() => {
    const beat = setInterval(() => tracker.tick(), POSITION_SAVE_INTERVAL_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') tracker.flush(true);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearInterval(beat);
      document.removeEventListener('visibilitychange', onHidden);
      tracker.flush(true);
    };
  }, [tracker]);

  return tracker;
}
