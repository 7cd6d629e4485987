import { useLayoutEffect, useRef, useState } from 'react';
import type { UniqueIdentifier } from '@dnd-kit/core';

/**
 * A sortable list of which dnd-kit knows only the rendered part (issue 20): its
 * `SortableContext` holds the rendered cards' ids, so a render costs what is on screen, not the
 * library's size. Where an item stands, for a drop and its announcement, is read here instead:
 * its place among all the items, worked out only when a drag asks.
 */
export interface WholeList {
  /** Every item's drag id, in the list's order. */
  ids(): readonly UniqueIdentifier[];
}

/**
 * One stable object (memoized cards keep still) reading the latest `records`; their ids are
 * mapped once per list, on the first question about it.
 */
export function useWholeList<T>(
  records: readonly T[],
  dragIdOf: (record: T) => UniqueIdentifier,
): WholeList {
  const latest = useRef({ records, dragIdOf });
  useLayoutEffect(() => {
    latest.current = { records, dragIdOf };
  });
  const [list] = useState<WholeList>(() => {
    let mapped: { of: readonly T[]; ids: readonly UniqueIdentifier[] } | null = null;
    return {
      ids() {
        const { records: now, dragIdOf: idOf } = latest.current;
        if (mapped?.of !== now) mapped = { of: now, ids: now.map(idOf) };
        return mapped.ids;
      },
    };
  });
  return list;
}
