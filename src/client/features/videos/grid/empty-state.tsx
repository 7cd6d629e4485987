import type { ReactNode } from 'react';
import { watchFilterEmptyText, type WatchFilter } from '@client/features/watch-filter';
import { CONTINUE_WATCHING_EMPTY } from '@client/features/watch-progress';
import { MaskIcon } from '@client/components/mask-icon/mask-icon';

/**
 * The two empty states of docs/product/screens-and-routes.md; the one without a search offers Add
 * Video. A watched filter that hides every video of the view
 * (docs/product/watch-later-and-player.md) says so instead, rather than calling the collection
 * empty; so does an empty Continue watching (docs/product/watching.md#continue-watching), saying
 * what it is for (adding a video would not fill it).
 */
export function EmptyState({
  searching,
  watchFilter,
  continueWatching = false,
  addVideo,
}: {
  searching: boolean;
  watchFilter: WatchFilter;
  /** The view is Continue watching, and no video is started. */
  continueWatching?: boolean;
  addVideo: ReactNode;
}) {
  const filtered = searching
    ? null
    : continueWatching
      ? CONTINUE_WATCHING_EMPTY
      : watchFilter !== 'all'
        ? watchFilterEmptyText(watchFilter)
        : null;
  const icon = searching
    ? 'search-x'
    : continueWatching
      ? 'play'
      : filtered
        ? 'eye-off'
        : 'video-off';
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <MaskIcon name={icon} className="size-12 text-muted-foreground" />
      <h2 className="text-lg font-semibold">
        {searching ? 'No videos found' : (filtered?.title ?? 'No videos in this category')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {searching
          ? 'Try adjusting your search or browse a different category'
          : (filtered?.hint ?? 'Add your first YouTube video to get started')}
      </p>
      {!searching && !filtered && addVideo}
    </div>
  );
}
