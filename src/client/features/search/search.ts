import type { Video } from '@shared/contracts/library';
import { tagKey } from '@shared/tag-name';
import { parseSearch } from './search-query';

/** The query that counts: surrounding spaces do not make a search. */
export const normalizeQuery = (query: string): string => query.trim();

export const isSearching = (query: string): boolean => normalizeQuery(query) !== '';

/**
 * docs/product/validation.md: a search matches a case-insensitive substring of the title or the
 * channel name; docs/product/tags-and-notes.md adds the tags and the note, and `tag:name` terms
 * (search-query.ts). A video's searchable text, lower-cased once (not on every keystroke), kept
 * apart per field so a query never matches across the end of one field into the next.
 */
interface IndexEntry {
  readonly video: Video;
  readonly title: string;
  readonly channel: string;
  /** The tags' names, lower-cased, one per line (no name holds a line break). */
  readonly tags: string;
  readonly note: string;
}

const indexEntry = (video: Video): IndexEntry => ({
  video,
  title: video.title.toLocaleLowerCase(),
  channel: (video.channelName ?? '').toLocaleLowerCase(),
  tags: video.tags.join('\n').toLocaleLowerCase(),
  note: video.note.toLocaleLowerCase(),
});

// Each video's entry, kept as long as the video object lives: a new sort, a collection
// chosen, or a library reloaded with most of its videos unchanged finds the entries made
// before (and those a filter's `prepare` made while the page was idle) instead of lower-casing
// again.
const entries = new WeakMap<Video, IndexEntry>();
function entryOf(video: Video): IndexEntry {
  let entry = entries.get(video);
  if (!entry) entries.set(video, (entry = indexEntry(video)));
  return entry;
}

const textMatches = (entry: IndexEntry, needle: string): boolean =>
  entry.title.includes(needle) ||
  entry.channel.includes(needle) ||
  entry.tags.includes(needle) ||
  entry.note.includes(needle);

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

/** A needle's matching videos, with their entries (to narrow on as the needle grows). */
interface Matches {
  readonly entries: readonly IndexEntry[];
  readonly videos: readonly Video[];
}

// Needles whose matches are kept: erasing a query back finds each shorter one's matches
// again without a scan (docs/product/large-libraries.md); a few, as a query is a few words.
const KEPT_NEEDLES = 16;

/**
 * The videos the grid shows (docs/product/states.md): a search looks through every video, whatever
 * collection is selected; otherwise the selected collection's, or all of them when none is
 * selected.
 *
 * The index is built while the page is idle (`prepare`), or by the first search, and kept.
 * The recent searches' matches are kept too: a needle seen again (erasing) costs nothing, and a
 * text holding the new needle holds every part of it, so a needle that contains a kept one
 * (typing on) only rechecks that one's matches (the fewest such); any other needle scans the
 * index again. A needle that leaves its candidates as they were answers with their very list.
 */
export function createVideoFilter(videos: readonly Video[]): VideoFilter {
  const index: IndexEntry[] = [];
  const indexUpTo = (end: number) => {
    for (const video of videos.slice(index.length, end)) index.push(entryOf(video));
  };
  const kept = new Map<string, Matches>();

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
    if (known) return known.videos;
    indexUpTo(videos.length);
    let candidates: Matches = { entries: index, videos };
    for (const [shorter, matches] of kept) {
      if (matches.entries.length < candidates.entries.length && needle.includes(shorter)) {
        candidates = matches;
      }
    }
    const matches = candidates.entries.filter((entry) => textMatches(entry, needle));
    // Every candidate still matches (typing on within the same results): the same list, so the
    // grid's cards see nothing new and none renders again (docs/product/large-libraries.md).
    const found =
      matches.length === candidates.entries.length
        ? candidates.videos
        : matches.map((entry) => entry.video);
    kept.set(needle, { entries: matches, videos: found });
    // A Map iterates in insertion order: the first key is the oldest.
    const oldest = kept.keys().next();
    if (kept.size > KEPT_NEEDLES && !oldest.done) kept.delete(oldest.value);
    return found;
  }

  const filter = ({ query, categoryId: collectionId }: VideoView) => {
    if (isSearching(query)) {
      const { text, tags } = parseSearch(query);
      const found = search(text);
      return tags.length === 0
        ? found
        : found.filter((video) => tags.every((wanted) => carries(video, wanted)));
    }
    if (collectionId === null) return videos;
    return videos.filter((video) => video.categoryId === collectionId);
  };
  return Object.assign(filter, {
    prepare(count: number) {
      indexUpTo(index.length + count);
      return index.length < videos.length;
    },
  });
}
