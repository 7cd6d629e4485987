import type { CompactLibrary, Library, Video } from './contracts/library';
import { canonicalYouTubeUrl, youtubeThumbnailUrl } from './youtube';

/**
 * The Library a compact answer stands for (decision 0062): exactly what the full form sends,
 * key for key. An answer whose columns, runs or indexes do not fit together throws: the client
 * takes it as an unexpected shape, as it does an answer its check refuses.
 */
export function expandLibrary({ categories, tags, strings, videos: c }: CompactLibrary): Library {
  const noThumbnail = new Set(c.noThumbnail);
  const unavailable = new Set(c.unavailable);
  const string = (index: number) => at(strings, index);
  const time = (ms: number) => new Date(ms).toISOString();

  const videos: Video[] = [];
  for (const [collection = -1, runLength = 0] of c.collectionRuns) {
    const categoryId = at(categories, collection).id;
    for (let end = videos.length + runLength; videos.length < end;) {
      const i = videos.length;
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
  if (videos.length !== c.id.length) fail();
  return { categories, videos, tags };
}

/** `list[index]`, which must be there (null is a value; missing is a broken answer). */
function at<T>(list: readonly T[], index: number): T {
  if (!(index >= 0 && index < list.length)) fail();
  return list[index] as T;
}

function fail(): never {
  throw new Error('The compact library does not fit together.');
}
