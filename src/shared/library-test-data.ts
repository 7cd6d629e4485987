import type {
  Collection,
  CompactLibrary,
  CompactLibraryChunk,
  Library,
  Video,
} from './contracts/library';

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

/**
 * The compact form (decision 0062) of a library, as a server would send it, for tests: chunks of
 * at most `chunkVideos` videos (default: one chunk), every url and thumbnail sent whole, names in
 * each chunk's table of its own.
 */
export function compactOf(
  { categories, videos, tags }: Library,
  chunkVideos = Math.max(videos.length, 1),
): CompactLibrary {
  const chunks: CompactLibraryChunk[] = [];
  for (let start = 0; start < videos.length; start += chunkVideos) {
    chunks.push(chunkOf(categories, videos.slice(start, start + chunkVideos)));
  }
  return { categories, tags, chunks };
}

function chunkOf(categories: Collection[], videos: Video[]): CompactLibraryChunk {
  const strings = [
    ...new Set(videos.flatMap((video) => [video.channelName ?? [], video.tags].flat())),
  ];
  const indexes = (holds: (video: Video) => boolean) =>
    videos.flatMap((video, i) => (holds(video) ? [i] : []));
  const collectionRuns: number[][] = [];
  for (const video of videos) {
    const index = categories.findIndex((collection) => collection.id === video.categoryId);
    const last = collectionRuns.at(-1);
    if (last?.[0] === index) last[1] = (last[1] ?? 0) + 1;
    else collectionRuns.push([index, 1]);
  }
  const column = <K extends keyof Video>(key: K) => videos.map((video) => video[key]);
  return {
    strings,
    collectionRuns,
    id: column('id'),
    title: column('title'),
    description: column('description'),
    thumbnailUrl: column('thumbnailUrl'),
    noThumbnail: indexes((video) => video.thumbnailUrl === null),
    channel: videos.map((video) =>
      video.channelName === null ? null : strings.indexOf(video.channelName),
    ),
    duration: column('duration'),
    url: column('url'),
    youtubeId: column('youtubeId'),
    position: column('position'),
    createdAt: videos.map((video) => Date.parse(video.createdAt)),
    watchedAt: videos.map((video) => (video.watchedAt ? Date.parse(video.watchedAt) : null)),
    unavailable: indexes((video) => video.unavailable),
    tags: videos.map((video) => video.tags.map((name) => strings.indexOf(name))),
    note: column('note'),
  };
}
