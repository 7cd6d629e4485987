import type { Library, Video } from '@shared/contracts/library';
import { LIBRARY_CHECKS_FINGERPRINT } from '@client/lib/contracts/library-checks';
import { firstScreenOf, type FirstScreen } from '@client/features/browse';
import type { SortViewKey, VideoSort } from '@client/features/sort';
import type { StoredHead, StoredPart } from './library-store';

/**
 * Videos per part. A part is kept as JSON text, and text is copied into IndexedDB without the
 * structured clone of objects that held the main thread 40–60 ms for each 10,000 videos
 * (decision 0060, amended 2026-11-27 night); it is parsed back in a task of its own as it is read.
 */
export const PART_VIDEOS = 2_000;

/**
 * Videos turned into text in one idle task (PART_VIDEOS is a multiple): a few milliseconds on a
 * slow machine, where a whole part's text took up to 46 ms that a key typed then waited behind
 * (decision 0060, amended 2026-11-28).
 */
export const SLICE_VIDEOS = 500;

/** `videos` as the items of a JSON array, without its brackets: a part's slices, joined. */
export const jsonItems = (videos: readonly Video[]): string => JSON.stringify(videos).slice(1, -1);

/** Part `index` of `userId`'s copy of version `etag`, from the `jsonItems` of its slices. */
export function storedPart(
  userId: string,
  etag: string,
  index: number,
  slices: readonly string[],
): StoredPart {
  return { userId, index, etag, videos: `[${slices.join(',')}]` };
}

/** The head of `library` as `userId`'s copy in `parts` parts, its first screen as `sorts` open it. */
export function storedHead(
  userId: string,
  { etag, library }: { etag: string; library: Library },
  parts: number,
  sorts: Readonly<Record<SortViewKey, VideoSort>>,
): StoredHead {
  return {
    userId,
    fingerprint: LIBRARY_CHECKS_FINGERPRINT,
    etag,
    parts,
    firstScreen: firstScreenOf(library, sorts),
  };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether what was kept says it is `userId`'s, of a version, and checked by this build's library
 * checks: another user's copy is never painted, and one an older build kept may have another shape.
 */
export function isCopyOf(kept: Record<string, unknown>, userId: string): boolean {
  return (
    kept.userId === userId &&
    kept.fingerprint === LIBRARY_CHECKS_FINGERPRINT &&
    typeof kept.etag === 'string'
  );
}

/** The frame of a first screen: cheap to look at, and it catches a copy damaged outside the app. */
export function isFirstScreenFrame(value: unknown): value is FirstScreen {
  if (!isObject(value)) return false;
  const { categories, tags, videos, counts } = value;
  return (
    Array.isArray(categories) &&
    Array.isArray(tags) &&
    Array.isArray(videos) &&
    isObject(counts) &&
    counts.byCollection instanceof Map &&
    counts.byTag instanceof Map
  );
}

/**
 * `kept` as the head of a local copy of `userId`'s library this build may paint, or null
 * (docs/decisions/0060-local-library-copy.md). What it holds passed `LibraryCheck` (or the
 * changes' check) when the server sent it, so only what says whose it is, which checks it passed
 * and its frame are looked at, not each video again: re-checking 100,000 of them cost more than
 * the rest of reading them.
 */
export function trustedHead(kept: unknown, userId: string): StoredHead | null {
  if (!isObject(kept) || !isCopyOf(kept, userId)) return null;
  const { parts, firstScreen } = kept;
  if (!Number.isSafeInteger(parts) || (parts as number) < 0) return null;
  if (!isFirstScreenFrame(firstScreen)) return null;
  return kept as unknown as StoredHead;
}

/**
 * The whole library of a trusted `head` from the parts read back, or null when one is missing,
 * is another user's or another version's (written by another tab between the two reads, or
 * damaged): the first screen and the whole copy must be of one ETag, else neither is used.
 */
export function joinedLibrary(head: StoredHead, parts: readonly unknown[]): Library | null {
  const videos: Library['videos'][] = [];
  for (let index = 0; index < head.parts; index++) {
    const part = parts[index];
    if (!isObject(part) || part.userId !== head.userId || part.etag !== head.etag) return null;
    if (part.index !== index || !Array.isArray(part.videos)) return null;
    videos.push(part.videos as Library['videos']);
  }
  const { categories, tags } = head.firstScreen;
  return { categories, videos: videos.flat(), tags };
}
