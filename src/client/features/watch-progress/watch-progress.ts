import { POSITION_MIN_SECONDS } from '@shared/constants';
import type { Video } from '@shared/contracts/library';
import type { PlaybackPosition } from '@shared/contracts/playback';

/**
 * What selecting "Continue watching" in the sidebar is given, as ALL_VIDEOS_ID is for All Videos
 * (docs/product/watching.md#continue-watching). No collection's id (a UUID) is ever this.
 */
export const CONTINUE_WATCHING_ID = 'continue';
export const CONTINUE_WATCHING_TITLE = 'Continue watching';

/** What an empty Continue watching says: what the view is for, since nothing is in it yet. */
export const CONTINUE_WATCHING_EMPTY = {
  title: 'Nothing to continue yet',
  hint: 'Videos you start playing show here, so you can pick up where you stopped.',
};

/**
 * The library's started, unfinished videos (docs/product/watching.md#continue-watching): those
 * not marked watched whose position is at least POSITION_MIN_SECONDS in (under it a video does
 * not count as started). Marking a video watched clears its position on the server
 * (docs/product/watching.md#finished); until the positions are read again, its mark alone keeps it
 * out.
 */
export interface WatchProgress {
  /** Each started video's position, by the video's id: what a card's progress bar reads. */
  readonly byVideo: ReadonlyMap<string, PlaybackPosition>;
  /** The started videos, the most recently played first: the Continue watching view. */
  readonly started: readonly Video[];
}

export const NO_PROGRESS: WatchProgress = { byVideo: new Map(), started: [] };

const playedAt = (position: PlaybackPosition): number => Date.parse(position.updatedAt);

// Worked out once per library and positions: the sidebar's count and the library screen read
// the same two lists, and a library of 100,000 videos is one pass over them all.
const kept = new WeakMap<
  readonly Video[],
  { positions: readonly PlaybackPosition[]; progress: WatchProgress }
>();

/** The started videos of `videos`, given the user's `positions` (`GET /api/playback`). */
export function watchProgressOf(
  videos: readonly Video[],
  positions: readonly PlaybackPosition[],
): WatchProgress {
  const known = kept.get(videos);
  if (known?.positions === positions) return known.progress;
  const candidates = new Map<string, PlaybackPosition>();
  for (const position of positions) {
    if (position.seconds >= POSITION_MIN_SECONDS) candidates.set(position.videoId, position);
  }
  let progress = NO_PROGRESS;
  if (candidates.size > 0) {
    const byVideo = new Map<string, PlaybackPosition>();
    const found: { video: Video; at: number }[] = [];
    for (const video of videos) {
      const position = video.watchedAt === null ? candidates.get(video.id) : undefined;
      if (!position) continue;
      byVideo.set(video.id, position);
      found.push({ video, at: playedAt(position) });
    }
    // Newest first; a tie keeps the library's order (the sort is stable).
    found.sort((a, b) => b.at - a.at);
    if (found.length > 0) progress = { byVideo, started: found.map(({ video }) => video) };
  }
  kept.set(videos, { positions, progress });
  return progress;
}
