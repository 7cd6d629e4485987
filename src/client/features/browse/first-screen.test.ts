import { describe, expect, it } from 'vitest';
import type { Video } from '@shared/contracts/library';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';
import { countLibrary } from './counts';
import { firstSorted, sortVideos, VIDEO_SORTS } from '@client/features/sort';
import { FIRST_SCREEN_VIDEOS, firstScreenCards, firstScreenOf } from './first-screen';

const first = aCollection({ id: 'c1', name: 'First' });
const second = aCollection({ id: 'c2', name: 'Second', position: 'a1' });
/** 250 videos, every other one in the first collection, with ties in each sort. */
const videos: Video[] = Array.from({ length: 250 }, (_, i) =>
  aVideo({
    id: `v${i}`,
    categoryId: i % 2 ? 'c2' : 'c1',
    title: `Video ${i % 7}`,
    channelName: i % 5 ? `Channel ${i % 3}` : null,
    duration: i % 4 ? String(i % 11) : null,
    createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 13))).toISOString(),
    watchedAt: i % 3 ? null : '2024-02-01T00:00:00.000Z',
    tags: i % 6 ? [] : ['piano'],
  }),
);
const library = aLibrary([first, second], videos);
const ofFirst = videos.filter((video) => video.categoryId === 'c1');
const opened = { collectionId: 'c1', sort: 'custom', query: '', watchFilter: 'all' } as const;

describe('the first screen of the local copy', () => {
  it("is the first collection's first videos in library order, with the whole library's counts", () => {
    const screen = firstScreenOf(library, {});
    expect(screen.collectionId).toBe('c1');
    expect(screen.sort).toBe('custom');
    expect(screen.videos).toEqual(ofFirst.slice(0, FIRST_SCREEN_VIDEOS));
    expect(screen.categories).toBe(library.categories);
    expect(screen.tags).toBe(library.tags);
    expect(screen.counts).toEqual(countLibrary(videos));
    expect(screen.counts.byCollection.get('c1')).toBe(125);
  });

  it('is in the sort remembered for that collection', () => {
    const screen = firstScreenOf(library, { c1: 'title', c2: 'duration' });
    expect(screen.sort).toBe('title');
    expect(screen.videos).toEqual(sortVideos(ofFirst, 'title').slice(0, FIRST_SCREEN_VIDEOS));
  });

  it('takes the first videos of every sort as sorting them all would, ties included', () => {
    for (const { value: sort } of VIDEO_SORTS) {
      for (const count of [0, 1, 10, 249, 300]) {
        expect(firstSorted(videos, sort, count)).toEqual(sortVideos(videos, sort).slice(0, count));
      }
    }
  });

  it('shows its cards only in the view it was kept for', () => {
    const screen = firstScreenOf(library, {});
    expect(firstScreenCards(screen, opened)).toEqual({
      videos: screen.videos,
      count: 125,
    });
    expect(firstScreenCards(screen, { ...opened, query: '   ' })).not.toBeNull();
    expect(firstScreenCards(screen, { ...opened, collectionId: 'c2' })).toBeNull();
    expect(firstScreenCards(screen, { ...opened, collectionId: null })).toBeNull();
    expect(firstScreenCards(screen, { ...opened, sort: 'title' })).toBeNull();
    expect(firstScreenCards(screen, { ...opened, query: 'piano' })).toBeNull();
    expect(firstScreenCards(screen, { ...opened, watchFilter: 'watched' })).toBeNull();
    expect(firstScreenCards(null, opened)).toBeNull();
  });

  it('has no cards for a library without collections', () => {
    const screen = firstScreenOf(aLibrary([], []), {});
    expect(screen.collectionId).toBeNull();
    expect(firstScreenCards(screen, { ...opened, collectionId: null })).toBeNull();
  });
});
