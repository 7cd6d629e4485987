import type { Video } from '../../../../shared/contracts/library';

/** The query that counts: surrounding spaces do not make a search. */
export const normalizeQuery = (query: string): string => query.trim();

export const isSearching = (query: string): boolean => normalizeQuery(query) !== '';

/** SPEC §5: a case-insensitive substring of the title or the channel name. */
export function matchesQuery(video: Video, query: string): boolean {
  const needle = normalizeQuery(query).toLocaleLowerCase();
  if (needle === '') return true;
  return (
    video.title.toLocaleLowerCase().includes(needle) ||
    (video.channelName ?? '').toLocaleLowerCase().includes(needle)
  );
}

/**
 * The videos the grid shows. SPEC §4: a search looks through every video, whatever collection
 * is selected; otherwise the selected collection's, or all of them when none is selected.
 */
export function visibleVideos(
  videos: readonly Video[],
  view: { query: string; categoryId: string | null },
): Video[] {
  if (isSearching(view.query)) return videos.filter((video) => matchesQuery(video, view.query));
  if (view.categoryId === null) return [...videos];
  return videos.filter((video) => video.categoryId === view.categoryId);
}
