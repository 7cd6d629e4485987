import type { Library, Video } from '@shared/contracts/library';

/*
 * Drag-and-drop moves on the cached library (docs/product/states.md), pure like library-cache.ts. A
 * move is "put this item right after that one" (null: first), which is also what the server is
 * told, and its undo is the same kind of move back after the item's old neighbour: a targeted
 * change, never a snapshot restore. Array order is display order; `position` is never read.
 */

function insertAfter<T extends { id: string }>(
  items: readonly T[],
  item: T,
  afterIndex: number,
): T[] {
  return [...items.slice(0, afterIndex + 1), item, ...items.slice(afterIndex + 1)];
}

/** The collection now follows `afterId` (null, or one that is gone: first). */
export function moveCollectionAfter(library: Library, id: string, afterId: string | null): Library {
  const moved = library.categories.find((collection) => collection.id === id);
  if (!moved) return library;
  const rest = library.categories.filter((collection) => collection.id !== id);
  const afterIndex = rest.findIndex((collection) => collection.id === afterId);
  return { ...library, categories: insertAfter(rest, moved, afterIndex) };
}

/**
 * The video is now in `categoryId`, right after `afterId` of that collection (null, or one no
 * longer there: first in it). A video or collection that is gone leaves the library as it is.
 */
export function moveVideoAfter(
  library: Library,
  id: string,
  collectionId: string,
  afterId: string | null,
): Library {
  const video = library.videos.find((candidate) => candidate.id === id);
  if (!video || !library.categories.some((collection) => collection.id === collectionId)) {
    return library;
  }
  const rest = library.videos.filter((candidate) => candidate.id !== id);
  const afterIndex = rest.findIndex(
    (candidate) => candidate.id === afterId && candidate.categoryId === collectionId,
  );
  return {
    ...library,
    videos: insertAfter(rest, { ...video, categoryId: collectionId }, afterIndex),
  };
}

/** The collection shown just before this one (null: it is first), to undo a move with. */
export function collectionBefore(library: Library, id: string): string | null {
  const index = library.categories.findIndex((collection) => collection.id === id);
  return (index > 0 && library.categories[index - 1]?.id) || null;
}

/** Where a video is: its collection and the video before it there (null: first). */
export function videoPlace(
  library: Library,
  id: string,
): { categoryId: string; afterId: string | null } | null {
  const video = library.videos.find((candidate) => candidate.id === id);
  if (!video) return null;
  const sameCollection = library.videos.filter(
    (candidate) => candidate.categoryId === video.categoryId,
  );
  const index = sameCollection.indexOf(video);
  return { categoryId: video.categoryId, afterId: sameCollection[index - 1]?.id ?? null };
}

/**
 * The server's record of a moved video, in place. If the cached video is in another collection
 * by now, a later drop moved it again and that answer is still to come: keep the cache.
 */
export function applyMovedVideo(library: Library, saved: Video): Library {
  const cached = library.videos.find((video) => video.id === saved.id);
  if (!cached || cached.categoryId !== saved.categoryId) return library;
  return {
    ...library,
    videos: library.videos.map((video) => (video.id === saved.id ? saved : video)),
  };
}

/**
 * Several videos moved into a collection at once (the bulk move of docs/product/bulk-actions.md):
 * those not there yet go first in it, in their library order, as the server puts them; those
 * already there stay.
 */
export function moveVideosFirst(
  library: Library,
  ids: readonly string[],
  collectionId: string,
): Library {
  if (!library.categories.some((collection) => collection.id === collectionId)) return library;
  const chosen = new Set(ids);
  const moving = (video: Video) => chosen.has(video.id) && video.categoryId !== collectionId;
  const moved = library.videos
    .filter(moving)
    .map((video) => ({ ...video, categoryId: collectionId }));
  if (moved.length === 0) return library;
  const rest = library.videos.filter((video) => !moving(video));
  const firstThere = rest.findIndex((video) => video.categoryId === collectionId);
  const at = firstThere === -1 ? rest.length : firstThere;
  return { ...library, videos: [...rest.slice(0, at), ...moved, ...rest.slice(at)] };
}
