import type { Video } from '@shared/contracts/library';
import { plural } from '@shared/plural';
import { watchedCountText } from '@client/features/watch-filter';

/**
 * docs/product/entities.md: a collection's videoCount is counted from the videos in memory, never
 * stored.
 */
export function countByCollection(videos: readonly Video[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const video of videos) counts.set(video.categoryId, (counts.get(video.categoryId) ?? 0) + 1);
  return counts;
}

/** How many videos carry each tag, by name (a video names its tags as the tags are spelt). */
export function countByTag(videos: readonly Video[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const video of videos) {
    for (const name of video.tags) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/**
 * The counts the sidebar shows: per collection, per tag, in all, and how many are watched.
 * Counted from the whole library, or kept with the first screen (decision 0060), whose few
 * videos could not count them.
 */
export interface LibraryCounts {
  byCollection: ReadonlyMap<string, number>;
  byTag: ReadonlyMap<string, number>;
  total: number;
  /** "3 watched", as the count badge's tooltip says it (docs/product/watch-later-and-player.md). */
  watched: string;
}

// Counted once per list of videos: the sidebar and the local copy's first screen (decision
// 0060) count the same library, and at 100,000 videos a count is a long task on a slow machine.
const counted = new WeakMap<readonly Video[], LibraryCounts>();

export function countLibrary(videos: readonly Video[]): LibraryCounts {
  let counts = counted.get(videos);
  if (!counts) {
    counts = {
      byCollection: countByCollection(videos),
      byTag: countByTag(videos),
      total: videos.length,
      watched: watchedCountText(videos),
    };
    counted.set(videos, counts);
  }
  return counts;
}

/** "1 video", "2 videos" */
export const videoCountLabel = (count: number): string => plural(count, 'video', 'videos');

/** "1 video in your library", "7 videos in your library": the total badge's accessible name. */
export const libraryCountLabel = (count: number): string =>
  `${plural(count, 'video', 'videos')} in your library`;
