import { describe, expect, it } from 'vitest';
import { countByCollection } from '@client/features/browse';
import {
  applyMovedVideo,
  collectionBefore,
  moveCollectionAfter,
  moveVideoAfter,
  moveVideosFirst,
  videoPlace,
} from './library-moves';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';

const unsorted = aCollection({ id: 'c1', name: 'Unsorted', isDefault: true });
const work = aCollection({ id: 'c2', name: 'Work' });
const music = aCollection({ id: 'c3', name: 'Music' });
// Display order: Unsorted v1 v2 v3, Work w1 w2.
const library = aLibrary(
  [unsorted, work, music],
  [
    aVideo({ id: 'v1', categoryId: 'c1' }),
    aVideo({ id: 'w1', categoryId: 'c2' }),
    aVideo({ id: 'v2', categoryId: 'c1' }),
    aVideo({ id: 'w2', categoryId: 'c2' }),
    aVideo({ id: 'v3', categoryId: 'c1' }),
  ],
);
const collectionIds = (lib: typeof library) => lib.categories.map((collection) => collection.id);
const videoIdsIn = (lib: typeof library, collectionId: string) =>
  lib.videos.filter((video) => video.categoryId === collectionId).map((video) => video.id);

describe('moveCollectionAfter', () => {
  it('puts a collection after another, or first; Unsorted moves like the others', () => {
    expect(collectionIds(moveCollectionAfter(library, 'c1', 'c3'))).toEqual(['c2', 'c3', 'c1']);
    expect(collectionIds(moveCollectionAfter(library, 'c3', null))).toEqual(['c3', 'c1', 'c2']);
    expect(collectionIds(moveCollectionAfter(library, 'c3', 'c1'))).toEqual(['c1', 'c3', 'c2']);
  });

  it('puts it first when the neighbour is gone, and ignores a collection that is gone', () => {
    expect(collectionIds(moveCollectionAfter(library, 'c3', 'gone'))).toEqual(['c3', 'c1', 'c2']);
    expect(moveCollectionAfter(library, 'gone', 'c1')).toBe(library);
  });

  it('is undone by moving it back after its old neighbour', () => {
    const before = collectionBefore(library, 'c3');
    expect(before).toBe('c2');
    const moved = moveCollectionAfter(library, 'c3', null);
    expect(collectionIds(moveCollectionAfter(moved, 'c3', before))).toEqual(collectionIds(library));
    expect(collectionBefore(library, 'c1')).toBeNull();
  });
});

describe('moveVideoAfter', () => {
  it('reorders within a collection and leaves the others alone', () => {
    const next = moveVideoAfter(library, 'v1', 'c1', 'v3');
    expect(videoIdsIn(next, 'c1')).toEqual(['v2', 'v3', 'v1']);
    expect(videoIdsIn(next, 'c2')).toEqual(['w1', 'w2']);
    expect(videoIdsIn(moveVideoAfter(library, 'v3', 'c1', null), 'c1')).toEqual(['v3', 'v1', 'v2']);
  });

  it('moves a video first into another collection; both counts follow', () => {
    const next = moveVideoAfter(library, 'v2', 'c2', null);
    expect(videoIdsIn(next, 'c2')).toEqual(['v2', 'w1', 'w2']);
    expect(videoIdsIn(next, 'c1')).toEqual(['v1', 'v3']);
    expect(next.videos.find((video) => video.id === 'v2')?.categoryId).toBe('c2');
    const counts = countByCollection(next.videos);
    expect([counts.get('c1'), counts.get('c2')]).toEqual([2, 3]);
    expect(videoIdsIn(moveVideoAfter(library, 'v2', 'c3', null), 'c3')).toEqual(['v2']);
  });

  it('only follows a neighbour of the target collection; else it goes first', () => {
    expect(videoIdsIn(moveVideoAfter(library, 'v1', 'c1', 'w1'), 'c1')).toEqual(['v1', 'v2', 'v3']);
    expect(videoIdsIn(moveVideoAfter(library, 'v3', 'c1', 'gone'), 'c1')).toEqual([
      'v3',
      'v1',
      'v2',
    ]);
  });

  it('ignores a video or a collection that is gone', () => {
    expect(moveVideoAfter(library, 'gone', 'c1', null)).toBe(library);
    expect(moveVideoAfter(library, 'v1', 'gone', null)).toBe(library);
  });

  it('is undone by moving it back to its old place, whatever else changed meanwhile', () => {
    const place = videoPlace(library, 'v3');
    expect(place).toEqual({ categoryId: 'c1', afterId: 'v2' });
    const moved = moveVideoAfter(library, 'v3', 'c2', null);
    const meanwhile = moveVideoAfter(moved, 'w2', 'c2', null);
    const undone = moveVideoAfter(meanwhile, 'v3', place!.categoryId, place!.afterId);
    expect(videoIdsIn(undone, 'c1')).toEqual(['v1', 'v2', 'v3']);
    expect(videoIdsIn(undone, 'c2')).toEqual(['w2', 'w1']);
    expect(videoPlace(library, 'v1')).toEqual({ categoryId: 'c1', afterId: null });
    expect(videoPlace(library, 'gone')).toBeNull();
  });
});

describe('applyMovedVideo', () => {
  it("takes the server's record in place, keeping the array order", () => {
    const saved = aVideo({ id: 'v2', categoryId: 'c1', position: 'a5' });
    const next = applyMovedVideo(library, saved);
    expect(next.videos.map((video) => video.id)).toEqual(library.videos.map((video) => video.id));
    expect(next.videos[2]).toBe(saved);
  });

  it('keeps the cache when a later drop already moved the video elsewhere', () => {
    const stale = aVideo({ id: 'v2', categoryId: 'c2' });
    expect(applyMovedVideo(library, stale)).toBe(library);
    expect(applyMovedVideo(library, aVideo({ id: 'gone' }))).toBe(library);
  });
});

describe('moveVideosFirst', () => {
  it('puts the chosen videos first in the collection, in library order; those there stay', () => {
    const next = moveVideosFirst(library, ['v3', 'w2', 'v1'], 'c2');
    expect(videoIdsIn(next, 'c2')).toEqual(['v1', 'v3', 'w1', 'w2']);
    expect(videoIdsIn(next, 'c1')).toEqual(['v2']);
    expect(videoIdsIn(moveVideosFirst(library, ['w1', 'v2'], 'c3'), 'c3')).toEqual(['w1', 'v2']);
  });

  it('leaves the library as it is for a collection that is gone or nothing to move', () => {
    expect(moveVideosFirst(library, ['v1'], 'gone')).toBe(library);
    expect(moveVideosFirst(library, ['w1', 'nope'], 'c2')).toBe(library);
  });
});
