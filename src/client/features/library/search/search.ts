import type { Video } from '@shared/contracts/library';

/** The query that counts: surrounding spaces do not make a search. */
export const normalizeQuery = (query: string): string => query.trim();

export const isSearching = (query: string): boolean => normalizeQuery(query) !== '';

/** What a search looks for: the query trimmed and lower-cased, as the index's text is. */
const needleOf = (query: string): string => normalizeQuery(query).toLocaleLowerCase();

/**
 * SPEC §5: a search matches a case-insensitive substring of the title or the channel name.
 * A video's searchable text, lower-cased once (not on every keystroke), kept apart per field
 * so a query never matches across the end of a title into the channel name.
 */
interface IndexEntry {
  readonly video: Video;
  readonly title: string;
  readonly channel: string;
}

const indexEntry = (video: Video): IndexEntry => ({
  video,
  title: video.title.toLocaleLowerCase(),
  channel: (video.channelName ?? '').toLocaleLowerCase(),
});

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

  function search(needle: string): readonly IndexEntry[] {
    index ??= videos.map(indexEntry);
    const candidates = last && needle.includes(last.needle) ? last.matches : index;
    const matches = candidates.filter(
      (entry) => entry.title.includes(needle) || entry.channel.includes(needle),
    );
    last = { needle, matches };
    return matches;
  }

  return ({ query, categoryId: collectionId }) => {
    const needle = needleOf(query);
    if (needle !== '') return search(needle).map((entry) => entry.video);
    if (collectionId === null) return [...videos];
    return videos.filter((video) => video.categoryId === collectionId);
  };
}
