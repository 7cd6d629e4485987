import type { Video } from '@shared/contracts/library';

/** docs/product/watch-later-and-player.md: which videos the grid shows by their watched mark. */
export type WatchFilter = 'all' | 'unwatched' | 'watched';

/** The header's choices, in the order shown, with their labels. */
export const WATCH_FILTERS: ReadonlyArray<{ value: WatchFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unwatched', label: 'Unwatched' },
  { value: 'watched', label: 'Watched' },
];

export const isWatched = (video: Pick<Video, 'watchedAt'>): boolean => video.watchedAt !== null;

/** The videos the filter lets through (the same array when it lets all through). */
export function filterByWatched<T extends Pick<Video, 'watchedAt'>>(
  videos: readonly T[],
  filter: WatchFilter,
): readonly T[] {
  if (filter === 'all') return videos;
  const watched = filter === 'watched';
  return videos.filter((video) => isWatched(video) === watched);
}

/** What the empty grid says when the filter hides every video of the view. */
export const watchFilterEmptyText = (filter: Exclude<WatchFilter, 'all'>) => ({
  title: filter === 'watched' ? 'No watched videos here' : 'Nothing left to watch here',
  hint: 'Choose All to see every video of this view',
});

/** "3 watched" for the library badge's tooltip, beside the plan's usage. */
export const watchedCountText = (videos: ReadonlyArray<Pick<Video, 'watchedAt'>>): string =>
  `${videos.filter(isWatched).length} watched`;
