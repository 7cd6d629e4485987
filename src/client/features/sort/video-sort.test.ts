import { afterEach, describe, expect, it } from 'vitest';
import { aVideo } from '@shared/test-support/library-test-data';
import {
  ALL_VIDEOS_VIEW_KEY,
  defaultSort,
  readVideoSorts,
  rememberVideoSorts,
  SEARCH_VIEW_KEY,
  sortVideos,
  VIDEO_SORTS_KEY,
} from './video-sort';

const ids = (list: readonly { id: string }[]) => list.map((video) => video.id);

// In library order: b, a, c, d.
const videos = [
  aVideo({
    id: 'b',
    title: 'Video 10',
    channelName: 'beta',
    duration: '600',
    createdAt: '2026-01-02T00:00:00.000Z',
  }),
  aVideo({
    id: 'a',
    title: 'video 9',
    channelName: 'Alpha',
    duration: null,
    createdAt: '2026-01-03T00:00:00.000Z',
  }),
  aVideo({
    id: 'c',
    title: 'Ábaco',
    channelName: null,
    duration: '59',
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
  aVideo({
    id: 'd',
    title: 'Zebra',
    channelName: 'alpha',
    duration: 'not a number',
    createdAt: '2026-01-04T00:00:00.000Z',
  }),
];

describe('sorting a view', () => {
  it('keeps the library order (the same array) for the custom order', () => {
    expect(sortVideos(videos, 'custom')).toBe(videos);
  });

  it('sorts by the date saved, either way', () => {
    expect(ids(sortVideos(videos, 'newest'))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(sortVideos(videos, 'oldest'))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('sorts titles as a person reads them: accents and case aside, numbers by value', () => {
    expect(ids(sortVideos(videos, 'title'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts by channel, case aside, the newest first within one; no channel last', () => {
    expect(ids(sortVideos(videos, 'channel'))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('sorts by duration, shortest first; unknown durations last, newest first', () => {
    expect(ids(sortVideos(videos, 'duration'))).toEqual(['c', 'b', 'd', 'a']);
  });

  it('leaves the library as it was', () => {
    sortVideos(videos, 'title');
    expect(ids(videos)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('opens All Videos newest first, collections and searches in their own order', () => {
    expect(defaultSort(ALL_VIDEOS_VIEW_KEY)).toBe('newest');
    expect(defaultSort(SEARCH_VIEW_KEY)).toBe('custom');
    expect(defaultSort('a-collection-id')).toBe('custom');
  });
});

describe('the remembered sorts', () => {
  const kept = new Map<string, string>();
  const store = () => ({
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  });
  afterEach(() => kept.clear());

  it('come back as they were kept, per view', () => {
    rememberVideoSorts({ all: 'title', 'a-collection-id': 'duration' }, store);
    expect(readVideoSorts(store)).toEqual({ all: 'title', 'a-collection-id': 'duration' });
  });

  it('ignore what is not a sort, and a damaged value', () => {
    kept.set(VIDEO_SORTS_KEY, JSON.stringify({ all: 'sideways', x: 'oldest' }));
    expect(readVideoSorts(store)).toEqual({ x: 'oldest' });
    kept.set(VIDEO_SORTS_KEY, '{not json');
    expect(readVideoSorts(store)).toEqual({});
  });

  it('start from the defaults when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(readVideoSorts(blocked)).toEqual({});
    expect(() => rememberVideoSorts({ all: 'title' }, blocked)).not.toThrow();
  });
});
