import type { Video } from '@shared/contracts/library';
import { tagKey } from '@shared/tag-name';
import { parseSearch } from './search-query';

/** The query that counts: surrounding spaces do not make a search. */
export const normalizeQuery = (query: string): string => query.trim();

export const isSearching = (query: string): boolean => normalizeQuery(query) !== '';

/**
 * SPEC §5: a search matches a case-insensitive substring of the title or the channel name;
 * issue 19 adds the tags and the note, and `tag:name` terms (search-query.ts). A video's
 * searchable text, lower-cased once (not on every keystroke), kept apart per field so a query
 * never matches across the end of one field into the next.
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
export type VideoFilter = (view: VideoView) => Video[];

/**
 * The videos the grid shows (SPEC §4): a search looks through every video, whatever collection
 * is selected; otherwise the selected collection's, or all of them when none is selected.
 *
 * The index is built on the first search and kept. The last search's matches are kept too: a
 * text holding the new needle holds every part of it, so a needle that contains the previous
 * one (typing on) only rechecks the previous matches; any other needle scans the index again.
 */
export function createVideoFilter(videos: readonly Video[]): VideoFilter {
  let index: readonly IndexEntry[] | null = null;
  let last: { needle: string; matches: readonly IndexEntry[] } | null = null;

  // A tag's name as compared, worked out once per name (tagKey normalises).
  const tagKeys = new Map<string, string>();
  const carries = (video: Video, wanted: string) =>
    video.tags.some((name) => {
      let key = tagKeys.get(name);
      if (key === undefined) tagKeys.set(name, (key = tagKey(name)));
      return key === wanted;
    });

  function search(needle: string): readonly IndexEntry[] {
    index ??= videos.map(indexEntry);
    const candidates = last && needle.includes(last.needle) ? last.matches : index;
    const matches = candidates.filter((entry) => textMatches(entry, needle));
    last = { needle, matches };
    return matches;
  }

  return ({ query, categoryId: collectionId }) => {
    if (isSearching(query)) {
      const { text, tags } = parseSearch(query);
      const found = search(text).map((entry) => entry.video);
      return tags.length === 0
        ? found
        : found.filter((video) => tags.every((wanted) => carries(video, wanted)));
    }
    if (collectionId === null) return [...videos];
    return videos.filter((video) => video.categoryId === collectionId);
  };
}
