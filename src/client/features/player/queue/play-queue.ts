import { embedOf } from '@shared/embed';

/** The videos of a view a queue is made of: what the in-app player can show. */
interface Playable {
  id: string;
  url: string;
  youtubeId: string;
  watchedAt: string | null;
}

/**
 * The queue "Play all" or "Shuffle" makes of a view's videos (docs/product/watching.md#queue):
 * those the in-app player can show, in the order shown, without the watched ones unless the
 * person asked for them (the view shows watched videos only), or unless every one is watched.
 * Shuffled: each once, in a random order (drawn one by one with `random`).
 */
export function queueOf(
  videos: readonly Playable[],
  {
    watchedToo,
    shuffle,
    random = Math.random,
  }: {
    watchedToo: boolean;
    shuffle: boolean;
    random?: () => number;
  },
): string[] {
  const playable = videos.filter((video) => embedOf(video) !== null);
  const unwatched = playable.filter((video) => video.watchedAt === null);
  const ids = (watchedToo || unwatched.length === 0 ? playable : unwatched).map(({ id }) => id);
  if (!shuffle) return ids;
  const shuffled: string[] = [];
  const left = [...ids];
  while (left.length > 0) {
    shuffled.push(...left.splice(Math.floor(random() * left.length), 1));
  }
  return shuffled;
}

/** A queue being played: the videos' ids in order, and which one plays. */
export interface QueueState {
  ids: string[];
  index: number;
}

/** Moves the item at `from` to `to`; the playing one stays the one playing. */
export function moveInQueue(queue: QueueState, from: number, to: number): QueueState {
  if (from === to || from < 0 || to < 0) return queue;
  const ids = [...queue.ids];
  ids.splice(to, 0, ...ids.splice(from, 1));
  const playing = queue.ids[queue.index];
  return { ids, index: playing === undefined ? queue.index : ids.indexOf(playing) };
}

/** Takes an item out of the queue (not the one playing). */
export function removeFromQueue(queue: QueueState, at: number): QueueState {
  if (at === queue.index || at < 0) return queue;
  return {
    ids: queue.ids.filter((_, i) => i !== at),
    index: at < queue.index ? queue.index - 1 : queue.index,
  };
}
