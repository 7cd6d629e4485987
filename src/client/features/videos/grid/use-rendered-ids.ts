import { useState } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { Video } from '@shared/contracts/library';
import { videoDragId } from '@client/features/library';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The drag ids of the cards in the rendered rows, in the grid's order: what dnd-kit's
 * `SortableContext` holds (issue 20). Given every id, each of its renders and each card's
 * `useSortable` went through the whole list (index lookups, a copy of the ids after each
 * card). The same array comes back while the rendered cards are the same: the grid renders on
 * every scroll event, and a new array would render every card again through dnd-kit's context.
 */
export function useRenderedIds(
  rows: readonly VirtualItem[],
  videos: readonly Video[],
  columns: number,
): string[] {
  const ids = rows.flatMap((row) =>
    videos
      .slice(row.index * columns, (row.index + 1) * columns)
      .map((video) => videoDragId(video.id)),
  );
  const [kept, setKept] = useState(ids);
  if (sameIds(kept, ids)) return kept;
  setKept(ids);
  return ids;
}
