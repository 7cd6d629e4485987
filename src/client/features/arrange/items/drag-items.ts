import type { Data, UniqueIdentifier } from '@dnd-kit/core';
import type { Collection, Video } from '@shared/contracts/library';
import type { WholeList } from './whole-list';

/**
 * What a draggable or droppable is. dnd-kit carries it in each one's `data`, so a handler or an
 * announcement knows the video or collection without looking it up.
 */
export type DragItem =
  { kind: 'video'; video: Video } | { kind: 'collection'; collection: Collection };

/** The part of dnd-kit's active, over and droppable objects we read. */
export interface DndNode {
  id: UniqueIdentifier;
  data: { current?: Data };
}

/** Ids are namespaced by kind: one DndContext holds both, and ids must never clash. */
export const videoDragId = (id: string): string => `video:${id}`;
export const collectionDragId = (id: string): string => `collection:${id}`;

/** The record id inside a namespaced drag id. */
export const recordIdOf = (dragId: UniqueIdentifier): string => {
  const id = String(dragId);
  return id.slice(id.indexOf(':') + 1);
};

export function dragItemOf(node: DndNode | null | undefined): DragItem | null {
  const data = node?.data.current;
  if (data?.kind === 'video' && data.video) return { kind: 'video', video: data.video as Video };
  if (data?.kind === 'collection' && data.collection) {
    return { kind: 'collection', collection: data.collection as Collection };
  }
  return null;
}

export interface SortablePlace {
  containerId: UniqueIdentifier;
  index: number;
  items: readonly UniqueIdentifier[];
}

/**
 * Where a sortable item is in its list, if it is in one: among all of a `WholeList` when its
 * data names one (the cards: dnd-kit holds only the rendered ones), else dnd-kit's own place.
 */
export function sortablePlaceOf(node: DndNode | null | undefined): SortablePlace | null {
  const data = node?.data.current;
  const sortable = data?.sortable as SortablePlace | undefined;
  if (!node || !sortable || sortable.index < 0) return null;
  const whole = data?.wholeList as WholeList | undefined;
  if (!whole) return sortable;
  const items = whole.ids();
  const index = items.indexOf(node.id);
  return index < 0 ? null : { containerId: sortable.containerId, index, items };
}

/**
 * A video over a collection other than its own: dropping it there moves it
 * (docs/product/states.md).
 */
export function movesToOtherCollection(dragged: DragItem | null, target: DragItem | null): boolean {
  return (
    dragged?.kind === 'video' &&
    target?.kind === 'collection' &&
    target.collection.id !== dragged.video.categoryId
  );
}
