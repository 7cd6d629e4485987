import { useId } from 'react';
import { libraryCountLabel } from '@client/features/library';

/**
 * The total number of saved URLs: an image role named for what it counts ("7 videos in your
 * library"), described by the plan's usage when known ("Free Plan: 7 of 50 links, 3 of 5
 * collections"), and both in its tooltip.
 */
export function UrlCountBadge({ count, usage }: { count: number; usage: string | null }) {
  const label = libraryCountLabel(count);
  const usageId = useId();
  return (
    <>
      <span
        role="img"
        aria-label={label}
        aria-describedby={usage ? usageId : undefined}
        title={usage ? `${label}\n${usage}` : label}
        className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-sidebar-accent px-2 text-xs font-semibold text-sidebar-accent-foreground tabular-nums"
      >
        {count}
      </span>
      {usage && (
        <span id={usageId} hidden>
          {usage}
        </span>
      )}
    </>
  );
}
