import type { Video } from '@shared/contracts/library';
import { plural } from '@shared/plural';

/** SPEC §3: a collection's videoCount is counted from the videos in memory, never stored. */
export function countByCollection(videos: readonly Video[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const video of videos) counts.set(video.categoryId, (counts.get(video.categoryId) ?? 0) + 1);
  return counts;
}

/** "1 video", "2 videos" */
export const videoCountLabel = (count: number): string => plural(count, 'video', 'videos');

/** "1 video in your library", "7 videos in your library": the total badge's accessible name. */
export const libraryCountLabel = (count: number): string =>
  `${plural(count, 'video', 'videos')} in your library`;
