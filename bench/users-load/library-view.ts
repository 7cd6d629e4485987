import type { OrderedLibrary } from '@server/test-support/library-order';

/**
 * A library as the simulated users compare it: the collections a device owns, in order, each
 * with its videos' ids in order. Titles, URLs and thumbnails are not followed: the load checks
 * membership, counts and order.
 */
export interface Shelf {
  id: string;
  name: string;
  videoIds: string[];
}

export type Owns = (collection: { name: string; isDefault: boolean }) => boolean;

/** The part of a library one device owns, in the library's order. */
export function project(library: OrderedLibrary, owns: Owns): Shelf[] {
  return library.categories.filter(owns).map((collection) => ({
    id: collection.id,
    name: collection.name,
    videoIds: library.videos
      .filter((video) => video.categoryId === collection.id)
      .map((video) => video.id),
  }));
}

/** Where `actual` differs from `expected`, in a few words; undefined when they are equal. */
export function describeDifference(expected: Shelf[], actual: Shelf[]): string | undefined {
  const summary = (shelves: Shelf[]) =>
    shelves.map((s) => `${s.name}(${s.videoIds.length})`).join(', ');
  if (expected.length !== actual.length || expected.some((s, i) => s.id !== actual[i]?.id)) {
    return `collections: expected [${summary(expected)}], got [${summary(actual)}]`;
  }
  for (const [i, shelf] of expected.entries()) {
    const other = actual[i] as Shelf;
    if (shelf.name !== other.name) return `name: expected ${shelf.name}, got ${other.name}`;
    if (shelf.videoIds.join() !== other.videoIds.join()) {
      const missing = shelf.videoIds.filter((id) => !other.videoIds.includes(id)).length;
      const extra = other.videoIds.filter((id) => !shelf.videoIds.includes(id)).length;
      return `videos of ${shelf.name}: expected ${shelf.videoIds.length}, got ${other.videoIds.length} (${missing} missing, ${extra} unknown${missing + extra === 0 ? ', order differs' : ''})`;
    }
  }
  return undefined;
}
