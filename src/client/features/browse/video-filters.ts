import type { Video } from '@shared/contracts/library';
import { createVideoFilter, type VideoFilter } from '@client/features/search';
import { sortVideos, type VideoSort } from '@client/features/sort';

/**
 * The filter of one library in each sort it is shown in, made once per sort and kept: the
 * search's sort (SEARCH_VIEW_KEY's) has its index prepared while the page is idle, whatever view
 * shows, and the first key typed, which switches the view to that sort, gets that same filter
 * and its ready index (docs/product/large-libraries.md). A view in another sort (All Videos by
 * newest) never makes an index of its own: only a search does.
 */
export function videoFiltersOf(videos: readonly Video[]): (sort: VideoSort) => VideoFilter {
  const filters = new Map<VideoSort, VideoFilter>();
  return (sort) => {
    let filter = filters.get(sort);
    if (!filter) filters.set(sort, (filter = createVideoFilter(sortVideos(videos, sort))));
    return filter;
  };
}
