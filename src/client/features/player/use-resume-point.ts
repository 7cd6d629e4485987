import { useEffect, useState } from 'react';
import { FINISHED_FRACTION, POSITION_MIN_SECONDS } from '@shared/constants';
import type { PlaybackPosition } from '@shared/contracts/playback';
import { usePlaybackApi } from './api/use-playback-api';

/** Where a video may resume: a saved position worth resuming, before the finishing threshold. */
export const resumable = (position: PlaybackPosition | null | undefined) =>
  position != null &&
  position.seconds >= POSITION_MIN_SECONDS &&
  (position.duration === null || position.seconds < position.duration * FINISHED_FRACTION)
    ? position
    : null;

/**
 * The video's newest position, read from the server as it opens (another device may have moved
 * it since this one read the list); the cached one if the server does not answer. `undefined`
 * while reading, and when not `wanted` (the player was asked for a moment).
 */
export function useResumePoint(
  videoId: string,
  cached: PlaybackPosition | undefined,
  wanted: boolean,
): PlaybackPosition | null | undefined {
  const api = usePlaybackApi();
  const [point, setPoint] = useState<PlaybackPosition | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    api.position(videoId).then(
      (position) => current && setPoint(resumable(position)),
      () => current && setPoint(resumable(cached)),
    );
    return () => {
      current = false;
    };
    // The cached position is only the fallback of this one read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, videoId, wanted]);
  return point;
}
