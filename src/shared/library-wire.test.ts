import { describe, expect, it } from 'vitest';
import type { CompactLibrary } from './contracts/library';
import { aCollection, aLibrary, aVideo, compactOf } from './library-test-data';
import { expandLibrary } from './library-wire';

const music = aCollection({ id: 'c1', name: 'Music', position: 'a0' });
const empty = aCollection({ id: 'c2', name: 'Empty', position: 'a1' });
const talks = aCollection({ id: 'c3', name: 'Talks', position: 'a2' });

/**
 * Three videos in two chunks, each with its own strings and indexes: a canonical YouTube one and
 * one with its own link and thumbnail, then a plain link.
 */
const compact = (): CompactLibrary => ({
  categories: [music, empty, talks],
  tags: [{ id: 't1', name: 'Apple' }],
  chunks: [
    {
      strings: ['Apple', 'Chan', 'zebra'],
      collectionRuns: [[0, 2]],
      id: ['v1', 'v2'],
      title: ['One', 'Two'],
      description: ['', 'd'],
      thumbnailUrl: [null, 'https://i.ytimg.com/vi/9bZkp7q5f0E/hqdefault.jpg'],
      noThumbnail: [],
      channel: [1, 1],
      duration: [null, '613'],
      url: [null, 'https://youtu.be/9bZkp7q5f0E'],
      youtubeId: ['dQw4w9WgXcQ', '9bZkp7q5f0E'],
      position: ['a0', 'a1'],
      createdAt: [Date.UTC(2024, 2, 5, 12), -1],
      watchedAt: [null, Date.UTC(2025, 0, 1, 0, 0, 0, 7)],
      unavailable: [1],
      tags: [[0, 2], []],
      note: ['', 'n'],
    },
    {
      strings: ['Apple'],
      collectionRuns: [[2, 1]],
      id: ['v3'],
      title: ['Three'],
      description: [''],
      thumbnailUrl: [null],
      noThumbnail: [0],
      channel: [null],
      duration: [null],
      url: ['https://example.com/x'],
      youtubeId: [''],
      position: ['a0'],
      createdAt: [0],
      watchedAt: [null],
      unavailable: [],
      tags: [[0]],
      note: [''],
    },
  ],
});

describe('expandLibrary', () => {
  it('gives the full form: derived links and thumbnails, names, times and flags', () => {
    expect(expandLibrary(compact())).toEqual({
      categories: [music, empty, talks],
      tags: [{ id: 't1', name: 'Apple' }],
      videos: [
        aVideo({
          id: 'v1',
          title: 'One',
          thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
          channelName: 'Chan',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          youtubeId: 'dQw4w9WgXcQ',
          categoryId: 'c1',
          position: 'a0',
          createdAt: '2024-03-05T12:00:00.000Z',
          tags: ['Apple', 'zebra'],
        }),
        aVideo({
          id: 'v2',
          title: 'Two',
          description: 'd',
          thumbnailUrl: 'https://i.ytimg.com/vi/9bZkp7q5f0E/hqdefault.jpg',
          channelName: 'Chan',
          duration: '613',
          url: 'https://youtu.be/9bZkp7q5f0E',
          youtubeId: '9bZkp7q5f0E',
          categoryId: 'c1',
          position: 'a1',
          createdAt: '1969-12-31T23:59:59.999Z',
          watchedAt: '2025-01-01T00:00:00.007Z',
          unavailable: true,
          note: 'n',
        }),
        aVideo({
          id: 'v3',
          title: 'Three',
          thumbnailUrl: null,
          channelName: null,
          url: 'https://example.com/x',
          youtubeId: '',
          categoryId: 'c3',
          position: 'a0',
          createdAt: '1970-01-01T00:00:00.000Z',
          tags: ['Apple'],
        }),
      ],
    });
  });

  it('undoes the tests’ compactOf, in chunks of any size', () => {
    const library = expandLibrary(compact());
    for (const size of [1, 2, 3]) {
      expect(expandLibrary(compactOf(library, size)), `chunks of ${size}`).toEqual(library);
    }
    expect(expandLibrary(compactOf(aLibrary([music], [])))).toEqual(aLibrary([music], []));
  });

  it('expands an empty library, and an empty chunk to no videos', () => {
    const library = compact();
    expect(expandLibrary({ ...library, chunks: [] }).videos).toEqual([]);
    const [first] = library.chunks;
    const none = { ...first!, collectionRuns: [], id: [], unavailable: [] };
    expect(expandLibrary({ ...library, chunks: [none] }).videos).toEqual([]);
  });

  it.each<[string, (c: CompactLibrary) => void]>([
    ['a run naming no collection', (c) => (c.chunks[1]!.collectionRuns[0] = [3, 1])],
    ['runs longer than the videos', (c) => (c.chunks[1]!.collectionRuns[0] = [2, 2])],
    ['runs shorter than the videos', (c) => (c.chunks[1]!.collectionRuns[0] = [2, 0])],
    ['a short column', (c) => c.chunks[0]!.title.pop()],
    ['a string index out of range', (c) => (c.chunks[0]!.channel[0] = 3)],
    ['a tag index out of range', (c) => (c.chunks[1]!.tags[0] = [-1])],
    // Indexes count from each chunk's first video, and name its own strings.
    ['an index of another chunk', (c) => (c.chunks[1]!.noThumbnail = [2])],
    ['a string of another chunk', (c) => (c.chunks[1]!.tags[0] = [2])],
  ])('refuses %s', (_, breakIt) => {
    const library = compact();
    breakIt(library);
    expect(() => expandLibrary(library)).toThrow('does not fit together');
  });
});
