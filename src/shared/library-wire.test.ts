import { describe, expect, it } from 'vitest';
import type { CompactLibrary } from './contracts/library';
import { aCollection, aLibrary, aVideo, compactOf } from './library-test-data';
import { expandLibrary } from './library-wire';

const music = aCollection({ id: 'c1', name: 'Music', position: 'a0' });
const empty = aCollection({ id: 'c2', name: 'Empty', position: 'a1' });
const talks = aCollection({ id: 'c3', name: 'Talks', position: 'a2' });

/** Three videos: a canonical YouTube one, one with its own link and thumbnail, a plain link. */
const compact = (): CompactLibrary => ({
  categories: [music, empty, talks],
  tags: [{ id: 't1', name: 'Apple' }],
  strings: ['Apple', 'Chan', 'zebra'],
  videos: {
    collectionRuns: [
      [0, 2],
      [2, 1],
    ],
    id: ['v1', 'v2', 'v3'],
    title: ['One', 'Two', 'Three'],
    description: ['', 'd', ''],
    thumbnailUrl: [null, 'https://i.ytimg.com/vi/9bZkp7q5f0E/hqdefault.jpg', null],
    noThumbnail: [2],
    channel: [1, 1, null],
    duration: [null, '613', null],
    url: [null, 'https://youtu.be/9bZkp7q5f0E', 'https://example.com/x'],
    youtubeId: ['dQw4w9WgXcQ', '9bZkp7q5f0E', ''],
    position: ['a0', 'a1', 'a0'],
    createdAt: [Date.UTC(2024, 2, 5, 12), -1, 0],
    watchedAt: [null, Date.UTC(2025, 0, 1, 0, 0, 0, 7), null],
    unavailable: [1],
    tags: [[0, 2], [], [0]],
    note: ['', 'n', ''],
  },
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

  it('undoes the tests’ compactOf, which the client tests feed it', () => {
    const library = expandLibrary(compact());
    expect(expandLibrary(compactOf(library))).toEqual(library);
    expect(expandLibrary(compactOf(aLibrary([music], [])))).toEqual(aLibrary([music], []));
  });

  it('expands an empty library', () => {
    const library = compact();
    const none = { ...library.videos, collectionRuns: [], id: [] };
    expect(expandLibrary({ ...library, videos: none }).videos).toEqual([]);
  });

  it.each<[string, (c: CompactLibrary) => void]>([
    ['a run naming no collection', (c) => (c.videos.collectionRuns[1] = [3, 1])],
    ['runs longer than the videos', (c) => (c.videos.collectionRuns[1] = [2, 2])],
    ['runs shorter than the videos', (c) => (c.videos.collectionRuns[1] = [2, 0])],
    ['a short column', (c) => c.videos.title.pop()],
    ['a string index out of range', (c) => (c.videos.channel[0] = 3)],
    ['a tag index out of range', (c) => (c.videos.tags[2] = [-1])],
  ])('refuses %s', (_, breakIt) => {
    const library = compact();
    breakIt(library);
    expect(() => expandLibrary(library)).toThrow('does not fit together');
  });
});
