import { useId } from 'react';
import { libraryCountLabel } from '@client/features/browse';

/**
 * The total number of saved URLs: an image role named for what it counts ("7 videos in your
 * library"), described by the plan's usage when known ("Free Plan: 7 of 50 links, 3 of 5
 * collections") and how many are watched (docs/product/watch-later-and-player.md: "3
 * watched"), all of it in its tooltip.
 */
export function UrlCountBadge({
  count,
  watched,
  usage,
}: {
  count: number;
  /** "3 watched" */
  watched: string;
  usage: string | null;
}) {
  const label = libraryCountLabel(count);
  const detailsId = useId();
  const details = usage ? [usage, watched] : [watched];
  return (
    <>
      <span
        role="img"
        aria-label={label}
        aria-describedby={detailsId}
        title={[label, ...details].join('\n')}
        className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-sidebar-accent px-2 text-xs font-semibold text-sidebar-accent-foreground tabular-nums"
      >
        {count}
      </span>
      <span id={detailsId} hidden>
        {details.join('. ')}
      </span>
    </>
  );
}
