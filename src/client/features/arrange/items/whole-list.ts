import type { UniqueIdentifier } from '@dnd-kit/core';

/**
 * A sortable list of which dnd-kit knows only the rendered part (docs/product/large-libraries.md):
 * its `SortableContext` holds the rendered cards' ids, so a render costs what is on screen, not the
 * library's size. Where an item stands, for a drop and its announcement, is read here instead:
 * its place among all the items.
 */
export interface WholeList {
  /** Every item's drag id, in the list's order. */
  ids(): readonly UniqueIdentifier[];
}

/** `records` as a whole list; their ids are mapped on the first question (a drag's), once. */
export function wholeListOf<T>(
  records: readonly T[],
  dragIdOf: (record: T) => UniqueIdentifier,
): WholeList {
  let ids: readonly UniqueIdentifier[] | undefined;
  return { ids: () => (ids ??= records.map(dragIdOf)) };
}
