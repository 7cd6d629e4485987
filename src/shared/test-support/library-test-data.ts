import type { Collection, Library, Video } from '../contracts/library';

/** Test builders: a valid record with only the fields a test cares about changed. */
export function aVideo(fields: Partial<Video> = {}): Video {
  return {
    id: 'v1',
    title: 'A video',
    description: '',
    thumbnailUrl: null,
    channelName: 'A channel',
    duration: null,
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    youtubeId: 'dQw4w9WgXcQ',
    categoryId: 'c1',
    position: 'a0',
    createdAt: '2024-03-05T12:00:00.000Z',
    watchedAt: null,
    unavailable: false,
    unavailableSince: null,
    publishedAt: null,
    tags: [],
    note: '',
    ...fields,
  };
}

export function aCollection(fields: Partial<Collection> = {}): Collection {
  return { id: 'c1', name: 'Unsorted', color: null, position: 'a0', isDefault: false, ...fields };
}

export function aLibrary(collections: Collection[], videos: Video[]): Library {
  return { categories: collections, videos, tags: [] };
}
