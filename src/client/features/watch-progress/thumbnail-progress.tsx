import { use } from 'react';
import { leftText } from './left-text';
import { progressOf } from './progress-text';
import { WatchProgressContext } from './progress-context';

/**
 * Over a started, unwatched video's image (docs/product/watching.md#progress-on-cards): a thin
 * bar along its bottom edge, as long as the share watched, named for assistive technology
 * ("Watched 12:34 of 20:00"); none when the video's length is unknown. In Continue watching
 * (docs/product/watching.md#continue-watching), how much is left in the bottom-left corner, across
 * from the length. Neither takes a pointer: they sit under the card's controls, never over them.
 * The caller's box is `relative`.
 *
 * With the first screen, not fetched on demand: a chunk of its own for the "left" text made the
 * bundler split the runtime it shares with the first screen's code into more first-load files,
 * which weighed more than the text (docs/decisions/0076-bundle-budget-157.md).
 */
export function ThumbnailProgress({
  videoId,
  duration,
}: {
  videoId: string;
  /** The video's stored length (whole seconds as a string), for a position without one. */
  duration: string | null;
}) {
  const { byVideo, showLeft } = use(WatchProgressContext);
  const position = byVideo.get(videoId);
  if (!position) return null;
  const progress = progressOf(position, duration);
  return (
    <>
      {showLeft && (
        <span
          data-slot="time-left"
          className="pointer-events-none absolute bottom-1.5 left-1.5 rounded bg-black/80 px-1 py-0.5 text-xs leading-none font-medium text-white tabular-nums"
        >
          {leftText(position, duration)}
        </span>
      )}
      {progress && (
        <div
          role="progressbar"
          aria-label={progress.label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress.fraction * 100)}
          data-slot="watch-progress"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-1 bg-black/40"
        >
          <div className="h-full bg-red-600" style={{ width: `${progress.fraction * 100}%` }} />
        </div>
      )}
    </>
  );
}
