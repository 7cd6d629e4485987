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

/** What both the API's library and the tables give: enough to rebuild every list's order. */
export interface OrderedLibrary {
  categories: ReadonlyArray<{ id: string; name: string; isDefault: boolean; position: string }>;
  /** Each collection's videos in their order (other collections' may interleave). */
  videos: ReadonlyArray<{ id: string; categoryId: string; position: string }>;
}

export type Owns = (category: { name: string; isDefault: boolean }) => boolean;

/** The part of a library one device owns, in the library's order. */
export function project(library: OrderedLibrary, owns: Owns): Shelf[] {
  return library.categories.filter(owns).map((category) => ({
    id: category.id,
    name: category.name,
    videoIds: library.videos
      .filter((video) => video.categoryId === category.id)
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

/**
 * What is wrong with the order the API answered: collections must come in strictly increasing
 * key order, and videos grouped collection by collection in that order, each collection's keys
 * strictly increasing (so no two share a key). Keys compare byte-wise, as `<` does on ASCII.
 */
export function keyOrderProblems(library: OrderedLibrary): string[] {
  const problems: string[] = [];
  const rank = new Map(library.categories.map((c, i) => [c.id, i]));
  library.categories.forEach((c, i) => {
    const previous = library.categories[i - 1];
    if (previous && !(previous.position < c.position)) {
      problems.push(`collection keys not increasing: ${previous.position} then ${c.position}`);
    }
  });
  library.videos.forEach((v, i) => {
    const at = rank.get(v.categoryId);
    if (at === undefined) return void problems.push(`video ${v.id} in an unknown collection`);
    const previous = library.videos[i - 1];
    const previousAt = previous && rank.get(previous.categoryId);
    if (!previous || previousAt === undefined) return;
    if (previousAt > at) problems.push(`videos not grouped in collection order at ${v.id}`);
    if (previousAt === at && !(previous.position < v.position)) {
      problems.push(`video keys not increasing: ${previous.position} then ${v.position}`);
    }
  });
  return problems;
}
