import { describe, expect, it } from 'vitest';
import type { LibraryChanges } from './contracts/library';
import { applyLibraryChanges } from './library-changes';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';

const inbox = aCollection({ id: 'c1', name: 'Unsorted', position: 'a0', isDefault: true });
const talks = aCollection({ id: 'c2', name: 'Talks', position: 'a1' });
const v1 = aVideo({ id: 'v1', categoryId: 'c1', position: 'a0' });
const v2 = aVideo({ id: 'v2', categoryId: 'c1', position: 'a1' });
const v3 = aVideo({ id: 'v3', categoryId: 'c2', position: 'a0' });
const held = aLibrary([inbox, talks], [v1, v2, v3]);

const changes = (fields: Partial<LibraryChanges>): LibraryChanges => ({
  categories: [inbox, talks],
  videos: [],
  tags: [],
  deletedIds: [],
  ...fields,
});

const ids = (library: { videos: { id: string }[] }) => library.videos.map((video) => video.id);

describe('applyLibraryChanges', () => {
  it('takes an edit in place and keeps every other video as it was', () => {
    const renamed = { ...v2, title: 'Renamed', tags: ['Rust'] };
    const tags = [{ id: 't1', name: 'Rust' }];
    const next = applyLibraryChanges(held, changes({ videos: [renamed], tags }));
    expect(next.videos).toEqual([v1, renamed, v3]);
    expect(next.tags).toEqual(tags);
    expect(next.videos[0]).toBe(v1);
  });

  it('drops deleted videos and ignores ids it does not hold', () => {
    const next = applyLibraryChanges(held, changes({ deletedIds: ['v1', 'gone-long-ago'] }));
    expect(ids(next)).toEqual(['v2', 'v3']);
  });

  it('puts added and moved videos where their collection and order key say', () => {
    const added = aVideo({ id: 'v4', categoryId: 'c1', position: 'Zz' });
    const moved = { ...v1, categoryId: 'c2', position: 'a1' };
    const next = applyLibraryChanges(held, changes({ videos: [added, moved] }));
    expect(ids(next)).toEqual(['v4', 'v2', 'v3', 'v1']);
  });

  it('compares order keys byte-wise, as the server does', () => {
    // "Z" (0x5A) sorts before "a" (0x61) byte-wise, after it in a locale's order.
    const upper = aVideo({ id: 'v5', categoryId: 'c1', position: 'Z5' });
    expect(ids(applyLibraryChanges(held, changes({ videos: [upper] })))).toEqual([
      'v5',
      'v1',
      'v2',
      'v3',
    ]);
  });

  it('follows a reordered collection list and drops the videos of a deleted collection', () => {
    const first = { ...talks, position: 'Zz' };
    expect(ids(applyLibraryChanges(held, changes({ categories: [first, inbox] })))).toEqual([
      'v3',
      'v1',
      'v2',
    ]);
    const next = applyLibraryChanges(held, changes({ categories: [inbox] }));
    expect(ids(next)).toEqual(['v1', 'v2']);
    expect(next.categories).toEqual([inbox]);
  });

  it('leaves out a changed video whose collection the changes do not hold', () => {
    const stray = aVideo({ id: 'v6', categoryId: 'c9', position: 'a0' });
    expect(ids(applyLibraryChanges(held, changes({ videos: [stray] })))).toEqual([
      'v1',
      'v2',
      'v3',
    ]);
  });

  it('brings back a restored video under its id', () => {
    const without = applyLibraryChanges(held, changes({ deletedIds: ['v2'] }));
    expect(ids(applyLibraryChanges(without, changes({ videos: [v2] })))).toEqual([
      'v1',
      'v2',
      'v3',
    ]);
  });
});
