// Shared by the crash test (test-support/known-library.ts) and the load (bench/users-load).

/** What both the API's library and the tables give: enough to rebuild every list's order. */
export interface OrderedLibrary {
  categories: ReadonlyArray<{ id: string; name: string; isDefault: boolean; position: string }>;
  /** Each collection's videos in their order (other collections' may interleave). */
  videos: ReadonlyArray<{ id: string; categoryId: string; position: string }>;
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
