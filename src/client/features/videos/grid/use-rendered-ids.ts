import { useState } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { Video } from '@shared/contracts/library';
import { videoDragId } from '@client/features/arrange';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The drag ids of the cards in the rendered rows, in the grid's order: what dnd-kit's
 * `SortableContext` holds (docs/product/large-libraries.md). Given every id, each of its renders
 * and each card's `useSortable` went through the whole list (index lookups, a copy of the ids after
 * each card).
 *
 * A new array renders every card again through dnd-kit's context, so one is made only when it
 * matters: while a card is dragged (`dragging`: the places, the cards making room), and when
 * the list itself changes (a search, a drop: dnd-kit settles the moved cards by it). While
 * nothing is dragged, a scroll keeps the array it has: dnd-kit reads it only during a drag, and
 * a drag's first render brings it up to date.
 */
export function useRenderedIds(
  rows: readonly VirtualItem[],
  videos: readonly Video[],
  columns: number,
  dragging: boolean,
): string[] {
  const [kept, setKept] = useState<{ ids: string[]; videos: readonly Video[] } | null>(null);
  if (kept && !dragging && kept.videos === videos) return kept.ids;
  const ids = rows.flatMap((row) =>
    videos
      .slice(row.index * columns, (row.index + 1) * columns)
      .map((video) => videoDragId(video.id)),
  );
  const next = { ids: kept && sameIds(kept.ids, ids) ? kept.ids : ids, videos };
  if (kept?.ids !== next.ids || kept.videos !== videos) setKept(next);
  return next.ids;
}
