import type { Library, LibraryChanges, Video } from './contracts/library';

/*
 * Catching a held library up with the server's changes since its version
 * (docs/product/local-copy-and-sync.md, GET /api/library/changes). The result must equal what GET
 * /api/library answers now: the collections and tags as sent, the videos in library order
 * (collection by collection in the collections' order, each collection's by order key, compared
 * byte-wise like the server's COLLATE "C"). An edit or a delete keeps every other video where it
 * was, so it costs one pass; only a move, an add or a reordered collection sorts again.
 */

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function applyLibraryChanges(library: Library, changes: LibraryChanges): Library {
  const collectionIndex = new Map(changes.categories.map((c, index) => [c.id, index]));
  const changed = new Map(changes.videos.map((video) => [video.id, video]));
  const deleted = new Set(changes.deletedIds);

  const sameCollectionOrder =
    library.categories.length === changes.categories.length &&
    library.categories.every(
      (collection, index) => collection.id === changes.categories[index]?.id,
    );

  let inPlace = sameCollectionOrder;
  const videos: Video[] = [];
  for (const video of library.videos) {
    if (deleted.has(video.id) || !collectionIndex.has(video.categoryId)) continue;
    const now = changed.get(video.id);
    if (now === undefined) {
      videos.push(video);
      continue;
    }
    changed.delete(video.id);
    if (now.categoryId !== video.categoryId || now.position !== video.position) inPlace = false;
    videos.push(now);
  }
  // Videos new to this copy (added, restored, or moved in from a collection it did not have).
  for (const video of changed.values()) {
    if (!collectionIndex.has(video.categoryId)) continue;
    videos.push(video);
    inPlace = false;
  }
  if (!inPlace) {
    videos.sort(
      (a, b) =>
        (collectionIndex.get(a.categoryId) ?? 0) - (collectionIndex.get(b.categoryId) ?? 0) ||
        byKey(a.position, b.position),
    );
  }
  return { categories: changes.categories, videos, tags: changes.tags };
}
