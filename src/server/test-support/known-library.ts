import { isDeepStrictEqual } from 'node:util';
import type { Collection, Library, Video } from '@shared/contracts/library';
import { keyOrderProblems } from './library-order';

/** A write a client sends: add a link, drop a video somewhere, rename a collection. */
export type LibraryWrite =
  | { kind: 'add'; url: string; collectionId: string }
  | { kind: 'move'; videoId: string; collectionId: string; afterId: string | null }
  | { kind: 'rename'; collectionId: string; name: string };

const show = (value: unknown) => JSON.stringify(value);

/** Each collection's video ids in the order the library lists them. */
function listsOf(library: Library): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const video of library.videos) {
    lists.set(video.categoryId, [...(lists.get(video.categoryId) ?? []), video.id]);
  }
  return lists;
}

/** The order's rules (keys strictly increasing along each list), and one default collection. */
function orderProblems(library: Library): string[] {
  const problems = keyOrderProblems(library);
  if (library.categories.filter((c) => c.isDefault).length !== 1) {
    problems.push('not exactly one default collection');
  }
  return problems;
}

/** Into that collection, right after the neighbour named (or first), and nothing else changed. */
function isMovedAsAsked(
  before: Video,
  after: Video | undefined,
  move: Extract<LibraryWrite, { kind: 'move' }>,
  lists: Map<string, string[]>,
): boolean {
  if (!after || after.categoryId !== move.collectionId) return false;
  const unmoved = { ...after, categoryId: before.categoryId, position: before.position };
  if (!isDeepStrictEqual(unmoved, before)) return false;
  const list = lists.get(move.collectionId)!;
  if (move.afterId === null) return list[0] === after.id;
  const neighbour = list.indexOf(move.afterId);
  return neighbour >= 0 && list[neighbour + 1] === after.id;
}

/**
 * One user's library as far as the server has acknowledged it. A write whose answer never came
 * (the server died with it in flight) may have happened or not: differences() accepts the
 * library either wholly with it or wholly without it, and nothing in between.
 */
export class KnownLibrary {
  private categories: Map<string, Collection>;
  private videos: Map<string, Video>;

  constructor(library: Library) {
    this.categories = new Map(library.categories.map((c) => [c.id, c]));
    this.videos = new Map(library.videos.map((v) => [v.id, v]));
  }

  get collectionList(): Collection[] {
    return [...this.categories.values()];
  }

  /** Sorted by key, as a collection lists them. */
  videosIn(collectionId: string): Video[] {
    return [...this.videos.values()]
      .filter((v) => v.categoryId === collectionId)
      .sort((a, b) => (a.position < b.position ? -1 : 1));
  }

  get videoList(): Video[] {
    return [...this.videos.values()];
  }

  /** Takes in the server's answer to a write: the video or collection as it now is. */
  acknowledge(write: LibraryWrite, result: Video | Collection): void {
    if (write.kind === 'rename') this.categories.set(result.id, result as Collection);
    else this.videos.set(result.id, result as Video);
  }

  /** What is wrong with `actual`, given at most one `unanswered` write; empty when all is well. */
  differences(actual: Library, unanswered?: LibraryWrite): string[] {
    const problems = orderProblems(actual);
    const lists = listsOf(actual);

    const actualCollections = new Map(actual.categories.map((c) => [c.id, c]));
    for (const expected of this.categories.values()) {
      const found = actualCollections.get(expected.id);
      const renamed =
        unanswered?.kind === 'rename' && unanswered.collectionId === expected.id
          ? { ...expected, name: unanswered.name }
          : undefined;
      if (isDeepStrictEqual(found, expected) || (renamed && isDeepStrictEqual(found, renamed))) {
        continue;
      }
      problems.push(`collection: expected ${show(expected)}, found ${show(found)}`);
    }
    for (const collection of actual.categories) {
      if (!this.categories.has(collection.id)) {
        problems.push(`unexpected collection ${show(collection)}`);
      }
    }

    const actualVideos = new Map(actual.videos.map((v) => [v.id, v]));
    if (actualVideos.size !== actual.videos.length) problems.push('a video is listed twice');
    for (const expected of this.videos.values()) {
      const found = actualVideos.get(expected.id);
      if (isDeepStrictEqual(found, expected)) continue;
      const movedAsAsked =
        unanswered?.kind === 'move' &&
        unanswered.videoId === expected.id &&
        isMovedAsAsked(expected, found, unanswered, lists);
      if (!movedAsAsked) problems.push(`video: expected ${show(expected)}, found ${show(found)}`);
    }
    for (const video of actual.videos) {
      if (this.videos.has(video.id)) continue;
      // Added as asked: that link, first in that collection.
      const addedAsAsked =
        unanswered?.kind === 'add' &&
        video.url === unanswered.url &&
        video.categoryId === unanswered.collectionId &&
        lists.get(video.categoryId)![0] === video.id &&
        actual.videos.filter((v) => !this.videos.has(v.id)).length === 1;
      if (!addedAsAsked) problems.push(`unexpected video ${show(video)}`);
    }
    return problems;
  }
}
