import { withFreeSlots } from './cell-slots';

/** Which element each rendered row of the grid is drawn in (RowSlots). */
export interface RowSlots {
  /**
   * The React key of each row in `indexes` (the rows rendered now, by index), in their order.
   * Rows not among them are forgotten, and their keys go to the rows new among them.
   */
  assign(indexes: readonly number[]): number[];
}

/**
 * The grid's row elements, reused as the window scrolls (decision 0104). Keyed by index, every row
 * a scroll brought in was made afresh and every row it left was dropped: at a fast scroll, a
 * screenful of rows and cards a frame, whose elements only a major collection frees, and those
 * collections' final pauses made the frames over 50 ms. Keyed by a slot, a row coming into view
 * takes the element (and the cells, decision 0073) of one that left, and React only changes what
 * differs. A row still rendered keeps its key; assigning the same rows again gives the same keys.
 */
export function rowSlots(): RowSlots {
  let kept = new Map<number, number>();
  return {
    assign(indexes) {
      const keys = withFreeSlots(indexes.map((index) => kept.get(index) ?? -1));
      kept = new Map(indexes.map((index, i) => [index, keys[i] ?? i]));
      return keys;
    },
  };
}
