import type { PlaybackPosition } from '@shared/contracts/playback';
import { clockTime, durationSeconds } from '@shared/duration';

/**
 * The video's length for its progress: what the player reported with the position, else the
 * length its link's details gave (`Video.duration`, whole seconds as a string); null when neither
 * is known.
 */
export function lengthOf(
  position: Pick<PlaybackPosition, 'duration'>,
  videoDuration: string | null,
): number | null {
  const reported = position.duration;
  if (reported !== null && Number.isFinite(reported) && reported > 0) return reported;
  return durationSeconds(videoDuration);
}

/**
 * A card's progress bar (docs/product/watching.md#progress-on-cards): the share watched, 0 to 1,
 * and its accessible name ("Watched 12:34 of 20:00"); null without a known length, when no bar
 * shows.
 */
export function progressOf(
  position: Pick<PlaybackPosition, 'seconds' | 'duration'>,
  videoDuration: string | null,
): { fraction: number; label: string } | null {
  const length = lengthOf(position, videoDuration);
  if (length === null) return null;
  const seconds = Math.min(Math.max(0, position.seconds), length);
  return {
    fraction: seconds / length,
    label: `Watched ${clockTime(seconds)} of ${clockTime(length)}`,
  };
}
