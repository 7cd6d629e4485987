import { describe, expect, it } from 'vitest';
import type { Video } from '@shared/contracts/library';
import { videoFiltersOf } from './video-filters';

const video = (id: string, title: string, createdAt: string): Video =>
  ({
    id,
    title,
    createdAt,
    categoryId: 'c1',
    channelName: null,
    tags: [],
    note: '',
  }) as unknown as Video;

// The library's own (custom) order: b, a, c; newest first: c, a, b.
const LIBRARY = [
  video('b', 'Piano b', '2026-01-01T00:00:00Z'),
  video('a', 'Piano a', '2026-01-02T00:00:00Z'),
  video('c', 'Violin c', '2026-01-03T00:00:00Z'),
];
const ids = (videos: readonly Video[]) => videos.map((v) => v.id);

describe('the filters of one library, a sort each', () => {
  it('gives the same filter for a sort every time, its index prepared once for all', () => {
    const filterFor = videoFiltersOf(LIBRARY);
    const search = filterFor('custom');
    expect(filterFor('newest')).not.toBe(search);
    // Prepared while idle, in the search's sort; the first key (which switches to it) finds it.
    expect(search.prepare(10)).toBe(false);
    expect(filterFor('custom')).toBe(search);
    expect(search.prepare(10)).toBe(false);
  });

  it('orders each view and each search by its own sort', () => {
    const filterFor = videoFiltersOf(LIBRARY);
    expect(ids(filterFor('custom')({ query: '', categoryId: null }))).toEqual(['b', 'a', 'c']);
    expect(ids(filterFor('newest')({ query: '', categoryId: null }))).toEqual(['c', 'a', 'b']);
    expect(ids(filterFor('custom')({ query: 'piano', categoryId: null }))).toEqual(['b', 'a']);
    expect(ids(filterFor('newest')({ query: 'piano', categoryId: null }))).toEqual(['a', 'b']);
  });
});
