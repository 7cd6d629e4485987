import type { Shelf } from './library-view';

/*
 * A device's model of its part of the library (library-view.ts), changed only as the server
 * acknowledged: these mirror what each API call is documented to do (docs/decisions/0009).
 */

export const shelfOf = (model: Shelf[], videoId: string): Shelf | undefined =>
  model.find((shelf) => shelf.videoIds.includes(videoId));

export const videoCount = (model: Shelf[]): number =>
  model.reduce((n, shelf) => n + shelf.videoIds.length, 0);

/** Inserts `id` right after `afterId` (null: first), taking it out of the list first. */
function insertAfter(list: string[], id: string, afterId: string | null): void {
  const at = list.indexOf(id);
  if (at >= 0) list.splice(at, 1);
  list.splice(afterId === null ? 0 : list.indexOf(afterId) + 1, 0, id);
}

/** A move, a reorder, an add (first), or an edit into another collection (first there). */
export function placeVideo(
  model: Shelf[],
  videoId: string,
  shelfId: string,
  afterId: string | null,
): void {
  const from = shelfOf(model, videoId);
  if (from && from.id !== shelfId) removeVideo(model, videoId);
  const to = model.find((shelf) => shelf.id === shelfId);
  if (!to) throw new Error(`model: no collection ${shelfId}`);
  insertAfter(to.videoIds, videoId, afterId);
}

export function removeVideo(model: Shelf[], videoId: string): void {
  const shelf = shelfOf(model, videoId);
  shelf?.videoIds.splice(shelf.videoIds.indexOf(videoId), 1);
}

/** A collection reorder: right after `afterId` (null: first). */
export function placeShelf(model: Shelf[], shelfId: string, afterId: string | null): void {
  const at = model.findIndex((shelf) => shelf.id === shelfId);
  const [shelf] = model.splice(at, 1);
  if (!shelf) throw new Error(`model: no collection ${shelfId}`);
  model.splice(afterId === null ? 0 : model.findIndex((s) => s.id === afterId) + 1, 0, shelf);
}

/** Deleting a collection deletes its videos. */
export function removeShelf(model: Shelf[], shelfId: string): void {
  model.splice(
    model.findIndex((shelf) => shelf.id === shelfId),
    1,
  );
}
