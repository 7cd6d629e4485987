import type { Video } from '@shared/contracts/library';

/** Videos a chunk of the index holds: what `prepare` makes in one step, about half a millisecond. */
export const CHUNK_VIDEOS = 2000;

// Between two videos' texts, and between two fields of one video's text. A needle holding either
// could match across them, so it is matched video by video instead.
const VIDEO_END = '\u0000';
const FIELD_END = '\u0001';

/**
 * A chunk's videos' searchable text, lower-cased as one string, with the start of each video's
 * text (and, last, the string's length plus one).
 */
interface ChunkText {
  readonly text: string;
  readonly starts: Int32Array;
}

/** The searchable fields of docs/product/validation.md and docs/product/tags-and-notes.md. */
const FIELDS: readonly ((video: Video) => string)[] = [
  (video) => video.title,
  (video) => video.channelName ?? '',
  // One name a line (no name holds a line break), so a needle never spans two names.
  (video) => (video.tags.length === 0 ? '' : video.tags.join('\n')),
  (video) => video.note,
];

const lower = (value: string) => value.toLocaleLowerCase();

/** Whether a needle could match across two videos, two fields or two tags in a chunk's text. */
const spansParts = (needle: string) =>
  needle.includes(VIDEO_END) || needle.includes(FIELD_END) || needle.includes('\n');

/** One video's fields, FIELD_END between each two. */
const videoText = (video: Video) => FIELDS.map((field) => field(video)).join(FIELD_END);

/** `videos`' texts as one lower-cased string. */
function chunkText(videos: readonly Video[]): ChunkText {
  const values = videos.map(videoText);
  const joined = values.join(VIDEO_END);
  let text = lower(joined);
  let lowered = values;
  // Lower-casing can lengthen a value ('İ' becomes two characters): then each is lower-cased
  // alone, so that every video's start is known.
  if (text.length !== joined.length) {
    lowered = values.map(lower);
    text = lowered.join(VIDEO_END);
  }
  const starts = new Int32Array(values.length + 1);
  let at = 0;
  lowered.forEach((value, i) => {
    starts[i] = at;
    at += value.length + 1;
  });
  starts[values.length] = at;
  return { text, starts };
}

/** The search index of one list of videos (createSearchIndex). */
export interface SearchIndex {
  /** Indexes up to `count` more videos, ahead of the first search; true while some are left. */
  prepare(count: number): boolean;
  /** The videos whose title, channel, tags or note hold `needle` (lower-cased), in list order. */
  find(needle: string): Video[];
}

/**
 * The text searched, lower-cased once (not on every keystroke), as one long string per chunk of
 * videos rather than strings and an object per video: made in a fraction of the time, so that a
 * key typed before it was prepared waits little for the rest (docs/product/large-libraries.md),
 * and scanned by the engine's own `indexOf`, each match found in the list's order (no pass over
 * every video to collect them). Fields and videos are kept apart by characters a needle matched
 * this way never holds, so a needle never matches across the end of one field into the next.
 */
export function createSearchIndex(videos: readonly Video[]): SearchIndex {
  const chunks: (ChunkText & { from: number })[] = [];
  let indexed = 0;
  const indexUpTo = (end: number) => {
    while (indexed < end) {
      const chunk = videos.slice(indexed, Math.min(end, indexed + CHUNK_VIDEOS));
      chunks.push({ from: indexed, ...chunkText(chunk) });
      indexed += chunk.length;
    }
  };

  return {
    prepare(count) {
      indexUpTo(Math.min(indexed + count, videos.length));
      return indexed < videos.length;
    },
    find(needle) {
      if (needle === '') return [...videos];
      if (spansParts(needle)) {
        // Each value on its own: a tag's name too, never two tags joined.
        return videos.filter((video) =>
          [video.title, video.channelName ?? '', ...video.tags, video.note].some((value) =>
            lower(value).includes(needle),
          ),
        );
      }
      indexUpTo(videos.length);
      const found: Video[] = [];
      // Matches come in the list's order: after one, the scan goes on from the next video.
      for (const { from, text, starts } of chunks) {
        let value = 0;
        let at = text.indexOf(needle);
        while (at !== -1) {
          while ((starts[value + 1] ?? text.length) <= at) value++;
          const video = videos[from + value];
          if (video) found.push(video);
          at = text.indexOf(needle, starts[++value] ?? text.length);
        }
      }
      return found;
    },
  };
}
