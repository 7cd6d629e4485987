import type { Collection, Library, Video } from '@shared/contracts/library';

/*
 * Pure changes to the cached library, one per server answer or optimistic step. Each undo is a
 * targeted change too, never a snapshot restore: a snapshot would also undo whatever else
 * finished meanwhile (a delete, a rename).
 *
 * The videos array is in display order: within a collection, first is newest
 * (docs/product/states.md), so a video "at position 0" of its collection simply goes to the front
 * of the array.
 */

const hasVideo = (library: Library, id: string) => library.videos.some((video) => video.id === id);
const hasCollection = (library: Library, id: string) =>
  library.categories.some((collection) => collection.id === id);

/** The placeholder at the top of its collection; its count rises with it (counts are derived). */
export function addVideoFirst(library: Library, video: Video): Library {
  if (hasVideo(library, video.id)) return library;
  return { ...library, videos: [video, ...library.videos] };
}

/**
 * The saved record takes the placeholder's place. If the placeholder is gone (the library was
 * reloaded meanwhile) the record still goes first, unless the reload already brought it or its
 * collection no longer exists.
 */
export function replaceVideo(library: Library, placeholderId: string, saved: Video): Library {
  if (hasVideo(library, placeholderId)) {
    const videos = library.videos
      .filter((video) => video.id !== saved.id)
      .map((video) => (video.id === placeholderId ? saved : video));
    return { ...library, videos };
  }
  if (hasVideo(library, saved.id) || !hasCollection(library, saved.categoryId)) return library;
  return addVideoFirst(library, saved);
}

export function removeVideo(library: Library, id: string): Library {
  if (!hasVideo(library, id)) return library;
  return { ...library, videos: library.videos.filter((video) => video.id !== id) };
}

/**
 * A restored video (docs/product/undo.md) back where its order key puts it: before the first video
 * of its collection whose key comes after its own (keys compare byte-wise, as the server's COLLATE
 * "C"), else after the collection's last. Left out if its collection is gone meanwhile.
 */
export function insertVideoInOrder(library: Library, video: Video): Library {
  if (hasVideo(library, video.id) || !hasCollection(library, video.categoryId)) return library;
  const videos = [...library.videos];
  const sameCollection = (other: Video) => other.categoryId === video.categoryId;
  const next = videos.findIndex(
    (other) => sameCollection(other) && other.position > video.position,
  );
  const last = videos.findLastIndex(sameCollection);
  const at = next !== -1 ? next : last !== -1 ? last + 1 : videos.length;
  videos.splice(at, 0, video);
  return { ...library, videos };
}

/**
 * An edited video: in place, or first in its new collection when it moved (docs/product/states.md).
 */
export function applyUpdatedVideo(library: Library, updated: Video): Library {
  const current = library.videos.find((video) => video.id === updated.id);
  if (!current) return library;
  if (current.categoryId === updated.categoryId) {
    return {
      ...library,
      videos: library.videos.map((video) => (video.id === updated.id ? updated : video)),
    };
  }
  return addVideoFirst(removeVideo(library, updated.id), updated);
}

/** A new collection goes last, as the server puts it. */
export function appendCollection(library: Library, collection: Collection): Library {
  if (hasCollection(library, collection.id)) return library;
  return { ...library, categories: [...library.categories, collection] };
}

/** The server's record of a collection (renamed or moved) takes its place, in place. */
export function replaceCollection(library: Library, saved: Collection): Library {
  return {
    ...library,
    categories: library.categories.map((collection) =>
      collection.id === saved.id ? saved : collection,
    ),
  };
}

/** A deleted collection takes its videos with it (the server deletes them too). */
export function removeCollection(library: Library, id: string): Library {
  return {
    ...library,
    categories: library.categories.filter((collection) => collection.id !== id),
    videos: library.videos.filter((video) => video.categoryId !== id),
  };
}
