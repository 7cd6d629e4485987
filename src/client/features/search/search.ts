import type { Video } from '@shared/contracts/library';
import { tagKey } from '@shared/tag-name';
import { parseSearch } from './search-query';
import { createSearchIndex } from './search-index';

/** The query that counts: surrounding spaces do not make a search. */
export const normalizeQuery = (query: string): string => query.trim();

export const isSearching = (query: string): boolean => normalizeQuery(query) !== '';

/** The view a list is chosen for: the search, else the selected collection (null: all). */
export interface VideoView {
  query: string;
  categoryId: string | null;
}

/** Picks the videos a view shows out of one library; build one per library. */
export interface VideoFilter {
  (view: VideoView): readonly Video[];
  /**
   * Indexes up to `count` more videos for the search, ahead of the first key
   * (docs/product/large-libraries.md: the first key typed paid for lower-casing, then for indexing,
   * the whole library); true while some are left.
   */
  prepare(count: number): boolean;
}

// Needles whose matches are kept: erasing a query back finds each shorter one's matches
// again without a scan (docs/product/large-libraries.md); a few, as a query is a few words.
const KEPT_NEEDLES = 16;

/**
 * The videos the grid shows (docs/product/states.md): a search looks through every video, whatever
 * collection is selected; otherwise the selected collection's, or all of them when none is
 * selected.
 *
 * The index (search-index.ts) is built while the page is idle (`prepare`), or by the first
 * search, and kept. The recent searches' matches are kept too: a needle seen again (erasing)
 * costs nothing. A text holding the new needle holds every part of it, so when the new needle
 * matches as many videos as a kept part of it, they are the same videos, and the kept list is
 * answered itself.
 */
export function createVideoFilter(videos: readonly Video[]): VideoFilter {
  const index = createSearchIndex(videos);
  const kept = new Map<string, readonly Video[]>();

  // A tag's name as compared, worked out once per name (tagKey normalises).
  const tagKeys = new Map<string, string>();
  const carries = (video: Video, wanted: string) =>
    video.tags.some((name) => {
      let key = tagKeys.get(name);
      if (key === undefined) tagKeys.set(name, (key = tagKey(name)));
      return key === wanted;
    });

  function search(needle: string): readonly Video[] {
    const known = kept.get(needle);
    if (known) return known;
    const matches = index.find(needle);
    // Typing on within the same results: the same list, so the grid's cards see nothing new and
    // none renders again (docs/product/large-libraries.md).
    let found: readonly Video[] = matches.length === videos.length ? videos : matches;
    for (const [shorter, list] of kept) {
      if (list.length === matches.length && needle.includes(shorter)) found = list;
    }
    kept.set(needle, found);
    // A Map iterates in insertion order: the first key is the oldest.
    const oldest = kept.keys().next();
    if (kept.size > KEPT_NEEDLES && !oldest.done) kept.delete(oldest.value);
    return found;
  }

  const filter = ({ query, categoryId: collectionId }: VideoView) => {
    if (isSearching(query)) {
      const { text, tags, unavailable } = parseSearch(query);
      const found = search(text);
      return tags.length === 0 && !unavailable
        ? found
        : found.filter(
            (video) =>
              (!unavailable || video.unavailable) && tags.every((wanted) => carries(video, wanted)),
          );
    }
    if (collectionId === null) return videos;
    return videos.filter((video) => video.categoryId === collectionId);
  };
  return Object.assign(filter, { prepare: index.prepare });
}
