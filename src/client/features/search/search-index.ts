import type { Video } from '@shared/contracts/library';

/**
 * Videos a chunk of the index holds: what `prepare` makes in one idle task, about a millisecond.
 */
export const CHUNK_VIDEOS = 2000;

// Between two videos' values in a field's text. A needle holding it could match across two
// videos, so it is matched video by video instead.
const SEPARATOR = '\u0000';

/**
 * One field of a chunk's videos, lower-cased as one text, with the start of each video's value
 * (and, last, the text's length plus one).
 */
interface FieldText {
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

/** `values` as one lower-cased text; null when every value is empty (nothing can match). */
function fieldText(values: readonly string[]): FieldText | null {
  const joined = values.join(SEPARATOR);
  if (joined.length === values.length - 1) return null;
  let text = lower(joined);
  let lowered = values;
  // Lower-casing can lengthen a value ('İ' becomes two characters): then each is lower-cased
  // alone, so that every value's start is known.
  if (text.length !== joined.length) {
    lowered = values.map(lower);
    text = lowered.join(SEPARATOR);
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

/** Marks in `marked` each value of `field` that holds `needle`. */
function markMatches({ text, starts }: FieldText, needle: string, marked: Uint8Array): void {
  let value = 0;
  let at = text.indexOf(needle);
  while (at !== -1) {
    let next = starts[value + 1] ?? text.length;
    while (next <= at) next = starts[++value + 1] ?? text.length;
    marked[value] = 1;
    at = text.indexOf(needle, next);
  }
}

/** The search index of one list of videos (createSearchIndex). */
export interface SearchIndex {
  /** Indexes up to `count` more videos, ahead of the first search; true while some are left. */
  prepare(count: number): boolean;
  /** The videos whose title, channel, tags or note hold `needle` (lower-cased), in list order. */
  find(needle: string): Video[];
}

/**
 * The text searched, lower-cased once (not on every keystroke), as a few long strings per
 * chunk of videos rather than strings and an object per video: made in a fraction of the time,
 * so that a key typed before the page was idle long enough to prepare it waits little for the
 * rest (docs/product/large-libraries.md), and scanned by the engine's own `indexOf`. Fields are
 * kept apart, so a needle never matches across the end of one field into the next.
 */
export function createSearchIndex(videos: readonly Video[]): SearchIndex {
  const chunks: { from: number; count: number; fields: (FieldText | null)[] }[] = [];
  let indexed = 0;
  const indexUpTo = (end: number) => {
    while (indexed < end) {
      const chunk = videos.slice(indexed, Math.min(end, indexed + CHUNK_VIDEOS));
      chunks.push({
        from: indexed,
        count: chunk.length,
        fields: FIELDS.map((field) => fieldText(chunk.map(field))),
      });
      indexed += chunk.length;
    }
  };
  const marked = new Uint8Array(CHUNK_VIDEOS);

  return {
    prepare(count) {
      indexUpTo(Math.min(indexed + count, videos.length));
      return indexed < videos.length;
    },
    find(needle) {
      if (needle === '') return [...videos];
      if (needle.includes(SEPARATOR)) {
        return videos.filter((video) =>
          FIELDS.some((field) => lower(field(video)).includes(needle)),
        );
      }
      indexUpTo(videos.length);
      const found: Video[] = [];
      for (const { from, count, fields } of chunks) {
        for (const field of fields) if (field) markMatches(field, needle, marked);
        for (let i = 0; i < count; i++) {
          if (marked[i] !== 1) continue;
          marked[i] = 0;
          const video = videos[from + i];
          if (video) found.push(video);
        }
      }
      return found;
    },
  };
}
