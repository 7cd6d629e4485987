import type { PlaybackPosition } from '@shared/contracts/playback';
import { clockTime } from '@shared/duration';
import { lengthOf } from './progress-text';

/**
 * How much of a started video is left (docs/product/watching.md#continue-watching): "45 s left"
 * under a minute, "7 min left" (to the nearest minute), "1 h 5 min left"; "Stopped at 12:34" when
 * its length is unknown.
 */
export function leftText(
  position: Pick<PlaybackPosition, 'seconds' | 'duration'>,
  videoDuration: string | null,
): string {
  const length = lengthOf(position, videoDuration);
  if (length === null) return `Stopped at ${clockTime(position.seconds)}`;
  const left = Math.max(0, length - position.seconds);
  const wholeSeconds = Math.ceil(left);
  if (wholeSeconds < 60) return `${wholeSeconds} s left`;
  const minutes = Math.round(left / 60);
  if (minutes < 60) return `${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}
