import type { CompactLibrary, CompactLibraryChunk, Library, Video } from './contracts/library';
import { canonicalYouTubeUrl, youtubeThumbnailUrl } from './youtube';

/**
 * The Library a compact answer stands for (decision 0062): exactly what the full form sends,
 * key for key, its chunks' videos one after another. An answer whose columns, runs or indexes do
 * not fit together throws: the client takes it as an unexpected shape, as it does an answer its
 * check refuses.
 */
export function expandLibrary({ categories, tags, chunks }: CompactLibrary): Library {
  const videos: Video[] = [];
  for (const chunk of chunks) expandChunk(chunk, categories, videos);
  return { categories, videos, tags };
}

/** Appends a chunk's videos to `videos`; its indexes count from its own first video. */
function expandChunk(
  c: CompactLibraryChunk,
  categories: CompactLibrary['categories'],
  videos: Video[],
): void {
  const noThumbnail = new Set(c.noThumbnail);
  const unavailable = new Set(c.unavailable);
  const string = (index: number) => at(c.strings, index);
  const time = (ms: number) => new Date(ms).toISOString();

  let i = 0;
  for (const [collection = -1, runLength = 0] of c.collectionRuns) {
    const categoryId = at(categories, collection).id;
    for (const end = i + runLength; i < end; i++) {
      const youtubeId = at(c.youtubeId, i);
      const channel = at(c.channel, i);
      const watchedAt = at(c.watchedAt, i);
      videos.push({
        id: at(c.id, i),
        title: at(c.title, i),
        description: at(c.description, i),
        thumbnailUrl: noThumbnail.has(i)
          ? null
          : (at(c.thumbnailUrl, i) ?? youtubeThumbnailUrl(youtubeId)),
        channelName: channel === null ? null : string(channel),
        duration: at(c.duration, i),
        url: at(c.url, i) ?? canonicalYouTubeUrl(youtubeId),
        youtubeId,
        categoryId,
        position: at(c.position, i),
        createdAt: time(at(c.createdAt, i)),
        watchedAt: watchedAt === null ? null : time(watchedAt),
        unavailable: unavailable.has(i),
        tags: at(c.tags, i).map(string),
        note: at(c.note, i),
      });
    }
  }
  if (i !== c.id.length) fail();
  // A flag on no video of the chunk would be lost without a word.
  for (const flagged of [...noThumbnail, ...unavailable]) at(c.id, flagged);
}

/** `list[index]`, which must be there (null is a value; missing is a broken answer). */
function at<T>(list: readonly T[], index: number): T {
  if (!(index >= 0 && index < list.length)) fail();
  return list[index] as T;
}

function fail(): never {
  throw new Error('The compact library does not fit together.');
}
