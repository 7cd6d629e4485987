import type { Collection, Library, Tag, Video } from '@shared/contracts/library';
import { isSearching } from '@client/features/search';
import { countLibrary, type LibraryCounts } from './counts';
import { defaultSort, firstSorted, type SortViewKey, type VideoSort } from '@client/features/sort';
import type { WatchFilter } from '@client/features/watch-filter';

/**
 * Cards kept for the first screen: more than the widest screen shows before a scroll (five
 * columns of about three rows), few enough to read back in a few milliseconds.
 */
export const FIRST_SCREEN_VIDEOS = 100;

/**
 * What the library opens on, kept beside the whole local copy and read before it
 * (docs/decisions/0060-local-library-copy.md): the collections and tags, the first cards of the
 * collection shown first (docs/product/states.md: the first one) in the order that view had, and
 * the counts the sidebar shows, which its few cards could not give.
 */
export interface FirstScreen {
  categories: Collection[];
  tags: Tag[];
  /** The collection the library opens on; null when there is none. */
  collectionId: string | null;
  /**
   * The sort that collection had when this was kept (docs/product/all-videos-and-sorting.md:
   * remembered per view).
   */
  sort: VideoSort;
  /** Its first FIRST_SCREEN_VIDEOS videos in that order. */
  videos: Video[];
  counts: LibraryCounts;
}

/** The first screen of `library` as it opens with the sorts remembered in `sorts`. */
export function firstScreenOf(
  library: Library,
  sorts: Readonly<Record<SortViewKey, VideoSort>>,
): FirstScreen {
  // A loaded library always holds "Unsorted"; without a collection there is nothing to show.
  const collectionId = library.categories[0]?.id ?? null;
  const sort =
    collectionId === null ? 'custom' : (sorts[collectionId] ?? defaultSort(collectionId));
  const own = library.videos.filter((video) => video.categoryId === collectionId);
  return {
    categories: library.categories,
    tags: library.tags,
    collectionId,
    sort,
    videos: firstSorted(own, sort, FIRST_SCREEN_VIDEOS),
    counts: countLibrary(library.videos),
  };
}

/** What the screen is set to show. */
export interface ShownView {
  collectionId: string | null;
  sort: VideoSort;
  query: string;
  watchFilter: WatchFilter;
}

/**
 * The first screen's cards and how many the collection holds, when they are what `view` shows
 * (the collection it was kept for, in the same order, unsearched and unfiltered), else null:
 * another view waits for the whole library rather than show cards it would not.
 */
export function firstScreenCards(
  screen: FirstScreen | null,
  view: ShownView,
): { videos: Video[]; count: number } | null {
  if (!screen || screen.collectionId === null) return null;
  const same =
    view.collectionId === screen.collectionId &&
    view.sort === screen.sort &&
    !isSearching(view.query) &&
    view.watchFilter === 'all';
  if (!same) return null;
  return { videos: screen.videos, count: screen.counts.byCollection.get(screen.collectionId) ?? 0 };
}
