import { STORAGE_PREFIX } from '@shared/constants';
import type { Video } from '@shared/contracts/library';
import { browserStore } from '@client/lib/key-value-store';

/**
 * docs/product/all-videos-and-sorting.md: how the grid orders a view. `custom` is the library's own
 * order (each collection's manual order, docs/product/states.md; in All Videos and search results
 * the collections one after another); the others sort by what a card shows. The choice is
 * remembered per view.
 */
export type VideoSort = 'custom' | 'newest' | 'oldest' | 'title' | 'channel' | 'duration';

/** The header's choices, in the order offered, with their labels. */
export const VIDEO_SORTS: ReadonlyArray<{ value: VideoSort; label: string }> = [
  { value: 'custom', label: 'Custom order' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title' },
  { value: 'channel', label: 'Channel' },
  { value: 'duration', label: 'Duration' },
];

const isVideoSort = (value: unknown): value is VideoSort =>
  VIDEO_SORTS.some((sort) => sort.value === value);

/** What a view is, for remembering its sort: a collection's id, All Videos, or a search. */
export type SortViewKey = string;
export const SEARCH_VIEW_KEY: SortViewKey = 'search';
export const ALL_VIDEOS_VIEW_KEY: SortViewKey = 'all';

/** All Videos opens newest first, as a feed does; collections and searches keep the spec's order. */
export const defaultSort = (view: SortViewKey): VideoSort =>
  view === ALL_VIDEOS_VIEW_KEY ? 'newest' : 'custom';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const seconds = (video: Video): number | null => {
  const value = video.duration === null ? NaN : Number(video.duration);
  return Number.isFinite(value) ? value : null;
};
const newestFirst = (a: Video, b: Video) => b.createdAt.localeCompare(a.createdAt);

/** Ties (and unknown values, which go last) fall back to the newest first. */
const COMPARE: Record<Exclude<VideoSort, 'custom'>, (a: Video, b: Video) => number> = {
  newest: newestFirst,
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  title: (a, b) => collator.compare(a.title, b.title) || newestFirst(a, b),
  channel: (a, b) => {
    if (!a.channelName || !b.channelName) return a.channelName ? -1 : b.channelName ? 1 : 0;
    return collator.compare(a.channelName, b.channelName) || newestFirst(a, b);
  },
  duration: (a, b) => {
    const [x, y] = [seconds(a), seconds(b)];
    if (x === null || y === null) return x !== null ? -1 : y !== null ? 1 : newestFirst(a, b);
    return x - y || newestFirst(a, b);
  },
};

/** The videos in the chosen order (the same array for the custom order). */
export function sortVideos(videos: readonly Video[], sort: VideoSort): readonly Video[] {
  return sort === 'custom' ? videos : videos.toSorted(COMPARE[sort]);
}

/**
 * The first `count` of sortVideos(videos, sort), without sorting them all: a 100,000-video
 * collection sorted by title is a long task, and the first screen (decision 0060) needs 100.
 * Stable as `toSorted` is: a video goes after those it ties with.
 */
export function firstSorted(videos: readonly Video[], sort: VideoSort, count: number): Video[] {
  if (sort === 'custom') return videos.slice(0, count);
  const compare = COMPARE[sort];
  const first: Video[] = [];
  for (const video of videos) {
    const last = first.at(-1);
    if (first.length === count && last && compare(video, last) >= 0) continue;
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(video, first[middle] as Video) < 0) high = middle;
      else low = middle + 1;
    }
    first.splice(low, 0, video);
    if (first.length > count) first.pop();
  }
  return first;
}

/** The sorts chosen per view, kept in this browser (ids of collections are never reused). */
export const VIDEO_SORTS_KEY = `${STORAGE_PREFIX}video-sorts`;

export function readVideoSorts(store = browserStore): Record<SortViewKey, VideoSort> {
  try {
    const stored: unknown = JSON.parse(store()?.getItem(VIDEO_SORTS_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, sort]) => isVideoSort(sort)));
  } catch {
    return {}; // Blocked storage or a damaged value: every view starts from its default.
  }
}

export function rememberVideoSorts(
  sorts: Record<SortViewKey, VideoSort>,
  store = browserStore,
): void {
  try {
    store()?.setItem(VIDEO_SORTS_KEY, JSON.stringify(sorts));
  } catch {
    // Blocked storage: the choice holds until the page is reloaded.
  }
}
